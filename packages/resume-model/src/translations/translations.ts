// One resume in several languages (issue 31): the main version holds every field; a version in another
// language holds only the words (src/schema/resume-schema.ts, TranslationSchema), aligned with the main
// version by position. Everything here reads a version the same way: a missing or empty string is the
// main version's text. The server answers and prints a version with `resumeInLanguage`; the builder
// copies, swaps and counts with the rest; the export reads versions with `resumeInLanguage` too.

import { isLanguage, type Language, supportedLanguages } from '@talent/i18n/src/languages';
import type { ResumeTranslation, ResumeTranslations } from '../schema/resume-schema';
import { TRANSLATED_ENTRY_FIELDS, type TranslatedSection } from '../schema/translated-fields';
import type { ResumeSections } from '../types/resume';

type Sections = ResumeSections<unknown>;
type Words = string | readonly string[];

const TRANSLATED_SECTIONS = Object.keys(TRANSLATED_ENTRY_FIELDS) as TranslatedSection[];
const CONTACT_WORDS = ['fullName', 'job_title', 'welcome_message'] as const;

function isEmptyText(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function asList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The main text, or its translation when that holds any. */
function wordsOver<T extends Words>(main: T, translated: unknown): T {
  if (typeof main === 'string') return (isEmptyText(translated) ? main : translated) as T;
  const list = asList(translated);
  return main.map((text, index) => (isEmptyText(list[index]) ? text : list[index])) as unknown as T;
}

/** The translation of `language`, if the resume has one (its own language has none). */
export function translationIn(
  resume: Pick<Sections, 'language' | 'translations'>,
  language: Language,
): Partial<ResumeTranslation> | undefined {
  if (language === resume.language) return undefined;
  const translation = resume.translations?.[language];
  return typeof translation === 'object' && translation !== null ? translation : undefined;
}

/** The languages the resume reads in: its own first, then each version added, in the interface's order. */
export function availableLanguages(resume: Pick<Sections, 'language' | 'translations'>): Language[] {
  const others = supportedLanguages.filter((language) => translationIn(resume, language) !== undefined);
  return [resume.language, ...others];
}

/** `language` if the resume reads in it, else its main language: the fallback of every `lang` parameter. */
export function readableLanguage(
  resume: Pick<Sections, 'language' | 'translations'>,
  language: unknown,
): Language {
  return isLanguage(language) && availableLanguages(resume).includes(language) ? language : resume.language;
}

/**
 * The version a public page shows (issue 31): the one its address asks for (`?lang=`), else the one in
 * the reader's interface language, else the main version. The server's first content and the page's
 * script both pick with this.
 */
export function shownLanguage(
  resume: Pick<Sections, 'language' | 'translations'>,
  asked: unknown,
  interfaceLanguage: unknown,
): Language {
  const languages = availableLanguages(resume);
  if (isLanguage(asked) && languages.includes(asked)) return asked;
  return readableLanguage(resume, interfaceLanguage);
}

/**
 * The resume as it reads in `language`: the version's words laid over the main version, everything
 * else (dates, ratings, places, choices) the main version's, and `language` set to it. The main
 * version itself when the resume has no such version. `translations` stay as they are.
 */
export function resumeInLanguage<R extends Sections>(resume: R, language: Language): R {
  const translation = translationIn(resume, language);
  if (!translation) return resume;
  const contact = asRecord(translation.contact);
  const links = asList(translation.links);
  const overlaid = {
    ...resume,
    language,
    contact: {
      ...resume.contact,
      ...Object.fromEntries(
        CONTACT_WORDS.map((field) => [field, wordsOver(resume.contact[field], contact[field])]),
      ),
      links: resume.contact.links.map((link, index) => ({
        ...link,
        label: wordsOver(link.label, asRecord(links[index]).label),
      })),
    },
    summary: wordsOver(resume.summary, translation.summary),
    skills: wordsOver(resume.skills, translation.skills),
  } as R;
  for (const section of TRANSLATED_SECTIONS) {
    const entries = asList(translation[section]);
    const fields = TRANSLATED_ENTRY_FIELDS[section] as readonly string[];
    (overlaid as Record<string, unknown>)[section] = (resume[section] as readonly object[]).map(
      (entry, index) => {
        const words = asRecord(entries[index]);
        const main = entry as Record<string, Words>;
        return {
          ...main,
          ...Object.fromEntries(fields.map((field) => [field, wordsOver(main[field]!, words[field])])),
        };
      },
    );
  }
  return overlaid;
}

/** The main version's words, in the shape of a version: what "start from the main text" copies. */
export function wordsOfMainVersion(resume: Sections): ResumeTranslation {
  const words = {
    contact: Object.fromEntries(CONTACT_WORDS.map((field) => [field, resume.contact[field]])),
    summary: resume.summary,
    skills: [...resume.skills],
    links: resume.contact.links.map(({ label }) => ({ label })),
  } as Record<string, unknown>;
  for (const section of TRANSLATED_SECTIONS) {
    const fields = TRANSLATED_ENTRY_FIELDS[section] as readonly string[];
    words[section] = (resume[section] as readonly object[]).map((entry) => {
      const main = entry as Record<string, Words>;
      return Object.fromEntries(
        fields.map((field) => {
          const value = main[field]!;
          return [field, typeof value === 'string' ? value : [...value]];
        }),
      );
    });
  }
  return words as unknown as ResumeTranslation;
}

/**
 * The resume with `language` as its main language. When it has a version in that language, the two
 * change places: that version's words become the main text (where it left a field empty, the old main
 * text stays there) and the old main words become the version in the old language; no word is lost.
 * A field the chosen version had not translated stays untranslated in the new version (its words are the
 * main text now), so changing back gives each version what it had and its completeness is not inflated.
 * Without such a version, only the document language changes.
 */
export function withMainLanguage<R extends Sections>(resume: R, language: Language): R {
  if (language === resume.language) return resume;
  const chosen = translationIn(resume, language);
  if (!chosen) return { ...resume, language };
  const { [language]: _becomesMain, ...others } = resume.translations ?? {};
  const old = resume.language;
  let swapped: R = {
    ...resumeInLanguage(resume, language),
    translations: { ...others, [old]: wordsOfMainVersion(resume) },
  };
  for (const { path } of versionTexts(resume)) {
    if (isEmptyText(valueAt(chosen, path))) swapped = withVersionText(swapped, old, path, '');
  }
  return swapped;
}

/** A version nobody has written yet: every field empty (each reads as the main text). */
export function emptyTranslation(): ResumeTranslation {
  const words = {
    contact: { fullName: '', job_title: '', welcome_message: '' },
    summary: '',
    skills: [],
    links: [],
  };
  const entries = Object.fromEntries(TRANSLATED_SECTIONS.map((section) => [section, []]));
  return { ...words, ...entries } as unknown as ResumeTranslation;
}

/** One text of the main version a version translates: where its translation goes, and what it is. */
export interface VersionText {
  /** The translation's path inside a version, e.g. ['employment', 0, 'responsibilities', 1]. */
  path: Array<string | number>;
  /** The main version's text. */
  text: string;
  /** Which field it is, without positions: 'contact.fullName', 'employment.responsibilities', 'skills'. */
  field: string;
}

/** Every non-empty text of the main version that a version translates, in the builder's order. */
export function versionTexts(resume: Sections): VersionText[] {
  const texts: VersionText[] = [];
  const add = (path: Array<string | number>, value: Words) => {
    const field = path.filter((part) => typeof part === 'string').join('.');
    if (typeof value === 'string') texts.push({ path, text: value, field });
    else value.forEach((text, index) => texts.push({ path: [...path, index], text, field }));
  };
  for (const field of CONTACT_WORDS) add(['contact', field], resume.contact[field]);
  add(['summary'], resume.summary);
  resume.contact.links.forEach((link, index) => add(['links', index, 'label'], link.label));
  for (const section of TRANSLATED_SECTIONS) {
    const fields = TRANSLATED_ENTRY_FIELDS[section] as readonly string[];
    (resume[section] as readonly object[]).forEach((entry, index) => {
      for (const field of fields) add([section, index, field], (entry as Record<string, Words>)[field]!);
    });
  }
  add(['skills'], resume.skills);
  return texts.filter(({ text }) => !isEmptyText(text));
}

/** A version's text at `path`; '' where it has none. */
export function versionTextAt(translation: unknown, path: ReadonlyArray<string | number>): string {
  const value = valueAt(translation, path);
  return typeof value === 'string' ? value : '';
}

/**
 * The resume with `text` written into its version in `language` at `path` (a VersionText's), the
 * version and the lists on the way made if missing: a list is filled up to the position with empty
 * entries (each reads as the main text), so it never has holes.
 */
export function withVersionText<R extends Sections>(
  resume: R,
  language: Language,
  path: ReadonlyArray<string | number>,
  text: string,
): R {
  const write = (container: unknown, at: number): unknown => {
    const key = path[at]!;
    if (typeof key === 'number') {
      const list = [...asList(container)];
      const nextIsText = at === path.length - 1;
      while (list.length < key) list.push(nextIsText || typeof path[at + 1] === 'number' ? '' : {});
      list[key] = nextIsText ? text : write(list[key], at + 1);
      return list;
    }
    const record = { ...asRecord(container) };
    record[key] = at === path.length - 1 ? text : write(record[key], at + 1);
    return record;
  };
  const version = write(resume.translations?.[language] ?? emptyTranslation(), 0) as ResumeTranslation;
  return { ...resume, translations: { ...resume.translations, [language]: version } };
}

/** The version in `language` with every empty text filled from the main version: "start from the main text". */
export function startedFromMainText<R extends Sections>(resume: R, language: Language): R {
  let started = resume;
  for (const { path, text } of versionTexts(resume)) {
    if (versionTextAt(started.translations?.[language], path).trim() === '') {
      started = withVersionText(started, language, path, text);
    }
  }
  return started;
}

function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>((value, key) => asRecord(value)[key] ?? asList(value)[key as number], root);
}

