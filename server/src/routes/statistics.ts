import type { FastifyInstance } from 'fastify';
import type { Directory } from '../applicants/directory';
import { readStatistics } from '../applicants/statistics';

/** Registered by applicantsRoutes, with the directory its filter call uses. */
export async function statisticsRoutes(app: FastifyInstance, { directory }: { directory: Directory }) {
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
    () => readStatistics(directory, app.now()),
  );
}
