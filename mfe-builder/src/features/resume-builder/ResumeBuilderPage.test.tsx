import { emptyResume, STORAGE_KEYS } from '@talent/resume-model';
import { act, screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import { calls, openBuilder, serveResume } from '../../testing/openBuilder';
import ResumeBuilderPage from './ResumeBuilderPage';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

const alerts = recordAlerts();

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('the resume builder page', () => {
  it("shows the top bar, the five tabs and 'Step 1 of 5: Personal'", async () => {
    serveResume(emptyResume());
    await openBuilder();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(2);
    for (const name of ['Save', 'Refresh', 'Validate', 'Publish', 'PDF', 'Hide Preview']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const tabs = within(screen.getByRole('tablist', { name: 'Resume sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal',
      'Education',
      'Experience',
      'Skills & Activities',
      'Projects & Volunteering',
    ]);
    expect(screen.getByText('Step 1 of 5: Personal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resume Preview' })).toBeInTheDocument();
  });

  it("fills a new applicant's name and e-mail from the account", async () => {
    serveResume(emptyResume());
    await openBuilder();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('نور الهدى');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('noor@example.com');
  });

  it('ticks no specialisation (issue #23) and seeds one blank education, language and tool (spec §4)', async () => {
    serveResume(emptyResume());
    const user = await openBuilder();
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    expect(screen.getByRole('checkbox', { name: 'Information Technology' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Education 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Skills & Activities' }));
    expect(screen.getByRole('group', { name: 'Tool 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language 1' })).toBeInTheDocument();
  });

  it("says 'Failed to load profile data. Please try refreshing.' when the resume does not load", async () => {
    serveResume(emptyResume());
    calls.getProfile().mockRejectedValueOnce(new Error('offline'));
    renderAt('/resume-builder', <ResumeBuilderPage />);
    expect(
      await screen.findByText('Failed to load profile data. Please try refreshing.'),
    ).toBeInTheDocument();
    expect(messagesOf(alerts)).toContain('Failed to load profile data. Please try refreshing.');
  });

  it.each([
    ['cities', 'Failed to load cities. Please try again.'],
    ['specializations', 'Failed to load specializations. Please try again.'],
    ['skills', 'Failed to load skills. Please try again.'],
  ])('says so when the %s list fails, and still opens', async (name, message) => {
    serveResume(emptyResume());
    const lists = calls.getSelectables().getMockImplementation()!;
    calls.getSelectables().mockImplementation((async (list: string) => {
      if (list === name) throw new Error('down');
      return lists(list as never);
    }) as never);
    await openBuilder();
    expect(messagesOf(alerts)).toContain(message);
  });
});

describe('tabs (spec §2)', () => {
  it('restores the tab kept in local storage', async () => {
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'experience');
    serveResume(anAccountantDraft());
    await openBuilder();
    expect(screen.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Step 3 of 5: Experience')).toBeInTheDocument();
  });

  it('keeps the chosen tab in local storage', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.activeResumeTab)).toBe('education');
    expect(screen.getByText('Step 2 of 5: Education')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Skills & Activities' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.activeResumeTab)).toBe('skills-activities');
  });

  it('brings the next step in at its top and moves focus to its heading (issue #23)', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Specializations' })).toHaveFocus();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('form', { name: 'Resume Builder' }));
    const form = screen.getByRole('form', { name: 'Resume Builder' });
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    // Step 1 opens with the resume's language, its first section.
    expect(screen.getByRole('heading', { name: 'Resume Language' })).toHaveFocus();
  });

  it("offers Publish, not a disabled Next, as the last step's main action (issue #23)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'projects-volunteering');
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    const form = screen.getByRole('form', { name: 'Resume Builder' });
    expect(within(form).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.stored().published).toBe(true));
    expect(within(form).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('marks each tab holding errors after Validate, seen and heard, until it is fixed (issue #23)', async () => {
    serveResume({ ...anAccountantDraft(), summary: '' });
    const user = await openBuilder();
    const tabs = () => within(screen.getByRole('tablist', { name: 'Resume sections' })).getAllByRole('tab');
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'Personal',
      'Education',
      'Experience',
      'Skills & Activities',
      'Projects & Volunteering',
    ]);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('tab', { name: 'Experience (needs fixing)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Summary' }));
    await user.paste(anAccountantDraft().summary);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Experience' })).toBeInTheDocument());
  });

  it('ignores a stored value that is not a tab', async () => {
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'admin');
    serveResume(anAccountantDraft());
    await openBuilder();
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('saving (spec §4 Builder save and load)', () => {
  it('skips the save when nothing changed since the load', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.saveResume()).not.toHaveBeenCalled();
  });

  it("saves an edit, reloads the resume and says 'Changes saved.'", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messagesOf(alerts)).toContain('Changes saved.'));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
    expect(calls.saveResume().mock.calls[0]![0].contact.job_title).toBe('Accountant and auditor');
    expect(calls.getProfile()).toHaveBeenCalledTimes(2);

    // Saved: the same form is not sent again.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
  });

  it("says 'Changes saved.' when Save follows an autosave that already saved the edits, without sending them again", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    const bar = screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!;
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent(/^Saved /));
    expect(messagesOf(alerts)).not.toContain('Changes saved.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Changes saved.'));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
  });

  it('saves before switching tabs, once, 300 ms after the last switch', async () => {
    // On the clock of the test, not the machine's: a busy machine once took longer than 300 ms
    // between the two clicks.
    jest.useFakeTimers();
    try {
      serveResume(anAccountantDraft());
      const user = await openBuilder({ timers: true });
      await user.type(screen.getByLabelText(/Job Title/), '!');
      await user.click(screen.getByRole('tab', { name: 'Education' }));
      act(() => jest.advanceTimersByTime(250));
      await user.click(screen.getByRole('tab', { name: 'Experience' }));
      act(() => jest.advanceTimersByTime(250));
      expect(calls.saveResume()).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(1));
    } finally {
      jest.useRealTimers();
    }
  });

  it("tells an autosave beside the badge, 'Saved' and the time, with no alert over the page", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const bar = screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!;
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent(/^Saved \d{1,2}:\d{2}/));
    expect(calls.saveResume()).toHaveBeenCalledTimes(1);
    expect(messagesOf(alerts)).not.toContain('Changes saved.');
  });

  it('shows a failed autosave in the top bar with a retry, not in an alert', async () => {
    serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValueOnce(new Error('socket hang up'));
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await user.click(screen.getByRole('tab', { name: 'Education' }));

    const bar = screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!;
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Not saved.'));
    expect(messagesOf(alerts)).not.toContain('Failed to save changes.');

    await user.click(within(bar).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent(/^Saved /));
    expect(calls.saveResume()).toHaveBeenCalledTimes(2);
    expect(calls.saveResume().mock.calls[1]![0].contact.job_title).toBe('Accountant!');
  });

  it("shows the server's message when a save fails and keeps what was typed", async () => {
    serveResume(anAccountantDraft());
    const { ApiError } = jest.requireActual('@talent/api-sdk');
    calls.saveResume().mockRejectedValueOnce(new ApiError('x', 500, 'The database is asleep.'));
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messagesOf(alerts)).toContain('The database is asleep.'));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant and auditor');

    // Nothing was lost, so the next save sends it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Changes saved.'));
    expect(calls.saveResume().mock.calls[1]![0].contact.job_title).toBe('Accountant and auditor');
  });

  it("says 'Failed to save changes.' when the server gives no message", async () => {
    serveResume(anAccountantDraft());
    calls.saveResume().mockRejectedValueOnce(new Error('socket hang up'));
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf(alerts)).toContain('Failed to save changes.'));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant!');
  });

  it('keeps what is typed while a save runs, and saves it next', async () => {
    serveResume(anAccountantDraft());
    let finish!: () => void;
    calls
      .saveResume()
      .mockReturnValueOnce(new Promise((resolve) => (finish = () => resolve({ updatedAt: null }))));
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), ' and');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    await user.type(screen.getByLabelText(/Job Title/), ' auditor');
    finish();
    await waitFor(() => expect(messagesOf(alerts)).toContain('Changes saved.'));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant and auditor');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(2));
    expect(calls.saveResume().mock.calls[1]![0].contact.job_title).toBe('Accountant and auditor');
  });

  it('keeps a job added while the autosave of Next is still running, through the reload after it', async () => {
    // The Kurdish journey once lost sight of a job added just after Next (session 7): the save's
    // answer and its reload must never take an entry out of the form.
    const server = serveResume({ ...anAccountantDraft(), employment: [] });
    let finish!: () => void;
    calls.saveResume().mockImplementationOnce(
      (draft) =>
        new Promise((resolve) => {
          finish = () => {
            serveResume(draft);
            resolve({ updatedAt: null });
          };
        }),
    );
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'education');
    const user = await openBuilder();
    await user.type(screen.getAllByRole('textbox', { name: /Institute/ })[0]!, ' College');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Employment History' });
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' Ready to start.');
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(screen.getByRole('group', { name: 'Job 1' })).toBeInTheDocument();

    finish();
    const bar = screen.getByRole('heading', { level: 1, name: 'Resume Builder' }).parentElement!;
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent(/^(Saved |Unsaved)/));
    // The reload after the save (and after any autosave that follows it, issue 32).
    await waitFor(() => expect(calls.getProfile().mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('group', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      `${anAccountantDraft().summary} Ready to start.`,
    );
    expect(server.stored().employment).toEqual([]);
  });

  it("reads 'Saving...' while the save runs", async () => {
    serveResume(anAccountantDraft());
    let finish!: () => void;
    calls
      .saveResume()
      .mockReturnValueOnce(new Promise((resolve) => (finish = () => resolve({ updatedAt: null }))));
    const user = await openBuilder();
    await user.type(screen.getByLabelText(/Job Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
