import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work that must not hold up the answer, e.g. sending a mail whose delay would tell a caller
     * whether an address is registered. Failures are logged; the server waits for it when closing.
     */
    runInBackground(description: string, task: () => Promise<void>): void;
    /** Resolves once every background task started so far has finished. */
    backgroundSettled(): Promise<void>;
  }
}

export const backgroundPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();

    app.decorate('runInBackground', (description: string, task: () => Promise<void>) => {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${description} failed`))
        .finally(() => running.delete(run));
      running.add(run);
    });
    app.decorate('backgroundSettled', async () => {
      while (running.size > 0) await Promise.all(running);
    });
    app.addHook('onClose', () => app.backgroundSettled());
  },
  { name: 'background' },
);