/** How much of the main version's text the version in `language` translates: `translated` of `total`. */
export function translationCompleteness(
  resume: Sections,
  language: Language,
): { translated: number; total: number; percent: number } {
  const translation = translationIn(resume, language);
  const texts = versionTexts(resume);
  const translated = translation
    ? texts.filter(({ path }) => !isEmptyText(valueAt(translation, path))).length
    : 0;
  const total = texts.length;
  return { translated, total, percent: total === 0 ? 100 : Math.floor((translated / total) * 100) };
}

/** What is wrong with the versions of a resume: a field path and why. */
export type TranslationProblem =
  { field: string; problem: 'language' } | { field: string; problem: 'entries'; max: number };

/**
 * The versions' faults the schema cannot see (issue 31): a version keyed by the resume's own language
 * or by none of ours, and a list with more entries than the main version's (a version only words the
 * main version's entries; it has none of its own).
 */
export function translationProblems(main: {
  language: Language;
  translations?: unknown;
}): TranslationProblem[] {
  const resume = main as Record<string, unknown> & { language: Language };
  const problems: TranslationProblem[] = [];
  const versions = asRecord(resume.translations);
  const contact = asRecord(resume.contact);
  for (const [language, version] of Object.entries(versions)) {
    const at = `translations.${language}`;
    if (!isLanguage(language) || language === resume.language) {
      problems.push({ field: at, problem: 'language' });
      continue;
    }
    const words = asRecord(version);
    const longer = (field: string, translated: unknown, main: unknown) => {
      const max = asList(main).length;
      if (asList(translated).length > max) problems.push({ field, problem: 'entries', max });
    };
    longer(`${at}.skills`, words.skills, resume.skills);
    longer(`${at}.links`, words.links, contact.links);
    for (const section of TRANSLATED_SECTIONS) {
      longer(`${at}.${section}`, words[section], resume[section]);
      const mainEntries = asList(resume[section]);
      asList(words[section]).forEach((entry, index) => {
        for (const field of TRANSLATED_ENTRY_FIELDS[section] as readonly string[]) {
          const value = asRecord(entry)[field];
          if (Array.isArray(value)) {
            longer(`${at}.${section}.${index}.${field}`, value, asRecord(mainEntries[index])[field]);
          }
        }
      });
    }
  }
  return problems;
}

