import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './environment';

export type CatalogueLanguage = 'en' | 'ar' | 'ckb';

const catalogues = new Map<string, Record<string, unknown>>();

/**
 * A text of the catalogue the product ships (`namespace:path.to.key`) in `language`, `values` put in as
 * the product does (numbers in the language's digits). Journeys find controls by these texts, so a changed
 * translation moves with the product rather than breaking the journey.
 */
export function tr(
  language: CatalogueLanguage,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, keyPath] = key.split(':') as [string, string];
  const file = `${language}/${namespace}`;
  if (!catalogues.has(file)) {
    const json = fs.readFileSync(
      path.join(repoRoot, 'packages', 'i18n', 'src', 'locales', language, `${namespace}.json`),
      'utf8',
    );
    catalogues.set(file, JSON.parse(json) as Record<string, unknown>);
  }
  let text: unknown = catalogues.get(file);
  for (const part of keyPath.split('.')) text = (text as Record<string, unknown>)[part];
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
  const digits = (value: number) =>
    language === 'en' ? String(value) : String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
  return text
    .replace(/\$t\(([\w:.]+)\)/g, (_, nested: string) => tr(language, nested))
    .replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? digits(value) : value;
    });
}
