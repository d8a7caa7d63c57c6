// A Word document's paragraphs as lines, with mammoth (its HTML keeps headings, bold runs and list
// items). The archive is checked and written again from bounded entries first (zip-entries.ts), and a
// part declaring a DTD is refused: Word never writes one, and an external entity has no business here.

import mammoth from 'mammoth';
import { stripDirectionMarks } from './cv-dates';
import { ImportFailure } from './import-failure';
import type { CvLine } from './text-cv';
import { rezipped } from './zip-entries';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decoded = (html: string) =>
  stripDirectionMarks(
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
        name.startsWith('#x')
          ? String.fromCodePoint(parseInt(name.slice(2), 16))
          : name.startsWith('#')
            ? String.fromCodePoint(Number(name.slice(1)))
            : (ENTITIES[name] ?? whole),
      ),
  )
    .replace(/\s+/g, ' ')
    .trim();

/** Word's own style for a document's title, which people (and our export) give the name. */
const STYLE_MAP = ["p[style-name='Title'] => p.title:fresh"];
/** The title stands out as the largest text: what the reader takes for the name (text-cv.ts). */
const TITLE_SIZE = 20;

/** The lines of a .docx whose entries `zipEntries` read. */
export async function docxLines(entries: Record<string, Uint8Array>): Promise<CvLine[]> {
  const decoder = new TextDecoder();
  for (const [name, bytes] of Object.entries(entries)) {
    if (/\.(xml|rels)$/i.test(name) && /<!(DOCTYPE|ENTITY)/i.test(decoder.decode(bytes.subarray(0, 4096)))) {
      throw new ImportFailure('unreadable');
    }
  }
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      { buffer: Buffer.from(rezipped(entries)) },
      { styleMap: STYLE_MAP },
    ));
  } catch {
    throw new ImportFailure('unreadable');
  }
  const lines: CvLine[] = [];
  // Block by block; a list item's own nested list follows it as lines of its own.
  const blocks = html.replace(/<\/?(ul|ol|table|tbody|tr)[^>]*>/g, '\n').split(/(?=<(?:h[1-6]|p|li|td)\b)/);
  for (const block of blocks) {
    const tag = /^<(h[1-6]|p|li|td)\b/.exec(block)?.[1];
    if (!tag) continue;
    const text = decoded(block);
    if (text === '') continue;
    const inner = block.replace(/^<[^>]+>/, '').trim();
    const strong =
      tag.startsWith('h') ||
      (/^<strong>/.test(inner) && decoded(inner.replace(/<strong>.*?<\/strong>/g, '')) === '');
    const title = /^<p class="title"/.test(block);
    lines.push({ text, strong, bullet: tag === 'li', ...(title ? { size: TITLE_SIZE } : {}) });
  }
  return lines;
}
