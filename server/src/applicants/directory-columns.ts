// The copies of resume fields the directory filters and searches on (columns of `applicants`).

import {
  type BuilderSpecialization,
  type Duration,
  GENDERS,
  isBlank,
  isPlaceholder,
  isPresent,
  type MainSpecialization,
} from '@talent/resume-model';
import type { BuilderSections } from './resume-input';
import { searchDocument } from '../search/search-document';

export interface DirectoryColumns {
  fullName: string;
  city: string | null;
  zone: string | null;
  gender: string | null;
  birthdate: string | null;
  degrees: string[];
  freshGraduate: boolean;
  workAvailability: boolean;
  experienceYears: number;
  mainSpecializationIds: number[];
  subSpecializationIds: number[];
  /** The tsvector literal of the resume's searchable fields. */
  searchVector: string;
}

function filled(value: string): string | null {
  return isBlank(value) || isPlaceholder(value) ? null : value.trim();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDate(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}

/** Months since year 0 of a duration's start and end; null when it does not name a real span. */
function monthSpan(duration: Duration, today: Date): { start: number; end: number } | null {
  const startYear = Number(duration.start_year);
  if (!Number.isInteger(startYear) || startYear < 1900) return null;
  const startMonth = Number(duration.start_month);
  const start = startYear * 12 + (startMonth >= 1 && startMonth <= 12 ? startMonth - 1 : 0);
  let end: number;
  if (isPresent(duration.end_year)) {
    end = today.getUTCFullYear() * 12 + today.getUTCMonth();
  } else {
    const endYear = Number(duration.end_year);
    if (!Number.isInteger(endYear) || endYear < 1900) return null;
    const endMonth = Number(duration.end_month);
    end = endYear * 12 + (endMonth >= 1 && endMonth <= 12 ? endMonth - 1 : 11);
  }
  return end >= start ? { start, end: end + 1 } : null;
}

/**
 * Whole years of employment: the months covered by at least one job (overlapping jobs count once),
 * divided by twelve and rounded down.
 */
export function experienceYearsOf(durations: readonly Duration[], today: Date): number {
  const spans = durations
    .map((duration) => monthSpan(duration, today))
    .filter((span) => span !== null)
    .sort((a, b) => a.start - b.start);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const span of spans) {
    const from = Math.max(span.start, coveredUntil);
    if (span.end > from) months += span.end - from;
    coveredUntil = Math.max(coveredUntil, span.end);
  }
  return Math.floor(months / 12);
}

function specializationIds(
  chosen: readonly BuilderSpecialization[],
  reference: readonly MainSpecialization[],
): { main: number[]; sub: number[] } {
  const main: number[] = [];
  const sub: number[] = [];
  for (const choice of chosen) {
    const known = reference.find((candidate) => candidate.id === choice.id);
    if (!known) continue;
    main.push(known.id);
    for (const { id } of choice.sub) if (known.children.some((child) => child.id === id)) sub.push(id);
  }
  return { main: [...new Set(main)], sub: [...new Set(sub)] };
}

function specializationTitles(
  ids: { main: number[]; sub: number[] },
  reference: readonly MainSpecialization[],
): string[] {
  const all = reference.flatMap((main) => [main, ...main.children]);
  return [...ids.main, ...ids.sub].flatMap((id) =>
    all.filter((item) => item.id === id).map((item) => item.title),
  );
}

/**
 * Fresh graduate: someone with education and no job yet (no employment entry). The spec names the
 * filter without defining it; this is the reading the directory's users expect.
 */
function isFreshGraduate(sections: BuilderSections): boolean {
  return (
    sections.education.some((entry) => filled(entry.degree) !== null) && sections.employment.length === 0
  );
}

export function directoryColumns(
  sections: BuilderSections,
  reference: readonly MainSpecialization[],
  today: Date,
): DirectoryColumns {
  const { contact } = sections;
  const ids = specializationIds(sections.specializations, reference);
  const gender = (GENDERS as readonly string[]).includes(contact.gender) ? contact.gender : null;
  const city = filled(contact.city);
  const present = (parts: string[]) => parts.filter((part) => filled(part) !== null);
  return {
    fullName: contact.fullName.trim(),
    city,
    zone: city === null ? null : filled(contact.zone),
    gender,
    birthdate: isoDate(contact.birthdate),
    degrees: [...new Set(sections.education.flatMap((entry) => filled(entry.degree) ?? []))],
    freshGraduate: isFreshGraduate(sections),
    workAvailability: contact.workAvailability,
    experienceYears: experienceYearsOf(
      sections.employment.map((job) => job.duration),
      today,
    ),
    mainSpecializationIds: ids.main,
    subSpecializationIds: ids.sub,
    searchVector: searchDocument({
      name: filled(contact.fullName) ?? '',
      title: filled(contact.job_title) ?? '',
      strengths: present([
        ...sections.skills,
        ...sections.tools.map((tool) => tool.item),
        ...specializationTitles(ids, reference),
        ...sections.employment.map((job) => job.title),
      ]),
      rest: present([
        sections.summary,
        ...sections.courses.flatMap((course) => [course.title, course.entity]),
        ...sections.employment.map((job) => job.employer),
      ]),
    }),
  };
}
