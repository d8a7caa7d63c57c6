import type { FastifyInstance } from 'fastify';
import { embeddedResumeFontCss } from '@talent/resume-template/server';
import fastifyPlugin from 'fastify-plugin';
import { PdfEngine, type PdfEngineOptions } from './pdf-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prints resume documents to PDF; Chromium starts with the first job. */
    pdf: PdfEngine;
  }
}

export const pdfPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: PdfEngineOptions) => {
    // Every page holds the resume fonts, so the documents it prints leave them out.
    const engine = new PdfEngine({ pageCss: embeddedResumeFontCss(), ...options });
    app.decorate('pdf', engine);
    app.addHook('onClose', () => engine.close());
  },
  { name: 'pdf' },
);
