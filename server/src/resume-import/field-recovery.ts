// How much of a resume the import gives back (issue 33: our own exports ≥ 95 % of fields, a CV written
// in Word ≥ 90 %): the share of a source resume's filled fields that an import of it holds, equal.
// `pnpm --filter @talent/server import:recovery` prints the figures; the import tests hold the bounds.

import { type Language } from '@talent/i18n/src/languages';
import {
  detailFromBuilder,
  type MainSpecialization,
  type ResumeDetail,
  type ResumeDraft,
  toJsonResume,
} from '@talent/resume-model';
import { renderResumeDocx } from '@talent/resume-template/docx';
import { generateDemoApplicants } from '../demo/generate';
import { specializations } from '../reference-data/reference-lists';
import { documentLabels } from '../routes/resume-export';

/** The day the demo resumes are made on: the same resumes every run. */
export const RECOVERY_TODAY = new Date('2026-01-15T00:00:00Z');

export const MAIN_SPECIALIZATIONS: MainSpecialization[] = specializations.map((main) => ({
  id: main.id,
  title: main.title,
  children: main.subSpecialities.map((sub) => ({ id: sub.id, title: sub.title })),
}));

/** Two published demo resumes in each language, showing their phone and e-mail (the documents print them then). */
export function demoResumesByLanguage(): Array<{ name: string; resume: ResumeDraft }> {
  const chosen: Array<{ name: string; resume: ResumeDraft }> = [];
  const wanted: Record<Language, number> = { en: 2, ar: 2, ckb: 2 };
  for (const applicant of generateDemoApplicants(200, { today: RECOVERY_TODAY })) {
    const resume = applicant.resume;
    if (!resume.published || wanted[resume.language] === 0) continue;
    wanted[resume.language] -= 1;
    resume.contact.phone.showPhone = true;
    resume.contact.showEmail = true;
    chosen.push({ name: `own-export-${resume.language}-${2 - wanted[resume.language]}`, resume });
  }
  return chosen;
}

export const detailOfDraft = (resume: ResumeDraft, id: number): ResumeDetail => ({
  ...resume,
  id,
  image: null,
  published: true,
  updated_at: null,
  specializations: detailFromBuilder(resume.specializations, MAIN_SPECIALIZATIONS),
});

/** Our Word export of `resume`, as POST /api/download-resume-docx writes it. */
export function wordExportOf(resume: ResumeDraft): Promise<Buffer> {
  return renderResumeDocx(detailOfDraft(resume, 1), {
    specializations: MAIN_SPECIALIZATIONS,
    photo: null,
    today: RECOVERY_TODAY,
  });
}

/** Our JSON Resume export of `resume` (the owner's copy), as GET /api/applicants/{id}/json-resume writes it. */
export function jsonExportOf(resume: ResumeDraft): Buffer {
  const document = toJsonResume(
    { resume, published: true, updatedAt: null, photoUrl: null },
    { label: documentLabels(resume) },
  );
  return Buffer.from(JSON.stringify(document));
}

/**
 * What a printed document does not carry: how a birth date or the phone shows, the grammar's gender,
 * and the other languages' versions (a PDF or Word file is one language; the JSON export keeps them).
 */
export const NOT_PRINTED: ReadonlySet<string> = new Set([
  'image',
  'published',
  'contact.gender',
  'contact.phone.showPhone',
  'contact.showEmail',
  'contact.birthdateDisplay',
  'translations',
]);

/** The filled leaves of a resume by path: 'employment.0.title' → 'Accountant'. */
export function filledFields(
  value: unknown,
  skip: ReadonlySet<string> = NOT_PRINTED,
  at = '',
  into = new Map<string, string>(),
): Map<string, string> {
  if (skip.has(at)) return into;
  if (Array.isArray(value))
    value.forEach((item, index) => filledFields(item, skip, at ? `${at}.${index}` : String(index), into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      filledFields(item, skip, at ? `${at}.${key}` : key, into);
  } else if (value !== '' && value !== false && value !== 0 && value !== null && value !== undefined) {
    const text = String(value).replace(/\s+/g, ' ').trim();
    // A phone number is the same number however its digits are grouped.
    into.set(at, at.endsWith('phone.phone') ? text.replace(/[\s-]/g, '') : text);
  }
  return into;
}

export interface Recovery {
  found: number;
  total: number;
  /** 'path=expected ≠ imported' for each field that did not come back equal. */
  missed: string[];
}

/** How many of `source`'s filled fields `imported` holds, equal. */
export function recovered(
  source: ResumeDraft,
  imported: ResumeDraft,
  skip: ReadonlySet<string> = NOT_PRINTED,
): Recovery {
  const expected = filledFields(source, skip);
  const got = filledFields(imported, skip);
  const missed = [...expected]
    .filter(([key, value]) => got.get(key) !== value)
    .map(([key, value]) => `${key}=${value} ≠ ${got.get(key) ?? '∅'}`);
  return { found: expected.size - missed.length, total: expected.size, missed };
}

/** Several recoveries as one. */
export const together = (all: Recovery[]): Recovery => ({
  found: all.reduce((sum, one) => sum + one.found, 0),
  total: all.reduce((sum, one) => sum + one.total, 0),
  missed: all.flatMap((one) => one.missed),
});

export const percent = ({ found, total }: Recovery) => (total === 0 ? 100 : (100 * found) / total);
