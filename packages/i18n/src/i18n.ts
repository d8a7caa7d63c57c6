import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage } from './languages';
import { coreCatalogue, type Catalogue } from './locales/en';

/** The namespaces the instance starts with; the remotes' own arrive through `addNamespaces`. */
export const namespaces = Object.keys(coreCatalogue) as Array<keyof typeof coreCatalogue>;

/**
 * The one i18next instance of the page. This package is a Module Federation singleton, so the shell
 * and every remote translate with the same instance and switch language together.
 */
export const i18n = i18next.createInstance();

/**
 * Safe to call from the shell and again from a remote running alone: the first call wins, later
 * calls return the same instance. English is bundled, so initialisation is synchronous and the
 * first render already has its texts.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  void i18n.init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: { en: coreCatalogue },
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities to the user.
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * Adds the namespaces a remote brings with it to the one instance; the remote calls it when its code
 * first runs, before anything of it renders, so its first render already has its texts. Adding a
 * namespace that is already there changes nothing.
 */
export function addNamespaces(resources: Partial<Omit<Catalogue, keyof typeof coreCatalogue>>): void {
  const instance = initI18n();
  for (const [namespace, texts] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(defaultLanguage, namespace)) {
      instance.addResourceBundle(defaultLanguage, namespace, texts);
    }
  }
}
