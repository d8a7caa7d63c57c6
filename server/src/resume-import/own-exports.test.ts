import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  demoResumesByLanguage,
  jsonExportOf,
  percent,
  recovered,
  together,
  wordExportOf,
} from './field-recovery';
import { readOnImportThread } from './import-threads';
import { parseResumeFile } from './parse-file';
import { matchReferenceValues } from './reference-values';
import { WRITTEN_CVS } from './written-cvs';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', 'test-fixtures', 'resume-import', name));

// On the import thread, as the route reads files (pdf.js is an ES module, which Jest's own loader cannot import).
async function imported(name: string) {
  const reply = await readOnImportThread(fixture(name));
  if (!reply.ok) throw new Error(`${name}: ${reply.failure}`);
  return { source: reply.source, ...matchReferenceValues(reply.draft) };
}

describe('our own PDF export read back', () => {
  it('finds the sections of an English resume by their headings, side-by-side columns included', async () => {
    const { source, draft } = await imported('own-export-en-1.pdf');
    expect(source).toBe('pdf');
    expect(draft.language).toBe('en');
    expect(draft.contact).toMatchObject({
      job_title: 'Procurement Officer',
      city: 'Karbala',
      birthdate: '1995-05-04',
    });
    expect(draft.education[0]).toMatchObject({ degree: "Bachelor's", institute: 'University of Karbala' });
    expect(draft.employment[0]!.duration).toEqual({
      start_year: '2024',
      start_month: '6',
      end_year: 'Present',
      end_month: '',
    });
    expect(draft.languages).toEqual([
      { item: 'Arabic', rating: 5 },
      { item: 'English', rating: 2 },
    ]);
  });

  it('reads an Arabic resume right to left, its Iraqi month names and "حتى الآن" included', async () => {
    const { draft } = await imported('own-export-ar-1.pdf');
    expect(draft.language).toBe('ar');
    expect(draft.contact).toMatchObject({
      fullName: 'هدى الجبوري',
      job_title: 'مسؤولة توظيف',
      city: 'Najaf',
    });
    expect(draft.employment[0]).toMatchObject({
      title: 'منسقة موارد بشرية',
      employer: 'مصرف الرشيد',
      duration: { start_year: '2011', start_month: '11', end_year: 'Present' },
    });
    expect(draft.specializations).toEqual([{ id: 2, sub: [{ id: 202 }] }]);
  });

  it('reads a Kurdish resume', async () => {
    const { draft } = await imported('own-export-ckb-2.pdf');
    expect(draft.language).toBe('ckb');
    expect(draft.employment.length).toBeGreaterThan(0);
    expect(draft.employment[0]!.duration.start_year).toMatch(/^\d{4}$/);
  });
});

// Issue 33's bounds: our own exports ≥ 95 % of fields, a CV written in Word ≥ 90 %
// (`pnpm --filter @talent/server import:recovery` prints the figures these hold).
describe('how much of a resume comes back', () => {
  const own = demoResumesByLanguage();
  const languages = ['en', 'ar', 'ckb'] as const;
  const ofLanguage = (language: string) => own.filter(({ resume }) => resume.language === language);

  it.each(languages)('our PDF export in %s: at least 95 %% of fields', async (language) => {
    const results = [];
    for (const { name, resume } of ofLanguage(language)) {
      results.push(recovered(resume, (await imported(`${name}.pdf`)).draft));
    }
    expect(percent(together(results))).toBeGreaterThanOrEqual(95);
  });

  it.each(languages)('our Word export in %s: at least 95 %% of fields', async (language) => {
    const results = [];
    for (const { resume } of ofLanguage(language)) {
      const parsed = await parseResumeFile(await wordExportOf(resume));
      expect(parsed.source).toBe('docx');
      results.push(recovered(resume, matchReferenceValues(parsed.draft).draft));
    }
    expect(percent(together(results))).toBeGreaterThanOrEqual(95);
  });

  it.each(languages)(
    'our JSON export in %s, its other language versions included: at least 95 %% of fields',
    async (language) => {
      const results = [];
      for (const { resume } of ofLanguage(language)) {
        const parsed = await parseResumeFile(jsonExportOf(resume));
        expect(parsed.source).toBe('json-resume');
        const draft = matchReferenceValues(parsed.draft).draft;
        results.push(recovered(resume, draft, new Set(['image', 'published'])));
      }
      expect(percent(together(results))).toBeGreaterThanOrEqual(95);
    },
  );

  it.each(WRITTEN_CVS.map((cv) => [cv.file, cv] as const))(
    'a CV written in Word (%s): at least 90 %% of what its author typed',
    async (name, { source }) => {
      const { draft } = await imported(name);
      expect(percent(recovered(source(), draft))).toBeGreaterThanOrEqual(90);
    },
  );

  it('counts a field missed: a resume read back without its employer loses that field', () => {
    const { resume } = own[0]!;
    const altered = structuredClone(resume);
    altered.employment[0]!.employer = 'Another company';
    const result = recovered(resume, altered);
    expect(result.total - result.found).toBe(1);
    expect(result.missed[0]).toMatch(/^employment\.0\.employer=/);
  });
});
