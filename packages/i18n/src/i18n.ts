import i18next, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { numberFormat } from './formats';
import { defaultLanguage, isLanguage, supportedLanguages, type Language } from './languages';
import { coreCatalogue, type Catalogue } from './locales/en';

/** The namespaces the instance starts with; the remotes' own arrive through `addNamespaces`. */
export const namespaces = Object.keys(coreCatalogue) as Array<keyof typeof coreCatalogue>;

/** A language the catalogue translates into; English is bundled, the others download when shown. */
export type TranslatedLanguage = Exclude<Language, typeof defaultLanguage>;

/**
 * Fetches one namespace's texts in one language: a dynamic `import()` of its JSON, so that each
 * language and namespace is a chunk of its own in the build that registers it.
 */
export type TranslationLoader = (language: TranslatedLanguage, namespace: string) => Promise<unknown>;

// Each import() names its own file, so the bundler makes one chunk per language of that namespace and
// leaves English (bundled through ./locales/en) out of them.
const coreLoaders: Record<keyof typeof coreCatalogue, TranslationLoader> = {
  common: (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `./locales/${language}/common.json`
    ),
  shell: (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `./locales/${language}/shell.json`
    ),
  directory: (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `./locales/${language}/directory.json`
    ),
  reference: (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `./locales/${language}/reference.json`
    ),
};

/** Who fetches each namespace's translations: the core ones here, a remote's through `addNamespaces`. */
const loaders = new Map<string, TranslationLoader>(Object.entries(coreLoaders));

/** A JSON module imported dynamically arrives as a module object; i18next wants the texts inside it. */
const textsOf = (module: unknown): unknown =>
  typeof module === 'object' && module !== null && 'default' in module ? module.default : module;

/**
 * The i18next backend: asked for a namespace in a language the instance does not hold yet, it runs
 * that namespace's loader. `callbackApi: false` tells i18next that `read` answers with a promise.
 * A language or namespace nobody translates fails here, and i18next then shows the English text.
 */
const translationBackend = {
  type: 'backend' as const,
  callbackApi: false,
  init() {},
  read(language: string, namespace: string): Promise<unknown> {
    const load = loaders.get(namespace);
    if (!load || !isLanguage(language) || language === defaultLanguage) {
      return Promise.reject(new Error(`No ${language} texts are registered for the namespace ${namespace}`));
    }
    return load(language as TranslatedLanguage, namespace).then(textsOf);
  },
};

/**
 * Every number a text shows (counts, steps, percentages) written as the language writes it: ١٢ in
 * Arabic and Kurdish, 12 in English, in one place rather than at each call. Other values pass through.
 * Replaces i18next's own formatter, whose named formats (`{{n, number}}`) the catalogue does not use.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format, language) =>
    typeof value === 'number'
      ? // No grouping: the spec's English texts write 1000, and a group separator would change them.
        numberFormat(language ?? i18n.language, { useGrouping: false, maximumFractionDigits: 20 }).format(
          value,
        )
      : (value as string),
};

/**
 * The one i18next instance of the page. This package is a Module Federation singleton, so the shell
 * and every remote translate with the same instance and switch language together: a change of language
 * re-renders every component that translates (react-i18next listens to the instance).
 */
export const i18n = i18next.createInstance();

/**
 * Safe to call from the shell and again from a remote running alone: the first call wins, later
 * calls return the same instance. English is bundled, so initialisation is synchronous and the
 * first render already has its texts; another language is switched to with `changeLanguage` once its
 * texts have downloaded (see `startInterfaceLanguage`).
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n
    .use(initReactI18next)
    .use(translationBackend as unknown as BackendModule)
    .use(numberFormatter);
  void i18n.init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    resources: { [defaultLanguage]: coreCatalogue },
    // English is bundled; the other languages come through the backend, namespace by namespace.
    partialBundledLanguages: true,
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: {
      // React escapes what it renders; escaping here too would show entities to the user.
      escapeValue: false,
      // Every value goes through numberFormatter below, which writes numbers in the language's digits.
      alwaysFormat: true,
    },
  });
  return i18n;
}

/**
 * Adds the namespaces a remote brings with it to the one instance; the remote calls it when its code
 * first runs, before anything of it renders, so its first render already has its English texts.
 * `load` fetches the same namespaces in the other languages (a dynamic import in the remote's own
 * code, so those files are chunks of the remote's build and download with it, only when shown): they
 * are fetched at once if another language is showing, and on every later change of language. Until
 * they arrive, a component that translates with them suspends (the shell shows its page loader), so
 * nothing flashes in English. Without `load`, the namespaces stay English in every language.
 * Adding a namespace that is already there changes nothing.
 */
export function addNamespaces(
  resources: Partial<Omit<Catalogue, keyof typeof coreCatalogue>>,
  load?: TranslationLoader,
): void {
  const instance = initI18n();
  const added = Object.keys(resources);
  for (const [namespace, texts] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(defaultLanguage, namespace)) {
      instance.addResourceBundle(defaultLanguage, namespace, texts);
    }
    if (load && !loaders.has(namespace)) loaders.set(namespace, load);
  }
  // Also puts the namespaces on the instance's list, so every later change of language loads them.
  void instance.loadNamespaces(added);
}
