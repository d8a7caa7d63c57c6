// Server side only: the resume as a Word document (issue 33, `POST /api/download-resume-docx`). The
// PDF's sections in the PDF's order with the PDF's texts (ResumeDocument's helpers), as real Word
// structure: the name in the Title style, each section a Heading 1, each entry a Heading 2, lists as
// Word lists, so a reader, an office's edits and an applicant-tracking system see what the PDF shows.
// Arabic and Kurdish documents run right to left (w:bidi, w:rtl); a paragraph of the applicant's own
// words takes the direction of its first strong letter (the PDF's dir="auto"), and their words, phones,
// e-mails and addresses inside a line of the document's own text sit in their own bidi isolate.

import { genderContext, referenceLabel } from '@talent/i18n';
import { formatNumber } from '@talent/i18n/src/formats';
import { type Language, languageDirection } from '@talent/i18n/src/languages';
import {
  type Activity,
  applicantPhotoUrl,
  type Course,
  displaySummary,
  displayText,
  documentLanguageOf,
  type EducationEntry,
  type EmploymentEntry,
  ENTRY_SECTIONS,
  type EntrySectionKey,
  groupedPhone,
  isListSectionShown,
  linkAddressText,
  linkHref,
  locationParts,
  type MainSpecialization,
  type ProjectEntry,
  type RatedItem,
  ratingLabel,
  type ResumeDetail,
  shownBirthdate,
  shownEmail,
  visibleLinks,
  visibleSkills,
  type VolunteeringEntry,
  workAvailabilityKey,
  yearDisplay,
} from '@talent/resume-model';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import {
  birthdateText,
  documentDates,
  durationText,
  type ResumeTexts,
  specializationGroups,
} from './ResumeDocument';
import { prepareResumeDocumentTexts } from './server';

export interface RenderResumeDocxOptions {
  specializations: readonly MainSpecialization[];
  /** The photo as JPEG bytes, or null (no photo in the document). */
  photo?: Buffer | null;
  /** The day an age is counted on. */
  today?: Date;
}

/** The run language of each document language; Word's tag for Central Kurdish in Arabic script. */
const WORD_LANGUAGE: Record<Language, string> = { en: 'en-US', ar: 'ar-IQ', ckb: 'ku-Arab-IQ' };

// Office fonts that hold every letter each language uses (Kurdish adds ڕ ڵ ۆ ێ ە to the Arabic script).
const LATIN_FONT = 'Calibri';
const SCRIPT_FONT: Record<Language, string> = { en: LATIN_FONT, ar: 'Arial', ckb: 'Segoe UI' };

// Unicode isolates: FSI takes the direction of the first strong letter (dir="auto"), LRI is left to right.
const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const HALF_POINTS = { body: 21, name: 40, jobTitle: 26, heading: 26, entry: 22 } as const;
const PHOTO_SIZE_PX = 112;

const ARABIC_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG_LETTER =
  /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

interface DocxTexts extends ResumeTexts {
  rightToLeft: boolean;
}

/**
 * Whether a run is right to left (w:rtl): in a right-to-left document, unless its text starts with a
 * Latin letter (the applicant's English words); in a left-to-right one, when it starts with an Arabic one.
 */
function runsRightToLeft(texts: DocxTexts, text: string): boolean {
  const first = STRONG_LETTER.exec(text)?.[0];
  return first === undefined ? texts.rightToLeft : ARABIC_SCRIPT.test(first);
}

function run(texts: DocxTexts, text: string, options: { bold?: boolean; size?: number } = {}): TextRun {
  return new TextRun({
    text,
    rightToLeft: runsRightToLeft(texts, text),
    bold: options.bold,
    boldComplexScript: options.bold,
    size: options.size,
    sizeComplexScript: options.size,
  });
}

