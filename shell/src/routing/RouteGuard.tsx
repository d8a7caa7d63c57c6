import { raiseAlert, type AuthState } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { ADMIN_ROLE, LOGIN_REDIRECT_DEBOUNCE_MS } from '@talent/resume-model';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../federation/PageLoading';
import { useAuthState } from '../session/useAuthState';
import type { RouteAccess } from './routes';

type Verdict = 'allow' | 'wait' | 'already-logged-in' | 'login-required' | 'admin-required';

function verdictFor(access: RouteAccess, { status, user }: AuthState): Verdict {
  if (access === 'public') return 'allow';
  // Spec §2: navigation waits while auth is still loading.
  if (status === 'loading') return 'wait';
  const signedIn = status === 'authenticated';
  if (access === 'guest') return signedIn ? 'already-logged-in' : 'allow';
  if (!signedIn) return 'login-required';
  if (access === 'admin' && user?.role !== ADMIN_ROLE) return 'admin-required';
  return 'allow';
}

interface RouteGuardProps {
  access: RouteAccess;
  children: ReactNode;
}

export function RouteGuard({ access, children }: RouteGuardProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const verdict = verdictFor(access, useAuthState());

  useEffect(() => {
    if (verdict === 'already-logged-in') {
      raiseAlert({ message: t('guards.alreadyLoggedIn'), type: 'info' });
      navigate('/', { replace: true });
    } else if (verdict === 'admin-required') {
      raiseAlert({ message: t('guards.adminRequired'), type: 'error' });
      navigate('/', { replace: true });
    } else if (verdict === 'login-required') {
      raiseAlert({ message: t('guards.loginRequired'), type: 'error' });
      // Spec §2: the redirect query holds the full path the user came from; the redirect is debounced.
      const target = `/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
      const timer = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [verdict, pathname, search, hash, navigate, t]);

  if (verdict === 'allow') return children;
  if (verdict === 'wait') return <PageLoading />;
  return null;
}
