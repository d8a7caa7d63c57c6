// A resume stores its city and zone by their English names (the reference list's values); the keyword
// search finds them in every interface language (issue 23: "محاسب النجف" and "accountant Najaf" alike),
// so the index holds each place under its names from the i18n catalogue.

import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import enReference from '@talent/i18n/src/locales/en/reference.json';

type PlaceKind = 'city' | 'zone';
type Names = Partial<Record<PlaceKind, Record<string, string>>>;

const CATALOGUES: readonly Names[] = [enReference, arReference, ckbReference];

/** The stored value and its name in each language, each once; a value the catalogue lacks as it is. */
export function placeNames(kind: PlaceKind, value: string | null): string[] {
  if (value === null || value.trim() === '') return [];
  const stored = value.trim();
  const key = Object.keys(enReference[kind] ?? {}).find(
    (name) => name.toLowerCase() === stored.toLowerCase(),
  );
  const names = [stored, ...(key === undefined ? [] : CATALOGUES.map((catalogue) => catalogue[kind]?.[key]))];
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name.trim() !== ''))];
}
