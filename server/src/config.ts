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
  /** Bounds on waiting for PostgreSQL, so an outage answers 503 quickly instead of hanging requests. */
  databaseTimeouts: DatabaseTimeouts;
  seedDemo: boolean;
  /** Absolute path of a JSON object whose entries override the generated `/remotes.json`. */
  remotesFile: string | undefined;
  /** Absolute. The folder holding `shell/dist` and `mfe-{name}/dist`. */
  webRoot: string;
  logLevel: LogLevel;
  /**
   * Fastify's `trustProxy`: false, the number of proxies in front (the client is the address the
   * outermost one saw, never a value the client wrote itself), or a comma-separated list of proxy
   * addresses or CIDR ranges.
   */
  trustProxy: false | number | string;
  /** Public address of the site, without a trailing slash; unset: `http://localhost:{listening port}`. */
  appUrl: string | undefined;
  /** Secret for signing (APP_KEY); unset: one generated once and kept in `$DATA_DIR/app-key`. */
  appKey: Buffer | undefined;
  /** Absolute lifetime of an API token. */
  tokenTtlDays: number;
  /** Days an API token may go unused before it is refused (issue 34). */
  tokenIdleDays: number;
  /** SMTP server for outgoing mail; unset: mail is written to `$DATA_DIR/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Redis shared by every instance for rate limits; unset: limits are kept in this process. */
  redisUrl: string | undefined;
  /** Prefix of every key this server writes to Redis. */
  redisKeyPrefix: string;
  /**
   * New accounts one client address may open in an hour. Many people can share one address (a carrier's
   * NAT, a job fair's Wi-Fi), so an operator may raise it; the end-to-end journeys do. Unset: the limit of
   * `RATE_LIMIT_POLICY` (security/rate-limits.ts).
   */
  signupsPerClientPerHour: number | undefined;
  recaptcha: RecaptchaConfig;
  passwordHashing: PasswordHashingConfig;
  /** The browser that prints PDFs; unset: Debian's `/usr/bin/chromium`. */
  chromiumPath: string | undefined;
  httpTimeouts: HttpTimeouts;
  /**
   * Development only: log each password reset link written to the outbox. A live link in a log is
   * a way into the account for anyone who reads the log.
   */
  logResetLinks: boolean;
  /** ALERTS_SCHEDULER (default on): this server runs the saved-search digest and pruning jobs. */
  alertsScheduler: boolean;
  /** Where applicant photos are kept: the database (default) or S3-compatible object storage. */
  photoStorage: PhotoStorageConfig;
}

/** How long a client may hold a connection without sending a whole request. */
export interface HttpTimeouts {
  /** The whole request, body included (a 5 MB photo on a slow mobile line needs a while). */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
}

export type PhotoStorageConfig = { kind: 'database' } | { kind: 's3'; s3: S3Settings };

export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `talent/`; empty by default. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address; unset: AWS itself. */
  endpoint: string | undefined;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, shared files, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement's answer; past it the connection is dropped and replaced. */
  queryMs: number;
}

export interface RecaptchaConfig {
  /** Unset: verification is off. */
  secret: string | undefined;
  /** Handed to the browser through `/app-config.json`. */
  siteKey: string | undefined;
  verifyUrl: string;
  minScore: number;
}

/** argon2id cost; the defaults follow OWASP's recommendation (19 MiB, 2 passes, 1 lane). */
export interface PasswordHashingConfig {
  memoryKib: number;
  iterations: number;
}

