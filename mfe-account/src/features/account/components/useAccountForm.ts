import { useMessage } from '@talent/i18n';
import type { AccountFormErrors } from '@talent/resume-model';
import { type FormikHelpers, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { accountCallFailure } from '../../../common/errorMessages';
import { useFocusFirstInvalidField } from '../../../hooks/useFocusFirstInvalidField';

export type Outcome = { type: 'success' | 'error'; message: string };

interface AccountFormOptions<Values extends object> {
  initialValues: Values;
  validate: (values: Values) => AccountFormErrors<Values>;
  /** The call; resolves to what to tell on success (or nothing, when the page moves on). */
  send: (values: Values, helpers: FormikHelpers<Values>) => Promise<string | void>;
  /** The server's field names that stand for a form's field (`current_password` for `currentPassword`). */
  serverFields?: Partial<Record<keyof Values & string, string>>;
}

/**
 * One form of the account page: the rules checked before the call (the shared ones of resume-model),
 * then the server's 422 messages under the fields they name, and one line saying how it went.
 */
export function useAccountForm<Values extends object>({
  initialValues,
  validate,
  send,
  serverFields = {},
}: AccountFormOptions<Values>) {
  const text = useMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<Values>({
    initialValues,
    validate: (values) => validate(values) as never,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      setServerErrors({});
      try {
        const message = await send(values, helpers);
        if (message) setOutcome({ type: 'success', message });
      } catch (error) {
        const failure = accountCallFailure(error);
        setServerErrors(failure.fields);
        setOutcome({ type: 'error', message: failure.message });
      }
    },
  });
  useFocusFirstInvalidField(formRef, form);

  const rules = form.submitCount > 0 ? validate(form.values) : {};
  /** The message under a field: the rule it breaks, else what the server said about it. */
  const errorOf = (field: keyof Values & string): string | undefined =>
    text((rules as AccountFormErrors<Values>)[field]) ?? serverErrors[serverFields[field] ?? field];

  return { form, formRef, outcome, setOutcome, errorOf };
}
