import { emptyProject, STORAGE_KEYS } from '@talent/resume-model';
import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'projects-volunteering');
});

describe('Projects (issue 30)', () => {
  it('starts empty and blocks another project until name, start year and an end year (or Present) are in', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const project = within(screen.getByRole('group', { name: 'Project 1' }));
    const add = () => screen.getByRole('button', { name: 'Add project' });
    expect(add()).toBeDisabled();
    await user.type(project.getByLabelText('Project name'), 'Clinic booking app');
    await user.selectOptions(project.getByLabelText('Start Year'), '2023');
    expect(add()).toBeDisabled();
    await user.selectOptions(project.getByLabelText('End Year'), 'Present');
    expect(project.getByLabelText('End Month')).toBeDisabled();
    expect(add()).toBeEnabled();
  });

  it("says 'Invalid link format' for a link that is not a web address", async () => {
    serveResume({ ...anAccountantDraft(), projects: [{ ...emptyProject(), name: 'Clinic booking app' }] });
    const user = await openBuilder();
    await user.type(screen.getByLabelText('Link'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Invalid link format')).toBeInTheDocument();
  });

  it('saves the projects with the resume and shows them after the reload', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const project = within(screen.getByRole('group', { name: 'Project 1' }));
    await user.type(project.getByLabelText('Project name'), 'Clinic booking app');
    await user.type(project.getByLabelText('Description'), 'Appointments for three clinics.');
    await user.type(project.getByLabelText('Link'), 'github.com/noor/clinic');
    await user.selectOptions(project.getByLabelText('Start Year'), '2023');
    await user.selectOptions(project.getByLabelText('Start Month'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
    expect(server.stored().projects).toEqual([
      {
        name: 'Clinic booking app',
        description: 'Appointments for three clinics.',
        url: 'github.com/noor/clinic',
        start_year: '2023',
        start_month: '2',
        end_year: '',
        end_month: '',
      },
    ]);
    const reloaded = within(screen.getByRole('group', { name: 'Project 1' }));
    expect(reloaded.getByLabelText('Project name')).toHaveValue('Clinic booking app');
    expect(reloaded.getByLabelText('Link')).toHaveValue('github.com/noor/clinic');
  });

  it('removes a project', async () => {
    serveResume({ ...anAccountantDraft(), projects: [{ ...emptyProject(), name: 'Clinic booking app' }] });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove project 1' }));
    expect(screen.queryByRole('group', { name: 'Project 1' })).not.toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
  });
});
