import { useEffect, useRef, type RefObject } from 'react';

interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
}

/**
 * After a submit attempt that validation stopped, moves focus to the first field marked invalid, so
 * a screen reader reads its label and its message, and a keyboard user is where the fix goes.
 */
export function useFocusFirstInvalidField(
  form: RefObject<HTMLFormElement | null>,
  { submitCount, isSubmitting }: SubmitState,
) {
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledAttempt.current) return;
    handledAttempt.current = submitCount;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting]);
}
