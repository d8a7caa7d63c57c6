import { emptyEducationEntry, STORAGE_KEYS } from '@talent/resume-model';
import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);
const alerts = recordAlerts();

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'education');
});

const entry = () => screen.getByRole('group', { name: 'Education 1' });

describe('Specializations (spec §5)', () => {
  it('allows at most two main ones', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByRole('checkbox', { name: 'Information Technology' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Information Technology' }));
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeDisabled();
  });

  it('removes the sub items of a main one that is unticked', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('checkbox', { name: 'Information Technology' }));
    await user.click(screen.getByRole('checkbox', { name: 'Web Development' }));
    await user.click(screen.getByRole('checkbox', { name: 'Information Technology' }));
    expect(screen.queryByRole('checkbox', { name: 'Web Development' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Information Technology' }));
    expect(screen.getByRole('checkbox', { name: 'Web Development' })).not.toBeChecked();
  });

  it("keeps the last one and raises 'At least one specialization is required.'", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('checkbox', { name: 'Business & Administration' }));
    expect(screen.getByRole('checkbox', { name: 'Business & Administration' })).toBeChecked();
    expect(messagesOf(alerts)).toContain('At least one specialization is required.');
  });

  it("says 'At least one specialization is required.' under the section when none is chosen", async () => {
    // A new resume starts with none ticked (issue #23).
    serveResume({ ...anAccountantDraft(), specializations: [] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('At least one specialization is required.')).toBeInTheDocument();
    expect(messagesOf(alerts)).toContain(
      'Please fill in the required fields in the following sections: Specializations',
    );
  });
});

describe('Education (spec §5)', () => {
  it('shows the required messages after Validate', async () => {
    serveResume({ ...anAccountantDraft(), education: [emptyEducationEntry()] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const card = within(entry());
    for (const message of [
      'Degree is required',
      'Institute is required',
      'Start year is required',
      'Start month is required',
      'End year is required for non-undergraduate degrees',
      'End month is required for non-undergraduate degrees',
    ]) {
      expect(await card.findByText(message)).toBeInTheDocument();
    }
    expect(messagesOf(alerts)).toContain(
      'Please fill in the required fields in the following sections: Education',
    );
  });

  it('leaves the end open for an Undergraduate', async () => {
    const draft = anAccountantDraft();
    draft.education[0] = {
      ...draft.education[0]!,
      degree: 'Undergraduate',
      duration: { start_year: '2022', start_month: '9', end_year: '', end_month: '' },
    };
    serveResume(draft);
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(messagesOf(alerts)).toContain(
      'All required fields are filled in. Your resume is ready to publish.',
    );
    expect(screen.queryByText('End year is required for non-undergraduate degrees')).not.toBeInTheDocument();
  });

  it("offers 'Present' only for an Undergraduate, and choosing it clears and locks the end month", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    const card = within(entry());
    const endYear = card.getByLabelText('End Year');
    expect(within(endYear).queryByRole('option', { name: 'Present' })).not.toBeInTheDocument();

    await user.selectOptions(card.getByLabelText(/Degree/), 'Undergraduate');
    expect(within(endYear).getByRole('option', { name: 'Present' })).toBeInTheDocument();
    expect(card.getByLabelText('End Month')).toHaveValue('6');

    await user.selectOptions(endYear, 'Present');
    expect(card.getByLabelText('End Month')).toHaveValue('');
    expect(card.getByLabelText('End Month')).toBeDisabled();
  });

  it('offers no end year before the start year, and years up to ten years ahead', async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    const card = within(entry());
    const endYears = within(card.getByLabelText('End Year'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(endYears[0]).toBe(String(new Date().getFullYear() + 10));
    expect(endYears.at(-1)).toBe('2015');
    const startYears = within(card.getByLabelText(/Start Year/))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(startYears.at(-1)).toBe('1950');
  });

  it("disables 'Add another education' while an entry is incomplete, and never removes the last one", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByRole('button', { name: 'Remove education 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add another education' }));
    expect(screen.getByRole('button', { name: 'Add another education' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove education 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove education 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add another education' })).toBeEnabled());
  });
});

describe('Courses (spec §5)', () => {
  it('disables adding while a course lacks title, provider or duration', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    const course = within(screen.getByRole('group', { name: 'Course 1' }));
    expect(screen.getByRole('button', { name: 'Add course' })).toBeDisabled();
    await user.type(course.getByLabelText('Course Title'), 'IFRS Basics');
    await user.type(course.getByLabelText('Provider'), 'ACCA');
    expect(screen.getByRole('button', { name: 'Add course' })).toBeDisabled();
    await user.selectOptions(course.getByLabelText('Duration'), '2 months');
    expect(screen.getByRole('button', { name: 'Add course' })).toBeEnabled();
  });
});
