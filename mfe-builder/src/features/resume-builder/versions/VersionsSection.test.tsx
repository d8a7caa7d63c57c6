import { within, screen, waitFor } from '@testing-library/react';
import { anAccountantDraft, anArabicDraftWithEnglishVersion } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('versions of the resume in other languages (issue 31)', () => {
  it('adds a version, translates beside the main text and saves it with the resume', async () => {
    const draft = anAccountantDraft();
    serveResume(draft);
    const user = await openBuilder();
    expect(screen.getByText('Your resume has no version in another language yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Add a version in …'), 'ar');
    await user.click(screen.getByRole('button', { name: 'Add version' }));

    expect(screen.getByRole('heading', { name: 'العربية version' })).toBeInTheDocument();
    // The main text beside the field that translates it.
    expect(screen.getAllByText(draft.contact.fullName).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Full name'), 'زينب');
    await user.click(screen.getByRole('button', { name: 'Back to the main version' }));
    expect(screen.getByText(/^العربية: \d+% translated$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalled());
    const saved = calls.saveResume().mock.calls.at(-1)![0];
    expect(saved.translations?.ar?.contact.fullName).toBe('زينب');
    expect(saved.contact.fullName).toBe(draft.contact.fullName);
  });

  it('describes each translation field by the main text it translates', async () => {
    const draft = anAccountantDraft();
    serveResume(draft);
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    const version = screen.getByRole('region', { name: 'العربية version' });
    expect(within(version).getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
      draft.contact.job_title,
    );
    expect(
      within(version).getByRole('textbox', { name: 'Professional Summary' }),
    ).toHaveAccessibleDescription(draft.summary);
  });

  it('names the main version and shows how much of each version is translated', async () => {
    serveResume(anArabicDraftWithEnglishVersion());
    await openBuilder();
    expect(screen.getByText(/^Main version: العربية\./)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'English: 27% translated' })).toHaveAttribute(
      'aria-valuenow',
      '27',
    );
  });

  it('starts a version from the main text', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await user.click(screen.getByRole('button', { name: 'Start from the main text' }));
    expect(screen.getByLabelText('Full name')).toHaveValue(anAccountantDraft().contact.fullName);
    await user.click(screen.getByRole('button', { name: 'Back to the main version' }));
    expect(screen.getByText(/: 100% translated$/)).toBeInTheDocument();
  });

  it('asks before removing a version, and keeps it when the question is cancelled', async () => {
    const draft = anAccountantDraft();
    serveResume({
      ...draft,
      translations: { ckb: { contact: { fullName: 'زەینەب', job_title: '', welcome_message: '' } } as never },
    });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove the کوردی version' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the کوردی version?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/^کوردی: \d+% translated$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the کوردی version' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove version' }));
    expect(screen.queryByText(/^کوردی: /)).not.toBeInTheDocument();
  });

  it('downloads the PDF of the version being translated, named in it, and of the main version after it', async () => {
    serveResume(anArabicDraftWithEnglishVersion());
    calls.downloadResumePdf().mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Translate into English' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(calls.downloadResumePdf()).toHaveBeenCalledWith(42, { language: 'en' }));
    await waitFor(() => expect(calls.saveBlobAs()).toHaveBeenCalled());
    expect(calls.saveBlobAs().mock.calls.at(-1)![1]).toBe('Noor Al-Huda Karim.pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Back to the main version' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(calls.downloadResumePdf()).toHaveBeenLastCalledWith(42));
    await waitFor(() => expect(calls.saveBlobAs()).toHaveBeenCalledTimes(2));
    expect(calls.saveBlobAs().mock.calls.at(-1)![1]).toBe('نور الهدى كريم.pdf');
  });

  it('swaps the main version and the version in the language chosen as main, losing no word', async () => {
    const draft = anArabicDraftWithEnglishVersion();
    serveResume(draft);
    const user = await openBuilder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of your resume' }), 'en');

    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Noor Al-Huda Karim');
    // The Arabic version holds what the English one had translated; the rest is the Arabic main text now.
    expect(screen.getByText('العربية: 27% translated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Translate into العربية' }));
    const version = screen.getByRole('region', { name: 'العربية version' });
    const employer = within(version).getByRole('textbox', { name: 'Employer' });
    expect(employer).toHaveValue('');
    expect(employer).toHaveAttribute('placeholder', 'شركة الفيحاء للتجارة');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalled());
    const saved = calls.saveResume().mock.calls.at(-1)![0];
    expect(saved.language).toBe('en');
    expect(saved.contact.fullName).toBe('Noor Al-Huda Karim');
    expect(saved.summary).toBe(draft.translations!.en!.summary);
    // Words the English version had not translated yet stay in the main text.
    expect(saved.employment[0]!.employer).toBe('شركة الفيحاء للتجارة');
    expect(saved.translations?.ar?.contact.fullName).toBe('نور الهدى كريم');
    expect(saved.translations?.ar?.summary).toBe(draft.summary);
    expect(saved.translations?.en).toBeUndefined();
  });
});
