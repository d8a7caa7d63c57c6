import { initI18n } from '@talent/i18n';
import arabic from '@talent/i18n/src/locales/ar/resume.json';
import { addDocumentTexts } from './documentTexts';
import { cssString, pageFooterCss } from './pageFooter';
import arabicReference from '@talent/i18n/src/locales/ar/reference.json';
import englishReference from '@talent/i18n/src/locales/en/reference.json';
import english from '@talent/i18n/src/locales/en/resume.json';

const i18n = initI18n();
beforeAll(() => {
  addDocumentTexts('en', { resume: english, reference: englishReference });
  addDocumentTexts('ar', { resume: arabic, reference: arabicReference });
});

describe('the foot of the later printed pages (issue #23)', () => {
  it('numbers the pages in English with the name at the start side, none on the first page', () => {
    const css = pageFooterCss({ name: 'Zainab', language: 'en', t: i18n.getFixedT('en', 'resume') });
    expect(css).toContain('@bottom-left{content:"Zainab"');
    expect(css).toContain(
      '@bottom-right{content:"Page " counter(page, decimal) " of " counter(pages, decimal)',
    );
    expect(css).toContain('@page:first{@bottom-left{content:none}@bottom-right{content:none}}');
  });

  it('numbers them in Arabic, in Arabic-Indic digits, the name on the right', () => {
    const css = pageFooterCss({ name: 'زينب', language: 'ar', t: i18n.getFixedT('ar', 'resume') });
    expect(css).toContain('@bottom-right{content:"زينب"');
    expect(css).toContain(
      '@bottom-left{content:"الصفحة " counter(page, arabic-indic) " من " counter(pages, arabic-indic)',
    );
    expect(css).toContain('direction:rtl');
  });

  it('leaves the name out for a resume without one', () => {
    const css = pageFooterCss({ name: null, language: 'en', t: i18n.getFixedT('en', 'resume') });
    expect(css).not.toContain('@bottom-left{content:"');
    expect(css).toContain('counter(page');
  });

  it('writes a name so that it can end neither the string, the rule nor the style element', () => {
    const written = cssString('Zainab "x" \\ }</style><script>');
    expect(written).toBe('"Zainab \\22 x\\22  \\5c  \\7d \\3c \\2f style\\3e \\3c script\\3e "');
    expect(written.slice(1, -1)).not.toMatch(/["<>{}]/);
  });
});
