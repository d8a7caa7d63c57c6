import {
  downloadJsonResume,
  downloadResumeDocx,
  isApiError,
  resumeFileName,
  saveBlobAs,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { TOAST_DURATION_MS } from '@talent/resume-model';
import { useCallback, useRef, useState } from 'react';

/** The formats a resume exports to beside the PDF (issue 33). */
export type ResumeExportFormat = 'docx' | 'json';

const CALLS = { docx: downloadResumeDocx, json: downloadJsonResume } as const;

const TEXTS = {
  docx: { done: 'preview.export.wordDownloaded', failed: 'preview.export.wordFailed' },
  json: { done: 'preview.export.jsonDownloaded', failed: 'preview.export.jsonFailed' },
} as const;

/**
 * 'Download as Word' and 'JSON Resume' (issue 33), as Download PDF behaves: busy while the file comes
 * (repeat clicks ignored), then saved under the PDF's name with its own extension; success and failure
 * are toasts, the failure also stays as text by the buttons.
 */
export function useResumeExport(
  applicantId: number | null,
  fullName: string | null | undefined,
  language?: string,
) {
  const { t } = useTranslation('directory');
  const [busy, setBusy] = useState<ResumeExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const download = useCallback(
    async (format: ResumeExportFormat) => {
      if (running.current || applicantId === null) return;
      running.current = true;
      setBusy(format);
      setFailure(null);
      try {
        // The main version is asked for without a language (the detail's own default).
        const file = await (language === undefined
          ? CALLS[format](applicantId)
          : CALLS[format](applicantId, language));
        saveBlobAs(file, resumeFileName(fullName, format));
        raiseAlert({ message: t(TEXTS[format].done), type: 'success', durationMs: TOAST_DURATION_MS });
      } catch (error) {
        const message = (isApiError(error) && error.serverMessage) || t(TEXTS[format].failed);
        setFailure(message);
        raiseAlert({ message, type: 'error', durationMs: TOAST_DURATION_MS });
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [applicantId, fullName, language, t],
  );

  return { busy, failure, download };
}
