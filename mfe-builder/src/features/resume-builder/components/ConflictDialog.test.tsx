import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume, STALE_SAVE_MESSAGE } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

// Issue 32: a resume edited on two devices. The builder's saves carry the version they were made on; a
// save refused as stale offers both versions, and none is written over without the applicant's word.

/** Opens the builder, then saves from "the laptop", then types here and taps Save. */
async function saveAfterTheLaptop() {
  const server = serveResume(anAccountantDraft());
  const user = await openBuilder();
  server.saveElsewhere({ ...anAccountantDraft(), summary: 'Written on the laptop.' });
  await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Changed on another device' });
  return { server, user, dialog };
}

describe('a save after the resume was saved on another device', () => {
  it("sends the version the builder read, and on the server's 409 overwrites nothing but asks", async () => {
    const { server, dialog } = await saveAfterTheLaptop();
    expect(calls.saveResume().mock.calls[0]![2]).toBe('2026-11-26T22:00:00.000Z');
    expect(dialog).toHaveAccessibleDescription(STALE_SAVE_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Keep my version' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Use the saved version' })).toBeEnabled();
    expect(server.stored().summary).toBe('Written on the laptop.');
    expect(server.stored().contact.job_title).toBe(anAccountantDraft().contact.job_title);
    const bar = screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!;
    expect(within(bar).getByRole('status')).toHaveTextContent('Not saved: changed on another device.');
  });

  it('keeps this version when asked: saved over the other on purpose, and saving on from there', async () => {
    const { server, user, dialog } = await saveAfterTheLaptop();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
    expect(server.stored().summary).toBe(anAccountantDraft().summary);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Job Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor!'));
  });

  it('takes the saved version when asked: the form shows it, and this edit is not sent', async () => {
    const { server, user, dialog } = await saveAfterTheLaptop();
    const sent = calls.saveResume().mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Job Title/)).toHaveValue(anAccountantDraft().contact.job_title);
    expect(calls.saveResume().mock.calls.length).toBe(sent);
    expect(server.stored().summary).toBe('Written on the laptop.');

    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored().contact.job_title).toBe('Accountant and auditor'));
    expect(server.stored().summary).toBe('Written on the laptop.');
  });
});
