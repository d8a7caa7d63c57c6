import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createRateLimits, type RateLimits, type RateLimitSettings } from '../security/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export const rateLimitsPlugin = fastifyPlugin(
  async (app: FastifyInstance, settings: RateLimitSettings) => {
    const rateLimits = await createRateLimits(settings, app.log);
    app.log.info({ store: rateLimits.store }, 'rate limits ready');
    app.decorate('rateLimits', rateLimits);
    app.addHook('onClose', () => rateLimits.close());
  },
  { name: 'rate-limits' },
);
