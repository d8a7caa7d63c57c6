import {
  downloadJsonResume,
  downloadResumeDocx,
  isApiError,
  resumeFileName,
  saveBlobAs,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { ALERT_DURATION_BUILDER_MS } from '@talent/resume-model';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The formats a resume exports to beside the PDF (issue 33). */
export type ResumeExportFormat = 'docx' | 'json';

const CALLS = { docx: downloadResumeDocx, json: downloadJsonResume } as const;

const TEXTS = {
  docx: { done: 'resumeCard.export.wordDownloaded', failed: 'resumeCard.export.wordFailed' },
  json: { done: 'resumeCard.export.jsonDownloaded', failed: 'resumeCard.export.jsonFailed' },
} as const;

/**
 * 'Download as Word' and 'JSON Resume' (issue 33), as Download PDF behaves: busy while the file comes
 * (repeat clicks ignored), saved under the PDF's name with its own extension. The owner's JSON Resume
 * is their whole copy (the bearer token travels with the call); the Word file is the public resume, as
 * the PDF is.
 */
export function useResumeExport(applicantId: number | null, fullName: string | null) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState<ResumeExportFormat | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(
    async (format: ResumeExportFormat) => {
      if (running.current || applicantId === null) return;
      running.current = true;
      setBusy(format);
      try {
        const file = await CALLS[format](applicantId);
        saveBlobAs(file, resumeFileName(fullName, format));
        raiseAlert({
          message: t(TEXTS[format].done),
          type: 'success',
          durationMs: ALERT_DURATION_BUILDER_MS,
        });
      } catch (error) {
        const message = (isApiError(error) && error.serverMessage) || t(TEXTS[format].failed);
        raiseAlert({ message, type: 'error', durationMs: ALERT_DURATION_BUILDER_MS });
      } finally {
        running.current = false;
        if (mounted.current) setBusy(null);
      }
    },
    [applicantId, fullName, t],
  );

  return { busy, download };
}
