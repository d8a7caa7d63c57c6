import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { CACHE_REVALIDATE } from '../web/cache-control';

/** Settings the browser reads at run time, so one front-end build serves any deployment. */
export async function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get(
    '/app-config.json',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['recaptchaSiteKey'],
            properties: { recaptchaSiteKey: { type: ['string', 'null'] } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_REVALIDATE);
      return { recaptchaSiteKey: config.recaptcha.siteKey ?? null };
    },
  );
}
