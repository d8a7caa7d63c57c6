// A JSON Resume 1.x document (https://jsonresume.org/schema), or our own JSON export of one, read as a
// builder draft (issue 33). Pure: no reference list is consulted here; the values that must name an
// entry of one (city, degree, spoken languages, specialisations) are left as written, for the caller to
// match in any interface language. What has no place in our resume is listed in `unplaced`.
//
// Our export is JSON Resume plus `meta.talentPool = { version: 1, language, extra }`, where `extra` is a
// partial resume in OUR shape holding exactly the fields JSON Resume has no home for (gender,
// availability, city and zone, ratings as numbers, specialisations, visibility choices, …), its arrays
// aligned by position with our arrays. It is laid over the mapped draft, so our own export comes back whole.

import { isLanguage, type Language } from '@talent/i18n/src/languages';
import { emptyResume } from '../builder/defaults';
import type {
  Activity,
  Course,
  Duration,
  EducationEntry,
  EmploymentEntry,
  ProjectEntry,
  RatedItem,
  ResumeDraft,
  ResumeTranslations,
  VolunteeringEntry,
} from '../types/resume';
import { translationProblems } from '../translations/translations';

/** The draft's sections an imported value can belong to, and 'other' for a JSON Resume section we lack. */
export type ImportSection =
  | 'contact'
  | 'summary'
  | 'specializations'
  | 'education'
  | 'employment'
  | 'volunteering'
  | 'projects'
  | 'courses'
  | 'activities'
  | 'languages'
  | 'tools'
  | 'skills'
  | 'other';

/**
 * A value the file holds that the draft does not: the section it would belong to, what it is (a key of
 * the `import.unplaced` catalogue group, e.g. 'fieldOfStudy') and the text as the file wrote it.
 */
export interface UnplacedValue {
  section: ImportSection;
  field: string;
  value: string;
}

