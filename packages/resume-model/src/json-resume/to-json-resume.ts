// A resume as a JSON Resume 1.x document (issue 33: `GET /api/applicants/{id}/json-resume`).
//
// The document has two layers:
//
// 1. The JSON Resume fields, for any tool that reads the format: `basics` (its `profiles` from the
//    links), `work` (employment), `volunteer`, `education`, `certificates` (courses), `skills` (our
//    skills, then our tools), `languages` and `projects`. Every entry of one of our lists becomes one
//    entry of its JSON Resume list, in the same order, even when it holds nothing; an empty field is
//    left out. Values chosen from our reference lists (degree, skill, rating, city, zone) are written
//    as their label in the document's language, dates as ISO 8601 ('2019-06', '2019'), an open end
//    ('Present') as a missing `endDate`, a link as a full web address.
//
// 2. `meta.talentPool`, the rule shared with the import (`POST /api/resume-import`), exactly:
//
//      meta.talentPool = { version: 1, language: <document language>, extra: <partial resume> }
//
//    `extra` is a partial resume in OUR schema's shape and field names (schema/resume-schema.ts),
//    holding exactly the fields JSON Resume has no home for, and the stored value wherever the
//    JSON Resume field holds only a rendering of it:
//      - contact: gender, workAvailability, city, zone, welcome_message, birthdate, and the
//        visibility choices showEmail, birthdateDisplay and phone.showPhone (plus `age`, in a
//        public document whose owner shows the age instead of the date, as the detail gives it);
//        `links[i].link` when the typed link is not the web address `profiles[i].url` holds;
//      - ratings as numbers: languages[i].rating, tools[i].rating;
//      - reference values as stored: education[i].degree (the degree's id in our list),
//        skills (the whole list, which also says how many of `skills` are ours before the tools),
//        courses[i].duration;
//      - an end date of 'Present': employment / volunteering[i].duration.end_year, projects[i].end_year;
//      - whole sections with no home: specializations (builder form, ids), activities;
//      - published (the owner's copy says whether it is).
//    Arrays are aligned by position with our arrays (and so with their JSON Resume lists): the
//    i-th element speaks of our i-th entry, `{}` when it has nothing to add. A list with nothing to
//    add for any entry is left out.
//
//    Reading it back: map the JSON Resume fields to our shape, then lay `extra` over the result
//    (objects key by key, arrays position by position); `extra` wins. Our own export read this way
//    gives back the resume that was exported.

import type { Language } from '@talent/i18n/src/languages';
import { PRESENT } from '../constants';
import { linkHref } from '../display/links';
import { displayText } from '../display/placeholders';
import { ratingLabel } from '../ratings';
import { documentLanguageOf } from '../display/document-language';
import type { BuilderSpecialization, Contact, Duration, RatedItem, ResumeSections } from '../types/resume';

/** The version of the `meta.talentPool` layer; raised when its rule changes. */
export const TALENT_POOL_META_VERSION = 1;

/** The JSON Resume version the document is written against (its `meta.version`). */
export const JSON_RESUME_VERSION = 'v1.0.0';

/** Iraq, for `basics.location.countryCode`: the cities of our list are Iraqi. */
const COUNTRY_CODE = 'IQ';

/** The reference lists whose values the document writes as labels. */
export type JsonResumeLabelList = 'degree' | 'skill' | 'rating' | 'city' | 'zone';

/** The label of a stored reference value in the document's language (the value itself when it has none). */
export type JsonResumeLabel = (list: JsonResumeLabelList, value: string) => string;

export interface JsonResumeSource {
  /** The resume in the builder's form: the owner's copy, or the public one (`publicContact`). */
  resume: ResumeSections<BuilderSpecialization>;
  published: boolean;
  /** ISO date-time of the last save, or null. */
  updatedAt: string | null;
  /** The photo's full web address, or null when there is none to show. */
  photoUrl: string | null;
  /** The full web address of this document, for `meta.canonical`. */
  canonicalUrl?: string;
}

export interface JsonResumeOptions {
  label?: JsonResumeLabel;
}

/** A partial resume of our schema: what JSON Resume cannot hold (see the rule above). */
export type TalentPoolExtra = Partial<Record<string, unknown>>;

