// Renders resumes to HTML for the PDF engine on a thread of its own (render-worker.ts), started with
// the first job and started again if it dies. The documents are the ones `renderResumeHtml` makes on
// the server's own thread (the fonts left out: the engine's pages hold them).

import { Worker } from 'node:worker_threads';
import type { MainSpecialization, ResumeDetail } from '@talent/resume-model';
import { renderWorkerStart } from '../paths';

export interface RenderRequest {
  id: number;
  resume: ResumeDetail;
  specializations: readonly MainSpecialization[];
  photoSrc: string | null;
}

export type RenderReply = { id: number; html: string } | { id: number; error: string };

interface Pending {
  resolve(html: string): void;
  reject(error: Error): void;
}

export class ResumeRenderer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  /** The resume's document, fonts left out, with the photo from `photoSrc` (null: the placeholder). */
  render(
    resume: ResumeDetail,
    options: { specializations: readonly MainSpecialization[]; photoSrc: string | null },
  ): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The resume renderer is closed.'));
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const request: RenderRequest = { id, resume, ...options };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The resume renderer is closed.'));
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const start = renderWorkerStart();
    const worker = new Worker(start.code, { eval: start.eval, env: start.env });
    // Only the jobs waiting on it keep the server busy, not the thread itself.
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('html' in reply) waiting.resolve(reply.html);
      else waiting.reject(new Error(`The resume could not be rendered: ${reply.error}`));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The resume renderer thread ended (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
