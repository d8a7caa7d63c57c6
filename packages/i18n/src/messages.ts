// A message that code decides and a catalogue words: the rules (packages/resume-model) and the server
// say WHICH message with a key and its values; the page's or the request's language says HOW it reads.
// No React and no shared instance here, so the server and the rules import it alone
// (`@talent/i18n/src/messages`).
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { type GenderContext } from './gender';
import { numberFormat } from './formats';
import { defaultLanguage, supportedLanguages } from './languages';

/** A value put into a message: a number is written with the language's digits, a message translated. */
export type MessageValue = string | number | MessageDescriptor | readonly (string | MessageDescriptor)[];

/**
 * Which message, and the values it quotes. `key` is namespaced (`validation:personal.fullNameRequired`,
 * `server:unauthenticated`); a `count` value also picks the plural form.
 */
export type MessageDescriptor = {
  readonly key: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
  /** The grammatical gender of the person the text is about (`genderContext`), for Arabic's `_female` forms. */
  readonly context?: GenderContext;
};

export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).key === 'string';
}

/** The separator of a list put into a message, from the catalogue (', ' in English, '، ' in Arabic script). */
const LIST_SEPARATOR_KEY = 'validation:listSeparator';

/**
 * The text of `message` in `t`'s language. Numbers are written with the language's own digits and
 * without grouping (years read 1950, ١٩٥٠); lists are joined with the language's separator, each
 * item that is a message translated first.
 */
export function translateMessage(
  instance: I18n,
  message: MessageDescriptor,
  language: string = instance.language,
): string {
  // Keys come from data here, not from literals the catalogue's types could check.
  const t = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const numbers = numberFormat(language, { useGrouping: false });
  const text = (value: string | MessageDescriptor) =>
    typeof value === 'string' ? value : translateMessage(instance, value, language);
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (typeof value === 'number') written[name] = numbers.format(value);
    else if (typeof value === 'string' || isMessageDescriptor(value)) written[name] = text(value);
    else written[name] = value.map(text).join(t(LIST_SEPARATOR_KEY, { lng: language }));
  }
  const count = message.values?.count;
  // `replace` carries the written values; `count` stays a number so i18next picks the plural form.
  return t(message.key, {
    lng: language,
    replace: written,
    ...(typeof count === 'number' ? { count } : {}),
    ...(message.context ? { context: message.context } : {}),
  });
}

/**
 * An i18next instance of its own holding `resources`, ready at once: for the server, which answers
 * each request in that request's language, and for tests that read a message in English. The
 * page's shared instance is `i18n` of `@talent/i18n`.
 */
export function createMessageInstance(resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    initAsync: false,
    // The texts go into JSON bodies, plain-text mail and escaped HTML, never straight into markup.
    interpolation: { escapeValue: false },
  });
  return instance;
}