/** The positions of `previous` that `current` no longer holds, when entries were only removed. */
function removedPositions(previous: readonly unknown[], current: readonly unknown[]): number[] | null {
  if (current.length >= previous.length) return null;
  const removed: number[] = [];
  let kept = 0;
  previous.forEach((entry, index) => {
    if (kept < current.length && current[kept] === entry) kept += 1;
    else removed.push(index);
  });
  return kept === current.length ? removed : null;
}

function withoutPositions(list: unknown, removed: readonly number[], length: number): unknown[] {
  const entries = asList(list).filter((_entry, index) => !removed.includes(index));
  return entries.slice(0, length);
}

/**
 * The versions after the main version lost entries (issue 31: structure changes only there): the same
 * entries leave every version, so entry N still translates entry N. `previous` and `current` are the
 * main version before and after one change (an untouched entry keeps its identity, as a form's change
 * does); a list that shrank some other way is cut to the main version's length.
 */
export function alignTranslations<R extends Sections>(previous: Sections, current: R): R {
  const versions = current.translations;
  if (!versions || Object.keys(versions).length === 0) return current;
  const lists: Array<[string, readonly unknown[], readonly unknown[]]> = [
    ['skills', previous.skills, current.skills],
    ['links', previous.contact.links, current.contact.links],
    ...TRANSLATED_SECTIONS.map(
      (section) =>
        [section, previous[section] as readonly unknown[], current[section] as readonly unknown[]] as [
          string,
          readonly unknown[],
          readonly unknown[],
        ],
    ),
  ];
  let changed = false;
  const aligned: ResumeTranslations = {};
  for (const [language, version] of Object.entries(versions) as Array<[Language, ResumeTranslation]>) {
    const words = { ...version } as Record<string, unknown>;
    for (const [name, before, after] of lists) {
      if (asList(words[name]).length <= after.length && before.length <= after.length) continue;
      const removed = removedPositions(before, after) ?? [];
      words[name] = withoutPositions(words[name], removed, after.length);
      changed = true;
    }
    // The responsibilities of each job, aligned the same way.
    const jobs = asList(words.employment).map((job, index) => {
      const after = asList(asRecord(current.employment[index]).responsibilities);
      const responsibilities = asList(asRecord(job).responsibilities);
      if (responsibilities.length <= after.length) return job;
      changed = true;
      const before = asList(asRecord(previous.employment[index]).responsibilities);
      const removed = removedPositions(before, after) ?? [];
      return {
        ...asRecord(job),
        responsibilities: withoutPositions(responsibilities, removed, after.length),
      };
    });
    if (words.employment !== undefined) words.employment = jobs;
    aligned[language] = words as unknown as ResumeTranslation;
  }
  return changed ? { ...current, translations: aligned } : current;
}
