// `pnpm --filter @talent/server import:recovery`: how much of a resume the import gives back (issue 33).
// Writes our own PDF export of six demo resumes (two each in en, ar and ckb, printed by the server's PDF
// engine) into test-fixtures/resume-import (with `--write`), then reads every fixture back through the
// import and prints, per file, the share of the source's filled fields that came back equal. The written
// Word CV is compared with what its author typed (WRITTEN_CV below). Targets: own exports ≥ 95 %, the
// written Word CV ≥ 90 %. Prints; asserts nothing.

import fs from 'node:fs';
import path from 'node:path';
import { type Language } from '@talent/i18n/src/languages';
import {
  detailFromBuilder,
  emptyResume,
  type MainSpecialization,
  type ResumeDetail,
  type ResumeDraft,
} from '@talent/resume-model';
import { embeddedResumeFontCss, renderResumeHtml } from '@talent/resume-template/server';
import { generateDemoApplicants } from '../src/demo/generate';
import { defaultChromiumPath, PdfEngine } from '../src/pdf/pdf-engine';
import { specializations } from '../src/reference-data/reference-lists';
import { parseResumeFile } from '../src/resume-import/parse-file';
import { matchReferenceValues } from '../src/resume-import/reference-values';

const folder = path.join(__dirname, '..', 'test-fixtures', 'resume-import');
const TODAY = new Date('2026-01-15T00:00:00Z');

const MAINS: MainSpecialization[] = specializations.map((main) => ({
  id: main.id,
  title: main.title,
  children: main.subSpecialities.map((sub) => ({ id: sub.id, title: sub.title })),
}));

/** Two published demo resumes in each language, showing their phone and e-mail (the PDF prints them then). */
export function demoResumesByLanguage(): Array<{ name: string; resume: ResumeDraft }> {
  const chosen: Array<{ name: string; resume: ResumeDraft }> = [];
  const wanted: Record<Language, number> = { en: 2, ar: 2, ckb: 2 };
  for (const applicant of generateDemoApplicants(200, { today: TODAY })) {
    const resume = applicant.resume;
    if (!resume.published || wanted[resume.language] === 0) continue;
    wanted[resume.language] -= 1;
    resume.contact.phone.showPhone = true;
    resume.contact.showEmail = true;
    chosen.push({ name: `own-export-${resume.language}-${2 - wanted[resume.language]}`, resume });
  }
  return chosen;
}

const detailOf = (resume: ResumeDraft, id: number): ResumeDetail => ({
  ...resume,
  id,
  image: null,
  published: true,
  updated_at: null,
  specializations: detailFromBuilder(resume.specializations, MAINS),
});

/** What the author of written-cv.docx typed, in the builder's shape. */
function writtenCv(): ResumeDraft {
  const cv = emptyResume();
  Object.assign(cv.contact, {
    fullName: 'Hawre Jalal Ahmed',
    job_title: 'Civil Engineer',
    email: 'hawre.jalal@example.org',
    phone: { phone: '+964 750 444 5566', showPhone: false },
    city: 'Sulaymaniyah',
  });
  cv.summary = 'Site engineer with eight years on roads and schools across the Kurdistan Region.';
  const span = (start_year: string, start_month: string, end_year: string) => ({
    start_year,
    start_month,
    end_year,
    end_month: '',
  });
  cv.employment = [
    {
      title: 'Site Engineer',
      employer: 'Kar Group',
      duration: span('2019', '6', 'Present'),
      responsibilities: ['Supervised a 12 km ring road section', 'Led a crew of 40'],
    },
    {
      title: 'Junior Engineer',
      employer: 'Ministry of Construction',
      duration: span('2016', '', '2019'),
      responsibilities: ['Checked school building designs'],
    },
  ];
  cv.education = [
    { degree: "Bachelor's", institute: 'University of Sulaimani', duration: span('2012', '', '2016') },
  ];
  cv.courses = [{ title: 'AutoCAD Civil 3D', entity: 'Autodesk Training Centre', duration: '' }];
  cv.volunteering = [
    {
      organization: 'Kurdistan Save the Children',
      role: 'Volunteer builder',
      summary: 'Rebuilt two classrooms in Penjwen.',
      duration: span('2015', '', '2016'),
    },
  ];
  cv.projects = [
    {
      name: 'Bridge load calculator',
      description: 'A spreadsheet for small bridge loads.',
      url: '',
      start_year: '2018',
      start_month: '',
      end_year: '2019',
      end_month: '',
    },
  ];
  cv.languages = [
    { item: 'Kurdish', rating: 5 },
    { item: 'Arabic', rating: 4 },
    { item: 'English', rating: 3 },
  ];
  cv.skills = ['Leadership', 'Problem Solving', 'Teamwork'];
  cv.tools = [
    { item: 'AutoCAD', rating: 4 },
    { item: 'Primavera P6', rating: 3 },
  ];
  return cv;
}

