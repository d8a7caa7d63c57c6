import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import styled from 'styled-components';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

export default function ResumeBuilderPage() {
  const { t } = useTranslation('builder');
  return (
    <Page width="wide">
      <Heading level={1}>{t('title')}</Heading>
    </Page>
  );
}
