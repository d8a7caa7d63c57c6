import 'fake-indexeddb/auto';
import { auth$, initialAuthState, setAuthState } from '@talent/event-bus';
import type { User } from '@talent/resume-model';
import { anAccountantDraft } from '@talent/test-kit';
import {
  forgetKeptDraftsOnSignOut,
  keepDraft,
  keepReferenceLists,
  readKeptDraft,
  readKeptReferenceLists,
} from './keptDraft';

// jsdom has no structuredClone, which fake-indexeddb stores values with (see hooks/keptOnDevice.test.tsx).
globalThis.structuredClone ??= ((value: unknown) =>
  JSON.parse(JSON.stringify(value))) as typeof structuredClone;

// Issue 32: a shared phone keeps no account's unsaved edits once its user signs out.

const signedIn = (id: number) =>
  setAuthState({
    ...initialAuthState,
    status: 'authenticated',
    token: `token-${id}`,
    user: { id, email: `user${id}@example.com`, name: `User ${id}`, role: null } as User,
  });
const kept = () => ({ draft: anAccountantDraft(), version: null, applicantId: null, keptAt: 1 });

afterEach(() => setAuthState(initialAuthState));

describe('edits kept on this device', () => {
  it("are kept under the signed-in account's own key, and never for another", async () => {
    signedIn(7);
    await keepDraft(7, kept(), null);
    await keepDraft(8, kept(), null);
    expect(await readKeptDraft(7)).not.toBeNull();
    expect(await readKeptDraft(8)).toBeNull();
  });

  it('are cleared when the user signs out; the reference lists stay', async () => {
    const subscription = forgetKeptDraftsOnSignOut(auth$);
    try {
      signedIn(7);
      await keepDraft(7, kept(), null);
      await keepReferenceLists({ cities: ['Erbil'] });
      expect(await readKeptDraft(7)).not.toBeNull();

      setAuthState({ ...initialAuthState, status: 'anonymous' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readKeptDraft(7)).toBeNull();
      expect(await readKeptReferenceLists()).toEqual({ cities: ['Erbil'] });

      // A save timed before the sign-out keeps nothing after it.
      await keepDraft(7, kept(), null);
      expect(await readKeptDraft(7)).toBeNull();
    } finally {
      subscription.unsubscribe();
    }
  });
});
