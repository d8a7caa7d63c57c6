// A CV read from its text (a PDF's lines, a Word document's paragraphs) as a builder draft (issue 33).
// Sections are found by their headings in English, Arabic or Kurdish: the headings our own PDF prints
// (resume.json `sections`) and the ones people write. Within an entry section an entry starts at a
// title line (bold or larger than the body text); its date line splits what names it (employer, degree,
// role) from what it holds (responsibilities, a description). Whatever finds no place is reported.

import arResume from '@talent/i18n/src/locales/ar/resume.json';
import ckbResume from '@talent/i18n/src/locales/ckb/resume.json';
import enResume from '@talent/i18n/src/locales/en/resume.json';
import type { Language } from '@talent/i18n/src/languages';
import {
  emptyResume,
  ratingOfLevel,
  type Duration,
  type ImportSection,
  type ResumeDraft,
  type UnplacedValue,
} from '@talent/resume-model';
import { findDuration, foldedText, latinDigits, monthOf } from './cv-dates';
import { referenceKey } from './reference-values';

/** A line of the CV: its text, and whether it stands out (a heading or an entry's title). */
export interface CvLine {
  text: string;
  strong: boolean;
  /** An item of a list (a bullet), when the file says so. */
  bullet?: boolean;
  /** The text's size in points, when the file says (a PDF): the name is the largest. */
  size?: number;
}

type CvSection =
  | 'contact'
  | 'summary'
  | 'specializations'
  | 'education'
  | 'employment'
  | 'courses'
  | 'activities'
  | 'projects'
  | 'volunteering'
  | 'links'
  | 'languages'
  | 'skills'
  | 'tools';

const OTHER_HEADINGS: Record<CvSection, readonly string[]> = {
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal information',
    'personal details',
    'personal data',
    'معلومات التواصل',
    'المعلومات الشخصية',
    'البيانات الشخصية',
    'معلومات شخصية',
    'زانیاریی کەسی',
    'زانیارییە کەسییەکان',
    'پەیوەندی',
  ],
  summary: [
    'summary',
    'profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'professional profile',
    'نبذة',
    'نبذة عني',
    'الملخص',
    'الهدف الوظيفي',
    'نبذة شخصية',
    'پوختە',
    'دەربارەی من',
    'ئامانج',
  ],
  specializations: [
    'specialization',
    'specializations',
    'specialisations',
    'areas of expertise',
    'التخصص',
    'پسپۆڕی',
  ],
  education: [
    'education',
    'academic background',
    'qualifications',
    'education and training',
    'التعليم',
    'المؤهلات العلمية',
    'المؤهل العلمي',
    'الشهادات الدراسية',
    'التحصيل العلمي',
    'خوێندن',
    'بڕوانامەکان',
  ],
  employment: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'work history',
    'career history',
    'الخبرات',
    'الخبرة',
    'الخبرة العملية',
    'الخبرات العملية',
    'الخبرات المهنية',
    'الخبرة المهنية',
    'ئەزموون',
    'ئەزموونی کار',
    'ئەزموونی کارکردن',
  ],
  courses: [
    'courses',
    'certifications',
    'certificates',
    'training',
    'training courses',
    'licenses & certifications',
    'الدورات',
    'الدورات التدريبية',
    'الشهادات',
    'خولەکان',
    'بڕوانامە و خولەکان',
    'ڕاهێنان',
  ],
  activities: [
    'activities',
    'events',
    'awards',
    'honors & awards',
    'الأنشطة',
    'النشاطات',
    'الجوائز',
    'چالاکییەکان',
    'خەڵاتەکان',
  ],
  projects: ['projects', 'personal projects', 'المشاريع', 'پڕۆژەکان'],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'التطوع',
    'الأعمال التطوعية',
    'العمل التطوعي',
    'کاری خۆبەخشی',
  ],
  links: ['links', 'websites', 'online profiles', 'الروابط', 'بەستەرەکان'],
  languages: ['languages', 'language skills', 'اللغات', 'زمانەکان', 'زمان'],
  skills: ['skills', 'soft skills', 'key skills', 'المهارات', 'المهارات الشخصية', 'کارامەییەکان', 'تواناکان'],
  tools: [
    'tools',
    'technical skills',
    'computer skills',
    'technologies',
    'it skills',
    'المهارات التقنية',
    'المهارات الحاسوبية',
    'الأدوات',
    'کارامەیی تەکنیکی',
    'ئامرازەکان',
  ],
};

