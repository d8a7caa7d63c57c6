import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import styled from 'styled-components';

const Hero = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Listing = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

export default function HomePage() {
  const { t } = useTranslation('directory');
  return (
    <>
      <Hero>
        <Container>
          <Heading level={1}>{t('hero.title')}</Heading>
        </Container>
      </Hero>
      <Listing as="section" aria-labelledby="applicants-heading">
        <Heading level={2} id="applicants-heading">
          {t('listing.heading')}
        </Heading>
      </Listing>
    </>
  );
}
