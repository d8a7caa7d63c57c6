import { useTranslation } from '@talent/i18n';
import { AccountCard } from '../../components/AccountCard';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return <AccountCard title={t('forgotPassword.title')} lead={t('forgotPassword.subtitle')} />;
}
