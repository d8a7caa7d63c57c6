import {
  ApiError,
  downloadJsonResume,
  downloadResumeDocx,
  downloadResumePdf,
  getApplicant,
  saveBlobAs,
} from '@talent/api-sdk';
import { alert$, type AlertCommand, pageContentShown$ } from '@talent/event-bus';
import { i18n, initI18n } from '@talent/i18n';
import {
  aMixedResume,
  ARABIC_NAME,
  ARABIC_SECTION_HEADINGS,
  deferred,
  SECTION_HEADINGS,
} from '@talent/test-kit';
import { UiProvider } from '@talent/ui';
import { declaredStyle } from '@talent/ui/src/testing/declaredStyle';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { renderAt, testUser } from '../../testing/renderAt';
import ResumePreviewPage from './ResumePreviewPage';

// The modal and the answers arrive asynchronously; a machine shared by several builds can take a while.
configure({ asyncUtilTimeout: 5000 });

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getApplicant: jest.fn(),
  downloadResumePdf: jest.fn(),
  downloadResumeDocx: jest.fn(),
  downloadJsonResume: jest.fn(),
  saveBlobAs: jest.fn(),
}));

const previewRoute = (
  <Routes>
    <Route path="/preview/:id" element={<ResumePreviewPage />} />
  </Routes>
);

let alerts: AlertCommand[];
let subscription: Subscription;

beforeEach(() => {
  alerts = [];
  subscription = alert$.subscribe((command) => alerts.push(command));
  jest.mocked(getApplicant).mockReset().mockResolvedValue(aMixedResume());
  jest.mocked(downloadResumePdf).mockReset();
  jest.mocked(downloadResumeDocx).mockReset();
  jest.mocked(downloadJsonResume).mockReset();
  jest.mocked(saveBlobAs).mockReset();
});

afterEach(() => subscription.unsubscribe());

function openPreview(path = '/preview/7') {
  const user = testUser();
  renderAt(path, previewRoute);
  return user;
}

it("shows 'Loading resume...' before anything else", () => {
  initI18n();
  const firstPaint = renderToStaticMarkup(
    <UiProvider>
      <MemoryRouter initialEntries={['/preview/7']}>{previewRoute}</MemoryRouter>
    </UiProvider>,
  );
  expect(firstPaint).toContain('Loading resume...');
});

it("tells the shell once the resume is drawn, not while it loads, so the server's copy stays till then (issue 32)", async () => {
  const resume = deferred<ReturnType<typeof aMixedResume>>();
  jest.mocked(getApplicant).mockReturnValue(resume.promise);
  let announced = 0;
  const listening = pageContentShown$.subscribe(() => (announced += 1));
  openPreview();
  expect(screen.getByText('Loading resume...')).toBeInTheDocument();
  expect(announced).toBe(0);
  await act(async () => resume.resolve(aMixedResume()));
  expect(
    await screen.findByRole('heading', { level: 1, name: aMixedResume().contact.fullName }),
  ).toBeInTheDocument();
  expect(announced).toBeGreaterThan(0);
  listening.unsubscribe();
});

it("tells the shell only once the resume's faces have arrived, so none is swapped in under the reader's eyes (issue 32)", async () => {
  const faces = deferred<FontFace[]>();
  const load = jest.fn((_font: string, _text?: string) => faces.promise);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  let announced = 0;
  const listening = pageContentShown$.subscribe(() => (announced += 1));
  try {
    openPreview();
    expect(await screen.findByRole('heading', { level: 1, name: ARABIC_NAME })).toBeInTheDocument();
    expect(announced).toBe(0);
    // Both weights of the document's stack, for the characters the resume holds.
    expect(load.mock.calls.map(([font]) => font.split(' ').slice(0, 3).join(' '))).toEqual([
      "400 16px 'Resume",
      "700 16px 'Resume",
    ]);
    expect(load.mock.calls[0]![1]).toContain(ARABIC_NAME);
    await act(async () => faces.resolve([]));
    expect(announced).toBeGreaterThan(0);
  } finally {
    listening.unsubscribe();
    Reflect.deleteProperty(document, 'fonts');
  }
});

