import 'fake-indexeddb/auto';
import { auth$, initialAuthState, setAuthState } from '@talent/event-bus';
import type { User } from '@talent/resume-model';
import { anAccountantDraft } from '@talent/test-kit';
import {
  forgetAccountsOnSignOut,
  keepDraft,
  keepReferenceLists,
  keepServerResume,
  readKeptDraft,
  readKeptReferenceLists,
  readServerResume,
} from './keptDraft';

// jsdom has no structuredClone, which fake-indexeddb stores values with (see hooks/keptOnDevice.test.tsx).
globalThis.structuredClone ??= ((value: unknown) =>
  JSON.parse(JSON.stringify(value))) as typeof structuredClone;

// Issue 32: what is kept on this device belongs to one account, and to none once it signs out
// (the shell drops it all then: shell/src/session/keptOnDevice.ts).

const signedIn = (id: number) =>
  setAuthState({
    ...initialAuthState,
    status: 'authenticated',
    token: `token-${id}`,
    user: { id, email: `user${id}@example.com`, name: `User ${id}`, role: null } as User,
  });
const kept = () => ({ draft: anAccountantDraft(), version: null, applicantId: null, keptAt: 1 });
const read = () => ({ draft: anAccountantDraft(), version: '2026-11-26T22:00:00.000Z', applicantId: 201 });

afterEach(() => setAuthState(initialAuthState));

describe('edits kept on this device', () => {
  it("are kept under the signed-in account's own key, and never for another", async () => {
    signedIn(7);
    await keepDraft(7, kept(), null);
    await keepDraft(8, kept(), null);
    expect(await readKeptDraft(7)).not.toBeNull();
    expect(await readKeptDraft(8)).toBeNull();
  });

  it("keep the resume the server answered under the signed-in account's own key, and never for another", async () => {
    signedIn(7);
    await keepServerResume(7, read());
    await keepServerResume(8, read());
    expect(await readServerResume(7)).toEqual(read());
    expect(await readServerResume(8)).toBeNull();
  });

  it('keep no resume whose new photo the server does not have yet, nor the copy before it', async () => {
    signedIn(7);
    await keepServerResume(7, read());
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    await keepServerResume(7, { ...read(), draft: { ...anAccountantDraft(), image: photo as never } });
    expect(await readServerResume(7)).toBeNull();
  });

  it('keep nothing for an account once it has signed out', async () => {
    signedIn(9);
    setAuthState({ ...initialAuthState, status: 'anonymous' });
    // A save or a load answered after the sign-out.
    await keepDraft(9, kept(), null);
    await keepServerResume(9, read());
    expect(await readKeptDraft(9)).toBeNull();
    expect(await readServerResume(9)).toBeNull();
  });

  it('are all dropped when a session ends under a shell that does not drop them itself; the lists stay', async () => {
    const subscription = forgetAccountsOnSignOut(auth$);
    try {
      signedIn(7);
      await keepDraft(7, kept(), null);
      await keepServerResume(7, read());
      await keepReferenceLists({ cities: ['Erbil'] });

      setAuthState({ ...initialAuthState, status: 'anonymous' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readKeptDraft(7)).toBeNull();
      expect(await readServerResume(7)).toBeNull();
      expect(await readKeptReferenceLists()).toEqual({ cities: ['Erbil'] });
    } finally {
      subscription.unsubscribe();
    }
  });
});
