// One uploaded file read as a draft (issue 33), whatever its kind: told apart by its bytes, not its
// name (a PNG named .pdf is a PNG). Runs on the import thread (import-worker.ts); tests call it directly.

import { fromJsonResume, isJsonResume, type ResumeDraft, type UnplacedValue } from '@talent/resume-model';
import { docxLines } from './docx-lines';
import { ImportFailure } from './import-failure';
import { isLinkedInExport, LINKEDIN_FILES, readLinkedInExport } from './linkedin';
import { pdfLines } from './pdf-lines';
import { readTextCv } from './text-cv';
import { isZip, zipEntries } from './zip-entries';

export type ImportSource = 'json-resume' | 'pdf' | 'docx' | 'linkedin';

export interface ParsedFile {
  source: ImportSource;
  draft: ResumeDraft;
  unplaced: UnplacedValue[];
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

function jsonDocument(bytes: Uint8Array): unknown {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trim();
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function parseResumeFile(bytes: Uint8Array): Promise<ParsedFile> {
  if (bytes.length === 0) throw new ImportFailure('unreadable');
  if (isPdf(bytes)) return { source: 'pdf', ...readTextCv(await pdfLines(bytes)) };
  if (isZip(bytes)) {
    // Listing the names inflates nothing: the filter refuses every entry, and sees each of them.
    const names: string[] = [];
    zipEntries(bytes, (name) => {
      names.push(name);
      return false;
    });
    if (names.includes('word/document.xml')) {
      return { source: 'docx', ...readTextCv(await docxLines(zipEntries(bytes))) };
    }
    if (isLinkedInExport(names)) {
      const wanted = new Set<string>(LINKEDIN_FILES);
      const entries = zipEntries(bytes, (name) => wanted.has(name.split('/').pop() ?? name));
      return { source: 'linkedin', ...readLinkedInExport(entries) };
    }
    throw new ImportFailure('unreadable');
  }
  const document = jsonDocument(bytes);
  if (isJsonResume(document)) return { source: 'json-resume', ...fromJsonResume(document) };
  throw new ImportFailure('unreadable');
}
