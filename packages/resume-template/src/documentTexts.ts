// A resume is printed in its own language (issue #16), whatever the interface language of the page
// around it: its texts come from a `t` fixed to the document's language. English travels with the
// i18n package; Arabic and Kurdish are loaded when a document first needs them, so an English page
// never downloads them (the server holds all three, server.tsx).

import { initI18n } from '@talent/i18n';
import { type Language } from '@talent/i18n/src/languages';
import english from '@talent/i18n/src/locales/en/resume.json';

export type ResumeCatalogue = typeof english;

const catalogues: Record<Language, () => Promise<ResumeCatalogue>> = {
  en: () => Promise.resolve(english),
  ar: () => import('@talent/i18n/src/locales/ar/resume.json').then((module) => module.default),
  ckb: () => import('@talent/i18n/src/locales/ckb/resume.json').then((module) => module.default),
};

/** One load per language, so a component suspending on it sees the same promise every render. */
const loads = new Map<Language, Promise<void>>();

export function hasDocumentTexts(language: Language): boolean {
  return initI18n().hasResourceBundle(language, 'resume');
}

export function addDocumentTexts(language: Language, texts: ResumeCatalogue): void {
  initI18n().addResourceBundle(language, 'resume', texts, true, false);
}

/**
 * The document texts of `language`, loaded once. A load that fails (the network dropped) settles all
 * the same: the document then reads in English, the fallback, rather than not at all.
 */
export function loadDocumentTexts(language: Language): Promise<void> {
  if (hasDocumentTexts(language)) return Promise.resolve();
  let load = loads.get(language);
  if (load === undefined) {
    load = catalogues[language]().then(
      (texts) => addDocumentTexts(language, texts),
      () => undefined,
    );
    loads.set(language, load);
  }
  return load;
}