export interface TalentPoolMeta {
  version: typeof TALENT_POOL_META_VERSION;
  language: Language;
  extra: TalentPoolExtra;
}

type Fields = Record<string, unknown>;

export interface JsonResume {
  $schema: string;
  basics: Fields;
  work: Fields[];
  volunteer: Fields[];
  education: Fields[];
  certificates: Fields[];
  skills: Fields[];
  languages: Fields[];
  projects: Fields[];
  meta: { version: string; lastModified?: string; canonical?: string; talentPool: TalentPoolMeta };
}

/** The official schema's address, as a JSON Resume document names it. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const YEAR = /^\d{4}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;
// The official schema checks `email` as an e-mail address (RFC 5321's simple form).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A link as the full web address the schema's `uri` format accepts, or undefined for one that is none. */
function webAddressOf(link: unknown): string | undefined {
  const href = linkHref(link);
  return href === null ? undefined : new URL(href).href;
}

/** Only the fields that hold something: JSON Resume leaves an empty field out. */
function filled(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : typeof value === 'object' && value !== null
          ? Object.keys(value).length > 0
          : value !== undefined && value !== null && value !== '',
    ),
  );
}

const textOf = (value: unknown): string | undefined => displayText(value) ?? undefined;

/** '2019-06' from year '2019' and month '6'; '2019' without a month; nothing without a year. */
export function isoDateOf(year: unknown, month: unknown): string | undefined {
  const y = textOf(year);
  if (y === undefined || !YEAR.test(y)) return undefined;
  const m = textOf(month);
  return m !== undefined && MONTH.test(m) ? `${y}-${m.padStart(2, '0')}` : y;
}

/** The JSON Resume dates of a duration and, for an open end, what `extra` keeps of it. */
function datesOf(duration: Duration): { dates: Fields; present: boolean } {
  return {
    dates: {
      startDate: isoDateOf(duration.start_year, duration.start_month),
      endDate: isoDateOf(duration.end_year, duration.end_month),
    },
    present: (duration.end_year ?? '').trim() === PRESENT,
  };
}

/** A list aligned with ours, or undefined when no element adds anything. */
function aligned(entries: Fields[]): Fields[] | undefined {
  return entries.some((entry) => Object.keys(entry).length > 0) ? entries : undefined;
}

function ratingText(rating: RatedItem['rating'], label: JsonResumeLabel): string | undefined {
  const level = ratingLabel(rating);
  return level === 'N/A' ? undefined : label('rating', level);
}

function basicsOf(source: JsonResumeSource, label: JsonResumeLabel): Fields {
  const { contact, summary } = source.resume;
  const email = textOf(contact.email);
  const city = textOf(contact.city);
  const zone = city === undefined ? undefined : textOf(contact.zone);
  return filled({
    name: textOf(contact.fullName),
    label: textOf(contact.job_title),
    image: source.photoUrl ?? undefined,
    email: email !== undefined && EMAIL.test(email) ? email : undefined,
    phone: textOf(contact.phone?.phone),
    summary: textOf(summary),
    location:
      city === undefined
        ? undefined
        : filled({
            city: label('city', city),
            region: zone === undefined ? undefined : label('zone', zone),
            countryCode: COUNTRY_CODE,
          }),
    profiles: (contact.links ?? []).map((link) =>
      filled({ network: textOf(link.label), url: webAddressOf(link.link) }),
    ),
  });
}

/** What the contact holds that `basics` cannot. */
function contactExtra(contact: Contact): Fields {
  const email = textOf(contact.email);
  const links = aligned(
    (contact.links ?? []).map((link) => {
      const typed = textOf(link.link);
      return typed === undefined || webAddressOf(typed) === typed ? {} : { link: typed };
    }),
  );
  return filled({
    gender: contact.gender,
    workAvailability: contact.workAvailability,
    city: contact.city,
    zone: contact.zone,
    welcome_message: contact.welcome_message,
    birthdate: contact.birthdate,
    birthdateDisplay: contact.birthdateDisplay,
    showEmail: contact.showEmail,
    phone: { showPhone: contact.phone?.showPhone === true },
    ...(email !== undefined && !EMAIL.test(email) ? { email } : {}),
    ...(typeof contact.age === 'number' ? { age: contact.age } : {}),
    links,
  });
}

