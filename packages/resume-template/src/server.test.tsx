/** @jest-environment node */
import { embeddedResumeFontCss, renderResumeHtml } from './server';
import {
  ARABIC_NAME,
  ARABIC_SECTION_HEADINGS,
  aMixedResume,
  aHostileResume,
  KURDISH_SECTION_HEADINGS,
  SCRIPT_PAYLOAD,
  SECTION_HEADINGS,
  SPECIALIZATIONS,
} from '@talent/test-kit/fixtures';

describe('renderResumeHtml', () => {
  it('is a complete document titled and authored with the applicant name', () => {
    const html = renderResumeHtml(aMixedResume(), { specializations: SPECIALIZATIONS });
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain(`<title>${ARABIC_NAME}</title>`);
    expect(html).toContain(`<meta name="author" content="${ARABIC_NAME}">`);
    expect(html).toContain('Professional Summary');
    expect(html).toMatch(/\.[\w-]+\{[^}]*break-inside:avoid/);
  });

  it('embeds the Latin and Arabic fonts, so nothing is fetched from the network', () => {
    const html = renderResumeHtml(aMixedResume(), { specializations: SPECIALIZATIONS });
    const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.map((face) => /font-family:'([^']+)'/.exec(face)?.[1])).toEqual(
      expect.arrayContaining(['Resume Latin', 'Resume Arabic', 'Resume Kurdish']),
    );
    for (const face of faces) expect(face).toContain('src:url("data:font/woff2;base64,');
    expect(html).not.toMatch(/https?:\/\/fonts\./);
  });

  it('is titled Resume when there is no name', () => {
    const resume = aMixedResume();
    resume.contact.fullName = ' ';
    const html = renderResumeHtml(resume, { specializations: SPECIALIZATIONS });
    expect(html).toContain('<title>Resume</title>');
    expect(html).not.toContain('name="author"');
  });

  it('holds no script and shows hostile fields as text, title and author included', () => {
    const html = renderResumeHtml(aHostileResume(), { specializations: SPECIALIZATIONS });
    // Attribute values hold the payload as escaped text; outside them no tag may carry it.
    const markup = html.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<[a-z][^>]*\sonerror/i);
    const escaped = SCRIPT_PAYLOAD.replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html.split(escaped).length).toBeGreaterThan(20);
    expect(html).toContain(`<title>&lt;script&gt;`);
  });

  it('uses the photo source it is given', () => {
    const html = renderResumeHtml(aMixedResume(), {
      specializations: SPECIALIZATIONS,
      photoSrc: 'data:image/png;base64,AAAA',
    });
    expect(html).toContain('src="data:image/png;base64,AAAA"');
  });

  it('shows the placeholder when the photo file cannot be had', () => {
    const html = renderResumeHtml(aMixedResume(), { specializations: SPECIALIZATIONS, photoSrc: null });
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="No photo"');
  });

  it('leaves the fonts out for a printer that already holds them', () => {
    const html = renderResumeHtml(aMixedResume(), { specializations: SPECIALIZATIONS, embedFonts: false });
    expect(html).not.toContain('@font-face');
    expect(embeddedResumeFontCss().match(/@font-face/g)).toHaveLength(8);
  });

  it('leaves out the ligatures that PDF text extraction reads backwards', () => {
    const html = renderResumeHtml(aMixedResume(), { specializations: SPECIALIZATIONS });
    expect(html).toMatch(/font-feature-settings:'rlig' 0/);
  });

  it('prints an Arabic resume in Arabic, right to left, with no English heading (issue #16)', () => {
    const html = renderResumeHtml(
      { ...aMixedResume(), language: 'ar' },
      { specializations: SPECIALIZATIONS },
    );
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    for (const heading of ARABIC_SECTION_HEADINGS) expect(html).toContain(heading);
    for (const heading of SECTION_HEADINGS) expect(html).not.toContain(`>${heading}<`);
  });

  it('prints a Kurdish resume in Sorani and titles a nameless one in its language', () => {
    const resume = { ...aMixedResume(), language: 'ckb' as const };
    resume.contact.fullName = '';
    const html = renderResumeHtml(resume, { specializations: SPECIALIZATIONS });
    expect(html.startsWith('<!DOCTYPE html><html lang="ckb" dir="rtl">')).toBe(true);
    for (const heading of KURDISH_SECTION_HEADINGS) expect(html).toContain(heading);
    expect(html).toContain('<title>ژیاننامە</title>');
  });

  it("writes a Kurdish resume's months and digits as the browser does, not as Node's own Kurdish data", () => {
    const resume = { ...aMixedResume(), language: 'ckb' as const };
    resume.employment[0]!.duration = {
      start_year: '2019',
      start_month: '12',
      end_year: 'Present',
      end_month: '',
    };
    const html = renderResumeHtml(resume, { specializations: SPECIALIZATIONS });
    // The catalogue's December (the same as in Chromium, which has no Kurdish `Intl`), not CLDR's «کانونی».
    expect(html).toContain('کانوونی یەکەمی ٢٠١٩');
    expect(html).not.toContain('کانونی');
    expect(html).toContain('١٢ی نیسانی ١٩٩٦');
    expect(html).toContain('ئەیلوولی ٢٠١٤');
  });
});
