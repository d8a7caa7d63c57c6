import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import styled from 'styled-components';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Page>
      <Heading level={1}>{t('title')}</Heading>
      <Subtitle>{t('subtitle')}</Subtitle>
    </Page>
  );
}
