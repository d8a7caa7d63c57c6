import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../config';
import { RATE_LIMIT_POLICY, type RateLimitPolicy } from '../security/rate-limits';
import { type RunningServer, type StartServerOptions, startServer } from '../server';

declare global {
  // Set per jest project in jest.config.cjs.
  var TEST_DATABASE_ENGINE: 'embedded' | 'postgresql' | undefined;
}

export const databaseEngine = globalThis.TEST_DATABASE_ENGINE ?? 'embedded';
export const describeOnEmbedded = databaseEngine === 'embedded' ? describe : describe.skip;

/** Environment variables as the server reads them; see config.ts. */
export type Settings = Record<string, string | undefined>;

export interface TestEnvironment {
  /** The folder given to the servers as DATA_DIR. */
  dataDir: string;
  /** The folder given to the servers as WEB_ROOT (empty unless the settings named one). */
  webRoot: string;
  /** Starts the real server on an ephemeral port; settings override the environment's own. */
  start(settings?: Settings, options?: StartServerOptions): Promise<RunningServer>;
  /** The config a server started with these settings would use. */
  configFor(settings?: Settings): Config;
  /** Closes every server still running and removes the data folder and the test database. */
  dispose(): Promise<void>;
}

/**
 * Every test calls from 127.0.0.1: the limits per client address (and per address across clients)
 * would stop a test file's tenth sign-up. The per-address-and-client login limit and the one reset
 * link a minute stay as they are; the throttling tests start their servers with RATE_LIMIT_POLICY.
 */
const testRateLimitPolicy: Partial<RateLimitPolicy> = Object.fromEntries(
  (
    [
      'loginByAccount',
      'loginByClient',
      'forgotPasswordByClient',
      'signupByClient',
      'resetPasswordByClient',
    ] as const
  ).map((name) => [name, { ...RATE_LIMIT_POLICY[name], points: 100_000 }]),
);

function temporaryDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Writes a built shell's index.html into a test's web root, so every page address answers the shell (issue 32)
 * rather than the front end's not-built notice (a 503).
 */
export function writeBuiltShell(webRoot: string): void {
  const dist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Talent Pool</title></head><body><div id="root"></div></body></html>',
  );
}

/** A uniquely named PostgreSQL database on the server of DATABASE_URL, so test runs never collide. */
async function createPostgresDatabase(adminUrl: string) {
  const name = `talent_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const runAsAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // A copy of the migrated template the global setup made (see global-setup.ts), else an empty database.
  const template = process.env.TALENT_TEST_POSTGRES_TEMPLATE;
  await runAsAdmin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A data folder (and on the PostgreSQL run, a database) for one test file. Servers started from it
 * share the data, so a test can stop one and start another to check what survives a restart.
 */
export async function createTestEnvironment(settings: Settings = {}): Promise<TestEnvironment> {
  const dataDir = temporaryDir('talent-test-data-');
  const ownWebRoot = settings.WEB_ROOT === undefined ? temporaryDir('talent-test-web-') : undefined;
  const webRoot = settings.WEB_ROOT ?? (ownWebRoot as string);

  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (databaseEngine === 'postgresql') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('The postgresql test project needs DATABASE_URL.');
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase(adminUrl));
  } else if (process.env.TALENT_TEST_TEMPLATE_DB) {
    fs.cpSync(process.env.TALENT_TEST_TEMPLATE_DB, path.join(dataDir, 'db'), { recursive: true });
  }

  const baseSettings: Settings = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'silent',
    // Demo applicants would fill every test's directory; the demo tests turn them on themselves.
    SEED_DEMO: '0',
    // The job queue's worker and cron would poll every test's database; the digest tests turn it on.
    ALERTS_SCHEDULER: '0',
    DATABASE_URL: databaseUrl,
    // Rate limits run on Redis when the run has REDIS_URL; the prefix keeps test files apart.
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: `talent-test:${path.basename(dataDir)}:`,
    // The cheapest argon2id: tests hash many passwords and check logic, not cost.
    ARGON2_MEMORY_KIB: '8',
    ARGON2_ITERATIONS: '1',
    ...settings,
  };
  const configFor = (overrides: Settings = {}) => loadConfig({ ...baseSettings, ...overrides }, dataDir);
  const running = new Set<RunningServer>();

  return {
    dataDir,
    webRoot,
    configFor,
    async start(overrides = {}, options = {}) {
      const server = await startServer(configFor(overrides), {
        ...options,
        rateLimitPolicy: { ...testRateLimitPolicy, ...options.rateLimitPolicy },
      });
      running.add(server);
      const close = server.close;
      return {
        ...server,
        close: async () => {
          running.delete(server);
          await close();
        },
      };
    },
    async dispose() {
      await Promise.all([...running].map((server) => server.close()));
      running.clear();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (ownWebRoot) fs.rmSync(ownWebRoot, { recursive: true, force: true });
    },
  };
}

export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with headers `fetch` refuses to send, such as Host. */
/** A GET with exactly these headers, its body as the bytes sent (compressed ones too, not decoded). */
export function bytesOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

export function getWithHeaders(url: string, headers: Record<string, string>): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}
