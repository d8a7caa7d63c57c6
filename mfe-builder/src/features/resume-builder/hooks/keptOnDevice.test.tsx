import 'fake-indexeddb/auto';
import { ApiError } from '@talent/api-sdk';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';
import { readKeptDraft } from '../model/keptDraft';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

// jsdom has no structuredClone, which fake-indexeddb stores values with. What the builder keeps is
// plain data, so a JSON copy made in the page's own realm stands in (Node's would not be `Object`s here).
globalThis.structuredClone ??= ((value: unknown) =>
  JSON.parse(JSON.stringify(value))) as typeof structuredClone;

// Issue 32: until the server confirms a save, what was typed is kept on this device (IndexedDB),
// offered back on the next open, opened without a network, and saved when the network returns.

const USER_ID = 7;
const networkDown = () => new ApiError('Network Error', null);

let online = true;

beforeAll(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

beforeEach(async () => {
  jest.clearAllMocks();
  window.localStorage.clear();
  online = true;
  indexedDB.deleteDatabase('talent-pool-builder');
  setAuthState({
    status: 'authenticated',
    user: { id: USER_ID, email: 'sara@example.com', name: 'Sara', role: 'user', is_company: false },
    token: '7|secret',
    applicant: null,
    isAdmin: false,
  });
});

afterEach(() => setAuthState(initialAuthState));

const statusNote = () =>
  within(screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!).getByRole(
    'status',
  );

/** The page goes away (a closed tab, a phone discarding it) and is opened again. */
async function reopen() {
  cleanup();
  return openBuilder();
}

const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

describe('the edits kept on this device', () => {
  it('are kept as they are typed, and dropped once the server has them', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await waitFor(async () =>
      expect((await readKeptDraft(USER_ID))?.draft.contact.job_title).toBe('Accountant and auditor'),
    );
    expect((await readKeptDraft(USER_ID))?.version).toBe('2026-11-26T22:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).toBeNull());
  });

  it('are offered back on the next open, with the time they were made, and saved when restored', async () => {
    const server = serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValue(networkDown());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).not.toBeNull());
    const { keptAt } = (await readKeptDraft(USER_ID))!;

    const again = serveResume(server.stored());
    await reopen();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant');
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(keptAt);
    const offer = screen.getByRole('region', {
      name: `Restore the changes made on this device at ${time}? They are not in your saved resume yet.`,
    });
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: /^Restore the changes/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant and auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(again.stored().contact.job_title).toBe('Accountant and auditor'));
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).toBeNull());
  });

  it('are dropped when the applicant declines them', async () => {
    serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValue(networkDown());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).not.toBeNull());

    serveResume(anAccountantDraft());
    await reopen();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant');
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).toBeNull());
    await reopen();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('made on a version saved over elsewhere since, ask which to keep rather than overwrite', async () => {
    const server = serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValue(networkDown());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' on the phone');
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).not.toBeNull());

    const again = serveResume(server.stored());
    again.saveElsewhere({
      ...anAccountantDraft(),
      contact: { ...anAccountantDraft().contact, job_title: 'Laptop' },
    });
    await reopen();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Changed on another device' })).toBeVisible();
  });
});

describe('without a network', () => {
  it('keeps the edits on this device, says so, and saves them when the network returns', async () => {
    jest.useFakeTimers();
    try {
      const server = serveResume(anAccountantDraft());
      const answer = calls.saveResume().getMockImplementation()!;
      const user = await openBuilder({ timers: true });
      setOnline(false);
      calls.saveResume().mockRejectedValue(networkDown());
      await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(calls.saveResume()).not.toHaveBeenCalled();
      expect(statusNote()).toHaveTextContent('Offline — saved on this device');

      calls.saveResume().mockImplementation(answer);
      setOnline(true);
      await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
      await waitFor(() => expect(statusNote()).toHaveTextContent(/^Saved /));
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the builder on the edits kept here when the server cannot be reached, then saves them', async () => {
    const server = serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValue(networkDown());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).not.toBeNull());

    online = false;
    calls.getProfile().mockRejectedValue(networkDown());
    calls.getSelectables().mockRejectedValue(networkDown());
    await reopen();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant and auditor');
    expect(statusNote()).toHaveTextContent('Offline — saved on this device');
    // The lists last read on this device still offer their choices.
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveTextContent('Baghdad');

    const again = serveResume(server.stored());
    setOnline(true);
    await waitFor(() => expect(again.stored().contact.job_title).toBe('Accountant and auditor'));
    await waitFor(async () => expect(await readKeptDraft(USER_ID)).toBeNull());
    void user;
  });
});
