import validation from '@talent/i18n/src/locales/en/validation.json';
import { createMessageInstance, translateMessage } from '@talent/i18n/src/messages';
import type { ValidationMessage } from '../messages';
import type { FieldError } from '../rules/schema-helpers';

const catalogue = createMessageInstance({ en: { validation } });

/** A rule's message as the English catalogue words it: the spec's own text, for tests to compare. */
export function english(message: ValidationMessage): string;
export function english(message: ValidationMessage | null | undefined): string | null;
export function english(message: ValidationMessage | null | undefined): string | null {
  return message ? translateMessage(catalogue, message, 'en') : null;
}

/** Field errors with their messages in English. */
export function inEnglish(errors: readonly FieldError[]): Array<{ path: string; message: string }> {
  return errors.map(({ path, message }) => ({ path, message: english(message) }));
}

/** An object whose values are messages (a form's errors, a parse result) with those values in English. */
export function englishFields<T extends object | null>(value: T): unknown {
  if (value === null) return null;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      typeof field === 'object' && field !== null && 'key' in field
        ? english(field as ValidationMessage)
        : field,
    ]),
  );
}
