import { raiseAlert, type AuthState } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { LOGIN_REDIRECT_DEBOUNCE_MS } from '@talent/resume-model';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../federation/PageLoading';
import { useAuthState } from '../session/useAuthState';
import { loginPathFor } from './redirects';
import type { RouteAccess } from './routes';

type Verdict =
  | 'allow'
  | 'wait'
  | 'already-logged-in'
  | 'login-required'
  | 'applicant-required'
  | 'company-required'
  | 'admin-required';

function verdictFor(access: RouteAccess, { status, isAdmin, user }: AuthState): Verdict {
  if (access === 'public') return 'allow';
  // Spec §2: navigation waits while auth is still loading.
  if (status === 'loading') return 'wait';
  const signedIn = status === 'authenticated';
  if (access === 'guest') return signedIn ? 'already-logged-in' : 'allow';
  if (!signedIn) return 'login-required';
  if (access === 'admin' && !isAdmin) return 'admin-required';
  if (access === 'company' && user?.is_company !== true) return 'company-required';
  if (access === 'applicant' && user?.is_company === true) return 'applicant-required';
  return 'allow';
}

interface RouteGuardProps {
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Decides once per visited location, as soon as the session is known: the guard stands at the
 * door, it does not follow the user around. A session that changes while the page is open (a login
 * finishing on /login, a logout, an expiry) is the session's to handle, with its own alert and
 * destination, so the page is not yanked away with a second, contradicting message.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const auth = useAuthState();
  const [decision, setDecision] = useState<{ at: string; verdict: Verdict } | null>(null);

  let verdict: Verdict;
  if (decision?.at === here) {
    verdict = decision.verdict;
  } else {
    verdict = verdictFor(access, auth);
    if (verdict !== 'wait') setDecision({ at: here, verdict });
  }

  useEffect(() => {
    if (verdict === 'already-logged-in') {
      raiseAlert({ message: t('guards.alreadyLoggedIn'), type: 'info', announcesNavigation: true });
      navigate('/', { replace: true });
    } else if (verdict === 'admin-required') {
      raiseAlert({ message: t('guards.adminRequired'), type: 'error', announcesNavigation: true });
      navigate('/', { replace: true });
    } else if (verdict === 'company-required') {
      // An applicant who followed a company's link: their own page is the profile.
      raiseAlert({ message: t('guards.companyRequired'), type: 'info', announcesNavigation: true });
      navigate('/profile', { replace: true });
    } else if (verdict === 'applicant-required') {
      // A company has no resume (issue 34): its own page is its contact requests.
      raiseAlert({ message: t('guards.applicantRequired'), type: 'info', announcesNavigation: true });
      navigate('/requests', { replace: true });
    } else if (verdict === 'login-required') {
      raiseAlert({ message: t('guards.loginRequired'), type: 'error', announcesNavigation: true });
      // Spec §2: the redirect query holds the full path the user came from; the redirect is debounced.
      const timer = setTimeout(
        () => navigate(loginPathFor(here), { replace: true }),
        LOGIN_REDIRECT_DEBOUNCE_MS,
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [verdict, here, navigate, t]);

  if (verdict === 'allow') return children;
  if (verdict === 'wait') return <PageLoading />;
  return null;
}