/** Choices the PDF does not print (how a birth date or the phone shows, the grammar's gender). */
const NOT_PRINTED = new Set([
  'image',
  'published',
  'contact.gender',
  'contact.phone.showPhone',
  'contact.showEmail',
  'contact.birthdateDisplay',
]);

/** The filled leaves of a resume by path: 'employment.0.title' → 'Accountant'. */
function leaves(value: unknown, at = '', into = new Map<string, string>()): Map<string, string> {
  if (NOT_PRINTED.has(at)) return into;
  if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, at ? `${at}.${index}` : String(index), into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) leaves(item, at ? `${at}.${key}` : key, into);
  } else if (value !== '' && value !== false && value !== 0 && value !== null && value !== undefined) {
    into.set(at, String(value).replace(/\s+/g, ' ').trim());
  }
  return into;
}

function recovered(
  source: ResumeDraft,
  imported: ResumeDraft,
): { found: number; total: number; missed: string[] } {
  const expected = leaves(source);
  const got = leaves(imported);
  const missed = [...expected]
    .filter(([key, value]) => got.get(key) !== value)
    .map(([key, value]) => `${key}=${value} ≠ ${got.get(key) ?? '∅'}`);
  return { found: expected.size - missed.length, total: expected.size, missed };
}

async function readBack(file: string): Promise<ResumeDraft> {
  const parsed = await parseResumeFile(fs.readFileSync(path.join(folder, file)));
  return matchReferenceValues(parsed.draft).draft;
}

async function main() {
  const own = demoResumesByLanguage();
  if (process.argv.includes('--write')) {
    const engine = new PdfEngine({ executablePath: defaultChromiumPath(), pageCss: embeddedResumeFontCss() });
    try {
      for (const [index, { name, resume }] of own.entries()) {
        const html = renderResumeHtml(detailOf(resume, index + 1), {
          specializations: MAINS,
          photoSrc: null,
          embedFonts: false,
        });
        fs.writeFileSync(path.join(folder, `${name}.pdf`), await engine.print(html));
      }
    } finally {
      await engine.close();
    }
  }
  const cases = [
    ...own.map(({ name, resume }) => ({ file: `${name}.pdf`, source: resume })),
    { file: 'written-cv.docx', source: writtenCv() },
  ];
  const verbose = process.argv.includes('--verbose');
  let ownFound = 0;
  let ownTotal = 0;
  for (const { file, source } of cases) {
    const result = recovered(source, await readBack(file));
    if (file.startsWith('own-export')) {
      ownFound += result.found;
      ownTotal += result.total;
    }
    console.log(
      `${file.padEnd(24)} ${((100 * result.found) / result.total).toFixed(1).padStart(5)} % (${result.found}/${result.total} fields)`,
    );
    if (verbose) for (const miss of result.missed) console.log(`    ${miss}`);
  }
  console.log(
    `own PDF exports together: ${((100 * ownFound) / ownTotal).toFixed(1)} % of ${ownTotal} fields`,
  );
}

void main();
