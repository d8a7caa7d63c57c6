import { useTranslation } from '@talent/i18n';
import { Spinner } from '@talent/ui';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.xxl};
`;

/** What a route shows while its remote page is on the way. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <Centre>
      <Spinner label={t('pageLoading')} size="lg" />
    </Centre>
  );
}
