// The `data` field of the save call: the whole resume as the builder holds it (spec §3, §7). Its
// shape is checked here; the resume rules of spec §5 live in @talent/resume-model.

import Ajv from 'ajv';
import {
  type BuilderSpecialization,
  isBlank,
  normalizeIraqiPhone,
  normalizeSpecializations,
  type ResumeSections,
  SPECIALIZATION_MESSAGES,
  translationProblems,
} from '@talent/resume-model';
import { ResumeInputSchema } from '@talent/resume-model/src/schema/resume-schema';
import { defaultLanguage, isLanguage } from '@talent/i18n/src/languages';
import { HttpError, invalidInput, schemaFieldErrors } from '../http/errors';
import type { MainSpecialization } from '../reference-data/selectables';
import { requireShallowJson } from '../security/json-depth';
import { requireStorableText } from '../security/storable-text';
import { type Message, serverMessage } from '../i18n/messages';

export type BuilderSections = ResumeSections<BuilderSpecialization>;

export interface ResumeInput {
  sections: BuilderSections;
  published: boolean;
  /** null or '' asks to remove the photo; anything else keeps the stored one unless a file comes. */
  removesPhoto: boolean;
}

/**
 * The whole resume as JSON: a real one is a few kilobytes; this one bound keeps what one save can
 * make the server parse, check, store and later print (issue 15).
 */
export const MAX_RESUME_BYTES = 256 * 1024;
/** The raw sub-speciality list of one main, before duplicates and strangers are dropped. */
const MAX_RAW_SUBS_PER_MAIN = 100;

export function resumeTooLargeMessage(): Message {
  return serverMessage('errors.resumeTooLarge', { kilobytes: MAX_RESUME_BYTES / 1024 });
}

export function resumeTooLarge(): HttpError {
  return new HttpError(413, resumeTooLargeMessage());
}

/** Throws the 413 for a resume (a JSON text, or the value it parsed to) over MAX_RESUME_BYTES. */
export function requireResumeWithinSize(data: unknown): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  if (Buffer.byteLength(text) > MAX_RESUME_BYTES) throw resumeTooLarge();
}

/** The save call's `data`, declared once with the resume's types (@talent/resume-model's schema). */
const resumeShape = ResumeInputSchema;

const ajv = new Ajv({ allErrors: true, useDefaults: true, removeAdditional: true });
const checkShape = ajv.compile(resumeShape);

const notJson = () => invalidInput({ data: [serverMessage('dataNotJson')] });

interface ShapeNode {
  type?: string;
  maxItems?: number;
  items?: ShapeNode;
  properties?: Record<string, ShapeNode>;
}

function tooManyItems(field: string, maxItems: number): Message {
  return serverMessage('errors.tooManyItems', { field, max: maxItems });
}

/**
 * The first list of `value` longer than the shape allows, found before anything reads the lists:
 * the shape check itself reports one error per bad item, so an over-long list would make it (and
 * its answer) as large as the list. Linear in the size of the resume.
 */
