import type { FastifyInstance } from 'fastify';
import { initI18n } from '@talent/i18n';
import { embeddedResumeFontCss } from '@talent/resume-template/server';
import fastifyPlugin from 'fastify-plugin';
import { ResumePdfCache } from './pdf-cache';
import { PdfEngine, type PdfEngineOptions } from './pdf-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prints resume documents to PDF; Chromium starts with the first job. */
    pdf: PdfEngine;
    /** Resume PDFs already printed, by applicant and version. */
    resumePdfs: ResumePdfCache;
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
    app.addHook('onClose', () => engine.close());
  },
  { name: 'pdf' },
);