it('renders the whole resume with the shared document, every section in order', async () => {
  openPreview();
  expect(screen.getByText('Loading resume...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: ARABIC_NAME })).toBeInTheDocument();
  expect(getApplicant).toHaveBeenCalledWith(7, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  expect(screen.queryByText('Loading resume...')).not.toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    ...SECTION_HEADINGS,
  ]);
  expect(screen.getByText('Web Developer')).toBeInTheDocument();
  expect(screen.getByText('zainab@example.com')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

it('shows an Arabic resume in Arabic, right to left, inside the page in the interface language (issue #16)', async () => {
  jest.mocked(getApplicant).mockResolvedValue({ ...aMixedResume(), language: 'ar' });
  openPreview();
  expect(await screen.findByRole('heading', { level: 1, name: ARABIC_NAME })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    ...ARABIC_SECTION_HEADINGS,
  ]);
  const sheet = screen.getByRole('article');
  expect(sheet).toHaveAttribute('lang', 'ar');
  expect(sheet).toHaveAttribute('dir', 'rtl');
  // The page around the document stays English.
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

it("raises 'Failed to load resume data.' for 5 s when the fetch fails, and leaves loading", async () => {
  jest.mocked(getApplicant).mockRejectedValue(new ApiError('x', 404, 'Resume not found.'));
  openPreview();
  expect(await screen.findByText('Failed to load resume data.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Resume Preview' })).toBeInTheDocument();
  expect(screen.queryByText('Loading resume...')).not.toBeInTheDocument();
  expect(alerts).toEqual([{ message: 'Failed to load resume data.', type: 'error', durationMs: 5000 }]);
});

it('does not ask the server for an id that is not a number', async () => {
  openPreview('/preview/abc');
  expect(await screen.findByText('Failed to load resume data.')).toBeInTheDocument();
  expect(getApplicant).not.toHaveBeenCalled();
});

describe('the contact bar (issue #23)', () => {
  const bar = () => screen.getByRole('region', { name: `Contact ${ARABIC_NAME}` });

  it('offers Email (mailto:), Call (tel:) and WhatsApp (wa.me, international digits) for a public phone', async () => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email', 'mailto:zainab@example.com'],
      ['Call', 'tel:+9647701234567'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/9647701234567'],
    ]);
    expect(within(bar()).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
  });

  it('leaves a hidden phone out: no Call, no WhatsApp', async () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = false;
    jest.mocked(getApplicant).mockResolvedValue(resume);
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email']);
  });

  it('honours the e-mail and birth date its owner keeps off the page, even in the owner’s own copy (issue #23)', async () => {
    const resume = aMixedResume();
    resume.contact.showEmail = false;
    resume.contact.birthdateDisplay = 'hidden';
    jest.mocked(getApplicant).mockResolvedValue(resume);
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Call', 'WhatsApp (opens in a new tab)']);
    expect(screen.queryByText('zainab@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('April 12, 1996')).not.toBeInTheDocument();
    expect(screen.queryByText('Date of Birth')).not.toBeInTheDocument();
  });

  it('is not there when there is no way to reach the applicant', async () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = false;
    resume.contact.email = '';
    jest.mocked(getApplicant).mockResolvedValue(resume);
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    expect(screen.queryByRole('region', { name: /Contact/ })).not.toBeInTheDocument();
  });

  it("tells the shell's alerts its height while it is on screen, so they sit above it", async () => {
    const { unmount } = renderAt('/preview/7', previewRoute);
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    bar();
    expect(document.documentElement.style.getPropertyValue('--talent-bottom-bar')).toMatch(/^\d+(\.\d+)?px$/);

    unmount();
    expect(document.documentElement.style.getPropertyValue('--talent-bottom-bar')).toBe('');
  });

  it('keeps its links 44 px tall for a thumb', async () => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    expect(declaredStyle(within(bar()).getByRole('link', { name: 'Call' }), 'min-block-size')).toBe(
      '2.75rem',
    );
  });

  it.each([
    ['ar', 'التواصل مع', ['البريد', 'اتصال', 'واتساب (يُفتح في علامة تبويب جديدة)']],
    ['ckb', 'پەیوەندیکردن لەگەڵ', ['ئیمەیڵ', 'تەلەفۆنکردن', 'واتساپ (لە تابێکی نوێدا دەکرێتەوە)']],
  ])('speaks the interface language (%s)', async (language, label, names) => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    await act(() => i18n.changeLanguage(language));
    const nav = screen.getByRole('region', { name: `${label} ${ARABIC_NAME}` });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
    await act(() => i18n.changeLanguage('en'));
  });

  it('follows a change of interface language without fetching the resume again', async () => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    await act(() => i18n.changeLanguage('ar'));
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: ARABIC_NAME })).toBeInTheDocument();
    expect(getApplicant).toHaveBeenCalledTimes(1);
  });
});

