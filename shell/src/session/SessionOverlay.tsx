import { useTranslation } from '@talent/i18n';
import { LoadingOverlay } from '@talent/ui';
import { useSyncExternalStore } from 'react';
import { profileLoading$ } from './authSession';
import { useAuthState } from './useAuthState';

function subscribeToProfileLoading(onChange: () => void): () => void {
  const subscription = profileLoading$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const profileIsLoading = () => profileLoading$.getValue();

/** Spec §1: a global 'Loading...' overlay while the session and its profile load. */
export function SessionOverlay() {
  const { t } = useTranslation('common');
  const { status } = useAuthState();
  const loadingProfile = useSyncExternalStore(subscribeToProfileLoading, profileIsLoading);
  return <LoadingOverlay label={t('loading')} visible={status === 'loading' || loadingProfile} />;
}
