// Writes the resume import's test files (issue 33) into test-fixtures/resume-import: a LinkedIn data
// export with the real file layout, a CV written as a Word document, and the bad files the import must
// refuse with a clear 4xx. Run: pnpm --filter @talent/server fixtures:import
// (The CV LibreOffice saves as Word, libreoffice-cv.docx, is made from its .fodt source: see the README there.)

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

const folder = path.join(__dirname, '..', 'test-fixtures', 'resume-import');
mkdirSync(folder, { recursive: true });
const write = (name: string, bytes: Uint8Array | string) => writeFileSync(path.join(folder, name), bytes);

/** A CSV row, quoted as LinkedIn quotes every field. */
const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

function linkedInExport(): Uint8Array {
  const files: Record<string, string> = {
    'Profile.csv': csv([
      [
        'First Name',
        'Last Name',
        'Maiden Name',
        'Address',
        'Birth Date',
        'Headline',
        'Summary',
        'Industry',
        'Zip Code',
        'Geo Location',
        'Twitter Handles',
        'Websites',
        'Instant Messengers',
      ],
      [
        'Omar',
        'Abdulrahman',
        '',
        'Karrada, Baghdad',
        'Apr 12, 1994',
        'Data Analyst at Asiacell',
        'I turn call records into decisions.\nSix years in telecoms.',
        'Telecommunications',
        '',
        'Baghdad, Iraq',
        '',
        '[PERSONAL:https://omar.example.org,COMPANY:https://www.asiacell.com]',
        '',
      ],
    ]),
    'Positions.csv': csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [
        'Asiacell',
        'Data Analyst',
        'Built the churn dashboard\nCut report time from days to hours',
        'Baghdad, Iraq',
        'Mar 2020',
        '',
      ],
      ['Korek Telecom', 'Junior Analyst', 'Cleaned billing data', 'Erbil, Iraq', 'Jul 2018', 'Feb 2020'],
    ]),
    'Education.csv': csv([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['University of Technology', '2013', '2017', '', 'Bachelor of Science - BS', 'Robotics club'],
    ]),
    'Skills.csv': csv([['Name'], ['SQL'], ['Python'], ['Teamwork']]),
    'Languages.csv': csv([
      ['Name', 'Proficiency'],
      ['Arabic', 'Native or bilingual proficiency'],
      ['English', 'Professional working proficiency'],
    ]),
    'Certifications.csv': csv([
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      ['Google Data Analytics', 'https://coursera.org/verify/ABC', 'Coursera', 'Jan 2021', '', 'ABC'],
    ]),
    'Projects.csv': csv([
      ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
      [
        'Tower load map',
        'A map of cell tower load by hour',
        'https://github.com/omar/tower-load',
        'May 2021',
        'Aug 2021',
      ],
    ]),
    'Email Addresses.csv': csv([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      ['omar.abdulrahman@example.org', 'Yes', 'Yes', '3/14/21, 10:02 AM'],
    ]),
    'PhoneNumbers.csv': csv([
      ['Extension', 'Number', 'Type'],
      ['', '+964 750 222 3344', 'Mobile'],
    ]),
    // Files the export always holds that the import does not read.
    'Connections.csv':
      'Notes:\n"When exporting your connection data, you may notice..."\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\nSara,Ali,https://www.linkedin.com/in/sara,,Zain,Engineer,01 Jan 2022\n',
    'Registration.csv': csv([
      ['Registered At', 'Registration Ip', 'Subscription Types'],
      ['1/2/15, 9:00 AM', '10.0.0.1', ''],
    ]),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** A CV as people write one in Word: headings, bold titles, bullet lists, Iraqi date forms. */
