import { useTranslation } from '@talent/i18n';
import { AccountCard } from '../../components/AccountCard';

export default function SignupPage() {
  const { t } = useTranslation('account');
  return <AccountCard title={t('signup.title')} lead={t('signup.subtitle')} />;
}
