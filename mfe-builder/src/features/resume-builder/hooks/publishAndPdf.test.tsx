import { emptyResume, STORAGE_KEYS } from '@talent/resume-model';
import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);
const alerts = recordAlerts();

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('publish and hide (spec §4 Resume publication)', () => {
  it('refuses an incomplete resume, naming every failing section', async () => {
    serveResume({ ...emptyResume(), specializations: [{ id: 1, sub: [] }] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(messagesOf(alerts)).toContain(
        'Cannot publish resume. Please fill in the required fields in the following sections: ' +
          'Personal, Education, Summary, Skills, Tools, Languages',
      ),
    );
    expect(calls.saveResume()).not.toHaveBeenCalled();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).toHaveFocus();
  });

  it('shows the public link after publishing and moves focus to it; unpublishing takes it away', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.queryByRole('heading', { name: 'Your resume is public' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const heading = await screen.findByRole('heading', { name: 'Your resume is public' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'http://localhost/preview/42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your resume is public' })).not.toBeInTheDocument(),
    );
  });

  it('shows the public link of a resume that was already published when the builder opens', async () => {
    serveResume({ ...anAccountantDraft(), published: true });
    await openBuilder();
    expect(screen.getByRole('heading', { name: 'Your resume is public' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost/preview/42' })).toBeInTheDocument();
  });

  it('shows no link when publishing fails', async () => {
    serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValueOnce(new Error('socket hang up'));
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Failed to save changes.'));
    expect(screen.queryByRole('heading', { name: 'Your resume is public' })).not.toBeInTheDocument();
  });

  it("publishes a complete resume: saved with the flag, 'Resume published successfully.'", async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Resume published successfully.'));
    expect(calls.saveResume().mock.calls[0]![0].published).toBe(true);
    expect(server.stored().published).toBe(true);
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(messagesOf(alerts)).not.toContain('Changes saved.');
  });

  it('publishes with a tap made while an autosave runs, and a second tap meanwhile does not hide it again', async () => {
    const server = serveResume(anAccountantDraft());
    const store = calls.saveResume().getMockImplementation()!;
    let release = () => {};
    const autosaveHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    calls.saveResume().mockImplementationOnce(async (...args) => {
      await autosaveHeld;
      return store(...args);
    });
    const user = await openBuilder();
    await user.type(screen.getByLabelText('Job Title'), ' II');
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(1));

    // The autosave is still running: Publish stays usable, and waits for it.
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeEnabled();
    await user.click(publish);
    await user.click(screen.getByRole('button', { name: /Publish|Unpublish/ }));
    release();

    await waitFor(() => expect(messagesOf(alerts)).toContain('Resume published successfully.'));
    expect(calls.saveResume()).toHaveBeenCalledTimes(2);
    expect(calls.saveResume().mock.calls[1]![0].published).toBe(true);
    expect(server.stored().published).toBe(true);
    expect(messagesOf(alerts)).not.toContain('Resume hidden successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks before it unpublishes (issue #23), then 'Resume hidden successfully.'", async () => {
    const server = serveResume({ ...anAccountantDraft(), published: true });
    const user = await openBuilder();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    // Nothing changes until the user confirms; Cancel keeps the resume published.
    const dialog = screen.getByRole('dialog', { name: 'Unpublish your resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.saveResume()).not.toHaveBeenCalled();
    expect(screen.getByText('Published')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unpublish your resume?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    await waitFor(() => expect(messagesOf(alerts)).toContain('Resume hidden successfully.'));
    expect(server.stored().published).toBe(false);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('stays a draft when the publishing save fails, with the reason', async () => {
    serveResume(anAccountantDraft());
    const { ApiError } = jest.requireActual('@talent/api-sdk');
    calls.saveResume().mockRejectedValueOnce(new ApiError('x', 503, 'The server is busy.'));
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('The server is busy.'));
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(messagesOf(alerts)).not.toContain('Resume published successfully.');
  });

  it('unpublishes with the warning when an edit breaks a required section', async () => {
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'experience');
    const server = serveResume({ ...anAccountantDraft(), published: true });
    const user = await openBuilder();
    expect(screen.getByText('Published')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Summary' }));
    await waitFor(() =>
      expect(messagesOf(alerts)).toContain(
        'Resume unpublished because required fields in the Summary section are invalid or empty.',
      ),
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    // The change is saved as a draft, so the directory stops showing the old resume; the warning
    // stays the alert on screen.
    await waitFor(() => expect(server.stored().published).toBe(false));
    // The preview asks again once the save is through, i.e. after its alerts were raised.
    await waitFor(() => expect(calls.previewResumeHtml()).toHaveBeenCalledTimes(2));
    expect(messagesOf(alerts).at(-1)).toBe(
      'Resume unpublished because required fields in the Summary section are invalid or empty.',
    );
  });

  it('does not unpublish while a phone number is still being typed (live check, spec §5)', async () => {
    serveResume({ ...anAccountantDraft(), published: true });
    const user = await openBuilder();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0770');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(messagesOf(alerts).some((message) => message.startsWith('Resume unpublished'))).toBe(false);
  });

  it('unpublishes at once when the full name is emptied', async () => {
    serveResume({ ...anAccountantDraft(), published: true });
    const user = await openBuilder();
    await user.clear(screen.getByLabelText(/Full Name/));
    await waitFor(() =>
      expect(messagesOf(alerts)).toContain(
        'Resume unpublished because required fields in the Personal section are invalid or empty.',
      ),
    );
  });
});

describe('PDF (spec §4 Preview and PDF)', () => {
  it("downloads '{fullName}.pdf' and says 'PDF downloaded successfully.'", async () => {
    serveResume(anAccountantDraft());
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    let finish!: (blob: Blob) => void;
    calls.downloadResumePdf().mockReturnValueOnce(new Promise<Blob>((resolve) => (finish = resolve)));
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    finish(pdf);
    await waitFor(() => expect(messagesOf(alerts)).toContain('PDF downloaded successfully.'));
    expect(calls.downloadResumePdf()).toHaveBeenCalledWith(42);
    expect(calls.saveBlobAs()).toHaveBeenCalledWith(pdf, 'نور الهدى كريم.pdf');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });

  it("shows the server's message or 'Failed to generate PDF.'", async () => {
    serveResume(anAccountantDraft());
    const { ApiError } = jest.requireActual('@talent/api-sdk');
    calls.downloadResumePdf().mockRejectedValueOnce(new ApiError('x', 503, 'The PDF engine is busy.'));
    calls.downloadResumePdf().mockRejectedValueOnce(new Error('reset'));
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('The PDF engine is busy.'));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Failed to generate PDF.'));
  });
});

describe('unsaved changes', () => {
  it('asks before leaving by the Back button, and stays when asked to', async () => {
    // On the test's clock: on the machine's, a slow step would let the autosave (2 s, issue 32) save
    // the edit, and Back would then leave without asking.
    jest.useFakeTimers();
    try {
      serveResume(anAccountantDraft());
      const user = await openBuilder({ timers: true });
      await user.type(screen.getByLabelText(/Job Title/), '!');
      await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
      expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant!');

      await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
      await user.click(await screen.findByRole('button', { name: 'Save and leave' }));
      expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
      expect(calls.saveResume()).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves at once when nothing is unsaved', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the page while changes are unsaved', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText(/Job Title/), '!');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
