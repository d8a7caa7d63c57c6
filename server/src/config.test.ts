import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { repositoryRoot } from './paths';

const cwd = '/srv/talent/server';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(repositoryRoot, 'data'),
      databaseUrl: undefined,
      seedDemo: true,
      remotesFile: undefined,
      webRoot: repositoryRoot,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/talent',
        DATABASE_URL: 'postgres://talent@db:5432/talent',
        SEED_DEMO: '0',
        REMOTES_FILE: '/etc/talent/remotes.json',
        WEB_ROOT: '/srv/web',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/talent',
      databaseUrl: 'postgres://talent@db:5432/talent',
      seedDemo: false,
      remotesFile: '/etc/talent/remotes.json',
      webRoot: '/srv/web',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('resolves relative paths against the folder the command was run in', () => {
    expect(loadConfig({ DATA_DIR: './data', REMOTES_FILE: 'remotes.json' }, cwd)).toMatchObject({
      dataDir: '/srv/talent/server/data',
      remotesFile: '/srv/talent/server/remotes.json',
    });
    // pnpm runs the script inside server/ and records the caller's folder in INIT_CWD.
    expect(loadConfig({ INIT_CWD: '/srv/talent', DATA_DIR: './data' }, cwd).dataDir).toBe('/srv/talent/data');
  });

  it('passes a list of proxy addresses to TRUST_PROXY as given', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }, cwd).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  });

  it('accepts port 0 for an ephemeral port', () => {
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ PORT: '-1' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://root@localhost/talent' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ SEED_DEMO: 'yes please' }, /^SEED_DEMO must be 1 or 0/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(message)]);
  });

  it('reports every invalid setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, cwd)).toThrow(
      /Invalid configuration:\n {2}- PORT .*\n {2}- LOG_LEVEL /,
    );
  });
});
