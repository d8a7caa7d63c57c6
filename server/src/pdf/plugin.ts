import type { FastifyInstance } from 'fastify';
import { initI18n } from '@talent/i18n';
import { embeddedResumeFontCss } from '@talent/resume-template/server';
import fastifyPlugin from 'fastify-plugin';
import { ResumePdfCache } from './pdf-cache';
import { PdfEngine, type PdfEngineOptions } from './pdf-engine';
import { ResumeRenderer } from './resume-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prints resume documents to PDF; Chromium starts with the first job. */
    pdf: PdfEngine;
    /** Resume PDFs already printed, by applicant and version. */
    resumePdfs: ResumePdfCache;
    /** Renders resumes to HTML for printing, off the event loop. */
    resumeRenderer: ResumeRenderer;
  }
}

export const pdfPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: PdfEngineOptions) => {
    // Every page holds the resume fonts, so the documents it prints leave them out.
    const engine = new PdfEngine({
      pageCss: embeddedResumeFontCss(),
      creator: initI18n().t('common:product'),
      ...options,
    });
    app.decorate('pdf', engine);
    app.decorate('resumePdfs', new ResumePdfCache());
    const renderer = new ResumeRenderer();
    app.decorate('resumeRenderer', renderer);
    app.addHook('onClose', () => Promise.all([engine.close(), renderer.close()]).then(() => undefined));
  },
  { name: 'pdf' },
);
