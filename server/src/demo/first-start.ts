import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config';
import { applicants } from '../db/schema';
import { retirePublishedDemoPassword, seedDemoApplicants } from './seed';

/** How many demo applicants a first start with SEED_DEMO=1 creates (issue 4 'Demo data'). */
export const FIRST_START_DEMO_COUNT = 200;

/**
 * On every start, demo accounts of earlier versions that still sign in with the password the READMEs
 * published get a random one (issue 15). With SEED_DEMO=1 on a database without applicants, fills the directory in the background once
 * the server listens, so start-up is not held up. A shutdown stops it between two applicants.
 */
export const firstStartDemoPlugin = fastifyPlugin(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.addHook('onListen', async () => {
      app.runInBackground('retiring the published demo password', async () => {
        const retired = await retirePublishedDemoPassword(app.db, app.passwords);
        if (retired > 0)
          app.log.warn({ retired }, 'demo accounts with the published password got a random one');
      });
    });
    if (!config.seedDemo) return;
    const stop = new AbortController();
    app.addHook('preClose', async () => stop.abort());
    app.addHook('onListen', async () => {
      app.runInBackground('seeding demo applicants', async () => {
        const [existing] = await app.db.select({ total: count() }).from(applicants);
        if ((existing?.total ?? 0) > 0) {
          app.log.info('demo applicants not seeded: the database already holds applicants');
          return;
        }
        app.log.info({ count: FIRST_START_DEMO_COUNT }, 'seeding demo applicants in the background');
        const started = Date.now();
        const result = await seedDemoApplicants(app.db, {
          count: FIRST_START_DEMO_COUNT,
          photos: app.photos,
          hashPassword: (password) => app.passwords.hash(password),
          signal: stop.signal,
        });
        app.log.info(
          { ...result, ms: Date.now() - started, stoppedEarly: result.created < FIRST_START_DEMO_COUNT },
          'demo applicants seeded',
        );
      });
    });
  },
  { name: 'first-start-demo', dependencies: ['database', 'background', 'auth', 'photos'] },
);
