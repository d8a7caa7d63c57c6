// JSON schemas shared by routes: the Laravel-shaped error bodies the front end reads (spec §7, §8).

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
