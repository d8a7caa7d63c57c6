import { updateAccount } from '@talent/api-sdk';
import { refreshSession } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { validateAccountNameForm, type AccountNameFormValues } from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { AccountForm, SubmitRow } from '../../../components/AccountForm';
import { AccountSection } from './AccountSection';
import { useAccountForm } from './useAccountForm';

/** Change name: the name the account signs with (a company's contact person, an applicant's own). */
export function NameSection({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const { form, formRef, outcome, errorOf } = useAccountForm<AccountNameFormValues>({
    initialValues: { name },
    validate: validateAccountNameForm,
    send: async ({ name: newName }) => {
      await updateAccount({ name: newName.trim() });
      refreshSession();
      return t('accountPage.name.saved');
    },
  });
  const nameError = errorOf('name');
  return (
    <AccountSection title={t('accountPage.name.title')}>
      <AccountForm ref={formRef} onSubmit={form.handleSubmit}>
        <Field label={t('fields.fullName')} error={nameError}>
          <TextInput
            name="name"
            autoComplete="name"
            dir="auto"
            required
            aria-invalid={nameError !== undefined}
            value={form.values.name}
            onChange={form.handleChange}
          />
        </Field>
        {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
        <SubmitRow>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t('accountPage.saving') : t('accountPage.name.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountSection>
  );
}