export const DEFAULT_MAIL_FROM = 'Talent Pool <no-reply@talentpool.local>';
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The key signs anti-forgery tokens: it must be as hard to guess as a 256-bit random number. */
const MIN_APP_KEY_BYTES = 32;

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
  const databaseTimeouts: DatabaseTimeouts = {
    connectMs: parseWholeNumber(
      'DATABASE_CONNECT_TIMEOUT_MS',
      env.DATABASE_CONNECT_TIMEOUT_MS,
      5_000,
      1,
      problems,
    ),
    queryMs: parseWholeNumber(
      'DATABASE_QUERY_TIMEOUT_MS',
      env.DATABASE_QUERY_TIMEOUT_MS,
      15_000,
      1,
      problems,
    ),
  };
  // Off unless asked for: a production start never fills its database with made-up people.
  const seedDemo = parseFlag('SEED_DEMO', env.SEED_DEMO, false, problems);
  const remotesFileSetting = nonEmpty(env.REMOTES_FILE);
  const webRoot = resolvePath(nonEmpty(env.WEB_ROOT) ?? repositoryRoot);
  const logLevel = parseLogLevel(env.LOG_LEVEL, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const appUrl = parseHttpUrl('APP_URL', env.APP_URL, problems)?.replace(/\/+$/, '');
  const appKey = parseAppKey(env.APP_KEY, problems);
  const tokenTtlDays = parseWholeNumber('TOKEN_TTL_DAYS', env.TOKEN_TTL_DAYS, 30, 1, problems);
  const tokenIdleDays = parseWholeNumber('TOKEN_IDLE_DAYS', env.TOKEN_IDLE_DAYS, 14, 1, problems);
  const smtpUrl = parseUrlWithProtocols('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);
  const mailFrom = nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  const redisUrl = parseUrlWithProtocols('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], problems);
  const redisKeyPrefix = nonEmpty(env.REDIS_KEY_PREFIX) ?? 'talent:';
  const signupsPerClientPerHour =
    nonEmpty(env.SIGNUPS_PER_CLIENT_PER_HOUR) === undefined
      ? undefined
      : parseWholeNumber('SIGNUPS_PER_CLIENT_PER_HOUR', env.SIGNUPS_PER_CLIENT_PER_HOUR, 1, 1, problems);
  const recaptcha: RecaptchaConfig = {
    secret: nonEmpty(env.RECAPTCHA_SECRET),
    siteKey: nonEmpty(env.RECAPTCHA_SITE_KEY),
    verifyUrl:
      parseHttpUrl('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL, problems) ??
      DEFAULT_RECAPTCHA_VERIFY_URL,
    minScore: parseScore(env.RECAPTCHA_MIN_SCORE, problems),
  };
  const passwordHashing: PasswordHashingConfig = {
    memoryKib: parseWholeNumber('ARGON2_MEMORY_KIB', env.ARGON2_MEMORY_KIB, 19_456, 8, problems),
    iterations: parseWholeNumber('ARGON2_ITERATIONS', env.ARGON2_ITERATIONS, 2, 1, problems),
  };

  const chromiumPathSetting = nonEmpty(env.CHROMIUM_PATH);
  const photoStorage = parsePhotoStorage(env, problems);
  const httpTimeouts: HttpTimeouts = {
    requestMs: parseWholeNumber('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 120_000, 100, problems),
    headersMs: parseWholeNumber('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000, 100, problems),
    keepAliveMs: parseWholeNumber('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5_000, 100, problems),
  };
  const logResetLinks = parseFlag('LOG_RESET_LINKS', env.LOG_RESET_LINKS, false, problems);
  const alertsScheduler = parseFlag('ALERTS_SCHEDULER', env.ALERTS_SCHEDULER, true, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseTimeouts,
    seedDemo,
    remotesFile: remotesFileSetting === undefined ? undefined : resolvePath(remotesFileSetting),
    webRoot,
    logLevel,
    trustProxy,
    appUrl,
    appKey,
    tokenTtlDays,
    tokenIdleDays,
    smtpUrl,
    mailFrom,
    redisUrl,
    redisKeyPrefix,
    signupsPerClientPerHour,
    recaptcha,
    passwordHashing,
    chromiumPath: chromiumPathSetting === undefined ? undefined : resolvePath(chromiumPathSetting),
    httpTimeouts,
    logResetLinks,
    alertsScheduler,
    photoStorage,
  };
}

function parsePhotoStorage(env: Environment, problems: string[]): PhotoStorageConfig {
  const kind = nonEmpty(env.PHOTO_STORAGE)?.toLowerCase() ?? 'database';
  if (kind === 'database') return { kind };
  if (kind !== 's3') {
    problems.push(`PHOTO_STORAGE must be database or s3 (got "${env.PHOTO_STORAGE}").`);
    return { kind: 'database' };
  }
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) problems.push('S3_BUCKET must name the bucket when PHOTO_STORAGE=s3.');
  const endpoint = parseHttpUrl('S3_ENDPOINT', env.S3_ENDPOINT, problems);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    kind,
    s3: {
      bucket: bucket ?? '',
      prefix: nonEmpty(env.S3_PREFIX) ?? '',
      region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
      endpoint,
      forcePathStyle: parseFlag(
        'S3_FORCE_PATH_STYLE',
        env.S3_FORCE_PATH_STYLE,
        endpoint !== undefined,
        problems,
      ),
      accessKeyId,
      secretAccessKey,
    },
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

function parseTrustProxy(value: string | undefined, problems: string[]): false | number | string {
  const setting = nonEmpty(value);
  if (setting === undefined) return false;
  const lowered = setting.toLowerCase();
  if (lowered === '0' || lowered === 'false') return false;
  // "Trust everything" would take the client's address from the left end of X-Forwarded-For, which
  // the client writes: anyone could pose as any address and escape every per-client limit. `1`
  // (or `true`) trusts the one proxy in front instead.
  if (lowered === 'true') return 1;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > 10)
      problems.push(`TRUST_PROXY must be 0 to 10 proxies or a list of addresses (got "${setting}").`);
    return hops;
  }
  return setting;
}

function parseUrlWithProtocols(
  name: string,
  value: string | undefined,
  protocols: string[],
  problems: string[],
): string | undefined {
  const setting = nonEmpty(value);
  if (setting === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(setting).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol === undefined || !protocols.includes(protocol)) {
    const schemes = protocols.map((candidate) => `${candidate}//`).join(' or ');
    problems.push(`${name} must be a URL starting with ${schemes} (got "${setting}").`);
  }
  return setting;
}

function parseHttpUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  return parseUrlWithProtocols(name, value, ['http:', 'https:'], problems);
}

function parseWholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  minimum: number,
  problems: string[],
): number {
  const setting = nonEmpty(value);
  if (setting === undefined) return fallback;
  const number = Number(setting);
  if (!/^\d+$/.test(setting) || number < minimum || !Number.isSafeInteger(number)) {
    problems.push(`${name} must be a whole number of at least ${minimum} (got "${setting}").`);
    return fallback;
  }
  return number;
}

function parseScore(value: string | undefined, problems: string[]): number {
  const setting = nonEmpty(value);
  if (setting === undefined) return 0.5;
  const score = Number(setting);
  if (!/^\d*\.?\d+$/.test(setting) || score > 1) {
    problems.push(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1 (got "${setting}").`);
    return 0.5;
  }
  return score;
}

/** `base64:` followed by base64 (as Laravel writes it), or the secret itself; 32 bytes at least. */
function parseAppKey(value: string | undefined, problems: string[]): Buffer | undefined {
  const setting = nonEmpty(value);
  if (setting === undefined) return undefined;
  const key = setting.startsWith('base64:')
    ? Buffer.from(setting.slice('base64:'.length), 'base64')
    : Buffer.from(setting, 'utf8');
  if (key.length < MIN_APP_KEY_BYTES) {
    problems.push(
      `APP_KEY must hold at least ${MIN_APP_KEY_BYTES} bytes: a long random string, or base64: and its base64 (e.g. base64:$(openssl rand -base64 32)).`,
    );
    return undefined;
  }
  return key;
}
