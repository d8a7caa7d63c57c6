import { useTranslation } from '@talent/i18n';
import { AccountCard } from '../../components/AccountCard';

export default function LoginPage() {
  const { t } = useTranslation('account');
  return <AccountCard title={t('login.title')} lead={t('login.subtitle')} />;
}
