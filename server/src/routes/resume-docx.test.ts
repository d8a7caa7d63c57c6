import type { ResumeDetail } from '@talent/resume-model';
import {
  aMixedResume,
  aResume,
  ARABIC_NAME,
  ARABIC_SECTION_HEADINGS,
  KURDISH_SECTION_HEADINGS,
  SECTION_HEADINGS,
} from '@talent/test-kit/resumes';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { startResumeTestServer } from '../testing/resume-server';
import { pdfContentDisposition } from './resume-document';

const { aStranger, applicantWith, download } = startResumeTestServer();

/** Every section filled, Projects and Volunteering too (Zainab's own, with the mixed resume's words). */
function everySection(language: ResumeDetail['language'] = 'en'): ResumeDetail {
  const { projects, volunteering } = aResume();
  return { ...aMixedResume(), language, projects, volunteering };
}

const downloadDocx = (body: unknown, token?: string) => download('/api/download-resume-docx', body, token);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** The document read back as Word's structure: headings, list items, paragraphs. */
async function readBack(bytes: Buffer) {
  const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
  const texts = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map((match) =>
      // Bidi isolates and markup are not words.
      match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/[\u2066-\u2069]/g, '')
        .replace(/&(amp|lt|gt|quot);/g, (_entity, name: string) => ENTITIES[name]!),
    );
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  const styles = await zip.file('word/styles.xml')!.async('string');
  const { value: text } = await mammoth.extractRawText({ buffer: bytes });
  return { html, headings: texts('h1'), entries: texts('h2'), items: texts('li'), xml, styles, text };
}

const PDF_ORDER = [...SECTION_HEADINGS.slice(0, 6), 'Projects', 'Volunteering', ...SECTION_HEADINGS.slice(6)];

describe('POST /api/download-resume-docx', () => {
  it('gives a Word document with the PDF’s sections in the PDF’s order, as real headings and lists', async () => {
    const { applicantId } = await applicantWith(everySection());
    const { response, bytes } = await downloadDocx({ applicant_id: applicantId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe(pdfContentDisposition(ARABIC_NAME, 'docx'));
    expect(response.headers.get('content-disposition')).toContain('.docx');
    const { headings, entries, items, xml, text } = await readBack(bytes);
    expect(headings).toEqual(PDF_ORDER);
    expect(entries).toEqual([
      'University of Baghdad',
      'Front-end Developer',
      'Cloud Basics',
      'Baghdad Hackathon',
      'Clinic booking app',
      'Iraqi Red Crescent Society',
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        'Built the company site',
        'Led the Arabic localisation',
        'Teamwork',
        'React: Very Good',
        'Arabic: Excellent',
      ]),
    );
    // The name in Word's Title style; lists are Word lists (numbering), not typed bullets.
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/>.*?زينب الربيعي/);
    expect(xml).toContain('<w:numPr>');
    expect(text).toContain('January 2019 – Present');
    expect(text).toContain('+964 770 123 4567');
    // An English document's own lines run left to right; the applicant's Arabic words in their own direction.
    expect(xml).not.toMatch(/Heading1"\/><w:bidi\/>/);
    expect(xml).toMatch(
      /<w:bidi\/><\/w:pPr><w:r><w:rPr><w:rtl\/><\/w:rPr><w:t xml:space="preserve">مطورة ويب/,
    );
  });

  it.each([
    ['ar', ARABIC_SECTION_HEADINGS, 'ar-IQ'],
    ['ckb', KURDISH_SECTION_HEADINGS, 'ku-Arab-IQ'],
  ] as const)(
    'writes a %s resume right to left, its headings in its language',
    async (language, expected, tag) => {
      const { applicantId } = await applicantWith(everySection(language));
      const { bytes } = await downloadDocx({ applicant_id: applicantId, language });
      const { headings, xml, styles, text } = await readBack(bytes);
      expect(headings).toEqual([
        ...expected.slice(0, 6),
        expect.any(String),
        expect.any(String),
        ...expected.slice(6),
      ]);
      // Paragraphs right to left (w:bidi), runs of the document's words right to left (w:rtl), the
      // complex-script language set for spelling and shaping.
      expect(xml).toContain('<w:bidi/>');
      expect(xml).toContain('<w:rtl/>');
      expect(styles).toContain(`w:bidi="${tag}"`);
      // The phone reads left to right in its own isolate.
      expect(text).toContain('\u2066+964 770 123 4567\u2069');
    },
  );

  it('gives what the PDF gives: the public resume, a draft to its owner alone', async () => {
    const resume = everySection();
    resume.contact = { ...resume.contact, showEmail: false };
    const { applicantId, token } = await applicantWith(resume, false);
    expect((await downloadDocx({ applicant_id: applicantId })).response.status).toBe(404);
    const stranger = await aStranger();
    expect((await downloadDocx({ applicant_id: applicantId }, stranger.token)).response.status).toBe(404);
    const own = await downloadDocx({ applicant_id: applicantId }, token);
    expect(own.response.status).toBe(200);
    const { text } = await readBack(own.bytes);
    expect(text).toContain('Clinic booking app');
    expect(text).not.toContain('zainab@example.com');
  });

  it('answers 422 for a missing or malformed applicant id and 404 for one that names no resume', async () => {
    expect((await downloadDocx({})).response.status).toBe(422);
    expect((await downloadDocx({ applicant_id: 'seven' })).response.status).toBe(422);
    expect((await downloadDocx({ applicant_id: 987654 })).response.status).toBe(404);
  });
});
