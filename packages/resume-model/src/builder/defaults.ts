// The builder's starting points and its save-skip check (spec §4 'Builder save and load').

import { defaultLanguage } from '@talent/i18n/src/languages';
import { DEFAULT_BIRTHDATE_DISPLAY } from '../display/contact-privacy';
import type {
  Activity,
  ContactLink,
  Course,
  Duration,
  EducationEntry,
  EmploymentEntry,
  ProjectEntry,
  VolunteeringEntry,
  RatedItem,
  ResumeDraft,
} from '../types/resume';

/** A rated item nobody has rated yet: off the 1–5 scale, so it reads 'N/A' and fails the level rule. */
export const UNRATED = 0;

export function emptyDuration(): Duration {
  return { start_year: '', start_month: '', end_year: '', end_month: '' };
}

export function emptyEducationEntry(): EducationEntry {
  return { degree: '', institute: '', duration: emptyDuration() };
}

export function emptyRatedItem(): RatedItem {
  return { item: '', rating: UNRATED };
}

export function emptyCourse(): Course {
  return { title: '', entity: '', duration: '' };
}

export function emptyEmploymentEntry(): EmploymentEntry {
  return { title: '', employer: '', duration: emptyDuration(), responsibilities: [] };
}

export function emptyActivity(): Activity {
  return { title: '', participatedAs: '', year: '' };
}

export function emptyProject(): ProjectEntry {
  return { name: '', description: '', url: '', start_year: '', start_month: '', end_year: '', end_month: '' };
}

export function emptyVolunteering(): VolunteeringEntry {
  return { organization: '', role: '', summary: '', duration: emptyDuration() };
}

export function emptyLink(): ContactLink {
  return { link: '', label: '' };
}

/** A resume with nothing filled in: what a new applicant starts from and what a reset leaves. */
export function emptyResume(): ResumeDraft {
  return {
    image: null,
    language: defaultLanguage,
    contact: {
      fullName: '',
      phone: { phone: '', showPhone: false },
      email: '',
      // Issue 34: a new resume shows no e-mail (nor phone) until its owner switches it on.
      showEmail: false,
      birthdate: '',
      birthdateDisplay: DEFAULT_BIRTHDATE_DISPLAY,
      gender: '',
      workAvailability: false,
      city: '',
      zone: '',
      links: [],
      job_title: '',
      welcome_message: '',
    },
    specializations: [],
    education: [],
    languages: [],
    tools: [],
    skills: [],
    summary: '',
    courses: [],
    employment: [],
    activities: [],
    projects: [],
    volunteering: [],
    published: false,
  };
}

/**
 * Spec §4: on first load, empty education, languages and tools each get one blank entry. Unlike the
 * spec, an empty specialisation list stays empty (issue #23, docs/decisions.md): a ticked first
 * category was published unawares; the 1–2 rule still holds at Validate and Publish.
 */
export function seedForFirstLoad(draft: ResumeDraft): ResumeDraft {
  return {
    ...draft,
    education: draft.education.length > 0 ? draft.education : [emptyEducationEntry()],
    languages: draft.languages.length > 0 ? draft.languages : [emptyRatedItem()],
    tools: draft.tools.length > 0 ? draft.tools : [emptyRatedItem()],
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether two drafts hold the same data, so Save can be skipped (spec §4). Key order does not
 * matter and an absent key equals an undefined one, as after a JSON round trip; anything that is
 * not plain data (a chosen photo file) is equal only to itself.
 */
export function resumesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => resumesEqual(item, b[index]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => resumesEqual(a[key], b[key]));
}