const headingKey = (text: string) =>
  foldedText(text)
    .replace(/[:：.\-–—•|]+/g, ' ')
    .replace(/&/g, ' و ')
    .replace(/\band\b/g, ' و ')
    .replace(/\s+/g, ' ')
    .trim();

const HEADINGS = new Map<string, CvSection>();
for (const [section, names] of Object.entries(OTHER_HEADINGS) as Array<[CvSection, readonly string[]]>) {
  for (const name of names) HEADINGS.set(headingKey(name), section);
}
for (const catalogue of [enResume, arResume, ckbResume]) {
  for (const [section, name] of Object.entries(catalogue.sections))
    HEADINGS.set(headingKey(name), section as CvSection);
  HEADINGS.set(headingKey(catalogue.contact.heading), 'contact');
}

/** The section `text` heads, when it is a heading. */
export function headingOf(text: string): CvSection | null {
  if (text.length > 60) return null;
  return HEADINGS.get(headingKey(text)) ?? null;
}

/** The labels of our PDF's contact strip, in every language: 'Phone', 'الهاتف', 'تەلەفۆن', … */
type ContactLabel = 'phone' | 'email' | 'location' | 'availability' | 'birthdate' | 'age';
const CONTACT_LABELS: Array<[string, ContactLabel]> = [];
const LABEL_NAMES: string[] = [];
for (const catalogue of [enResume, arResume, ckbResume]) {
  for (const label of ['phone', 'email', 'location', 'availability', 'birthdate', 'age'] as const) {
    CONTACT_LABELS.push([foldedText(catalogue.contact[label]), label]);
    LABEL_NAMES.push(catalogue.contact[label]);
  }
}
for (const [label, field] of [
  ['mobile', 'phone'],
  ['tel', 'phone'],
  ['e-mail', 'email'],
  ['address', 'location'],
  ['city', 'location'],
  ['العنوان', 'location'],
  ['رقم الهاتف', 'phone'],
  ['الموبايل', 'phone'],
  ['مۆبایل', 'phone'],
  ['ناونیشان', 'location'],
] as const) {
  CONTACT_LABELS.push([foldedText(label), field]);
  LABEL_NAMES.push(label);
}
CONTACT_LABELS.sort((a, b) => b[0].length - a[0].length);

/**
 * A label followed by a colon: our PDF's strip may print two on one line. The longest name first, so
 * 'رقم الهاتف:' is one label, not 'رقم' before 'الهاتف:'.
 */
const LABEL_WITH_COLON = new RegExp(
  `(?:${[...LABEL_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\s*[:：]`,
  'giu',
);

/** A line cut where each label after its start begins. */
function atLabels(text: string): string[] {
  const starts = [...text.matchAll(LABEL_WITH_COLON)].map((match) => match.index).filter((at) => at > 0);
  return [0, ...starts].map((start, index, all) => text.slice(start, all[index + 1]));
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+|00)?\d[\d\s-]{7,16}\d/;
const URL = /(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|iq)(?:\/\S*)?/i;
const BULLET = /^\s*[•●▪◦·\-–*]\s*/;

const withoutBullet = (text: string) => text.replace(BULLET, '').trim();

/** A contact line 'Label value' (or 'Label: value'): which label, and the value. */
function contactField(text: string): { label: ContactLabel; value: string } | null {
  const folded = foldedText(text);
  for (const [name, label] of CONTACT_LABELS) {
    if (folded.startsWith(name) && (folded.length === name.length || /[\s:：]/.test(folded[name.length]!))) {
      const words = text.trim().split(/\s+/).length - folded.split(/\s+/).length;
      const value = text
        .trim()
        .split(/\s+/)
        .slice(name.split(' ').length + Math.max(0, words))
        .join(' ')
        .replace(/^[:：\s]+/, '')
        .trim();
      return { label, value };
    }
  }
  return null;
}

