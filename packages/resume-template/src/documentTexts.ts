// A resume is printed in its own language (issue #16), whatever the interface language of the page
// around it: its texts come from a `t` fixed to the document's language, over two namespaces: the
// document's own words (`resume`) and the names of stored values it shows (`reference`: cities,
// degrees, ratings, 'Present'). English travels with the i18n package; Arabic and Kurdish are loaded
// when a document first needs them, so an English page never downloads them (the server holds all
// three, server.tsx).

import { initI18n } from '@talent/i18n';
import { type Language } from '@talent/i18n/src/languages';
import reference from '@talent/i18n/src/locales/en/reference.json';
import resume from '@talent/i18n/src/locales/en/resume.json';

export interface DocumentCatalogue {
  resume: typeof resume;
  reference: typeof reference;
}

const NAMESPACES = ['resume', 'reference'] as const;

const catalogues: Record<Language, () => Promise<DocumentCatalogue>> = {
  en: () => Promise.resolve({ resume, reference }),
  ar: () =>
    Promise.all([
      import('@talent/i18n/src/locales/ar/resume.json'),
      import('@talent/i18n/src/locales/ar/reference.json'),
    ]).then(([own, names]) => ({ resume: own.default, reference: names.default })),
  ckb: () =>
    Promise.all([
      import('@talent/i18n/src/locales/ckb/resume.json'),
      import('@talent/i18n/src/locales/ckb/reference.json'),
    ]).then(([own, names]) => ({ resume: own.default, reference: names.default })),
};

/** One load per language, so a component suspending on it sees the same promise every render. */
const loads = new Map<Language, Promise<void>>();

export function hasDocumentTexts(language: Language): boolean {
  const i18n = initI18n();
  return NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace));
}

/** Adds a language's document texts to the one i18n instance (what the interface holds is kept). */
export function addDocumentTexts(language: Language, texts: DocumentCatalogue): void {
  const i18n = initI18n();
  for (const namespace of NAMESPACES) {
    i18n.addResourceBundle(language, namespace, texts[namespace], true, false);
  }
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
