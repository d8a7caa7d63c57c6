// LinkedIn's data export (.zip) read as a draft: its Profile, Positions, Education, Skills, Languages,
// Certifications and Projects CSV files (and the e-mail, phone and volunteering ones when present),
// wherever in the archive they sit. CSV with csv-parse: quoted fields hold commas and line breaks.

import { parse } from 'csv-parse/sync';
import { emptyResume, ratingOfLevel, type Duration, type UnplacedValue } from '@talent/resume-model';
import { findDuration } from './cv-dates';

type Rows = Array<Record<string, string>>;

/** The CSV files of the export this reader uses, by their names in the archive. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Projects.csv',
  'Email Addresses.csv',
  'PhoneNumbers.csv',
  'Volunteering.csv',
] as const;

const baseName = (name: string) => name.split('/').pop() ?? name;

/** Whether an archive holding `names` is a LinkedIn export: it has the profile and one more of its files. */
export function isLinkedInExport(names: readonly string[]): boolean {
  const files = new Set(names.map(baseName));
  return files.has('Profile.csv') && LINKEDIN_FILES.filter((file) => files.has(file)).length >= 2;
}

function rowsOf(entries: Record<string, Uint8Array>, file: (typeof LINKEDIN_FILES)[number]): Rows {
  const name = Object.keys(entries).find((entry) => baseName(entry) === file);
  if (!name) return [];
  const text = new TextDecoder().decode(entries[name]);
  // Some exports open with a note before the header row ('Notes:' …): the header is the first row
  // naming a column this reader knows.
  const rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const headerAt = rows.findIndex((row) =>
    row.some((cell) => /^(First Name|Company Name|School Name|Name|Title|Email Address|Number)$/.test(cell)),
  );
  if (headerAt < 0) return [];
  const header = rows[headerAt]!;
  return rows
    .slice(headerAt + 1)
    .map((row) => Object.fromEntries(header.map((column, index) => [column, (row[index] ?? '').trim()])));
}

function durationOf(started: string | undefined, finished: string | undefined): Duration {
  const empty = { start_year: '', start_month: '', end_year: '', end_month: '' };
  if (!started) return empty;
  return findDuration(`${started} - ${finished || 'Present'}`)?.duration ?? empty;
}

/** LinkedIn's 'Websites' cell: '[PERSONAL:https://a.example,COMPANY:https://b.example]'. */
function websitesOf(cell: string | undefined): Array<{ link: string; label: string }> {
  return (cell ?? '')
    .replace(/^\[|\]$/g, '')
    .split(/,(?=[A-Z_]+:)/)
    .map((part) => /^([A-Z_]+):(.+)$/.exec(part.trim()))
    .flatMap((match) => (match ? [{ link: match[2]!.trim(), label: '' }] : []));
}

export function readLinkedInExport(entries: Record<string, Uint8Array>) {
  const draft = emptyResume();
  const unplaced: UnplacedValue[] = [];
  const profile = rowsOf(entries, 'Profile.csv')[0] ?? {};
  const contact = draft.contact;
  contact.fullName = [profile['First Name'], profile['Last Name']].filter(Boolean).join(' ');
  contact.job_title = profile.Headline ?? '';
  draft.summary = profile.Summary ?? '';
  contact.city = (profile['Geo Location'] ?? '').split(',')[0]!.trim();
  contact.links = websitesOf(profile.Websites);
  if (profile.Address) unplaced.push({ section: 'contact', field: 'address', value: profile.Address });
  const emails = rowsOf(entries, 'Email Addresses.csv');
  contact.email = (emails.find((row) => row.Primary === 'Yes') ?? emails[0])?.['Email Address'] ?? '';
  contact.phone.phone = rowsOf(entries, 'PhoneNumbers.csv')[0]?.Number ?? '';

  draft.employment = rowsOf(entries, 'Positions.csv').map((row) => ({
    title: row.Title ?? '',
    employer: row['Company Name'] ?? '',
    duration: durationOf(row['Started On'], row['Finished On']),
    responsibilities: (row.Description ?? '')
      .split(/\n+/)
      .map((line) => line.replace(/^\s*[•\-*]\s*/, '').trim())
      .filter(Boolean),
  }));
  for (const row of rowsOf(entries, 'Positions.csv')) {
    if (row.Location) unplaced.push({ section: 'employment', field: 'workplace', value: row.Location });
  }
  draft.education = rowsOf(entries, 'Education.csv').map((row) => {
    for (const [field, value] of [
      ['coursesTaken', row.Notes],
      ['text', row.Activities],
    ] as const) {
      if (value) unplaced.push({ section: 'education', field, value });
    }
    return {
      degree: row['Degree Name'] ?? '',
      institute: row['School Name'] ?? '',
      duration: durationOf(row['Start Date'], row['End Date']),
    };
  });
  draft.skills = rowsOf(entries, 'Skills.csv').flatMap((row) => (row.Name ? [row.Name] : []));
  draft.languages = rowsOf(entries, 'Languages.csv').map((row) => ({
    item: row.Name ?? '',
    rating: ratingOfLevel(row.Proficiency ?? ''),
  }));
  draft.courses = rowsOf(entries, 'Certifications.csv').map((row) => ({
    title: row.Name ?? '',
    entity: row.Authority ?? '',
    duration: '',
  }));
  draft.projects = rowsOf(entries, 'Projects.csv').map((row) => ({
    name: row.Title ?? '',
    description: row.Description ?? '',
    url: row.Url ?? '',
    ...durationOf(row['Started On'], row['Finished On']),
  }));
  draft.volunteering = rowsOf(entries, 'Volunteering.csv').map((row) => ({
    organization: row['Company Name'] ?? '',
    role: row.Role ?? '',
    summary: row.Description ?? '',
    duration: durationOf(row['Started On'], row['Finished On']),
  }));
  return { draft, unplaced };
}
