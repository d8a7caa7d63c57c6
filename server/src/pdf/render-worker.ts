// The thread that renders resumes to HTML for the PDF engine (resume-renderer.ts): React's render of a
// resume is milliseconds of CPU that would otherwise stall every other request on the server's event
// loop. The thread runs at Chromium's niceness: on a busy machine the API's requests go first.

import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderResumeHtml } from '@talent/resume-template/server';
import { PDF_NICENESS } from './niceness';
import type { RenderReply, RenderRequest } from './resume-renderer';

try {
  // Linux keeps the niceness per thread: this one alone.
  os.setPriority(PDF_NICENESS);
} catch {
  // Not allowed here: the thread keeps the server's priority.
}

parentPort!.on('message', (request: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = {
      id: request.id,
      html: renderResumeHtml(request.resume, {
        specializations: request.specializations,
        photoSrc: request.photoSrc,
        embedFonts: false,
      }),
    };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
