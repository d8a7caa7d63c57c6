// The text layer of a PDF as pdf.js reads it, for the extraction tests (pdf.js ships ES modules only,
// which the tests' CommonJS cannot load): `node pdfjs-text.mjs <file.pdf>` prints the text, items
// joined as pdf.js lays them out (an item ending a line ends the line), pages apart by a blank line.
import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(fs.readFileSync(process.argv[2]));
const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  pages.push(
    content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
  );
}
process.stdout.write(pages.join('\n\n'));
