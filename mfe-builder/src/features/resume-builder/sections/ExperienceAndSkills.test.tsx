import { emptyRatedItem, STORAGE_KEYS } from '@talent/resume-model';
import { screen, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);
const alerts = recordAlerts();

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

function onTab(tab: string) {
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, tab);
}

describe('Professional summary (spec §5)', () => {
  beforeEach(() => onTab('experience'));

  it("counts words as 'Word count: n/300'", async () => {
    serveResume({ ...anAccountantDraft(), summary: '' });
    const user = await openBuilder();
    expect(screen.getByText('Word count: 0/300')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Careful  accountant in Basra');
    expect(screen.getByText('Word count: 4/300')).toBeInTheDocument();
  });

  it("says 'Professional Summary is required.' when empty", async () => {
    serveResume({ ...anAccountantDraft(), summary: '' });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Professional Summary is required.')).toBeInTheDocument();
  });

  it("says 'Professional Summary must be at least 10 words.' for nine words", async () => {
    serveResume({ ...anAccountantDraft(), summary: 'one two three four five six seven eight nine' });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Professional Summary must be at least 10 words.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' ten');
    expect(screen.queryByText('Professional Summary must be at least 10 words.')).not.toBeInTheDocument();
  });
});

describe('Employment history (spec §5)', () => {
  beforeEach(() => onTab('experience'));

  it('blocks a new job until title, employer, start year and an end year (or Present) are in', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    const job = within(screen.getByRole('group', { name: 'Job 1' }));
    const add = () => screen.getByRole('button', { name: 'Add job' });
    expect(add()).toBeDisabled();
    await user.type(job.getByLabelText('Job Title'), 'Auditor');
    await user.type(job.getByLabelText('Employer'), 'Rafidain Bank');
    await user.selectOptions(job.getByLabelText('Start Year'), '2020');
    expect(add()).toBeDisabled();
    await user.selectOptions(job.getByLabelText('End Year'), 'Present');
    expect(job.getByLabelText('End Month')).toBeDisabled();
    expect(add()).toBeEnabled();
  });

  it('adds a responsibility on Enter, on blur and by the button, never a blank one, and deletes it', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    const job = within(screen.getByRole('group', { name: 'Job 1' }));
    const input = job.getByLabelText('New responsibility');

    await user.type(input, 'Closed the monthly books{Enter}');
    await user.type(input, 'Trained two juniors');
    await user.tab();
    await user.type(input, 'Audited payroll');
    await user.click(job.getByRole('button', { name: 'Add responsibility' }));
    await user.type(input, '   {Enter}');

    const duties = job.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(duties).toEqual(['Closed the monthly books', 'Trained two juniors', 'Audited payroll']);
    expect(job.getByRole('button', { name: 'Add responsibility' })).toBeDisabled();

    await user.click(job.getByRole('button', { name: 'Remove responsibility: Trained two juniors' }));
    expect(job.queryByText('Trained two juniors')).not.toBeInTheDocument();
  });
});

describe('Skills, tools, languages and activities (spec §5)', () => {
  beforeEach(() => onTab('skills-activities'));

  it("says 'At least one skill is required.' and takes five at most", async () => {
    serveResume({ ...anAccountantDraft(), skills: [] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('At least one skill is required.')).toBeInTheDocument();

    for (const skill of ['Teamwork', 'Leadership', 'Research', 'Negotiation', 'Mentoring']) {
      await user.type(screen.getByLabelText('Skill'), `${skill}{Enter}`);
    }
    expect(screen.queryByText('At least one skill is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Skill')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add skill' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove skill Research' }));
    expect(screen.getByLabelText('Skill')).toBeEnabled();
  });

  it('names the tool and language messages of the spec', async () => {
    serveResume({ ...anAccountantDraft(), tools: [emptyRatedItem()], languages: [emptyRatedItem()] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const tool = within(screen.getByRole('group', { name: 'Tool 1' }));
    const language = within(screen.getByRole('group', { name: 'Language 1' }));
    expect(await tool.findByText('Tool or technology name is required.')).toBeInTheDocument();
    expect(tool.getByText('Proficiency level is required.')).toBeInTheDocument();
    expect(language.getByText('Language name is required.')).toBeInTheDocument();
    expect(language.getByText('Proficiency level is required.')).toBeInTheDocument();
    expect(messagesOf(alerts)).toContain(
      'Please fill in the required fields in the following sections: Tools, Languages',
    );
  });

  it("says 'At least one tool is required.' when the last tool is removed", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove Excel' }));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('At least one tool is required.')).toBeInTheDocument();
  });

  it('rates from Basic to Excellent and adds a row only when the last one is complete', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const second = within(screen.getByRole('group', { name: 'Language 2' }));
    expect(
      within(second.getByLabelText(/Level/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a level...', 'Basic', 'Intermediate', 'Good', 'Very Good', 'Excellent']);
    expect(screen.getByRole('button', { name: 'Add language' })).toBeDisabled();
    await user.type(second.getByLabelText(/Language/), 'English');
    await user.selectOptions(second.getByLabelText(/Level/), 'Very Good');
    expect(screen.getByRole('button', { name: 'Add language' })).toBeEnabled();
  });

  it('keeps activities optional and blocks a new one while one has an empty field', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByText('No activities yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    const activity = within(screen.getByRole('group', { name: 'Activity 1' }));
    expect(screen.getByRole('button', { name: 'Add activity' })).toBeDisabled();
    await user.type(activity.getByLabelText('Event or activity'), 'Basra Hackathon');
    await user.selectOptions(activity.getByLabelText('Participated as'), 'Mentor');
    expect(screen.getByRole('button', { name: 'Add activity' })).toBeDisabled();
    const years = within(activity.getByLabelText('Year'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1950');
    await user.selectOptions(activity.getByLabelText('Year'), '2023');
    expect(screen.getByRole('button', { name: 'Add activity' })).toBeEnabled();
  });
});
