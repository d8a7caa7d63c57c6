import { downloadAccountData, saveBlobAs } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import { Alert, Button } from '@talent/ui';
import { useState } from 'react';
import { accountCallFailure } from '../../../common/errorMessages';
import { AccountSection } from './AccountSection';

/** Download my data: one JSON file of everything the account holds (issue 34). */
export function DataSection() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { blob, fileName } = await downloadAccountData();
      saveBlobAs(blob, fileName);
      setOutcome({ type: 'success', message: t('accountPage.data.done') });
    } catch (failure) {
      setOutcome({ type: 'error', message: accountCallFailure(failure).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title={t('accountPage.data.title')} lead={t('accountPage.data.lead')}>
      {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
      <div>
        <Button type="button" variant="secondary" busy={busy} onClick={() => void download()}>
          {busy ? t('accountPage.data.submitting') : t('accountPage.data.submit')}
        </Button>
      </div>
    </AccountSection>
  );
}
