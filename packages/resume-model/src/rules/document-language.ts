// The form rule of the language a resume is printed in (reading it: display/document-language.ts).

import { defaultLanguage, type Language, supportedLanguages } from '@talent/i18n/src/languages';
import { mixed } from 'yup';
import { PERSONAL_MESSAGES } from '../messages';

/** A missing language (a resume saved before there was a choice) reads as English. */
export const documentLanguageSchema = mixed<Language>()
  .oneOf(supportedLanguages, PERSONAL_MESSAGES.documentLanguageInvalid)
  .nonNullable(PERSONAL_MESSAGES.documentLanguageInvalid)
  .default(defaultLanguage);