/** A date written out by our PDF ('March 4, 1996', '4 آذار 1996', '4ی ئازاری 1996') as 'YYYY-MM-DD'. */
function isoDate(text: string): string {
  const digits = latinDigits(text);
  const year = /(?:19|20)\d{2}/.exec(digits)?.[0];
  const month = monthOf(digits);
  const day = /(?:^|\D)(\d{1,2})(?:\D|$)/.exec(digits.replace(/(?:19|20)\d{2}/, ''))?.[1];
  if (!year || !month || !day) return '';
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A link as the builder stores it: our PDF prints the address without 'https://'. */
const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

interface Entry {
  title: string;
  /** Lines between the title and the dates (employer, degree, role). */
  names: string[];
  duration: Duration | null;
  /** Lines after the dates (responsibilities, a description). */
  body: string[];
}

/** A section's lines as entries: each starts at a title line; without any, at the line before each date. */
function entriesOf(lines: CvLine[]): Entry[] {
  const entries: Entry[] = [];
  const hasTitles = lines.some((line) => line.strong);
  let current: Entry | null = null;
  for (const [index, line] of lines.entries()) {
    const text = withoutBullet(line.text);
    if (text === '') continue;
    const dated = findDuration(text);
    const startsEntry = hasTitles
      ? line.strong
      : !line.bullet &&
        !dated &&
        (current === null || current.duration !== null) &&
        lines[index + 1] !== undefined &&
        findDuration(lines[index + 1]!.text) !== null;
    if (startsEntry || current === null) {
      // A title line holding its dates ('Accountant, Zain  2019 – 2023') keeps them.
      current = { title: dated ? dated.rest : text, names: [], duration: dated?.duration ?? null, body: [] };
      entries.push(current);
      continue;
    }
    if (current.duration === null && dated && !line.bullet) {
      current.duration = dated.duration;
      if (dated.rest !== '') current.names.push(dated.rest);
    } else if (current.duration === null && !line.bullet && current.names.length < 2) {
      current.names.push(text);
    } else {
      current.body.push(text);
    }
  }
  return entries;
}

const emptyDuration = (): Duration => ({ start_year: '', start_month: '', end_year: '', end_month: '' });

/** 'Arabic | Excellent', 'English – Very Good', 'Excel (Advanced)': the item and its level. */
function ratedItem(text: string): { item: string; rating: number } {
  const parts = text
    .split(/\s*(?:\||\t|:|–|—| - |\(|\)|،|,)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const level = parts[parts.length - 1]!;
    const stored = referenceKey('rating', level);
    const rating = stored ? ratingOfLevel(stored) : ratingOfLevel(level);
    if (rating > 0) return { item: parts.slice(0, -1).join(' '), rating };
  }
  // A level printed at the end of the line without a separator.
  const words = text.trim().split(/\s+/);
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const stored = referenceKey('rating', words.slice(-take).join(' '));
    if (stored) return { item: words.slice(0, -take).join(' '), rating: ratingOfLevel(stored) };
  }
  return { item: text.trim(), rating: 0 };
}

