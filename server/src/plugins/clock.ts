import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every expiry is measured against; tests move it instead of waiting. */
    now: Clock;
  }
}

export const clockPlugin = fastifyPlugin(
  async (app: FastifyInstance, { now }: { now: Clock }) => {
    app.decorate('now', now);
  },
  { name: 'clock' },
);
