import { useTranslation } from '@talent/i18n';
import { Button, Card, Container, Heading } from '@talent/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { releaseFirstContent } from '../firstContent';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Panel = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface RemoteFallbackProps {
  retrying: boolean;
  onRetry: () => void;
}

/** Shown in place of a page whose remote could not be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ retrying, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  // The page will not draw itself: the reader must see this, not the server's copy of the page.
  useEffect(() => releaseFirstContent(), []);
  return (
    <Page width="narrow">
      <Panel role="alert">
        <Heading level={1}>{t('remoteFallback.title')}</Heading>
        <Explanation>{t('remoteFallback.body')}</Explanation>
        <Button busy={retrying} onClick={onRetry}>
          {t('remoteFallback.retry')}
        </Button>
      </Panel>
    </Page>
  );
}
