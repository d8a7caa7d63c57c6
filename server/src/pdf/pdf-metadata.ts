// Chromium writes a PDF's Title from the document's <title> but no Author, and names itself (its user
// agent) as the Creator. The issue asks for title and author metadata, so the document information
// is rewritten by an incremental update: a new version of the Info object and a small cross-reference
// section appended after the file, the bytes Chromium wrote left as they are.

export interface DocumentInfo {
  /** The Author entry; null or empty leaves it out. */
  author?: string | null;
  /** The Creator entry (the application that made the document). */
  creator?: string;
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
 * The PDF with its Author and Creator set. A file not laid out as Chromium writes it (one classic
 * cross-reference table and trailer naming an Info object) is returned unchanged.
 */
export function withDocumentInfo(pdf: Buffer, info: DocumentInfo): Buffer {
  // Latin-1 maps every byte to one character, so string offsets are byte offsets.
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 1024));
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!trailer) return pdf;
  const [, trailerBody = '', previousXref = ''] = trailer;
  const size = /\/Size\s+(\d+)/.exec(trailerBody)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailerBody)?.[1];
  const infoRef = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailerBody);
  if (!size || !root || !infoRef) return pdf;
  const [, objectNumber = '', generation = ''] = infoRef;

  const text = pdf.toString('latin1');
  const object = new RegExp(
    `(?:^|[\\r\\n])${objectNumber}\\s+${generation}\\s+obj\\s*<<([\\s\\S]*?)>>\\s*endobj`,
  ).exec(text);
  if (!object) return pdf;
  const entries = KEPT_ENTRIES.map((key) => keptEntry(object[1] ?? '', key)).filter(
    (entry): entry is string => entry !== null,
  );
  if (info.author) entries.push(`/Author ${pdfTextString(info.author)}`);
  if (info.creator) entries.push(`/Creator ${pdfTextString(info.creator)}`);

  const separator = text.endsWith('\n') ? '' : '\n';
  const objectOffset = pdf.length + separator.length;
  const newObject = `${objectNumber} ${generation} obj\n<<${entries.join('\n')}>>\nendobj\n`;
  const xrefOffset = objectOffset + newObject.length;
  const update =
    separator +
    newObject +
    `xref\n${objectNumber} 1\n${String(objectOffset).padStart(10, '0')} ${generation.padStart(5, '0')} n \n` +
    `trailer\n<</Size ${size}\n/Root ${root}\n/Info ${objectNumber} ${generation} R\n/Prev ${previousXref}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
