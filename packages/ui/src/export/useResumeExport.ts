// Imported by its path ('@talent/ui/src/export/useResumeExport'), not from the package's index, as useOwnPhoto
// is: @talent/ui is a shared singleton, and a remote deployed before its shell would find no such export in the
// shell's copy (docs/decisions.md, "Version skew"). By path, each remote bundles this small hook itself.
import {
  downloadJsonResume,
  downloadResumeDocx,
  isApiError,
  resumeFileName,
  saveBlobAs,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The formats a resume exports to beside the PDF (issue 33). */
export type ResumeExportFormat = 'docx' | 'json';

/** What the applicant reads when a file has come, or has not: in the screen's own words. */
export type ResumeExportTexts = Record<ResumeExportFormat, { done: string; failed: string }>;

export interface ResumeExportOptions {
  applicantId: number | null;
  fullName: string | null | undefined;
  /** A version's language; left out, the main version (the detail's own default). */
  language?: string;
  texts: ResumeExportTexts;
  /** How long the success and failure alerts stay. */
  alertDurationMs: number;
}

const CALLS = { docx: downloadResumeDocx, json: downloadJsonResume } as const;

/**
 * 'Download as Word' and 'JSON Resume' (issue 33), as Download PDF behaves: busy while the file comes (repeat
 * clicks ignored), then saved under the PDF's name with its own extension. Success and failure are alerts; the
 * failure also stays in `failure` for the screen to show by its buttons. The owner's JSON Resume is their whole
 * copy (the SDK sends the session's token); the Word file is the public resume, as the PDF is.
 */
export function useResumeExport({
  applicantId,
  fullName,
  language,
  texts,
  alertDurationMs,
}: ResumeExportOptions) {
  const [busy, setBusy] = useState<ResumeExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(null);
      try {
        const file = await (language === undefined
          ? CALLS[format](applicantId)
          : CALLS[format](applicantId, language));
        saveBlobAs(file, resumeFileName(fullName, format));
        raiseAlert({
          message: texts[format].done,
          type: 'success',
          durationMs: alertDurationMs,
        });
      } catch (error) {
        const message = (isApiError(error) && error.serverMessage) || texts[format].failed;
        if (mounted.current) setFailure(message);
        raiseAlert({ message, type: 'error', durationMs: alertDurationMs });
      } finally {
        running.current = false;
        if (mounted.current) setBusy(null);
      }
    },
    [applicantId, fullName, language, texts, alertDurationMs],
  );

  return { busy, failure, download };
}
