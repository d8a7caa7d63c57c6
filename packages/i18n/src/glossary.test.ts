/** @jest-environment node */
// The glossary kept: GLOSSARY.md's table of forbidden variants, read here and held against every text
// of the Arabic and Kurdish catalogues (the interface's, the mails' and the resume document's).
import fs from 'node:fs';
import path from 'node:path';

const packageRoot = path.join(__dirname, '..');
const localesDir = path.join(__dirname, 'locales');

type Texts = { [key: string]: string | Texts };

function leaves(texts: Texts, prefix = ''): Array<[key: string, text: string]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every text of a language as `namespace:key`, with its isolated examples (LRI … PDI) taken out. */
function textsOf(language: string): Array<[key: string, text: string]> {
  return fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const texts = JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as Texts;
      return leaves(texts, `${file.replace(/\.json$/, '')}:`);
    })
    .map(([key, text]): [string, string] => [key, withoutIsolates(text)]);
}

/** An example of input isolated between U+2066 and U+2069 may hold ASCII digits and Latin letters. */
function withoutIsolates(text: string): string {
  return text.replace(/\u2066[^\u2069]*\u2069/g, '');
}

interface Variant {
  language: string;
  forbidden: RegExp;
  instead: string;
}

/** The rows of the table under '## Forbidden variants'. */
function forbiddenVariants(): Variant[] {
  const glossary = fs.readFileSync(path.join(packageRoot, 'GLOSSARY.md'), 'utf8');
  const section = glossary.split('## Forbidden variants')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*(ar|ckb)\s*\|/.test(line))
    .map((line) => {
      // A '|' inside a cell is written '\|'.
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
      const [, language = '', forbidden = '', instead = ''] = cells;
      return { language, forbidden: new RegExp(forbidden.replace(/^`|`$/g, ''), 'u'), instead };
    });
}

const variants = forbiddenVariants();

describe('the glossary', () => {
  it('lists forbidden variants for both languages', () => {
    expect(variants.filter((variant) => variant.language === 'ar').length).toBeGreaterThanOrEqual(8);
    expect(variants.filter((variant) => variant.language === 'ckb').length).toBeGreaterThanOrEqual(12);
  });

  it.each(variants.map((variant) => [variant.language, String(variant.forbidden), variant]))(
    '%s: no text holds %s',
    (language, _pattern, variant) => {
      const offending = textsOf(language as string)
        .filter(([, text]) => (variant as Variant).forbidden.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(offending).toEqual([]);
    },
  );

  it.each(variants.map((variant) => [variant.language, variant.instead]))(
    '%s: the term to use instead, %s, is used',
    (language, instead) => {
      const unescaped = instead.replace(/\\/g, '');
      expect(textsOf(language).some(([, text]) => text.includes(unescaped))).toBe(true);
    },
  );

  it('fails on a forbidden variant (the test reads what it should)', () => {
    const shar = variants.find((variant) => variant.instead === 'پارێزگا');
    expect(shar?.forbidden.test('شار پێویستە')).toBe(true);
    expect(shar?.forbidden.test('ئاستی شارەزایی')).toBe(false);
  });
});
