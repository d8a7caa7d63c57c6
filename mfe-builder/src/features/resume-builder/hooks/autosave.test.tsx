import { ApiError } from '@talent/api-sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

afterEach(() => jest.useRealTimers());

// Issue 32: the builder never loses a keystroke. What is typed is saved 2 s after typing stops, and
// as the page is hidden or closed; a failed autosave is tried again by itself; the top bar says which.

const statusNote = () =>
  within(screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!).getByRole(
    'status',
  );

describe('autosave', () => {
  it('saves 2 s after typing stops, and the status reads Unsaved changes until then', async () => {
    jest.useFakeTimers();
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder({ timers: true });
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    expect(statusNote()).toHaveTextContent('Unsaved changes');
    act(() => jest.advanceTimersByTime(1_900));
    expect(calls.saveResume()).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
    await waitFor(() => expect(statusNote()).toHaveTextContent(/^Saved /));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
  });

  it('tries a failed autosave again by itself, waiting longer each time, and says so', async () => {
    jest.useFakeTimers();
    const server = serveResume(anAccountantDraft());
    const answer = calls.saveResume().getMockImplementation()!;
    calls
      .saveResume()
      .mockRejectedValueOnce(new ApiError('Network Error', null))
      .mockRejectedValueOnce(new ApiError('Network Error', null));
    const user = await openBuilder({ timers: true });
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(statusNote()).toHaveTextContent('Not saved. Trying again…'));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(2));
    // The second wait is twice the first.
    await act(async () => {
      jest.advanceTimersByTime(3_900);
    });
    expect(calls.saveResume()).toHaveBeenCalledTimes(2);
    calls.saveResume().mockImplementation(answer);
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant!'));
    await waitFor(() => expect(statusNote()).toHaveTextContent(/^Saved /));
  });
});

describe('the last save as the page goes', () => {
  it('sends what was typed with keepalive when the page is closed (pagehide)', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(calls.saveResumeOnExit()).toHaveBeenCalledTimes(1);
    expect(calls.saveResumeOnExit().mock.calls[0]![0].contact.job_title).toBe('Accountant and auditor');
    expect(calls.saveResumeOnExit().mock.calls[0]![1]).toBe('2026-11-26T22:00:00.000Z');
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
  });

  it('sends it when the phone switches to another app (the page turns hidden), then saves on normally', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant!'));
    expect(calls.saveResumeOnExit()).toHaveBeenCalledTimes(1);

    // Back in the app: the next save is made on the version the last one answered, not refused.
    await user.type(screen.getByLabelText(/Job Title/), '?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant!?'));
  });

  it('sends nothing when everything is saved', async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(calls.saveResumeOnExit()).not.toHaveBeenCalled();
  });
});