async function writtenWordCv(): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const title = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });
  const line = (text: string) => new Paragraph({ text });
  const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            text: 'Hawre Jalal Ahmed',
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
          }),
          line('Civil Engineer'),
          line('hawre.jalal@example.org | +964 750 444 5566'),
          line('Location: Sulaymaniyah'),
          heading('Summary'),
          line('Site engineer with eight years on roads and schools across the Kurdistan Region.'),
          heading('Work Experience'),
          title('Site Engineer'),
          line('Kar Group'),
          line('06/2019 – Present'),
          bullet('Supervised a 12 km ring road section'),
          bullet('Led a crew of 40'),
          title('Junior Engineer'),
          line('Ministry of Construction'),
          line('2016 – 2019'),
          bullet('Checked school building designs'),
          heading('Education'),
          title('University of Sulaimani'),
          line("Bachelor's"),
          line('2012 – 2016'),
          heading('Courses'),
          title('AutoCAD Civil 3D'),
          line('Autodesk Training Centre'),
          heading('Volunteer Experience'),
          title('Kurdistan Save the Children'),
          line('Volunteer builder'),
          line('2015 – 2016'),
          line('Rebuilt two classrooms in Penjwen.'),
          heading('Projects'),
          title('Bridge load calculator'),
          line('2018 – 2019'),
          line('A spreadsheet for small bridge loads.'),
          heading('Languages'),
          line('Kurdish – Excellent'),
          line('Arabic – Very Good'),
          line('English – Good'),
          heading('Skills'),
          line('Leadership, Problem Solving, Teamwork'),
          heading('Technical Skills'),
          line('AutoCAD – Very Good'),
          line('Primavera P6 – Good'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The written Word CV with an external entity in its main part: must be refused, never resolved. */
async function externalEntityDocx(): Promise<Uint8Array> {
  const { unzipSync } = await import('fflate');
  const entries = unzipSync(await writtenWordCv());
  const xml = new TextDecoder().decode(entries['word/document.xml']);
  entries['word/document.xml'] = strToU8(
    xml
      .replace(/^<\?xml[^>]*>/, '$&<!DOCTYPE w:document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>')
      .replace('Civil Engineer', 'Civil Engineer &secret;'),
  );
  return zipSync(entries);
}

async function pdfOfPages(pages: number, text: boolean): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page++) {
    const added = document.addPage([595, 842]);
    if (text) added.drawText(`Page ${page + 1}`, { x: 50, y: 780, size: 11, font });
  }
  return document.save({ useObjectStreams: true });
}

/** A page holding only a picture, as a scanner writes one. */
async function scannedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, borderWidth: 1 });
  for (let row = 0; row < 30; row++)
    page.drawRectangle({ x: 60, y: 760 - row * 24, width: 300 + (row % 5) * 30, height: 8 });
  return document.save();
}

/**
 * A PDF whose trailer names a standard security handler with a user password: readers ask for the
 * password before showing a page. (pdf-lib does not encrypt content; the dictionary is what a reader checks.)
 */
async function encryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Confidential CV', { x: 50, y: 780, size: 11, font });
  const encrypt = document.context.obj({
    Filter: PDFName.of('Standard'),
    V: 2,
    R: 3,
    Length: 128,
    P: -3904,
    O: PDFString.of('0123456789abcdef0123456789abcdef'),
    U: PDFString.of('fedcba9876543210fedcba9876543210'),
  });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  document.context.trailerInfo.ID = document.context.obj([
    PDFString.of('0123456789abcdef'),
    PDFString.of('0123456789abcdef'),
  ]);
  return document.save({ useObjectStreams: false });
}

/** A LinkedIn-shaped archive whose profile unpacks to 64 MB of nothing from a few kilobytes. */
function zipBomb(): Uint8Array {
  const profile = new Uint8Array(64 * 1024 * 1024).fill(0x41);
  return zipSync({ 'Profile.csv': profile, 'Positions.csv': strToU8('Company Name,Title\n') }, { level: 9 });
}

/** The first bytes of a PNG: a picture named as a PDF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function main() {
  write('linkedin-export.zip', linkedInExport());
  write('written-cv.docx', await writtenWordCv());
  write('bad-empty.pdf', new Uint8Array());
  write('bad-png-named.pdf', PNG);
  write('bad-zip-bomb.zip', zipBomb());
  write('bad-2000-pages.pdf', await pdfOfPages(2000, false));
  write('bad-encrypted.pdf', await encryptedPdf());
  write('bad-scanned.pdf', await scannedPdf());
  write('bad-external-entity.docx', await externalEntityDocx());
}

void main();
