import './production-default';
import { ConfigError, loadConfig } from './config';
import { embeddedDataDir } from './db/database';
import { startEmbeddedDatabase } from './db/embedded-database';
import { startLine } from './start-line';

/**
 * A process manager sends SIGTERM and, about 10 s later, SIGKILL (Docker's and systemd's defaults
 * differ; 10 s is the shorter). The server has exited by then, whatever its database process does
 * (issue 34): past this much time it stops waiting and kills that process itself.
 */
const shutdownDeadlineMs = 8_000;

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

  /** Ends now: a database process that cannot stop (hung, or stopped by a signal) is killed, not orphaned. */
  const exitNow = async (message: string) => {
    server.app.log.error(message);
    const database = await embeddedDatabase?.catch(() => undefined);
    if (database) {
      try {
        process.kill(database.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  };

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      void exitNow(`${signal} again: exiting without waiting`);
      return;
    }
    shuttingDown = true;
    server.app.log.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => void exitNow('shutdown took too long: exiting'), shutdownDeadlineMs);
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
