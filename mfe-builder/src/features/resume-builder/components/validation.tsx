import {
  validateResume,
  VALIDATION_BUBBLE_MS,
  type ResumeDraft,
  type MainSpecialization,
} from '@talent/resume-model';
import { useMessage } from '@talent/i18n';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { errorsByPath } from '../model/draft';

interface ValidationState {
  /**
   * The message for a field path while messages are shown (spec §4: only after validation ran), in
   * the page's language: a message on screen changes language with the page.
   */
  errorAt: (path: string) => string | undefined;
  /** Shows the messages, and hides them again 6 s later (spec §9 validation bubble). */
  showErrors: () => void;
  visible: boolean;
}

const noErrors: ValidationState = { errorAt: () => undefined, showErrors: () => undefined, visible: false };
const ValidationContext = createContext<ValidationState>(noErrors);

export function ValidationProvider({
  values,
  specializations,
  children,
}: {
  values: ResumeDraft;
  specializations: readonly MainSpecialization[];
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  const [shownAt, setShownAt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const showErrors = useCallback(() => {
    setVisible(true);
    setShownAt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (shownAt === 0) return undefined;
    timer.current = setTimeout(() => setVisible(false), VALIDATION_BUBBLE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [shownAt]);

  // Checked again as the user fixes fields, so a message leaves as soon as its field is right.
  const errors = useMemo(
    () =>
      visible
        ? errorsByPath(
            validateResume(values, { mainSpecializations: specializations }).flatMap((s) => s.errors),
          )
        : (new Map() as ReturnType<typeof errorsByPath>),
    [visible, values, specializations],
  );
  const text = useMessage();
  const state = useMemo<ValidationState>(
    () => ({ errorAt: (path) => text(errors.get(path)), showErrors, visible }),
    [errors, showErrors, visible, text],
  );
  return <ValidationContext.Provider value={state}>{children}</ValidationContext.Provider>;
}

export function useValidation(): ValidationState {
  return useContext(ValidationContext);
}

export function useFieldError(path: string): string | undefined {
  return useContext(ValidationContext).errorAt(path);
}
