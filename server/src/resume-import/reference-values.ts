// The values an imported resume must take from our reference lists (issue 33): city, zone, degree,
// specialisations and spoken languages, plus the words our own PDF prints from the catalogue (levels,
// course durations, roles, skills, availability). A file may write any of them in English, Arabic or
// Kurdish; each is read back as the key the resume stores. What matches nothing is reported, not kept.

import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import enReference from '@talent/i18n/src/locales/en/reference.json';
import { BAGHDAD, type ResumeDraft, type UnplacedValue } from '@talent/resume-model';
import { cities, degrees, specializations } from '../reference-data/reference-lists';
import { spokenLanguageOf } from '../reference-data/spoken-languages';
import { foldedText } from './cv-dates';

type ReferenceGroup = keyof typeof enReference;
type Catalogue = Record<string, Record<string, string>>;

const CATALOGUES = [enReference, arReference, ckbReference] as unknown as Catalogue[];

/** A catalogue name as compared: folded, without the Arabic article's variants or punctuation. */
const keyOf = (text: string) =>
  foldedText(text)
    .replace(/\s*[’'`]\s*/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const LOOKUPS = new Map<ReferenceGroup, Map<string, string>>();
for (const group of Object.keys(enReference) as ReferenceGroup[]) {
  const names = new Map<string, string>();
  for (const catalogue of CATALOGUES) {
    for (const [key, name] of Object.entries(catalogue[group] ?? {})) {
      // 'Undergraduate_female' is the same degree as 'Undergraduate'.
      const stored = key.replace(/_(female|male)$/, '');
      names.set(keyOf(name), stored);
      names.set(keyOf(stored), stored);
    }
  }
  LOOKUPS.set(group, names);
}

/** Other ways CVs name our degrees (the catalogue holds the formal names). */
const DEGREE_SPELLINGS: Record<string, readonly string[]> = {
  "Bachelor's": [
    'bachelor',
    'bachelors',
    'bsc',
    'b sc',
    'ba',
    'b a',
    'bs',
    'beng',
    'bachelor of',
    'بكلوريوس',
    'بەکالۆریۆس',
  ],
  "Master's": ['master', 'masters', 'msc', 'm sc', 'ma', 'mba', 'master of', 'ماستەر'],
  PhD: ['doctorate', 'ph d', 'doctor of philosophy', 'دكتوراة', 'دکتۆرا'],
  Diploma: ['associate', 'associate degree', 'technical diploma', 'دبلوم فني'],
  'Higher Diploma': ['postgraduate diploma', 'دبلوم عالي'],
};
for (const [degree, spellings] of Object.entries(DEGREE_SPELLINGS)) {
  for (const spelling of spellings) LOOKUPS.get('degree')!.set(keyOf(spelling), degree);
}

/** The stored key of `text` in `group` (e.g. 'البصرة' → 'Basra'); null when the list lacks it. */
export function referenceKey(group: ReferenceGroup, text: string): string | null {
  const key = keyOf(text);
  if (key === '') return null;
  const names = LOOKUPS.get(group)!;
  const whole = names.get(key) ?? names.get(key.replace(/^ال/, ''));
  if (whole) return whole;
  // 'Bachelor of Science in Computing', 'بكالوريوس علوم حاسبات': the longest name the text begins with.
  let found: string | null = null;
  let longest = 0;
  for (const [name, stored] of names) {
    if (name.length > longest && (key === name || key.startsWith(`${name} `))) {
      found = stored;
      longest = name.length;
    }
  }
  return found;
}

/** The name of a stored value in `language`'s catalogue (e.g. a language's own name in an Arabic resume). */
export function referenceName(group: ReferenceGroup, key: string, language: ResumeDraft['language']): string {
  const catalogue = CATALOGUES[['en', 'ar', 'ckb'].indexOf(language)]!;
  return catalogue[group]?.[key] ?? key;
}

const SPECIALIZATION_IDS = new Set(
  specializations.flatMap((main) => [main.id, ...main.subSpecialities.map((sub) => sub.id)]),
);

/**
 * The draft with every reference value read as the key we store, and what matched nothing listed
 * (`field` names the catalogue's `resumeImport.unplaced` entry).
 */
export function matchReferenceValues(draft: ResumeDraft): { draft: ResumeDraft; unplaced: UnplacedValue[] } {
  const unplaced: UnplacedValue[] = [];
  const contact = { ...draft.contact };
  if (contact.city !== '' && !(cities as readonly string[]).includes(contact.city)) {
    const city = referenceKey('city', contact.city);
    if (city === null) unplaced.push({ section: 'contact', field: 'city', value: contact.city });
    contact.city = city ?? '';
  }
  if (contact.zone !== '') {
    const zone = referenceKey('zone', contact.zone);
    contact.zone =
      contact.city === BAGHDAD && zone !== null && zone !== 'Default Zone'
        ? (zone as typeof contact.zone)
        : '';
  }

  const education = draft.education.map((entry) => {
    if (entry.degree === '' || (degrees as readonly string[]).includes(entry.degree)) return entry;
    const degree = referenceKey('degree', entry.degree);
    if (degree === null) unplaced.push({ section: 'education', field: 'degree', value: entry.degree });
    return { ...entry, degree: degree ?? '' };
  });

  const languages = draft.languages.filter((entry) => {
    if (entry.item.trim() === '' || spokenLanguageOf(entry.item) !== null) return true;
    unplaced.push({ section: 'languages', field: 'language', value: entry.item });
    return false;
  });

  const chosen = draft.specializations.filter((main) => {
    const known = SPECIALIZATION_IDS.has(main.id);
    if (!known)
      unplaced.push({ section: 'specializations', field: 'specialization', value: String(main.id) });
    return known;
  });
  const specializationsKept = chosen.map((main) => ({
    id: main.id,
    sub: (main.sub ?? []).filter((sub) => SPECIALIZATION_IDS.has(sub.id)),
  }));

  const skills = draft.skills.map((skill) => referenceKey('skill', skill) ?? skill);

  return {
    draft: { ...draft, contact, education, languages, specializations: specializationsKept, skills },
    unplaced,
  };
}
