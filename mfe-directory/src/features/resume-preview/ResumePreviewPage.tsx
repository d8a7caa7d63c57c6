import { useTranslation } from '@talent/i18n';
import { Container, Heading, Spinner } from '@talent/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

// Spec §2: the page shows 'Loading resume...' until the resume fetch finishes. The fetch and the
// document arrive with the resume issue; until then the page settles as soon as it has mounted.
type PreviewState = 'loading' | 'loaded';

export default function ResumePreviewPage() {
  const { t } = useTranslation('directory');
  const [state, setState] = useState<PreviewState>('loading');

  useEffect(() => {
    setState('loaded');
  }, []);

  return (
    <Page>
      {state === 'loading' ? (
        <Spinner label={t('preview.loading')} showLabel />
      ) : (
        <Heading level={1}>{t('preview.title')}</Heading>
      )}
    </Page>
  );
}