function overlongList(value: unknown, shape: ShapeNode, path: string): [string, Message] | undefined {
  if (Array.isArray(value)) {
    if (shape.maxItems !== undefined && value.length > shape.maxItems) {
      return [path, tooManyItems(path, shape.maxItems)];
    }
    if (!shape.items) return undefined;
    for (const [index, item] of value.entries()) {
      const found = overlongList(item, shape.items, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || !shape.properties) return undefined;
  for (const [key, property] of Object.entries(shape.properties)) {
    const child = (value as Record<string, unknown>)[key];
    const found = overlongList(child, property, path === '' ? key : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** The sub-speciality lists a raw specialisation entry may carry, in any of the forms of spec §3. */
function rawSubListsOf(entry: unknown): Array<[string, unknown]> {
  if (typeof entry !== 'object' || entry === null) return [];
  const { sub, selected_sub, specialization_details } = entry as Record<string, unknown>;
  const details =
    typeof specialization_details === 'object' && specialization_details !== null
      ? (specialization_details as Record<string, unknown>).selected_sub
      : undefined;
  return [
    ['sub', sub],
    ['selected_sub', selected_sub],
    ['specialization_details.selected_sub', details],
  ];
}

function requireBoundedLists(value: object): void {
  const found = overlongList(value, resumeShape as unknown as ShapeNode, '');
  if (found) throw invalidInput({ [found[0]]: [found[1]] });
  const { specializations } = value as { specializations?: unknown };
  if (!Array.isArray(specializations)) return;
  for (const [index, entry] of specializations.entries()) {
    for (const [name, list] of rawSubListsOf(entry)) {
      if (Array.isArray(list) && list.length > MAX_RAW_SUBS_PER_MAIN) {
        const field = `specializations.${index}.${name}`;
        throw invalidInput({ [field]: [tooManyItems(field, MAX_RAW_SUBS_PER_MAIN)] });
      }
    }
  }
}

/**
 * Specialisations only from the reference list: known mains, each once, and under each the
 * sub-specialities of that main only, each once (a repeated one is dropped). What is stored, shown
 * and printed is therefore never larger than the reference tree itself.
 */
export function checkedSpecializations(
  list: readonly BuilderSpecialization[],
  reference: readonly MainSpecialization[],
): BuilderSpecialization[] {
  const mains = new Map(reference.map((main) => [main.id, new Set(main.children.map((child) => child.id))]));
  const errors: Record<string, Message[]> = {};
  const seenMains = new Set<number>();
  const checked = list.map((main, index) => {
    const children = mains.get(main.id);
    if (!children) errors[`specializations.${index}.id`] = [SPECIALIZATION_MESSAGES.unknown];
    else if (seenMains.has(main.id))
      errors[`specializations.${index}.id`] = [SPECIALIZATION_MESSAGES.chosenTwice];
    seenMains.add(main.id);
    const subIds = new Set<number>();
    for (const [subIndex, sub] of main.sub.entries()) {
      if (children && !children.has(sub.id)) {
        errors[`specializations.${index}.sub.${subIndex}.id`] = [SPECIALIZATION_MESSAGES.subNotUnderMain];
      }
      subIds.add(sub.id);
    }
    return { id: main.id, sub: [...subIds].map((id) => ({ id })) };
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return checked;
}

/**
 * Issue 31: a version keyed by the resume's own language or by none of ours, or one with more entries
 * than the main version, is refused — before the shape check, which would drop an unknown key in silence.
 */
function requireValidTranslations(value: object): void {
  const resume = value as { language?: unknown; translations?: unknown };
  const language = isLanguage(resume.language) ? resume.language : defaultLanguage;
  const problems = translationProblems({ ...(value as Record<string, unknown>), language });
  if (problems.length === 0) return;
  const errors: Record<string, Message[]> = {};
  for (const found of problems) {
    (errors[found.field] ??= []).push(
      found.problem === 'language'
        ? serverMessage('errors.translationLanguage', { field: found.field })
        : tooManyItems(found.field, found.max),
    );
  }
  throw invalidInput(errors);
}

/**
 * Parses and checks the `data` field; throws a 422 HttpError naming the bad fields (a few at most),
 * or a 413 for a resume over MAX_RESUME_BYTES. Every bound holds before any work that grows with
 * the input beyond one linear pass.
 */
export function parseResumeInput(data: unknown, reference: readonly MainSpecialization[]): ResumeInput {
  requireResumeWithinSize(data);
  let value: unknown = data;
  if (typeof data === 'string') {
    // A multipart field does not pass the JSON body parser's depth check (security/json-depth.ts).
    requireShallowJson(data);
    try {
      value = JSON.parse(data);
    } catch {
      throw notJson();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw notJson();
  // A multipart `data` field reaches here unchecked: text the database cannot hold is refused.
  requireStorableText(value);
  requireBoundedLists(value);
  requireValidTranslations(value);
  // The original specialisation entries, before the defaults of the shape check touch them.
  const specializations = normalizeSpecializations((value as { specializations?: unknown }).specializations);
  if (!checkShape(value)) {
    throw invalidInput(schemaFieldErrors(checkShape.errors ?? []));
  }
  const resume = value as unknown as BuilderSections & { image?: unknown; published: boolean };
  const phone = resume.contact.phone.phone;
  return {
    sections: {
      language: resume.language,
      contact: {
        ...resume.contact,
        gender: resume.contact.gender as BuilderSections['contact']['gender'],
        zone: resume.contact.zone as BuilderSections['contact']['zone'],
        phone: { ...resume.contact.phone, phone: isBlank(phone) ? '' : normalizeIraqiPhone(phone) },
      },
      specializations: checkedSpecializations(specializations, reference),
      education: resume.education,
      languages: resume.languages,
      tools: resume.tools,
      skills: resume.skills,
      summary: resume.summary,
      courses: resume.courses,
      employment: resume.employment,
      activities: resume.activities,
      projects: resume.projects,
      volunteering: resume.volunteering,
      translations: resume.translations,
    },
    published: resume.published,
    removesPhoto: resume.image === null || resume.image === '',
  };
}
