import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import styled from 'styled-components';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

export default function AboutPage() {
  const { t } = useTranslation('directory');
  return (
    <Page>
      <Heading level={1}>{t('about.title')}</Heading>
      <section aria-labelledby="features-heading">
        <Heading level={2} id="features-heading">
          {t('about.featuresHeading')}
        </Heading>
      </section>
    </Page>
  );
}
