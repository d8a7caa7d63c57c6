import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedLanguages } from '../languages';

// The Arabic and Kurdish catalogues against the English one, file by file: the same keys (plurals
// in the forms each language has), the same placeholders, and no English left untranslated.

type Texts = { [key: string]: string | Texts };

const localesFolder = __dirname;
const translations = supportedLanguages.filter((language) => language !== 'en');
/** Written by the resume-document work of issue #16; checked here once it exists. */
const namespacesTranslatedElsewhere = new Set(['resume']);

const namespacesOf = (language: string) =>
  readdirSync(join(localesFolder, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesFolder, language, `${namespace}.json`), 'utf8')) as Texts;

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Arabic's feminine (or explicitly masculine) form of a text about a person, beside the base key. */
const GENDER_SUFFIX = /_(female|male)$/;

/** Keys with their plural and gender forms folded into one key each: key → the plural forms present. */
function foldPlurals(keys: Iterable<string>): Map<string, Set<string>> {
  const folded = new Map<string, Set<string>>();
  for (const gendered of keys) {
    const key = gendered.replace(GENDER_SUFFIX, '');
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form === undefined ? key : key.slice(0, -form.length - 1);
    const forms = folded.get(base) ?? new Set<string>();
    if (form !== undefined) forms.add(form);
    folded.set(base, forms);
  }
  return folded;
}

/** What a translation must carry over: `{{values}}`, `$t(nested keys)` and `<0>` component tags. */
function placeholdersOf(text: string): string[] {
  return (text.match(/\{\{\s*[^}]+?\s*\}\}|\$t\([^)]*\)|<\/?\d+\s*\/?>/g) ?? [])
    .map((placeholder) => placeholder.replace(/\s+/g, ''))
    .sort();
}

// Names and formats every language writes in Latin letters.
const LATIN_NAMES =
  /https?:\/\/\S+|Talent Pool|reCAPTCHA|HTML|PDF|CSV|JPG|PNG|JSON Resume|JSON|LinkedIn|Word|\.docx|\.json|\.zip|CSRF|\bdata\b|DevOps|UI\/UX|Enter|Accountant|React/g;

/**
 * Placeholders a translation may leave out: a number Arabic writes in words in its zero/one/two forms
 * ("مهارتان"), and the validator's English reason, which the server's Arabic and Kurdish answers replace
 * with "is not valid" (docs/decisions.md, issue 16).
 */
// The count, or the count written in the interface's digits ('formatted'), may be left to the words in
// the forms that name their number ('سنة واحدة', 'سنتان').
const mayOmit = (key: string, placeholder: string) =>
  ((placeholder === '{{count}}' || placeholder === '{{formatted}}') && /_(zero|one|two)$/.test(key)) ||
  (key === 'fieldInvalid' && placeholder === '{{reason}}');

describe.each(translations)('the %s catalogues', (language) => {
  const pluralForms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('cover every English namespace', () => {
    const expected = namespacesOf('en').filter((namespace) => !namespacesTranslatedElsewhere.has(namespace));
    expect(namespacesOf(language)).toEqual(expect.arrayContaining(expected));
  });

  describe.each(namespacesOf(language))('%s', (namespace) => {
    const english = flatten(catalogue('en', namespace));
    const translated = flatten(catalogue(language, namespace));
    const englishKeys = foldPlurals(english.keys());
    const translatedKeys = foldPlurals(translated.keys());
    /** The English text a translated key renders: the `_other` form stands for every plural form. */
    const englishTextOf = (gendered: string) => {
      const key = gendered.replace(GENDER_SUFFIX, '');
      return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
    };

    it('has exactly the English keys', () => {
      expect([...translatedKeys.keys()].sort()).toEqual([...englishKeys.keys()].sort());
    });

    it(`writes each plural in the forms ${language} has (${pluralForms.join(', ')})`, () => {
      for (const [key, forms] of englishKeys) {
        if (forms.size === 0) continue;
        expect({ key, forms: [...(translatedKeys.get(key) ?? [])].sort() }).toEqual({
          key,
          forms: [...pluralForms].sort(),
        });
      }
    });

    it('writes gender forms only in Arabic, and only beside a base key', () => {
      for (const key of translated.keys()) {
        if (!GENDER_SUFFIX.test(key)) continue;
        expect({ key, language, base: translated.has(key.replace(GENDER_SUFFIX, '')) }).toEqual({
          key,
          language: 'ar',
          base: true,
        });
      }
    });

    it('keeps every placeholder of the English text', () => {
      for (const [key, text] of translated) {
        const written = placeholdersOf(text);
        expect({ key, placeholders: written }).toEqual({
          key,
          placeholders: placeholdersOf(englishTextOf(key)).filter(
            (placeholder) => written.includes(placeholder) || !mayOmit(key, placeholder),
          ),
        });
      }
    });

    it('translates every text', () => {
      for (const [key, text] of translated) {
        const words = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\s*\/?>/g, '').replace(LATIN_NAMES, '');
        expect({ key, untranslated: /[A-Za-z]/.test(words) }).toEqual({ key, untranslated: false });
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      }
    });
  });
});
