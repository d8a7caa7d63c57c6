import './production-default';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
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

  const server = await startServer(config, {
    onFatalError: () => process.exit(1),
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
