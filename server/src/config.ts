import path from 'node:path';
import { repositoryRoot } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`db/`) and uploaded files (`storage/`). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the server runs the embedded database. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Absolute path of a JSON object whose entries override the generated `/remotes.json`. */
  remotesFile: string | undefined;
  /** Absolute. The folder holding `shell/dist` and `mfe-{name}/dist`. */
  webRoot: string;
  logLevel: LogLevel;
  /** Fastify's `trustProxy`: false, true, or a comma-separated list of proxy addresses. */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;

/**
 * Reads the server's settings from environment variables and reports every invalid one at once.
 *
 * Relative paths are resolved against the folder the user ran the command in: pnpm runs our scripts
 * inside `server/` but records the caller's folder in INIT_CWD, so `DATA_DIR=./data pnpm start` at the
 * repository root means `<repo>/data`, as the user expects.
 */
export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const baseDir = nonEmpty(env.INIT_CWD) ?? cwd;
  const resolvePath = (value: string) => path.resolve(baseDir, value);

  const port = parsePort(env.PORT, problems);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const dataDir = resolvePath(nonEmpty(env.DATA_DIR) ?? path.join(repositoryRoot, 'data'));
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL, problems);
  const seedDemo = parseFlag('SEED_DEMO', env.SEED_DEMO, true, problems);
  const remotesFileSetting = nonEmpty(env.REMOTES_FILE);
  const webRoot = resolvePath(nonEmpty(env.WEB_ROOT) ?? repositoryRoot);
  const logLevel = parseLogLevel(env.LOG_LEVEL, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    seedDemo,
    remotesFile: remotesFileSetting === undefined ? undefined : resolvePath(remotesFileSetting),
    webRoot,
    logLevel,
    trustProxy,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, problems: string[]): number {
  const setting = nonEmpty(value);
  if (setting === undefined) return 8080;
  const port = Number(setting);
  if (!/^\d+$/.test(setting) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${setting}").`);
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined, problems: string[]): string | undefined {
  const setting = nonEmpty(value);
  if (setting === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(setting).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    problems.push(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
    );
  }
  return setting;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean, problems: string[]) {
  const setting = nonEmpty(value)?.toLowerCase();
  if (setting === undefined) return fallback;
  if (setting === '1' || setting === 'true') return true;
  if (setting === '0' || setting === 'false') return false;
  problems.push(`${name} must be 1 or 0 (got "${value}").`);
  return fallback;
}

function parseLogLevel(value: string | undefined, problems: string[]): LogLevel {
  const setting = nonEmpty(value)?.toLowerCase();
  if (setting === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === setting);
  if (level === undefined) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}").`);
    return 'info';
  }
  return level;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  const setting = nonEmpty(value);
  if (setting === undefined) return false;
  const lowered = setting.toLowerCase();
  if (lowered === '0' || lowered === 'false') return false;
  if (lowered === '1' || lowered === 'true') return true;
  return setting;
}
