// `pnpm --filter @talent/server import:recovery`: how much of a resume the import gives back (issue 33).
// Six demo resumes (two each in en, ar and ckb) go out through our three exports — the PDF (the
// committed fixtures, printed by the server's PDF engine; `--write` prints them again), the Word
// document and the JSON Resume document (made here, as the routes make them) — and come back through
// the import; the written CVs (test-fixtures/resume-import/README.md) are compared with what their
// authors typed. Prints, per file and per format and language, the share of the source's filled fields
// that came back equal (targets: own exports ≥ 95 %, written CVs ≥ 90 %). Asserts nothing;
// `--verbose` lists each field missed.

import fs from 'node:fs';
import path from 'node:path';
import type { ResumeDraft } from '@talent/resume-model';
import { embeddedResumeFontCss, renderResumeHtml } from '@talent/resume-template/server';
import { defaultChromiumPath, PdfEngine } from '../src/pdf/pdf-engine';
import {
  demoResumesByLanguage,
  detailOfDraft,
  jsonExportOf,
  MAIN_SPECIALIZATIONS,
  percent,
  recovered,
  type Recovery,
  together,
  wordExportOf,
} from '../src/resume-import/field-recovery';
import { parseResumeFile } from '../src/resume-import/parse-file';
import { matchReferenceValues } from '../src/resume-import/reference-values';
import { WRITTEN_CVS } from '../src/resume-import/written-cvs';

const folder = path.join(__dirname, '..', 'test-fixtures', 'resume-import');
const verbose = process.argv.includes('--verbose');

async function readBack(bytes: Uint8Array): Promise<ResumeDraft> {
  return matchReferenceValues((await parseResumeFile(bytes)).draft).draft;
}

const figure = (result: Recovery) =>
  `${percent(result).toFixed(1).padStart(5)} % (${result.found}/${result.total} fields)`;

function report(name: string, result: Recovery) {
  console.log(`${name.padEnd(28)} ${figure(result)}`);
  if (verbose) for (const miss of result.missed) console.log(`    ${miss}`);
}

async function printPdfs(own: ReturnType<typeof demoResumesByLanguage>) {
  const engine = new PdfEngine({ executablePath: defaultChromiumPath(), pageCss: embeddedResumeFontCss() });
  try {
    for (const [index, { name, resume }] of own.entries()) {
      const html = renderResumeHtml(detailOfDraft(resume, index + 1), {
        specializations: MAIN_SPECIALIZATIONS,
        photoSrc: null,
        embedFonts: false,
      });
      fs.writeFileSync(path.join(folder, `${name}.pdf`), await engine.print(html));
    }
  } finally {
    await engine.close();
  }
}

async function main() {
  const own = demoResumesByLanguage();
  if (process.argv.includes('--write')) await printPdfs(own);
  const formats = {
    PDF: async (name: string) => fs.readFileSync(path.join(folder, `${name}.pdf`)),
    Word: async (_name: string, resume: ResumeDraft) => wordExportOf(resume),
    JSON: async (_name: string, resume: ResumeDraft) => jsonExportOf(resume),
  };
  const byFormat: Record<string, Recovery[]> = {};
  const summary: string[] = [];
  for (const [format, exported] of Object.entries(formats)) {
    for (const language of ['en', 'ar', 'ckb']) {
      const results: Recovery[] = [];
      for (const { name, resume } of own.filter((one) => one.resume.language === language)) {
        // The JSON export keeps the other languages' versions; a PDF or a Word file is one language.
        const skip = format === 'JSON' ? new Set(['image', 'published']) : undefined;
        const result = recovered(resume, await readBack(await exported(name, resume)), skip);
        report(`${format} ${name}`, result);
        results.push(result);
      }
      summary.push(`${format.padEnd(5)} ${language.padEnd(4)} ${figure(together(results))}`);
      (byFormat[format] ??= []).push(...results);
    }
  }
  const written: string[] = [];
  for (const { file, how, source } of WRITTEN_CVS) {
    const result = recovered(source(), await readBack(fs.readFileSync(path.join(folder, file))));
    report(file, result);
    written.push(`${file} (${how}) ${figure(result)}`);
  }
  console.log('\nown exports, per format and language:');
  for (const line of summary) console.log(`  ${line}`);
  for (const [format, results] of Object.entries(byFormat))
    console.log(`  ${format.padEnd(5)} all  ${figure(together(results))}`);
  console.log('written CVs:');
  for (const line of written) console.log(`  ${line}`);
  console.log('command: pnpm --filter @talent/server import:recovery');
}

void main();