/** The list items of a skills line: '•'-, comma- or '|'-separated. */
const listItems = (text: string) =>
  text
    .split(/\s*(?:[•●▪|;،,]|\s-\s)\s*/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Lines of one paragraph joined again; a word broken at a hyphen at a line's end is whole again. */
const joinedLines = (lines: readonly string[]) =>
  lines.reduce(
    (joined, line) => (joined === '' ? line : /\p{L}-$/u.test(joined) ? joined + line : `${joined}\n${line}`),
    '',
  );

export interface TextCvResult {
  draft: ResumeDraft;
  unplaced: UnplacedValue[];
}

/** The CV `lines` read as a draft; `language` is the document's when known (else guessed from its script). */
export function readTextCv(lines: CvLine[], language?: Language): TextCvResult {
  const draft = emptyResume();
  const unplaced: UnplacedValue[] = [];
  const sections = new Map<CvSection | 'top', CvLine[]>([['top', []]]);
  let current: CvSection | 'top' = 'top';
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') continue;
    const heading = line.bullet ? null : headingOf(text);
    if (heading) {
      current = heading;
      if (!sections.has(heading)) sections.set(heading, []);
      continue;
    }
    sections.get(current)!.push({ ...line, text });
  }
  const allText = lines.map((line) => line.text).join(' ');
  draft.language = language ?? guessLanguage(allText);

  readTop([...sections.get('top')!, ...(sections.get('contact') ?? [])], draft, unplaced);
  const notPlaced = (section: ImportSection, text: string) =>
    unplaced.push({ section, field: 'text', value: text });

  draft.summary = joinedLines((sections.get('summary') ?? []).map((line) => line.text));

  for (const entry of entriesOf(sections.get('employment') ?? [])) {
    draft.employment.push({
      title: entry.title,
      employer: entry.names.join(', '),
      duration: entry.duration ?? emptyDuration(),
      responsibilities: entry.body,
    });
  }
  for (const entry of entriesOf(sections.get('education') ?? [])) {
    // 'Bachelor of Science, University of Baghdad' or the institute first, as our PDF prints it.
    const titleIsDegree = referenceKey('degree', entry.title) !== null;
    const degree = titleIsDegree ? entry.title : (entry.names[0] ?? '');
    const institute = titleIsDegree ? (entry.names[0] ?? '') : entry.title;
    draft.education.push({ degree, institute, duration: entry.duration ?? emptyDuration() });
    for (const text of [...entry.names.slice(1), ...entry.body]) notPlaced('education', text);
  }
  for (const entry of entriesOf(sections.get('volunteering') ?? [])) {
    draft.volunteering.push({
      organization: entry.title,
      role: entry.names.join(', '),
      summary: joinedLines(entry.body),
      duration: entry.duration ?? emptyDuration(),
    });
  }
  for (const entry of entriesOf(sections.get('projects') ?? [])) {
    const lines = [...entry.names, ...entry.body];
    const urlLine = lines.find((text) => URL.test(text) && text.split(/\s+/).length === 1);
    const duration = entry.duration ?? emptyDuration();
    draft.projects.push({
      name: entry.title,
      description: joinedLines(lines.filter((text) => text !== urlLine)),
      url: urlLine ?? '',
      start_year: duration.start_year,
      start_month: duration.start_month,
      end_year: duration.end_year,
      end_month: duration.end_month,
    });
  }
  for (const entry of entriesOf(sections.get('courses') ?? [])) {
    const details = [...entry.names, ...entry.body];
    const durationText = details.find((text) => referenceKey('courseDuration', text) !== null);
    const entity = details.find((text) => text !== durationText) ?? '';
    draft.courses.push({
      title: entry.title,
      entity,
      duration: (durationText ? referenceKey('courseDuration', durationText) : '') as never,
    });
    for (const text of details.filter((text) => text !== durationText && text !== entity))
      notPlaced('courses', text);
  }
  for (const entry of entriesOf(sections.get('activities') ?? [])) {
    const details = [...entry.names, ...entry.body].join(' ، ');
    const parts = listItems(details);
    const role = parts.map((part) => referenceKey('participation', part)).find(Boolean) ?? '';
    const year = entry.duration?.start_year || (/(?:19|20)\d{2}/.exec(latinDigits(details))?.[0] ?? '');
    draft.activities.push({ title: entry.title, participatedAs: role, year });
  }
  readSpecializations(sections.get('specializations') ?? [], draft);
  for (const line of sections.get('links') ?? []) {
    const url = URL.exec(line.text)?.[0];
    if (!url) {
      notPlaced('contact', line.text);
      continue;
    }
    const label = line.text.replace(url, '').trim();
    draft.contact.links.push({ link: withScheme(url), label });
  }
  for (const line of sections.get('languages') ?? [])
    draft.languages.push(ratedItem(withoutBullet(line.text)));
  for (const line of sections.get('tools') ?? []) draft.tools.push(ratedItem(withoutBullet(line.text)));
  for (const line of sections.get('skills') ?? []) draft.skills.push(...listItems(withoutBullet(line.text)));
  return { draft, unplaced };
}

