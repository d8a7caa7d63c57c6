import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOnImportThread } from './import-threads';
import { matchReferenceValues } from './reference-values';

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
