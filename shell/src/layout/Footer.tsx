import { useTranslation } from '@talent/i18n';
import { Container } from '@talent/ui';
import styled from 'styled-components';

const Bar = styled.footer`
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Container>{t('footer.poweredBy')}</Container>
    </Bar>
  );
}
