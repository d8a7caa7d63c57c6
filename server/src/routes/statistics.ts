import type { FastifyInstance } from 'fastify';
import { readStatistics } from '../applicants/statistics';

export async function statisticsRoutes(app: FastifyInstance) {
  app.get(
    '/api/statistics',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['totalResumes'],
            properties: { totalResumes: { type: 'integer' } },
          },
        },
      },
    },
    () => readStatistics(app.db),
  );
}
