import type { FastifyInstance } from 'fastify';

/** For load balancers and start scripts: answers as soon as the server listens, without the database. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );
}