/**
 * The resume as a JSON Resume 1.x document, its `meta.talentPool` holding the rest (the rule is in
 * this module's opening comment).
 */
export function toJsonResume(source: JsonResumeSource, options: JsonResumeOptions = {}): JsonResume {
  const label = options.label ?? ((_list, value) => value);
  const { resume } = source;

  const employment = (resume.employment ?? []).map((job) => {
    const { dates, present } = datesOf(job.duration);
    return {
      entry: filled({
        name: textOf(job.employer),
        position: textOf(job.title),
        ...dates,
        highlights: (job.responsibilities ?? []).flatMap((line) => textOf(line) ?? []),
      }),
      extra: present ? { duration: { end_year: PRESENT } } : {},
    };
  });
  const volunteering = (resume.volunteering ?? []).map((entry) => {
    const { dates, present } = datesOf(entry.duration);
    return {
      entry: filled({
        organization: textOf(entry.organization),
        position: textOf(entry.role),
        summary: textOf(entry.summary),
        ...dates,
      }),
      extra: present ? { duration: { end_year: PRESENT } } : {},
    };
  });
  const education = (resume.education ?? []).map((entry) => {
    const { dates, present } = datesOf(entry.duration);
    const degree = textOf(entry.degree);
    return {
      entry: filled({
        institution: textOf(entry.institute),
        studyType: degree === undefined ? undefined : label('degree', degree),
        ...dates,
      }),
      extra: filled({ degree, duration: present ? { end_year: PRESENT } : undefined }),
    };
  });
  const projects = (resume.projects ?? []).map((project) => {
    const { dates, present } = datesOf(project);
    const href = webAddressOf(project.url);
    const typed = textOf(project.url);
    return {
      entry: filled({
        name: textOf(project.name),
        description: textOf(project.description),
        url: href,
        ...dates,
      }),
      extra: filled({
        end_year: present ? PRESENT : undefined,
        url: typed !== undefined && href !== typed ? typed : undefined,
      }),
    };
  });
  const courses = resume.courses ?? [];
  const skills = resume.skills ?? [];
  const tools = resume.tools ?? [];
  const languages = resume.languages ?? [];

  const extra = filled({
    contact: contactExtra(resume.contact),
    specializations: resume.specializations,
    education: aligned(education.map((entry) => entry.extra)),
    languages: aligned(languages.map((item) => ({ rating: item.rating }))),
    tools: aligned(tools.map((item) => ({ rating: item.rating }))),
    skills,
    courses: aligned(courses.map((course) => filled({ duration: textOf(course.duration) }))),
    employment: aligned(employment.map((job) => job.extra)),
    activities: resume.activities,
    projects: aligned(projects.map((project) => project.extra)),
    volunteering: aligned(volunteering.map((entry) => entry.extra)),
    // The resume's other versions (issue 31), whole: JSON Resume holds one language.
    translations: resume.translations,
    published: source.published,
  });

  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: basicsOf(source, label),
    work: employment.map((job) => job.entry),
    volunteer: volunteering.map((entry) => entry.entry),
    education: education.map((entry) => entry.entry),
    certificates: courses.map((course) =>
      filled({ name: textOf(course.title), issuer: textOf(course.entity) }),
    ),
    skills: [
      ...skills.map((skill) => {
        const name = textOf(skill);
        return filled({ name: name === undefined ? undefined : label('skill', name) });
      }),
      ...tools.map((tool) => filled({ name: textOf(tool.item), level: ratingText(tool.rating, label) })),
    ],
    languages: languages.map((item) =>
      filled({ language: textOf(item.item), fluency: ratingText(item.rating, label) }),
    ),
    projects: projects.map((project) => project.entry),
    meta: {
      version: JSON_RESUME_VERSION,
      ...filled({ lastModified: lastModifiedOf(source.updatedAt), canonical: source.canonicalUrl }),
      talentPool: {
        version: TALENT_POOL_META_VERSION,
        language: documentLanguageOf(resume),
        extra,
      },
    },
  };
}

/** `meta.lastModified` in the schema's form, 'YYYY-MM-DDThh:mm:ss' (UTC). */
function lastModifiedOf(updatedAt: string | null): string | undefined {
  if (updatedAt === null) return undefined;
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 19);
}
