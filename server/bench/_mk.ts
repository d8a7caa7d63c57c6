import fs from 'node:fs';
import { renderResumeHtml } from '@talent/resume-template/server';
import { fullResume, SPECIALIZATIONS } from '@talent/resume-template/testing';
import { PdfEngine } from '../src/pdf/pdf-engine';
async function main() {
  const engine = new PdfEngine({ pages: 1, jobTimeoutMs: 120_000 });
  const resume = { ...fullResume(), language: 'ckb' as const, summary: 'ژمێریارێکی بە ئەزموون لە ئامادەکردنی کۆمپانیای بانکییەکان' };
  fs.writeFileSync('/tmp/pdftext/k.pdf', await engine.print(renderResumeHtml(resume, { specializations: SPECIALIZATIONS })));
  await engine.close();
}
void main();
