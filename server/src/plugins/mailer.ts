import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createMailer, type Mailer, type MailSettings } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fastifyPlugin(
  async (app: FastifyInstance, settings: MailSettings) => {
    const mailer = createMailer(settings, app.now);
    app.log.info({ transport: settings.smtpUrl ? 'smtp' : 'outbox' }, 'mail ready');
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['clock'] },
);
