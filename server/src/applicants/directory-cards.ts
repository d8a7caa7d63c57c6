// A directory card (spec §3 'Applicant card') built from the columns a page reads of its row.

import {
  type ApplicantCard,
  CARD_TOP_TOOLS,
  cityHasZones,
  detailFromBuilder,
  displayText,
  experienceYearsOf,
  GENDERS,
  type Gender,
  type MainSpecialization,
  normalizeSpecializations,
  type RatedItem,
} from '@talent/resume-model';
import type { Language } from '@talent/i18n/src/languages';
import type { DirectoryCardSource } from '../db/schema';

/** What a card shows of each other version of its resume (issue 31), as stored (unchecked). */
export type CardVersions = Record<
  string,
  { fullName?: unknown; jobTitle?: unknown; summary?: unknown } | null
>;

/** A card as the directory keeps it: the main version's, with the other versions' words beside it. */
export type DirectoryCard = ApplicantCard & { versions?: CardVersions };

function topTools(tools: unknown): Array<{ item: string }> {
  if (!Array.isArray(tools)) return [];
  return (tools as RatedItem[])
    .filter((tool) => typeof tool?.item === 'string' && tool.item.trim() !== '')
    .map((tool, index) => ({ tool, index }))
    .sort((a, b) => (Number(b.tool.rating) || 0) - (Number(a.tool.rating) || 0) || a.index - b.index)
    .slice(0, CARD_TOP_TOOLS)
    .map(({ tool }) => ({ item: tool.item }));
}

/** A card's row as a page reads it (null columns when an id has no row any more). */
export interface PageRow {
  id: number | null;
  fullName: string | null;
  workAvailability: boolean | null;
  gender: string | null;
  card: DirectoryCardSource | null;
  city: string | null;
  zone: string | null;
  jobTitle: unknown;
  /** The employment entries' durations, for the years of experience as of the day the card is sent. */
  durations: unknown;
  /** Each other version's name, job title and summary (null: the resume has no other version). */
  versions: unknown;
}

export function cardOf(
  row: PageRow,
  reference: readonly MainSpecialization[],
  today: Date,
): DirectoryCard | null {
  if (row.id === null || row.fullName === null || row.workAvailability === null) return null;
  const { image, summary, tools, specializations } = row.card ?? ({} as Partial<DirectoryCardSource>);
  const jobTitle = typeof row.jobTitle === 'string' ? displayText(row.jobTitle) : null;
  return {
    id: row.id,
    image: typeof image === 'string' && image !== '' ? image : null,
    summary: typeof summary === 'string' ? summary : '',
    jobTitle: jobTitle ?? '',
    city: row.city,
    // The zone is Baghdad's only (the columns keep it for Baghdad alone, but say so here too).
    zone: row.city !== null && cityHasZones(row.city) ? row.zone : null,
    experienceYears: experienceYearsOf(Array.isArray(row.durations) ? row.durations : [], today),
    contact: {
      fullName: row.fullName,
      // Issue 34: a list anyone may page through carries no e-mail, shown or not (the public resume
      // keeps its owner's choice). The key stays, empty, for the spec §7 card's shape.
      email: '',
      workAvailability: row.workAvailability,
      gender: (GENDERS as readonly (string | null)[]).includes(row.gender) ? (row.gender as Gender) : null,
    },
    topTools: topTools(tools),
    specializations: detailFromBuilder(normalizeSpecializations(specializations), reference),
    ...(typeof row.versions === 'object' && row.versions !== null
      ? { versions: row.versions as CardVersions }
      : {}),
  };
}

function filledOr(value: unknown, main: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : main;
}

/**
 * The card as it reads in `language` (issue 31: the request's Accept-Language): that version's name, job
 * title and summary when the resume has it, anything it left empty the main version's; else the main card.
 */
export function cardIn(card: DirectoryCard, language: Language): ApplicantCard {
  const { versions, ...main } = card;
  const words = versions?.[language];
  if (!words) return main;
  const jobTitle = typeof words.jobTitle === 'string' ? (displayText(words.jobTitle) ?? '') : '';
  return {
    ...main,
    summary: filledOr(words.summary, main.summary),
    jobTitle: filledOr(jobTitle, main.jobTitle ?? ''),
    contact: { ...main.contact, fullName: filledOr(words.fullName, main.contact.fullName) },
  };
}
