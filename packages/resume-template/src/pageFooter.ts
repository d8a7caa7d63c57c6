// The foot of a printed resume's later pages (issue #23): the applicant's name at the start side and
// 'Page 2 of 3' at the end side, in the document's language, direction and digits. Written as CSS
// page-margin boxes, so Chromium numbers the pages itself; the first page carries none (its header
// already names the person, and a one-page resume needs no number).

import { formatNumber } from '@talent/i18n/src/formats';
import { type Language, languageDirection } from '@talent/i18n/src/languages';
import { theme } from '@talent/ui/src/theme';
import { RESUME_FONT_STACK, RESUME_KURDISH_FONT_STACK } from './fonts';

/** The document's `t` for the `resume` namespace, as `i18n.getFixedT(language, 'resume')` gives it. */
type DocumentT = (key: 'pageNumber', values: { page: string; pages: string }) => string;

const PAGE_MARK = '\u0001';
const PAGES_MARK = '\u0002';

/**
 * A CSS string holding `text` whatever it contains: everything but letters, digits and spaces is
 * written as an escape, so no name can end the string, the rule or the <style> element.
 */
export function cssString(text: string): string {
  const escaped = Array.from(text, (character) =>
    /[\p{L}\p{N}\p{M} ]/u.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `,
  ).join('');
  return `"${escaped}"`;
}

/** 'Page {{page}} of {{pages}}' as CSS content, the numbers counted by the printer in the language's digits. */
function pageNumberContent(t: DocumentT, language: Language): string {
  const digits = formatNumber(0, language) === '0' ? 'decimal' : 'arabic-indic';
  const pattern = t('pageNumber', { page: PAGE_MARK, pages: PAGES_MARK });
  return pattern
    .split(new RegExp(`(${PAGE_MARK}|${PAGES_MARK})`))
    .filter((part) => part !== '')
    .map((part) =>
      part === PAGE_MARK
        ? `counter(page, ${digits})`
        : part === PAGES_MARK
          ? `counter(pages, ${digits})`
          : cssString(part),
    )
    .join(' ');
}

/** The @page rules that print the name and the page number at the foot of every page but the first. */
export function pageFooterCss({
  name,
  language,
  t,
}: {
  name: string | null;
  language: Language;
  t: DocumentT;
}): string {
  const rtl = languageDirection(language) === 'rtl';
  const [start, end] = rtl ? ['bottom-right', 'bottom-left'] : ['bottom-left', 'bottom-right'];
  // The name is the applicant's own text: laid out in its own direction (like dir="auto").
  const fonts = language === 'ckb' ? RESUME_KURDISH_FONT_STACK : RESUME_FONT_STACK;
  const box = (content: string, align: 'start' | 'end', ownText = false) =>
    `{content:${content};font-family:${fonts};font-size:8pt;color:${theme.colors.textMuted};` +
    `direction:${rtl ? 'rtl' : 'ltr'};text-align:${align};vertical-align:middle;` +
    `${ownText ? 'unicode-bidi:plaintext;' : ''}}`;
  const nameBox = name === null ? '' : `@${start}${box(cssString(name), 'start', true)}`;
  return (
    `@page{${nameBox}@${end}${box(pageNumberContent(t, language), 'end')}}` +
    `@page:first{@${start}{content:none}@${end}{content:none}}`
  );
}
