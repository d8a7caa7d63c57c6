import { ApiError, importResumeFile } from '@talent/api-sdk';
import { emptyResume, STORAGE_KEYS } from '@talent/resume-model';
import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, 'personal');
});

function importedCv() {
  const draft = emptyResume();
  draft.contact.fullName = 'Hawre Jalal Ahmed';
  draft.contact.job_title = 'Civil Engineer';
  draft.contact.email = 'hawre.jalal@example.org';
  draft.employment = [
    {
      title: 'Site Engineer',
      employer: 'Kar Group',
      duration: { start_year: '2019', start_month: '6', end_year: 'Present', end_month: '' },
      responsibilities: ['Led a crew of 40'],
    },
  ];
  draft.skills = ['Teamwork'];
  draft.specializations = [{ id: 1, sub: [{ id: 102 }] }];
  return draft;
}

const wordCv = () =>
  new File(['PK'], 'cv.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

describe('Import from a file (issue 33)', () => {
  it('reviews an imported CV section by section, saves nothing until accepted, then fills the draft', async () => {
    serveResume(emptyResume());
    jest.mocked(importResumeFile).mockResolvedValue({
      source: 'docx',
      draft: importedCv(),
      unmapped: [{ section: 'education', label: 'Field of study', value: 'Civil Engineering' }],
    });
    const user = await openBuilder();
    expect(screen.getByRole('button', { name: 'Import from a file' })).toBeInTheDocument();
    await user.upload(screen.getByTestId('resume-import-file'), wordCv());

    const review = within(await screen.findByRole('dialog', { name: 'Review the imported resume' }));
    expect(jest.mocked(importResumeFile)).toHaveBeenCalledWith(expect.any(File), 'cv.docx');
    expect(review.getByRole('region', { name: 'Employment History' })).toHaveTextContent(
      'Site Engineer — Kar Group',
    );
    // Specialisations by their names in the interface's language, not as a count.
    const specializations = review.getByRole('region', { name: 'Specializations' });
    expect(specializations).toHaveTextContent('Information Technology');
    expect(specializations).toHaveTextContent('Web Development');
    expect(review.getByRole('region', { name: 'What could not be placed' })).toHaveTextContent(
      'Field of study: Civil Engineering',
    );
    expect(review.getByRole('radio', { name: 'Replace my draft' })).toBeChecked();
    expect(calls.saveResume()).not.toHaveBeenCalled();

    await user.click(review.getByRole('button', { name: 'Use this resume' }));
    expect(await screen.findByText(/The imported resume is in the builder/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Hawre Jalal Ahmed');
  });

  it('fills only the empty fields of a draft that holds something, when asked', async () => {
    const draft = anAccountantDraft();
    serveResume(draft);
    jest.mocked(importResumeFile).mockResolvedValue({ source: 'docx', draft: importedCv(), unmapped: [] });
    const user = await openBuilder();
    await user.upload(screen.getByTestId('resume-import-file'), wordCv());
    const review = within(await screen.findByRole('dialog', { name: 'Review the imported resume' }));
    expect(review.getByRole('radio', { name: 'Fill only the empty fields' })).toBeChecked();
    await user.click(review.getByRole('button', { name: 'Use this resume' }));
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(draft.contact.fullName));
  });

  it("shows the server's reason when the file cannot be read, and changes nothing", async () => {
    serveResume(emptyResume());
    const message =
      'This file could not be read. Upload a JSON Resume file (.json), a PDF, a Word document (.docx) or a LinkedIn data export (.zip).';
    jest
      .mocked(importResumeFile)
      .mockRejectedValue(new ApiError('Request failed with status code 422', 422, message));
    const user = await openBuilder();
    await user.upload(screen.getByTestId('resume-import-file'), wordCv());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
