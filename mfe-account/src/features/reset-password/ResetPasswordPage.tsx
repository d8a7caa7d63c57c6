import { useTranslation } from '@talent/i18n';
import { AccountCard } from '../../components/AccountCard';

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  return <AccountCard title={t('resetPassword.title')} />;
}
