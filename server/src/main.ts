import './production-default';
import { ConfigError, loadConfig } from './config';
import { embeddedDataDir } from './db/database';
import { startEmbeddedDatabase } from './db/embedded-database';
import { startLine } from './start-line';

const shutdownTimeoutMs = 20_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  // The embedded database starts first, in its own process, while this one loads the server's
  // modules (a second or more each): a fast start is the two side by side (issue 18).
  const embeddedDatabase = config.databaseUrl ? undefined : startEmbeddedDatabase(embeddedDataDir(config));
  // Its failure is reported where the server awaits it.
  embeddedDatabase?.catch(() => undefined);
  const { startServer } = await import('./server');
  const server = await startServer(config, {
    onFatalError: () => process.exit(1),
    embeddedDatabase,
  });
  // A person at a terminal reads where to open the site; a log collector (no TTY) gets JSON only.
  if (process.stdout.isTTY) {
    process.stdout.write(`${startLine({ url: server.url, seedDemo: config.seedDemo })}\n`);
  }

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      server.app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    server.app.log.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      server.app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    server.close().then(
      () => {
        server.app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
