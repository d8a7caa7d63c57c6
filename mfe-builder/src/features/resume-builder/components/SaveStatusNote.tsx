import { useInterfaceLanguage, useTranslation } from '@talent/i18n';
import { Button } from '@talent/ui';
import styled from 'styled-components';
import type { SaveStatus } from '../hooks/useResumeSession';

const Note = styled.span<{ $failed: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $failed }) => ($failed ? theme.tones.danger.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Chromium's ICU has no Central Kurdish (`ckb-IQ` falls back to English, docs/decisions.md): there the
 * time is written on the 24-hour clock in the Arabic-Indic digits Sorani uses.
 */
function timeFormat(locale: string): Intl.DateTimeFormat {
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0) {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  }
  return new Intl.DateTimeFormat('ar-u-nu-arab', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
}

// A thumb's target on a phone, though it sits in the compact top bar.
const Retry = styled(Button)`
  min-block-size: 2.75rem;
`;

export interface SaveStatusNoteProps {
  status: SaveStatus;
  onRetry: () => void;
}

/**
 * The last save in a few words beside the Draft/Published badge ('Saved 10:42', 'Saving…'), or a
 * failed autosave with a retry: autosave speaks here, not in an alert over the page (issue #23).
 */
export function SaveStatusNote({ status, onRetry }: SaveStatusNoteProps) {
  const { t } = useTranslation('builder');
  const { locale } = useInterfaceLanguage();
  const failed = status.state === 'failed' || status.state === 'conflict' || status.state === 'retrying';
  return (
    // Polite: the user is typing; the note is read when they pause.
    <Note role="status" $failed={failed}>
      {status.state === 'saving' && t('saveStatus.saving')}
      {status.state === 'saved' &&
        t('saveStatus.saved', {
          time: timeFormat(locale).format(status.at),
        })}
      {status.state === 'unsaved' && t('saveStatus.unsaved')}
      {status.state === 'offline' && t('saveStatus.offline')}
      {status.state === 'conflict' && t('saveStatus.conflict')}
      {(status.state === 'failed' || status.state === 'retrying') && (
        <>
          {status.state === 'failed' ? t('saveStatus.failed') : t('saveStatus.retrying')}
          <Retry variant="secondary" size="sm" onClick={onRetry}>
            {t('actions.retry')}
          </Retry>
        </>
      )}
    </Note>
  );
}
