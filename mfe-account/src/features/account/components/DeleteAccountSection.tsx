import { deleteAccount } from '@talent/api-sdk';
import { requestLogout } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { validateDeleteAccountForm, type DeleteAccountFormValues } from '@talent/resume-model';
import { Alert, Button, Modal } from '@talent/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AccountForm } from '../../../components/AccountForm';
import { AccountSection } from './AccountSection';
import { CurrentPasswordField } from './CurrentPasswordField';
import { useAccountForm } from './useAccountForm';

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.tones.danger.text};
  background: ${({ theme }) => theme.tones.danger.text};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled),
  &:active:not(:disabled) {
    border-color: ${({ theme }) => theme.tones.danger.text};
    background: ${({ theme }) => theme.tones.danger.text};
    filter: brightness(0.85);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Delete my account: asks first, with the password; then every row naming the account goes. */
export function DeleteAccountSection({ isCompany }: { isCompany: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { form, formRef, outcome, setOutcome, errorOf } = useAccountForm<DeleteAccountFormValues>({
    initialValues: { password: '' },
    validate: validateDeleteAccountForm,
    send: async ({ password }) => {
      await deleteAccount({ password });
      requestLogout({ message: t('accountPage.delete.done') });
    },
  });
  const passwordError = errorOf('password');
  const close = () => {
    if (form.isSubmitting) return;
    setOpen(false);
    form.resetForm();
    setOutcome(null);
  };

  return (
    <AccountSection title={t('accountPage.delete.title')} lead={t('accountPage.delete.lead')}>
      <div>
        <DangerButton type="button" onClick={() => setOpen(true)}>
          {t('accountPage.delete.open')}
        </DangerButton>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('accountPage.delete.dialogTitle')}
        closeLabel={t('accountPage.cancel')}
        role="alertdialog"
        describedBy={explanationId}
        initialFocusRef={passwordRef}
      >
        <AccountForm ref={formRef} onSubmit={form.handleSubmit}>
          <p id={explanationId}>
            {isCompany ? t('accountPage.delete.whatGoesCompany') : t('accountPage.delete.whatGoesApplicant')}
          </p>
          <CurrentPasswordField
            id="account-delete-password"
            inputRef={passwordRef}
            error={passwordError}
            value={form.values.password}
            onChange={form.handleChange}
          />
          {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
          <Actions>
            <Button type="button" variant="ghost" onClick={close} disabled={form.isSubmitting}>
              {t('accountPage.cancel')}
            </Button>
            <DangerButton type="submit" busy={form.isSubmitting}>
              {form.isSubmitting ? t('accountPage.delete.submitting') : t('accountPage.delete.submit')}
            </DangerButton>
          </Actions>
        </AccountForm>
      </Modal>
    </AccountSection>
  );
}
