// The language a resume is printed in: one of the interface languages, English unless chosen. Apart
// from its form rule (rules/document-language.ts), which is a yup schema: the resume document reads
// the language on pages that never validate.

import { defaultLanguage, type Language, supportedLanguages } from '@talent/i18n/src/languages';

/** The stored language of a resume, English for anything that is not one of ours. */
export function documentLanguageOf(resume: unknown): Language {
  const language = (resume as { language?: unknown } | null)?.language;
  return supportedLanguages.find((supported) => supported === language) ?? defaultLanguage;
}