/** Arabic script with Kurdish letters reads as Kurdish, other Arabic script as Arabic, else English. */
function guessLanguage(text: string): Language {
  const arabicScript = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (arabicScript <= latin) return 'en';
  return /[ێۆڕڵەڤگچپژ]/.test(text) && (text.match(/[ێۆڕڵە]/g) ?? []).length > 5 ? 'ckb' : 'ar';
}

/** The lines before the first heading and the contact section: name, title, phone, e-mail, place, … */
function readTop(topLines: CvLine[], draft: ResumeDraft, unplaced: UnplacedValue[]) {
  const contact = draft.contact;
  const rest: string[] = [];
  // The name is the largest text above the first heading (the first line when sizes are unknown).
  const largest = topLines.reduce<CvLine | undefined>(
    (found, line) => (line.size !== undefined && (found?.size ?? 0) < line.size ? line : found),
    undefined,
  );
  if (largest) {
    contact.fullName = largest.text;
    const after = topLines.indexOf(largest) + 1;
    if (topLines[after]?.strong) contact.job_title = topLines[after]!.text;
  }
  const lines = topLines
    .filter((line) => line !== largest && !(contact.job_title !== '' && line.text === contact.job_title))
    .flatMap((line) =>
      atLabels(line.text)
        .map((text) => text.trim())
        .filter(Boolean)
        .map((text) => ({ ...line, text })),
    );
  for (const line of lines) {
    const field = contactField(line.text);
    if (field) {
      readContactField(field.label, field.value, draft);
      continue;
    }
    const email = EMAIL.exec(line.text)?.[0];
    if (email && contact.email === '') contact.email = email;
    const phone = PHONE.exec(latinDigits(line.text.replace(email ?? '', '')))?.[0];
    if (phone && contact.phone.phone === '' && !findDuration(line.text)) contact.phone.phone = phone.trim();
    if (email || (phone && !findDuration(line.text))) continue;
    const url = URL.exec(line.text)?.[0];
    if (url) {
      contact.links.push({ link: withScheme(url), label: line.text.replace(url, '').trim() });
      continue;
    }
    rest.push(line.text);
  }
  // Without sizes the name comes first and a short line after it is the job title; the rest is the greeting.
  if (contact.fullName === '') contact.fullName = rest.shift() ?? '';
  if (contact.job_title === '' && rest.length > 0 && rest[0]!.length <= 80) contact.job_title = rest.shift()!;
  if (rest.length > 0) {
    const greeting = rest.join(' ');
    if (greeting.length <= 2000) contact.welcome_message = greeting;
    else unplaced.push({ section: 'contact', field: 'text', value: greeting });
  }
}

function readContactField(label: ContactLabel, value: string, draft: ResumeDraft) {
  const contact = draft.contact;
  if (label === 'phone') {
    // Our PDF groups the digits for reading; the builder stores them without spaces.
    contact.phone.phone = latinDigits(value).replace(/[\s\u2066-\u2069\u200e\u200f]+/g, '');
    contact.phone.showPhone = true;
  } else if (label === 'email') {
    contact.email = EMAIL.exec(value)?.[0] ?? value;
    contact.showEmail = true;
  } else if (label === 'location') {
    const [city = '', zone = ''] = value.split(/\s*[،,]\s*/);
    contact.city = city;
    contact.zone = zone as typeof contact.zone;
  } else if (label === 'availability') {
    contact.workAvailability = referenceKey('workAvailability', value) === 'available';
  } else if (label === 'birthdate') {
    contact.birthdate = isoDate(value);
    contact.birthdateDisplay = 'date';
  } else {
    contact.birthdateDisplay = 'age';
  }
}

/** Our PDF prints each main specialisation as a title with its sub-specialities under it. */
function readSpecializations(lines: CvLine[], draft: ResumeDraft) {
  for (const line of lines) {
    const id = Number(referenceKey('specialization', withoutBullet(line.text)));
    if (!Number.isInteger(id) || id === 0) continue;
    if (id < 100) draft.specializations.push({ id, sub: [] });
    else draft.specializations.at(-1)?.sub.push({ id });
  }
}
