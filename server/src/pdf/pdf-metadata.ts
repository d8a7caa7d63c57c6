// Chromium writes a PDF's Title from the document's <title> but no Author, names itself (its user
// agent) as the Creator, and leaves out the document's language (`/Lang`, which screen readers and
// text extraction read; issue #16). The document information and the catalogue are rewritten by an
// incremental update: new versions of the Info and Catalog objects and a small cross-reference
// section appended after the file, the bytes Chromium wrote left as they are.

export interface DocumentInfo {
  /** The Author entry; null or empty leaves it out. */
  author?: string | null;
  /** The Creator entry (the application that made the document). */
  creator?: string;
  /** The catalogue's Lang entry, a BCP 47 tag such as 'ar'; absent leaves the catalogue as it is. */
  language?: string;
}

/** A PDF text string: UTF-16BE with its byte order mark, written in hex so any letter survives. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/** Entries of Chromium's Info dictionary kept as they are: a hex or a literal string each. */
const KEPT_ENTRIES = ['Title', 'Subject', 'Keywords', 'Producer', 'CreationDate', 'ModDate'];

function keptEntry(dictionary: string, key: string): string | null {
  const match = new RegExp(`/${key}\\s*(<[0-9A-Fa-f\\s]*>|\\((?:\\\\[\\s\\S]|[^\\\\()])*\\))`).exec(
    dictionary,
  );
  return match ? `/${key} ${match[1]}` : null;
}

/**
 * The dictionary of object `number generation` (its outermost `<< >>` content) in its latest version
 * (an updated file holds each version after the one it replaces), or null.
 */
function objectDictionary(text: string, number: string, generation: string): string | null {
  const versions = text.matchAll(
    new RegExp(`(?:^|[\\r\\n])${number}\\s+${generation}\\s+obj\\s*<<([\\s\\S]*?)>>\\s*endobj`, 'g'),
  );
  let latest: string | null = null;
  for (const version of versions) latest = version[1] ?? '';
  return latest;
}

interface NewObject {
  number: string;
  generation: string;
  dictionary: string;
}

/**
 * The PDF with its Author, Creator and language set. A file not laid out as Chromium writes it (one
 * classic cross-reference table and trailer naming an Info object) is returned unchanged.
 */
export function withDocumentInfo(pdf: Buffer, info: DocumentInfo): Buffer {
  // Latin-1 maps every byte to one character, so string offsets are byte offsets.
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 1024));
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!trailer) return pdf;
  const [, trailerBody = '', previousXref = ''] = trailer;
  const size = /\/Size\s+(\d+)/.exec(trailerBody)?.[1];
  const root = /\/Root\s+((\d+)\s+(\d+)\s+R)/.exec(trailerBody);
  const infoRef = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailerBody);
  if (!size || !root || !infoRef) return pdf;
  const [, objectNumber = '', generation = ''] = infoRef;

  const text = pdf.toString('latin1');
  const infoDictionary = objectDictionary(text, objectNumber, generation);
  if (infoDictionary === null) return pdf;
  const entries = KEPT_ENTRIES.map((key) => keptEntry(infoDictionary, key)).filter(
    (entry): entry is string => entry !== null,
  );
  if (info.author) entries.push(`/Author ${pdfTextString(info.author)}`);
  if (info.creator) entries.push(`/Creator ${pdfTextString(info.creator)}`);
  const replaced: NewObject[] = [{ number: objectNumber, generation, dictionary: entries.join('\n') }];

  if (info.language) {
    const [, , catalogNumber = '', catalogGeneration = ''] = root;
    const catalog = objectDictionary(text, catalogNumber, catalogGeneration);
    if (catalog === null) return pdf;
    // A language tag is letters, digits and hyphens: a literal string needs no escaping.
    const tag = info.language.replace(/[^A-Za-z0-9-]/g, '');
    const withoutLang = catalog.replace(/\/Lang\s*(<[0-9A-Fa-f\s]*>|\((?:\\[\s\S]|[^\\()])*\))/, '');
    replaced.push({
      number: catalogNumber,
      generation: catalogGeneration,
      dictionary: `${withoutLang.trimEnd()}\n/Lang (${tag})`,
    });
  }

  const separator = text.endsWith('\n') ? '' : '\n';
  let offset = pdf.length + separator.length;
  let objects = '';
  let xref = 'xref\n';
  for (const object of replaced) {
    const written = `${object.number} ${object.generation} obj\n<<${object.dictionary}>>\nendobj\n`;
    xref += `${object.number} 1\n${String(offset).padStart(10, '0')} ${object.generation.padStart(5, '0')} n \n`;
    objects += written;
    offset += written.length;
  }
  const update =
    separator +
    objects +
    xref +
    `trailer\n<</Size ${size}\n/Root ${root[1]}\n/Info ${objectNumber} ${generation} R\n/Prev ${previousXref}>>\n` +
    `startxref\n${offset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
