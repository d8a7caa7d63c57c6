import { useTranslation } from '@talent/i18n';
import { Container } from '@talent/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Navigation = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 4rem;
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Links = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const JoinLink = styled(Link)`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** The visitor's navbar (spec §1): About, and Join Now leading to login. */
export function Navbar() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Container>
        <Navigation aria-label={t('navbar.label')}>
          <Brand to="/">{t('navbar.brand')}</Brand>
          <Links>
            <TextLink to="/about">{t('navbar.about')}</TextLink>
            <JoinLink to="/login">{t('navbar.joinNow')}</JoinLink>
          </Links>
        </Navigation>
      </Container>
    </Bar>
  );
}
