// The language a resume is printed in: one of the interface languages, English unless chosen.

import { defaultLanguage, type Language, supportedLanguages } from '@talent/i18n/src/languages';
import { mixed } from 'yup';
import { PERSONAL_MESSAGES } from '../messages';

/** A missing language (a resume saved before there was a choice) reads as English. */
export const documentLanguageSchema = mixed<Language>()
  .oneOf(supportedLanguages, PERSONAL_MESSAGES.documentLanguageInvalid)
  .nonNullable(PERSONAL_MESSAGES.documentLanguageInvalid)
  .default(defaultLanguage);

/** The stored language of a resume, English for anything that is not one of ours. */
export function documentLanguageOf(resume: unknown): Language {
  const language = (resume as { language?: unknown } | null)?.language;
  return supportedLanguages.find((supported) => supported === language) ?? defaultLanguage;
}
