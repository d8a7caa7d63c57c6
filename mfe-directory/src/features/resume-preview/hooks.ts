import './texts';
import {
  downloadResumePdf,
  getApplicant,
  isAbortError,
  isApiError,
  resumePdfFileName,
  saveBlobAs,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { type Language, translateMessage, useTranslation } from '@talent/i18n';
import {
  availableLanguages,
  documentLanguageOf,
  parseApplicantId,
  type ResumeDetail,
  shownLanguage,
  TOAST_DURATION_MS,
} from '@talent/resume-model';
import { loadDocumentTexts } from '@talent/resume-template';
import { resumeFontsLoaded } from '@talent/resume-template/browser-fonts';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type ResumeLoad =
  { status: 'loading' } | { status: 'loaded'; resume: ResumeDetail; id: number } | { status: 'failed' };

/** Every string the resume holds, once: the characters its document may draw. */
function stringsOf(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsOf(item, found);
  return found;
}

/**
 * Whether the faces the resume's document needs in `language` have arrived (or the page has waited
 * long enough for them): the page tells the shell it is drawn only then, so the document is never
 * shown in a fallback face that the resume's own then replaces under the reader's eyes (issue 32, CLS).
 */
export function useResumeFontsReady(resume: ResumeDetail | null, language: string | null): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (resume === null || language === null || ready) return undefined;
    let live = true;
    void resumeFontsLoaded(language, [...stringsOf(resume)].join(' ')).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [resume, language, ready]);
  return ready;
}

/**
 * The public resume for the id in the address. Spec §4: loading, then loaded; a failed fetch still
 * leaves loading and raises 'Failed to load resume data.' as a 5 s error toast.
 */
export function usePublicResume(idParam: string | undefined): ResumeLoad {
  const { t } = useTranslation('directory');
  const [load, setLoad] = useState<ResumeLoad>({ status: 'loading' });
  // The failure is worded in the language of the moment it happens; a change of interface language
  // re-words the page around the resume but is no reason to fetch the resume again.
  const words = useRef(t);
  words.current = t;

  useEffect(() => {
    const fail = () => {
      setLoad({ status: 'failed' });
      raiseAlert({ message: words.current('errors.resume'), type: 'error', durationMs: TOAST_DURATION_MS });
    };
    const parsed = parseApplicantId(idParam);
    if (!parsed.ok) {
      fail();
      return;
    }
    setLoad({ status: 'loading' });
    const controller = new AbortController();
    getApplicant(parsed.id, { signal: controller.signal }).then(
      async (resume) => {
        // The document's own language (issue #16): its texts arrive before it is shown, so the
        // resume never appears in English first.
        await loadDocumentTexts(documentLanguageOf(resume));
        // Drawn as a transition: React renders the resume in slices instead of one long task.
        if (!controller.signal.aborted)
          startTransition(() => setLoad({ status: 'loaded', resume, id: parsed.id }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        fail();
      },
    );
    return () => controller.abort();
  }, [idParam]);

  return load;
}

/**
 * Download PDF: idle, generating (repeat clicks ignored), then idle again (spec §4). Success and
 * failure are 5 s toasts; the failure also stays as text next to the button.
 */
export function usePdfDownload(
  applicantId: unknown,
  fullName: string | null | undefined,
  language?: Language,
) {
  const { t, i18n } = useTranslation('directory');
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);

  const download = useCallback(async () => {
    if (busy.current) return;
    const parsed = parseApplicantId(applicantId);
    if (!parsed.ok) {
      const message = translateMessage(i18n, parsed.message);
      setFailure(message);
      raiseAlert({ message, type: 'error', durationMs: TOAST_DURATION_MS });
      return;
    }
    busy.current = true;
    setGenerating(true);
    setFailure(null);
    try {
      // Issue 31: the version on screen.
      const pdf = await (language
        ? downloadResumePdf(parsed.id, { language })
        : downloadResumePdf(parsed.id));
      saveBlobAs(pdf, resumePdfFileName(fullName));
      raiseAlert({ message: t('preview.downloaded'), type: 'success', durationMs: TOAST_DURATION_MS });
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || t('errors.pdf');
      setFailure(message);
      raiseAlert({ message, type: 'error', durationMs: TOAST_DURATION_MS });
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  }, [applicantId, fullName, language, t, i18n]);

  return { generating, failure, download };
}

/**
 * The version of the resume to show (issue 31): `?lang=` in the address, else the reader's interface
 * language, else the main version; and the version whose document texts have arrived, which is the one
 * drawn (the one before stays on screen until the new one's headings are there).
 */
export function useShownVersion(
  resume: ResumeDetail | null,
  asked: string | null,
  interfaceLanguage: string,
) {
  const wanted = resume ? shownLanguage(resume, asked, interfaceLanguage) : null;
  const [ready, setReady] = useState<Language | null>(null);
  useEffect(() => {
    if (wanted === null) return undefined;
    let current = true;
    void loadDocumentTexts(wanted).then(() => {
      if (current) setReady(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  const drawn =
    resume && ready !== null && availableLanguages(resume).includes(ready)
      ? ready
      : (resume?.language ?? null);
  return { wanted, drawn };
}