/** The applicant's words inside a line of the document's text: isolated in a right-to-left document. */
function own(texts: DocxTexts, text: string): string {
  return texts.rightToLeft ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** A phone, an e-mail or an address: always left to right. */
function leftToRight(texts: DocxTexts, text: string): string {
  return texts.rightToLeft ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** A run of a phone, an e-mail or an address: isolated, and never a right-to-left run (Word would shape its digits). */
function leftToRightRun(texts: DocxTexts, text: string): TextRun {
  return new TextRun({ text: leftToRight(texts, text), rightToLeft: false });
}

type ParagraphOptions = ConstructorParameters<typeof Paragraph>[0] & object;

/** A paragraph of the document's own text, in the document's direction. */
function line(
  texts: DocxTexts,
  children: ParagraphChild[],
  options: Partial<ParagraphOptions> = {},
): Paragraph {
  return new Paragraph({ bidirectional: texts.rightToLeft, ...options, children });
}

/** A paragraph holding only the applicant's words, in their own direction (the PDF's dir="auto"). */
function ownLine(
  texts: DocxTexts,
  text: string,
  options: Partial<ParagraphOptions> & { bold?: boolean; size?: number } = {},
): Paragraph {
  const { bold, size, ...paragraph } = options;
  const rightToLeft = runsRightToLeft(texts, text);
  return new Paragraph({
    bidirectional: rightToLeft,
    ...paragraph,
    children: [
      new TextRun({ text, rightToLeft, bold, boldComplexScript: bold, size, sizeComplexScript: size }),
    ],
  });
}

function heading(texts: DocxTexts, title: string): Paragraph {
  return line(texts, [run(texts, title)], { heading: HeadingLevel.HEADING_1 });
}

function entryTitle(texts: DocxTexts, title: string): Paragraph {
  return ownLine(texts, title, { heading: HeadingLevel.HEADING_2 });
}

function bullet(texts: DocxTexts, children: ParagraphChild[], level = 0): Paragraph {
  return line(texts, children, { bullet: { level } });
}

function durationLine(texts: DocxTexts, duration: Parameters<typeof durationText>[0]): Paragraph[] {
  const text = durationText(duration, texts);
  return text === null ? [] : [line(texts, [run(texts, text)])];
}

function header(texts: DocxTexts, resume: ResumeDetail, photo: Buffer | null): Paragraph[] {
  const { contact } = resume;
  const name = displayText(contact.fullName);
  const welcome = displayText(contact.welcome_message);
  const jobTitle = displayText(contact.job_title);
  const paragraphs: Paragraph[] = [];
  if (photo !== null && applicantPhotoUrl(resume.image) !== null) {
    const description = texts.t('photo.alt', { name: name ?? '' });
    paragraphs.push(
      line(texts, [
        new ImageRun({
          type: 'jpg',
          data: photo,
          transformation: { width: PHOTO_SIZE_PX, height: PHOTO_SIZE_PX },
          altText: { name: description, description, title: description },
        }),
      ]),
    );
  }
  if (welcome !== null) paragraphs.push(ownLine(texts, welcome));
  if (name !== null) paragraphs.push(ownLine(texts, name, { heading: HeadingLevel.TITLE }));
  if (jobTitle !== null)
    paragraphs.push(ownLine(texts, jobTitle, { bold: true, size: HALF_POINTS.jobTitle }));
  return paragraphs;
}

/** 'Phone: +964 770 123 4567', the label in the document's words, the value isolated. */
function contactLine(texts: DocxTexts, label: string, value: string | TextRun): Paragraph {
  return line(texts, [
    run(texts, `${label}: `, { bold: true }),
    typeof value === 'string' ? run(texts, value) : value,
  ]);
}

function contactLines(texts: DocxTexts, resume: ResumeDetail, today: Date): Paragraph[] {
  const { t, gender } = texts;
  const { contact } = resume;
  const phone = contact.phone.showPhone ? displayText(contact.phone.phone) : null;
  const email = displayText(shownEmail(contact));
  // Spec §2: the strip shows when a visible phone or an email exists.
  if (phone === null && email === null) return [];
  const [city, zone] = locationParts(contact);
  const location = [
    ...(city === undefined ? [] : [referenceLabel(t, 'city', city)]),
    ...(zone === undefined ? [] : [referenceLabel(t, 'zone', zone)]),
  ];
  const paragraphs: Paragraph[] = [];
  if (phone !== null)
    paragraphs.push(contactLine(texts, t('contact.phone'), leftToRightRun(texts, groupedPhone(phone))));
  if (email !== null) paragraphs.push(contactLine(texts, t('contact.email'), leftToRightRun(texts, email)));
  if (location.length > 0) {
    paragraphs.push(contactLine(texts, t('contact.location'), own(texts, location.join(t('listSeparator')))));
  }
  paragraphs.push(
    contactLine(
      texts,
      t('contact.availability'),
      referenceLabel(t, 'workAvailability', workAvailabilityKey(contact.workAvailability), undefined, gender),
    ),
  );
  const birth = shownBirthdate(contact, today);
  if (birth?.kind === 'age') {
    paragraphs.push(contactLine(texts, t('contact.age'), formatNumber(birth.years, texts.language)));
  } else if (birth?.kind === 'date') {
    const text = birthdateText(birth.birthdate, texts.fullDate);
    if (text !== null) paragraphs.push(contactLine(texts, t('contact.birthdate'), text));
  }
  return paragraphs;
}

function specializations(
  texts: DocxTexts,
  resume: ResumeDetail,
  reference: readonly MainSpecialization[],
): Paragraph[] {
  const { t } = texts;
  const groups = specializationGroups(resume.specializations, reference);
  if (groups.length === 0) return [];
  return [
    heading(texts, t('sections.specializations')),
    ...groups.flatMap((group) => [
      bullet(texts, [
        run(texts, own(texts, referenceLabel(t, 'specialization', group.id, group.name)), { bold: true }),
      ]),
      ...group.subs.map((sub) =>
        bullet(texts, [run(texts, own(texts, referenceLabel(t, 'specialization', sub.id, sub.name)))], 1),
      ),
    ]),
  ];
}

function education(texts: DocxTexts, entries: readonly EducationEntry[]): Paragraph[] {
  if (!isListSectionShown('education', entries)) return [];
  const { t, gender } = texts;
  return [
    heading(texts, t('sections.education')),
    ...entries.flatMap((entry) => {
      const institute = displayText(entry.institute);
      if (institute === null) return [];
      const stored = displayText(entry.degree);
      const degree = stored === null ? null : referenceLabel(t, 'degree', stored, undefined, gender);
      return [
        entryTitle(texts, institute),
        ...(degree === null ? [] : [ownLine(texts, degree)]),
        ...durationLine(texts, entry.duration),
      ];
    }),
  ];
}

type EntryPart<K extends EntrySectionKey> = (texts: DocxTexts, entry: ResumeDetail[K][number]) => Paragraph[];

const employment: EntryPart<'employment'> = (texts, job: EmploymentEntry) => {
  const title = displayText(job.title);
  if (title === null) return [];
  const employer = displayText(job.employer);
  return [
    entryTitle(texts, title),
    ...(employer === null ? [] : [ownLine(texts, employer)]),
    ...durationLine(texts, job.duration),
    ...visibleSkills(job.responsibilities ?? []).map((item) => bullet(texts, [run(texts, own(texts, item))])),
  ];
};

const courses: EntryPart<'courses'> = (texts, course: Course) => {
  const title = displayText(course.title);
  if (title === null) return [];
  const entity = displayText(course.entity);
  const stored = displayText(course.duration);
  return [
    entryTitle(texts, title),
    ...(entity === null ? [] : [ownLine(texts, entity)]),
    ...(stored === null
      ? []
      : [line(texts, [run(texts, referenceLabel(texts.t, 'courseDuration', stored))])]),
  ];
};

const activities: EntryPart<'activities'> = (texts, activity: Activity) => {
  const title = displayText(activity.title);
  if (title === null) return [];
  const stored = displayText(activity.participatedAs);
  const role =
    stored === null ? null : referenceLabel(texts.t, 'participation', stored, undefined, texts.gender);
  const year = yearDisplay(activity.year, texts.monthYear);
  const parts = [...(role === null ? [] : [own(texts, role)]), ...(year === null ? [] : [year])];
  return [
    entryTitle(texts, title),
    ...(parts.length === 0 ? [] : [line(texts, [run(texts, parts.join(texts.t('listSeparator')))])]),
  ];
};

const projects: EntryPart<'projects'> = (texts, project: ProjectEntry) => {
  const name = displayText(project.name);
  if (name === null) return [];
  const description = displayText(project.description);
  const href = linkHref(project.url);
  return [
    entryTitle(texts, name),
    ...durationLine(texts, project),
    ...(description === null ? [] : [ownLine(texts, description)]),
    ...(href === null
      ? []
      : [
          line(texts, [
            new ExternalHyperlink({ link: href, children: [hyperlinkText(texts, linkAddressText(href))] }),
          ]),
        ]),
  ];
};

const volunteering: EntryPart<'volunteering'> = (texts, entry: VolunteeringEntry) => {
  const organization = displayText(entry.organization);
  if (organization === null) return [];
  const role = displayText(entry.role);
  const summary = displayText(entry.summary);
  return [
    entryTitle(texts, organization),
    ...(role === null ? [] : [ownLine(texts, role)]),
    ...durationLine(texts, entry.duration),
    ...(summary === null ? [] : [ownLine(texts, summary)]),
  ];
};

/** Each entry section's part (ENTRY_SECTIONS gives their order and when they show), as the PDF's SECTION_PARTS. */
const ENTRY_PARTS: { [K in EntrySectionKey]: EntryPart<K> } = {
  employment,
  courses,
  activities,
  projects,
  volunteering,
};

function hyperlinkText(texts: DocxTexts, text: string): TextRun {
  return new TextRun({ text: leftToRight(texts, text), style: 'Hyperlink' });
}

function links(texts: DocxTexts, resume: ResumeDetail): Paragraph[] {
  const shown = visibleLinks(resume.contact.links ?? []);
  if (shown.length === 0) return [];
  return [
    heading(texts, texts.t('sections.links')),
    ...shown.map((link) =>
      bullet(texts, [
        new ExternalHyperlink({
          link: link.href,
          children: [new TextRun({ text: own(texts, link.text), style: 'Hyperlink' })],
        }),
        ...(link.address === null ? [] : [run(texts, ' '), leftToRightRun(texts, link.address)]),
      ]),
    ),
  ];
}

function ratedItems(
  texts: DocxTexts,
  section: 'languages' | 'tools',
  items: readonly RatedItem[],
): Paragraph[] {
  if (!isListSectionShown(section, items)) return [];
  return [
    heading(texts, texts.t(`sections.${section}`)),
    ...items.flatMap((rated) => {
      const item = displayText(rated.item);
      if (item === null) return [];
      const level = referenceLabel(texts.t, 'rating', ratingLabel(rated.rating));
      return [bullet(texts, [run(texts, own(texts, item)), run(texts, `: ${level}`)])];
    }),
  ];
}

function skills(texts: DocxTexts, resume: ResumeDetail): Paragraph[] {
  const shown = visibleSkills(resume.skills);
  if (shown.length === 0) return [];
  return [
    heading(texts, texts.t('sections.skills')),
    ...shown.map((skill) => bullet(texts, [run(texts, own(texts, referenceLabel(texts.t, 'skill', skill)))])),
  ];
}

/** The document's texts, as ResumeDocument's `useDocumentTexts` makes them for the PDF. */
function documentTexts(resume: ResumeDetail): DocxTexts {
  const language = documentLanguageOf(resume);
  const t = prepareResumeDocumentTexts().getFixedT(language, 'resume');
  return {
    t,
    language,
    gender: genderContext(resume.contact.gender),
    rightToLeft: languageDirection(language) === 'rtl',
    ...documentDates(t, language),
  };
}

/** The resume (the public resume: what its owner keeps off it is not given) as a .docx file. */
export async function renderResumeDocx(
  resume: ResumeDetail,
  options: RenderResumeDocxOptions,
): Promise<Buffer> {
  const texts = documentTexts(resume);
  const { t, language } = texts;
  const summary = displaySummary(resume.summary);
  const name = displayText(resume.contact.fullName);
  const children: Paragraph[] = [
    ...header(texts, resume, options.photo ?? null),
    ...contactLines(texts, resume, options.today ?? new Date()),
    ...(summary === null ? [] : [heading(texts, t('sections.summary')), ownLine(texts, summary)]),
    ...specializations(texts, resume, options.specializations),
    ...education(texts, resume.education),
    ...ENTRY_SECTIONS.flatMap(({ key }) => {
      const entries: readonly object[] = resume[key] ?? [];
      if (!isListSectionShown(key, entries)) return [];
      const part = ENTRY_PARTS[key] as (texts: DocxTexts, entry: object) => Paragraph[];
      return [heading(texts, t(`sections.${key}`)), ...entries.flatMap((entry) => part(texts, entry))];
    }),
    ...links(texts, resume),
    ...ratedItems(texts, 'languages', resume.languages),
    ...skills(texts, resume),
    ...ratedItems(texts, 'tools', resume.tools),
  ];
  const font = { ascii: LATIN_FONT, hAnsi: LATIN_FONT, cs: SCRIPT_FONT[language] };
  const document = new Document({
    creator: 'Talent Pool',
    title: name ?? t('documentTitle'),
    ...(name === null ? {} : { lastModifiedBy: name }),
    styles: {
      default: {
        document: {
          run: {
            font,
            size: HALF_POINTS.body,
            sizeComplexScript: HALF_POINTS.body,
            language: { value: WORD_LANGUAGE.en, bidirectional: WORD_LANGUAGE[language] },
          },
          paragraph: { alignment: AlignmentType.START, spacing: { after: 60 } },
        },
        title: {
          run: {
            font,
            size: HALF_POINTS.name,
            sizeComplexScript: HALF_POINTS.name,
            bold: true,
            boldComplexScript: true,
          },
        },
        heading1: {
          run: {
            font,
            size: HALF_POINTS.heading,
            sizeComplexScript: HALF_POINTS.heading,
            bold: true,
            boldComplexScript: true,
          },
          paragraph: { spacing: { before: 240, after: 80 }, keepNext: true },
        },
        heading2: {
          run: {
            font,
            size: HALF_POINTS.entry,
            sizeComplexScript: HALF_POINTS.entry,
            bold: true,
            boldComplexScript: true,
          },
          paragraph: { spacing: { before: 120, after: 40 }, keepNext: true },
        },
      },
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