export interface ImportedResume {
  draft: ResumeDraft;
  unplaced: UnplacedValue[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const objectsOf = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(textOf).filter((text) => text !== '') : [];

/** The sections of JSON Resume 1.x: a document holding none of them is not one. */
const JSON_RESUME_SECTIONS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

/** Whether `document` reads as a JSON Resume: an object with at least one of its sections in their shape. */
export function isJsonResume(document: unknown): document is JsonObject {
  if (!isObject(document)) return false;
  return JSON_RESUME_SECTIONS.some((section) =>
    section === 'basics' ? isObject(document.basics) : Array.isArray(document[section]),
  );
}

/** An ISO 8601 date as JSON Resume writes it ('2019', '2019-06', '2019-06-01') as our year and month. */
function yearAndMonth(value: unknown): { year: string; month: string } {
  const match = /^(\d{4})(?:-(\d{1,2}))?/.exec(textOf(value));
  if (!match) return { year: '', month: '' };
  const month = match[2] ? Number(match[2]) : 0;
  return { year: match[1]!, month: month >= 1 && month <= 12 ? String(month) : '' };
}

/** JSON Resume leaves `endDate` out of what is still going on; we write 'Present' (spec §3). */
function durationOf(entry: JsonObject): Duration {
  const start = yearAndMonth(entry.startDate);
  const end = yearAndMonth(entry.endDate);
  const ongoing = start.year !== '' && textOf(entry.endDate) === '';
  return {
    start_year: start.year,
    start_month: start.month,
    end_year: ongoing ? 'Present' : end.year,
    end_month: ongoing ? '' : end.month,
  };
}

/** Paragraphs joined by a blank line, the empty ones left out. */
const paragraphs = (...parts: string[]) => parts.filter((part) => part !== '').join('\n\n');

/** A level in words (JSON Resume's `fluency` and `level` are free text) on our 1–5 scale; 0 when unknown. */
export function ratingOfLevel(level: string): number {
  const words = level.toLowerCase();
  // Our own words first (RATING_LABELS: 1 Basic … 5 Excellent), then the usual CEFR and LinkedIn ones.
  const scale: ReadonlyArray<[RegExp, number]> = [
    [
      /native|mother|fluent|excellent|expert|master|bilingual|full professional|اللغة الأم|ممتاز|زمانی دایک|نایاب/,
      5,
    ],
    [/very good|advanced|proficient|professional working|جيد جدا|زۆر باش/, 4],
    [/good|conversational|limited working|upper|جيد|باش/, 3],
    [/intermediate|elementary|متوسط|مامناوەند/, 2],
    [/basic|beginner|novice|مبتدئ|أساسي|سەرەتایی/, 1],
  ];
  for (const [pattern, rating] of scale) if (pattern.test(words)) return rating;
  return 0;
}

function mapBasics(basics: JsonObject, draft: ResumeDraft, unplaced: UnplacedValue[]) {
  const contact = draft.contact;
  contact.fullName = textOf(basics.name);
  contact.job_title = textOf(basics.label);
  contact.email = textOf(basics.email);
  contact.phone.phone = textOf(basics.phone);
  draft.summary = textOf(basics.summary);
  const website = textOf(basics.url);
  if (website !== '') contact.links.push({ link: website, label: '' });
  for (const profile of objectsOf(basics.profiles)) {
    const link = textOf(profile.url);
    if (link !== '') contact.links.push({ link, label: textOf(profile.network) });
    else if (textOf(profile.username) !== '') {
      unplaced.push({
        section: 'contact',
        field: 'profile',
        value: `${textOf(profile.network)} ${textOf(profile.username)}`.trim(),
      });
    }
  }
  if (isObject(basics.location)) {
    const location = basics.location;
    // The city is matched against our governorates later; a region (governorate) is the better guess.
    contact.city = textOf(location.region) || textOf(location.city);
    const address = [location.address, location.postalCode, location.countryCode].map(textOf).filter(Boolean);
    if (textOf(location.region) && textOf(location.city)) address.unshift(textOf(location.city));
    if (address.length > 0)
      unplaced.push({ section: 'contact', field: 'address', value: address.join(', ') });
  }
}

function mapWork(work: JsonObject): EmploymentEntry {
  const summary = textOf(work.summary);
  return {
    title: textOf(work.position),
    employer: textOf(work.name),
    duration: durationOf(work),
    responsibilities: [...(summary ? [summary] : []), ...textsOf(work.highlights)],
  };
}

function mapVolunteer(volunteer: JsonObject): VolunteeringEntry {
  return {
    organization: textOf(volunteer.organization),
    role: textOf(volunteer.position),
    summary: paragraphs(textOf(volunteer.summary), textsOf(volunteer.highlights).join('\n')),
    duration: durationOf(volunteer),
  };
}

function mapEducation(education: JsonObject, unplaced: UnplacedValue[]): EducationEntry {
  for (const [field, value] of [
    ['fieldOfStudy', textOf(education.area)],
    ['grade', textOf(education.score)],
    ['coursesTaken', textsOf(education.courses).join(', ')],
  ] as const) {
    if (value !== '') unplaced.push({ section: 'education', field, value });
  }
  return {
    degree: textOf(education.studyType),
    institute: textOf(education.institution),
    duration: durationOf(education),
  };
}

function mapProject(project: JsonObject): ProjectEntry {
  const duration = durationOf(project);
  return {
    name: textOf(project.name),
    description: paragraphs(textOf(project.description), textsOf(project.highlights).join('\n')),
    url: textOf(project.url),
    ...duration,
  };
}

const mapCertificate = (certificate: JsonObject): Course => ({
  title: textOf(certificate.name),
  entity: textOf(certificate.issuer),
  duration: '',
});

const mapAward = (award: JsonObject): Activity => ({
  title: textOf(award.title),
  participatedAs: textOf(award.awarder),
  year: yearAndMonth(award.date).year,
});

const mapLanguage = (language: JsonObject): RatedItem => ({
  item: textOf(language.language),
  rating: ratingOfLevel(textOf(language.fluency)),
});

/**
 * JSON Resume has one `skills` list; we have skills (words) and tools (rated). A skill with a level or
 * keywords is a tool; one with only a name is a personal skill (the export writes them so).
 */
function mapSkills(skills: JsonObject[], draft: ResumeDraft) {
  for (const skill of skills) {
    const name = textOf(skill.name);
    if (name === '') continue;
    const level = textOf(skill.level);
    if (level !== '' || textsOf(skill.keywords).length > 0) {
      draft.tools.push({ item: name, rating: ratingOfLevel(level) });
    } else {
      draft.skills.push(name);
    }
  }
}

function listUnplaced(document: JsonObject, unplaced: UnplacedValue[]) {
  for (const publication of objectsOf(document.publications)) {
    const value = [publication.name, publication.publisher, publication.releaseDate]
      .map(textOf)
      .filter(Boolean);
    if (value.length > 0) unplaced.push({ section: 'other', field: 'publication', value: value.join(', ') });
  }
  for (const interest of objectsOf(document.interests)) {
    const value = [textOf(interest.name), textsOf(interest.keywords).join(', ')].filter(Boolean).join(': ');
    if (value !== '') unplaced.push({ section: 'other', field: 'interest', value });
  }
  for (const reference of objectsOf(document.references)) {
    const value = [textOf(reference.name), textOf(reference.reference)].filter(Boolean).join(': ');
    if (value !== '') unplaced.push({ section: 'other', field: 'reference', value });
  }
  for (const award of objectsOf(document.awards)) {
    if (textOf(award.summary) !== '') {
      unplaced.push({ section: 'activities', field: 'awardSummary', value: textOf(award.summary) });
    }
  }
  for (const work of objectsOf(document.work)) {
    const value = [work.location, work.url].map(textOf).filter(Boolean).join(', ');
    if (value !== '') unplaced.push({ section: 'employment', field: 'workplace', value });
  }
}

/**
 * `extra` laid over `base`: objects merged key by key, arrays element by element (position i of
 * `extra` over position i of `base`, or over nothing), anything else taking `extra`'s value when it is
 * of the base value's kind. Keys `base` does not have are ignored: `extra` cannot add a field we lack.
 */
function layOver(base: unknown, extra: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(extra)) {
    const length = Math.max(base.length, extra.length);
    return Array.from({ length }, (_, index) =>
      index < base.length ? layOver(base[index], extra[index]) : extra[index],
    );
  }
  if (isObject(base) && isObject(extra)) {
    const merged: JsonObject = { ...base };
    for (const [key, value] of Object.entries(extra)) {
      if (key in base) merged[key] = layOver(base[key], value);
    }
    return merged;
  }
  if (extra === undefined) return base;
  if (base === null || typeof base === typeof extra) return extra;
  return base;
}

/** Our export's `meta.talentPool`, when the document is one. */
function talentPoolMeta(document: JsonObject): { language?: Language; extra?: JsonObject } {
  const meta = isObject(document.meta) ? document.meta : {};
  const ours = isObject(meta.talentPool) ? meta.talentPool : undefined;
  if (!ours) return {};
  const language = typeof ours.language === 'string' && isLanguage(ours.language) ? ours.language : undefined;
  return { language, extra: isObject(ours.extra) ? ours.extra : undefined };
}

/** The document read as a draft of the builder (photo none, unpublished), and what could not be placed. */
export function fromJsonResume(document: JsonObject): ImportedResume {
  const mapped = emptyResume();
  const unplaced: UnplacedValue[] = [];
  if (isObject(document.basics)) mapBasics(document.basics, mapped, unplaced);
  mapped.employment = objectsOf(document.work).map(mapWork);
  mapped.volunteering = objectsOf(document.volunteer).map(mapVolunteer);
  mapped.education = objectsOf(document.education).map((entry) => mapEducation(entry, unplaced));
  mapped.projects = objectsOf(document.projects).map(mapProject);
  mapped.courses = objectsOf(document.certificates).map(mapCertificate);
  mapped.activities = objectsOf(document.awards).map(mapAward);
  mapped.languages = objectsOf(document.languages).map(mapLanguage);
  mapSkills(objectsOf(document.skills), mapped);
  listUnplaced(document, unplaced);

  const { language, extra } = talentPoolMeta(document);
  const draft = (extra ? layOver(mapped, extra) : mapped) as ResumeDraft;
  if (language) draft.language = language;
  // The other languages' versions (issue 31) come back whole, when they fit this resume's entries.
  if (extra && isObject(extra.translations)) {
    const translations = extra.translations as ResumeTranslations;
    if (translationProblems({ ...draft, translations }).length === 0) draft.translations = translations;
  }
  // Never from a file: the photo is uploaded in the builder, publication is the applicant's own step.
  draft.image = null;
  draft.published = false;
  return { draft, unplaced };
}
