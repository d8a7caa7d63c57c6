import 'fake-indexeddb/auto';
import { ApiError } from '@talent/api-sdk';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';
import { renderAt } from '../../../testing/renderAt';
import { readKeptDraft, readServerResume } from '../model/keptDraft';
import ResumeBuilderPage from '../ResumeBuilderPage';

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

const OFFLINE_NOTICE =
  'You are offline. You can keep editing: your changes stay on this device and are saved when the connection returns.';
const offlineNotice = () => screen.queryByText(OFFLINE_NOTICE);

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
      expect(offlineNotice()).toHaveAttribute('role', 'status');

      calls.saveResume().mockImplementation(answer);
      setOnline(true);
      expect(offlineNotice()).not.toBeInTheDocument();
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

  it('opens the builder on the resume last read here when nothing was left unsaved, then saves edits', async () => {
    const server = serveResume(anAccountantDraft());
    await openBuilder();
    await waitFor(async () => expect(await readServerResume(USER_ID)).not.toBeNull());

    online = false;
    calls.getProfile().mockRejectedValue(networkDown());
    calls.getSelectables().mockRejectedValue(networkDown());
    const user = await reopen();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(anAccountantDraft().contact.fullName);
    expect(offlineNotice()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    // Nothing is unsaved until the applicant types: the copy is the saved version.
    expect(statusNote()).toHaveTextContent('');

    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    expect(statusNote()).toHaveTextContent('Offline — saved on this device');
    expect(calls.saveResume()).not.toHaveBeenCalled();
    const again = serveResume(server.stored());
    setOnline(true);
    // Saved on the version last read: the server takes it, no choice to make.
    await waitFor(() => expect(again.stored().contact.job_title).toBe('Accountant and auditor'));
    await waitFor(() => expect(statusNote()).toHaveTextContent(/^Saved /));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens on the resume as last saved here, not as first read', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
    await waitFor(async () =>
      expect((await readServerResume(USER_ID))?.draft.contact.job_title).toBe('Accountant and auditor'),
    );

    online = false;
    calls.getProfile().mockRejectedValue(networkDown());
    await reopen();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant and auditor');
  });

  it("never opens on another account's resume", async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    await waitFor(async () => expect(await readServerResume(USER_ID)).not.toBeNull());

    cleanup();
    act(() =>
      setAuthState({
        status: 'authenticated',
        user: { id: 8, email: 'omar@example.com', name: 'Omar', role: 'user', is_company: false },
        token: '8|secret',
        applicant: null,
        isAdmin: false,
      }),
    );
    online = false;
    calls.getProfile().mockRejectedValue(networkDown());
    renderAt('/resume-builder', <ResumeBuilderPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByLabelText(/Job Title/)).not.toBeInTheDocument();
  });

  it('forgets the resume last read here when the server says the session has ended', async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    await waitFor(async () => expect(await readServerResume(USER_ID)).not.toBeNull());

    calls.getProfile().mockRejectedValue(new ApiError('Unauthenticated.', 401, 'Unauthenticated.'));
    cleanup();
    renderAt('/resume-builder', <ResumeBuilderPage />);
    await screen.findByRole('button', { name: 'Try again' });
    await waitFor(async () => expect(await readServerResume(USER_ID)).toBeNull());
  });
});
