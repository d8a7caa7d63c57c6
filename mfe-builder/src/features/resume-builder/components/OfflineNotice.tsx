import { useTranslation } from '@talent/i18n';
import styled from 'styled-components';

const Band = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.tones.info.accent};
  color: ${({ theme }) => theme.tones.info.text};
  background: ${({ theme }) => theme.tones.info.background};
`;

/**
 * Issue 32: with no network the builder still opens and edits; this says so, calmly, under the top bar
 * for as long as the network is gone, so the applicant knows their edits are not lost but not sent yet.
 */
export function OfflineNotice() {
  const { t } = useTranslation('builder');
  // Polite: it is news, not a failure to act on.
  return <Band role="status">{t('offlineNotice')}</Band>;
}
