import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { findSelectable } from '../reference-data/selectables';
import { messageFor, serverMessage } from '../i18n/messages';

const namedItemSchema = {
  type: 'object',
  required: ['id', 'title'],
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
} as const;

const mainSpecializationSchema = {
  type: 'object',
  required: ['id', 'title', 'children'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    children: { type: 'array', items: namedItemSchema },
  },
} as const;

export async function selectablesRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>(
    '/api/selectables/:name',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: { type: 'array', items: { anyOf: [{ type: 'string' }, mainSpecializationSchema] } },
            },
          },
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const list = await findSelectable(app.db, request.params.name);
      if (list === undefined) {
        return reply.code(404).send({
          message: messageFor(request, serverMessage('listNotFound', { name: request.params.name })),
        });
      }
      return { data: list };
    },
  );
}