describe('Download PDF', () => {
  it("reads 'Generating...' while busy, ignores repeat clicks, saves '{fullName}.pdf' and says so", async () => {
    const pdf = deferred<Blob>();
    jest.mocked(downloadResumePdf).mockReturnValue(pdf.promise);
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(downloadResumePdf).toHaveBeenCalledTimes(1);
    expect(downloadResumePdf).toHaveBeenCalledWith(7);

    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await act(async () => pdf.resolve(file));
    expect(saveBlobAs).toHaveBeenCalledWith(file, `${ARABIC_NAME}.pdf`);
    expect(alerts).toEqual([{ message: 'PDF downloaded successfully.', type: 'success', durationMs: 5000 }]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it("shows the server's message as a toast and beside the button", async () => {
    jest.mocked(downloadResumePdf).mockRejectedValue(new ApiError('x', 503, 'The PDF service is busy.'));
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF service is busy.');
    expect(alerts).toEqual([{ message: 'The PDF service is busy.', type: 'error', durationMs: 5000 }]);
    expect(saveBlobAs).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it("falls back to 'Failed to generate PDF. Please try again.'", async () => {
    jest.mocked(downloadResumePdf).mockRejectedValue(new ApiError('offline', null));
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate PDF. Please try again.'),
    );
  });
});

describe('Download as Word and JSON Resume (issue 33)', () => {
  it('offers both beside Download PDF, each at least 44 px tall', async () => {
    openPreview();
    const pdf = await screen.findByRole('button', { name: 'Download PDF' });
    const word = screen.getByRole('button', { name: 'Download as Word' });
    const json = screen.getByRole('button', { name: 'JSON Resume' });
    expect(pdf.parentElement).toBe(word.parentElement);
    expect(word.parentElement).toBe(json.parentElement);
    for (const button of [word, json]) expect(declaredStyle(button, 'min-block-size')).toBe('2.75rem');
  });

  it("reads 'Preparing...' while the Word file comes, ignores repeat clicks, saves '{fullName}.docx'", async () => {
    const docx = deferred<Blob>();
    jest.mocked(downloadResumeDocx).mockReturnValue(docx.promise);
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'Download as Word' }));
    const busy = screen.getByRole('button', { name: 'Preparing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.click(screen.getByRole('button', { name: 'JSON Resume' }));
    expect(downloadResumeDocx).toHaveBeenCalledTimes(1);
    expect(downloadResumeDocx).toHaveBeenCalledWith(7);
    expect(downloadJsonResume).not.toHaveBeenCalled();

    const file = new Blob(['PK'], { type: 'application/octet-stream' });
    await act(async () => docx.resolve(file));
    expect(saveBlobAs).toHaveBeenCalledWith(file, `${ARABIC_NAME}.docx`);
    expect(alerts).toEqual([
      { message: 'Word document downloaded successfully.', type: 'success', durationMs: 5000 },
    ]);
    expect(screen.getByRole('button', { name: 'Download as Word' })).toBeEnabled();
  });

  it("saves the JSON Resume as '{fullName}.json'", async () => {
    const file = new Blob(['{}'], { type: 'application/json' });
    jest.mocked(downloadJsonResume).mockResolvedValue(file);
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'JSON Resume' }));
    await waitFor(() => expect(saveBlobAs).toHaveBeenCalledWith(file, `${ARABIC_NAME}.json`));
    expect(downloadJsonResume).toHaveBeenCalledWith(7);
    expect(alerts).toEqual([
      { message: 'JSON Resume downloaded successfully.', type: 'success', durationMs: 5000 },
    ]);
  });

  it("shows the server's message, or the format's own failure text, as a toast and beside the buttons", async () => {
    jest.mocked(downloadJsonResume).mockRejectedValue(new ApiError('x', 404, 'Resume not found.'));
    jest.mocked(downloadResumeDocx).mockRejectedValue(new ApiError('offline', null));
    const user = openPreview();
    await user.click(await screen.findByRole('button', { name: 'JSON Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resume not found.');
    await user.click(screen.getByRole('button', { name: 'Download as Word' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to create the Word document. Please try again.',
      ),
    );
    expect(saveBlobAs).not.toHaveBeenCalled();
  });

  it.each([
    ['ar', 'تنزيل بصيغة وورد', 'تنزيل بصيغة JSON'],
    ['ckb', 'داگرتن بە شێوەی وۆرد', 'داگرتن بە شێوەی JSON'],
  ])('names them in the interface language (%s)', async (language, word, json) => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    await act(() => i18n.changeLanguage(language));
    expect(screen.getByRole('button', { name: word })).toBeEnabled();
    expect(screen.getByRole('button', { name: json })).toBeEnabled();
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('a resume in several languages (issue 31)', () => {
  function withArabicVersion() {
    const resume = aMixedResume();
    return {
      ...resume,
      available_languages: ['en' as const, 'ar' as const],
      translations: {
        ar: {
          contact: { fullName: 'زينب الربيعي', job_title: 'مطورة ويب', welcome_message: '' },
        } as never,
      },
    };
  }

  it('shows the version of the interface language, switches between versions and prints the one on screen', async () => {
    jest.mocked(getApplicant).mockResolvedValue(withArabicVersion());
    jest.mocked(downloadResumePdf).mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const user = openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    const versions = screen.getByRole('navigation', { name: 'Versions of this resume' });
    expect(within(versions).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(versions).getByRole('link', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'زينب الربيعي' })).toBeInTheDocument();
    expect(within(versions).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadResumePdf).toHaveBeenCalledWith(7, { language: 'ar' }));
    expect(saveBlobAs).toHaveBeenCalledWith(expect.any(Blob), 'زينب الربيعي.pdf');
  });

  it('opens in the version its address asks for', async () => {
    jest.mocked(getApplicant).mockResolvedValue(withArabicVersion());
    openPreview('/preview/7?lang=ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'زينب الربيعي' })).toBeInTheDocument();
  });

  it('shows no switch for a resume in one language', async () => {
    openPreview();
    await screen.findByRole('heading', { level: 1, name: ARABIC_NAME });
    expect(screen.queryByRole('navigation', { name: 'Versions of this resume' })).not.toBeInTheDocument();
  });
});
