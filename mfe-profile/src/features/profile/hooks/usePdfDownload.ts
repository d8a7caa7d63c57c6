import { downloadResumePdf, isApiError, resumePdfFileName, saveBlobAs } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { ALERT_DURATION_BUILDER_MS } from '@talent/resume-model';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §4 'PDF generation': idle, generating (repeat clicks ignored), then idle again. The file is
 * saved as '{fullName or Resume}.pdf'; a failure shows the server's message or the default one.
 */
export function usePdfDownload(applicantId: number | null, fullName: string | null) {
  const { t } = useTranslation('profile');
  const [generating, setGenerating] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(async () => {
    if (busy.current || applicantId === null) return;
    busy.current = true;
    setGenerating(true);
    try {
      const pdf = await downloadResumePdf(applicantId);
      saveBlobAs(pdf, resumePdfFileName(fullName));
      raiseAlert({ message: t('pdf.downloaded'), type: 'success', durationMs: ALERT_DURATION_BUILDER_MS });
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || t('pdf.failed');
      raiseAlert({ message, type: 'error', durationMs: ALERT_DURATION_BUILDER_MS });
    } finally {
      busy.current = false;
      if (mounted.current) setGenerating(false);
    }
  }, [applicantId, fullName, t]);

  return { generating, download };
}
