/** @jest-environment node */
// The catalogue kept honest: every English key exists in each other language (with the plural forms
// that language needs), no language carries a key English does not have, and no key sits unused.
import fs from 'node:fs';
import path from 'node:path';
import { supportedLanguages, defaultLanguage, intlLocales, type Language } from './languages';

const localesDir = path.join(__dirname, 'locales');
const repoRoot = path.resolve(__dirname, '..', '..', '..');

type Texts = { [key: string]: string | Texts };

const readJson = (file: string): Texts => JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;

/** Every leaf of a namespace file as its dotted path, e.g. `navbar.about`, `results.total_one`. */
function leafKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** A gender's form of a text (`key_female`), which Arabic adds to the base key English has (GLOSSARY.md). */
const genderSuffix = /_(female|male)$/;

/** The keys of a namespace with plural and gender forms folded into their base key, and the plural forms each has. */
function keysOf(texts: Texts): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const gendered of leafKeys(texts)) {
    const leaf = gendered.replace(genderSuffix, '');
    const form = pluralSuffix.exec(leaf)?.[1];
    const base = form ? leaf.replace(pluralSuffix, '') : leaf;
    const forms = keys.get(base) ?? new Set<string>();
    if (form) forms.add(form);
    keys.set(base, forms);
  }
  return keys;
}

const englishNamespaces = fs
  .readdirSync(path.join(localesDir, defaultLanguage))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

const english = new Map(
  englishNamespaces.map((namespace) => [
    namespace,
    readJson(path.join(localesDir, defaultLanguage, `${namespace}.json`)),
  ]),
);

// A language whose folder does not exist yet is skipped as a whole (its translator has not landed);
// once the folder exists, every namespace and key in it is required.
const translatedLanguages = supportedLanguages.filter(
  (language): language is Exclude<Language, 'en'> =>
    language !== defaultLanguage && fs.existsSync(path.join(localesDir, language)),
);

describe.each(translatedLanguages)('the %s catalogue', (language) => {
  const required = new Intl.PluralRules(intlLocales[language]).resolvedOptions().pluralCategories;

  it.each(englishNamespaces)('has every key of the English %s namespace', (namespace) => {
    const file = path.join(localesDir, language, `${namespace}.json`);
    expect(fs.existsSync(file) ? null : `${language}/${namespace}.json is missing`).toBeNull();
    const translated = keysOf(readJson(file));
    const missing: string[] = [];
    for (const [key, englishForms] of keysOf(english.get(namespace) ?? {})) {
      const forms = translated.get(key);
      if (!forms) missing.push(key);
      else if (englishForms.size > 0) {
        missing.push(...required.filter((form) => !forms.has(form)).map((form) => `${key}_${form}`));
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no key that English does not have (a renamed or removed text left behind)', () => {
    const extra = fs
      .readdirSync(path.join(localesDir, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const namespace = file.replace(/\.json$/, '');
        const englishKeys = keysOf(english.get(namespace) ?? {});
        return [...keysOf(readJson(path.join(localesDir, language, file))).keys()]
          .filter((key) => !englishKeys.has(key))
          .map((key) => `${namespace}:${key}`);
      });
    expect(extra).toEqual([]);
  });
});

// ---- No unused key -------------------------------------------------------------------------------

const sourceRoots = [
  'shell/src',
  'mfe-directory/src',
  'mfe-builder/src',
  'mfe-account/src',
  'mfe-profile/src',
  'mfe-employer/src',
]
  .concat(fs.readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}/src`))
  .concat(['server/src']);

/** Product code only: a key that only a test or a story mentions is still unused. */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'testing' || entry.name === 'locales'
        ? []
        : sourceFiles(full);
    }
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Uses {
  /** Every plain string literal in the sources ('…', "…", and `…` without placeholders). */
  literals: Set<string>;
  /** Template literals with placeholders, as patterns over key paths: `${field}.heading` → /^[^.]+\.heading$/. */
  patterns: RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collectUses(): Uses {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, , text] of source.matchAll(/(['"])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) literals.add(text ?? '');
    for (const [, body = ''] of source.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      if (!body.includes('${')) {
        literals.add(body);
        continue;
      }
      // A dynamic key: its static parts must match and each placeholder stands for one or more segments.
      const parts = body.split(/\$\{[^}]*\}/);
      // Only a template with some word of its own can name keys (`${host}:${port}` names none).
      if (!/[A-Za-z]/.test(parts.join(''))) continue;
      patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('[\\w.-]+')}$`));
    }
  }
  return { literals, patterns };
}

/**
 * Keys reached through a prefix (`getFixedT(null, ns, prefix)`, `keyPrefix`): the translate function
 * such a call makes travels to other files (the SDK's `apiErrorText()`), so a literal anywhere counts.
 */
function prefixedUses(literals: Set<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const file of sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, ns, prefix] of source.matchAll(/getFixedT\([^,]*,\s*'([\w-]+)',\s*'([\w.-]+)'\)/g)) {
      prefixes.add(`${ns}:${prefix}`);
    }
    for (const [, ns, prefix] of source.matchAll(
      /useTranslation\('([\w-]+)',\s*\{\s*keyPrefix:\s*'([\w.-]+)'/g,
    )) {
      prefixes.add(`${ns}:${prefix}`);
    }
  }
  const used = new Set(literals);
  for (const prefix of prefixes) for (const literal of literals) used.add(`${prefix}.${literal}`);
  return used;
}

/** `$t(ns:key)` nestings inside the catalogue itself. */
function nestedUses(): Set<string> {
  const used = new Set<string>();
  for (const texts of english.values()) {
    for (const value of JSON.stringify(texts).matchAll(/\$t\(([\w-]+:[\w.-]+)/g)) used.add(value[1] ?? '');
  }
  return used;
}

describe('the English catalogue', () => {
  it('has no key that no product code reaches (tests and stories do not count)', () => {
    const { literals, patterns } = collectUses();
    const used = new Set([...prefixedUses(literals), ...nestedUses()]);
    const unused: string[] = [];
    for (const [namespace, texts] of english) {
      // `reference` is keyed by stored values, looked up with computed keys (referenceLabel); its keys are
      // held to the seeded lists by server/src/reference-data/reference-names.test.ts instead.
      if (namespace === 'reference') continue;
      for (const key of keysOf(texts).keys()) {
        const reached =
          used.has(key) ||
          used.has(`${namespace}:${key}`) ||
          patterns.some((pattern) => pattern.test(key) || pattern.test(`${namespace}:${key}`));
        if (!reached) unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
