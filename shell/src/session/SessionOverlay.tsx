import { useTranslation } from '@talent/i18n';
import { LoadingOverlay } from '@talent/ui';
import { useAuthState } from './useAuthState';

/** Spec §1: a global 'Loading...' overlay while the session (and later the profile) loads. */
export function SessionOverlay() {
  const { t } = useTranslation('common');
  const { status } = useAuthState();
  return <LoadingOverlay label={t('loading')} visible={status === 'loading'} />;
}
