import { emptyVolunteering, STORAGE_KEYS } from '@talent/resume-model';
import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'projects-volunteering');
});

describe('Volunteering (issue 30)', () => {
  it('starts empty and blocks another entry until organisation, role, start year and an end are in', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByText('No volunteering yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add volunteering' }));
    const entry = within(screen.getByRole('group', { name: 'Volunteering 1' }));
    const add = () => screen.getByRole('button', { name: 'Add volunteering' });
    await user.type(entry.getByLabelText('Organization'), 'Iraqi Red Crescent Society');
    await user.type(entry.getByLabelText('Role'), 'First aid volunteer');
    await user.selectOptions(entry.getByLabelText('Start Year'), '2021');
    expect(add()).toBeDisabled();
    await user.selectOptions(entry.getByLabelText('End Year'), 'Present');
    expect(entry.getByLabelText('End Month')).toBeDisabled();
    expect(add()).toBeEnabled();
  });

  it('says the end comes before the start when it does, on Validate', async () => {
    const backwards = {
      ...emptyVolunteering(),
      organization: 'Iraqi Red Crescent Society',
      duration: { start_year: '2021', start_month: '9', end_year: '2019', end_month: '1' },
    };
    serveResume({ ...anAccountantDraft(), volunteering: [backwards] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('End date cannot be before start date')).toBeInTheDocument();
  });

  it('saves the entries with the resume and shows them after the reload', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add volunteering' }));
    const entry = within(screen.getByRole('group', { name: 'Volunteering 1' }));
    await user.type(entry.getByLabelText('Organization'), 'جمعية الهلال الأحمر العراقي');
    await user.type(entry.getByLabelText('Role'), 'متطوعة');
    await user.type(entry.getByLabelText('What you did'), 'إسعافات أولية في محطات الأربعين.');
    await user.selectOptions(entry.getByLabelText('Start Year'), '2021');
    await user.selectOptions(entry.getByLabelText('End Year'), 'Present');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
    expect(server.stored().volunteering).toEqual([
      {
        organization: 'جمعية الهلال الأحمر العراقي',
        role: 'متطوعة',
        summary: 'إسعافات أولية في محطات الأربعين.',
        duration: { start_year: '2021', start_month: '', end_year: 'Present', end_month: '' },
      },
    ]);
    const reloaded = within(screen.getByRole('group', { name: 'Volunteering 1' }));
    expect(reloaded.getByLabelText('Organization')).toHaveValue('جمعية الهلال الأحمر العراقي');
    expect(reloaded.getByLabelText('End Year')).toHaveValue('Present');
  });
});
