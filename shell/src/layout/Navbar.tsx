import { requestLogout } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Container } from '@talent/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuthState } from '../session/useAuthState';
import { LanguageSwitcher } from './LanguageSwitcher';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Navigation = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 4rem;
`;

const Brand = styled(Link)`
  /* 44 px tall: the smallest touch target (issue 23). */
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

// Wide screens show the links in the bar; narrow ones fold them into the menu below.
const Links = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: none;
  }
`;

const linkLook = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TextLink = styled(Link)`
  ${linkLook}
`;

const TextButton = styled.button`
  ${linkLook}
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

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const MenuPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  /* Fingers need 44 px targets (WCAG 2.5.5). */
  & > a,
  & > button {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The signed-in user's own pages: an applicant's resume, or a company's shortlists and requests; and
 * for every account its settings (issue 34).
 */
function AccountLinks({ company }: { company: boolean }) {
  const { t } = useTranslation('shell');
  const account = <TextLink to="/account">{t('navbar.account')}</TextLink>;
  if (!company) {
    return (
      <>
        <TextLink to="/profile">{t('navbar.resume')}</TextLink>
        {account}
      </>
    );
  }
  return (
    <>
      <TextLink to="/shortlists">{t('navbar.shortlists')}</TextLink>
      <TextLink to="/saved-searches">{t('navbar.savedSearches')}</TextLink>
      <TextLink to="/requests">{t('navbar.requests')}</TextLink>
      {account}
    </>
  );
}

/**
 * Spec §1: About for everyone; a visitor gets Join Now (to login) and, in the mobile menu, Login
 * and Create Account; a signed-in applicant gets Resume (to /profile) and Logout. A signed-in company
 * (issue #19) has no resume: it gets its own Shortlists, Saved searches and Requests instead of Resume.
 */
export function Navbar() {
  const { t } = useTranslation('shell');
  const auth = useAuthState();
  const signedIn = auth.status === 'authenticated';
  const company = signedIn && auth.user?.is_company === true;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation closes the menu (spec §4: logout closes it too, on its way home).
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const logout = () => {
    setMenuOpen(false);
    requestLogout();
  };

  return (
    <Bar>
      <Container>
        <Navigation aria-label={t('navbar.label')}>
          <Brand to="/">{t('navbar.brand')}</Brand>
          <Links>
            <LanguageSwitcher />
            <TextLink to="/about">{t('navbar.about')}</TextLink>
            {signedIn ? (
              <>
                <AccountLinks company={company} />
                <TextButton type="button" onClick={logout}>
                  {t('navbar.logout')}
                </TextButton>
              </>
            ) : (
              <>
                {/* Join Now makes an account (issue #23); signing in stays its own link. */}
                <TextLink to="/login">{t('navbar.login')}</TextLink>
                <JoinLink to="/signup">{t('navbar.joinNow')}</JoinLink>
              </>
            )}
          </Links>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('navbar.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
          </MenuButton>
          {menuOpen && (
            <MenuPanel id={menuId}>
              <LanguageSwitcher />
              <TextLink to="/about">{t('navbar.about')}</TextLink>
              {signedIn ? (
                <>
                  <AccountLinks company={company} />
                  <TextButton type="button" onClick={logout}>
                    {t('navbar.logout')}
                  </TextButton>
                </>
              ) : (
                <>
                  <TextLink to="/login">{t('navbar.login')}</TextLink>
                  <TextLink to="/signup">{t('navbar.createAccount')}</TextLink>
                </>
              )}
            </MenuPanel>
          )}
        </Navigation>
      </Container>
    </Bar>
  );
}
