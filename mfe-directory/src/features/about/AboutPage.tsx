import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import styled from 'styled-components';
import { useAnnounceContent } from '../../page/useAnnounceContent';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
`;

const Intro = styled.p`
  max-inline-size: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const FeatureText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec §2: the seven features, in the spec's order. */
const FEATURES = [
  'template',
  'updates',
  'specializations',
  'information',
  'building',
  'security',
  'pdf',
] as const;

export default function AboutPage() {
  const { t } = useTranslation('directory');
  useAnnounceContent(true);
  return (
    <Page>
      <Heading level={1}>{t('about.title')}</Heading>
      <Intro>{t('about.intro')}</Intro>
      <section aria-labelledby="features-heading">
        <Heading level={2} id="features-heading">
          {t('about.featuresHeading')}
        </Heading>
        <Features>
          {FEATURES.map((feature) => (
            <Feature key={feature}>
              <Heading level={3}>{t(`about.features.${feature}.title`)}</Heading>
              <FeatureText>{t(`about.features.${feature}.body`)}</FeatureText>
            </Feature>
          ))}
        </Features>
      </section>
    </Page>
  );
}
