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
      databaseTimeouts: { connectMs: 5_000, queryMs: 15_000 },
      seedDemo: false,
      remotesFile: undefined,
      webRoot: repositoryRoot,
      logLevel: 'info',
      trustProxy: false,
      appUrl: undefined,
      appKey: undefined,
      tokenTtlDays: 30,
      tokenIdleDays: 14,
      smtpUrl: undefined,
      mailFrom: 'Talent Pool <no-reply@talentpool.local>',
      redisUrl: undefined,
      redisKeyPrefix: 'talent:',
      signupsPerClientPerHour: undefined,
      recaptcha: {
        secret: undefined,
        siteKey: undefined,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
      },
      passwordHashing: { memoryKib: 19_456, iterations: 2 },
      chromiumPath: undefined,
      photoStorage: { kind: 'database' },
      httpTimeouts: { requestMs: 120_000, headersMs: 10_000, keepAliveMs: 5_000 },
      logResetLinks: false,
      alertsScheduler: true,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/talent',
        DATABASE_URL: 'postgres://talent@db:5432/talent',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_QUERY_TIMEOUT_MS: '30000',
        SEED_DEMO: '0',
        REMOTES_FILE: '/etc/talent/remotes.json',
        WEB_ROOT: '/srv/web',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        APP_URL: 'https://talentpool.iq/',
        APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`,
        TOKEN_TTL_DAYS: '7',
        TOKEN_IDLE_DAYS: '3',
        SMTP_URL: 'smtps://mailer:secret@smtp.talentpool.iq:465',
        MAIL_FROM: 'Talent Pool <hello@talentpool.iq>',
        REDIS_URL: 'redis://cache:6379/2',
        REDIS_KEY_PREFIX: 'tp:',
        SIGNUPS_PER_CLIENT_PER_HOUR: '200',
        RECAPTCHA_SECRET: 'server-secret',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
        RECAPTCHA_MIN_SCORE: '0.7',
        ARGON2_MEMORY_KIB: '65536',
        ARGON2_ITERATIONS: '3',
        CHROMIUM_PATH: '/opt/chromium/chrome',
        PHOTO_STORAGE: 's3',
        S3_BUCKET: 'talent-photos',
        S3_PREFIX: 'production/',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'access',
        S3_SECRET_ACCESS_KEY: 'secret',
        REQUEST_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '3000',
        LOG_RESET_LINKS: '1',
        ALERTS_SCHEDULER: '0',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/talent',
      databaseUrl: 'postgres://talent@db:5432/talent',
      databaseTimeouts: { connectMs: 2_000, queryMs: 30_000 },
      seedDemo: false,
      remotesFile: '/etc/talent/remotes.json',
      webRoot: '/srv/web',
      logLevel: 'warn',
      trustProxy: 1,
      appUrl: 'https://talentpool.iq',
      appKey: Buffer.alloc(32, 7),
      tokenTtlDays: 7,
      tokenIdleDays: 3,
      smtpUrl: 'smtps://mailer:secret@smtp.talentpool.iq:465',
      mailFrom: 'Talent Pool <hello@talentpool.iq>',
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'tp:',
      signupsPerClientPerHour: 200,
      recaptcha: {
        secret: 'server-secret',
        siteKey: 'site-key',
        verifyUrl: 'http://127.0.0.1:9999/siteverify',
        minScore: 0.7,
      },
      passwordHashing: { memoryKib: 65_536, iterations: 3 },
      chromiumPath: '/opt/chromium/chrome',
      photoStorage: {
        kind: 's3',
        s3: {
          bucket: 'talent-photos',
          prefix: 'production/',
          region: 'eu-central-1',
          endpoint: 'http://127.0.0.1:9000',
          forcePathStyle: true,
          accessKeyId: 'access',
          secretAccessKey: 'secret',
        },
      },
      httpTimeouts: { requestMs: 60_000, headersMs: 5_000, keepAliveMs: 3_000 },
      logResetLinks: true,
      alertsScheduler: false,
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

  it('trusts only the one proxy in front for TRUST_PROXY=1 or true, never the whole X-Forwarded-For', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
  });

  it('passes a list of proxy addresses to TRUST_PROXY as given', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }, cwd).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  });

  it('takes an APP_KEY written as a long secret too', () => {
    const secret = 'a secret of at least thirty-two characters';
    expect(loadConfig({ APP_KEY: secret }, cwd).appKey).toEqual(Buffer.from(secret));
  });

  it('accepts a minimum reCAPTCHA score from 0 to 1', () => {
    expect(loadConfig({ RECAPTCHA_MIN_SCORE: '0' }, cwd).recaptcha.minScore).toBe(0);
    expect(loadConfig({ RECAPTCHA_MIN_SCORE: '1' }, cwd).recaptcha.minScore).toBe(1);
    expect(loadConfig({ RECAPTCHA_MIN_SCORE: '.25' }, cwd).recaptcha.minScore).toBe(0.25);
  });

  it("takes S3 on AWS itself with the SDK's own credentials: virtual-host addresses, no endpoint", () => {
    expect(loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'photos' }, cwd).photoStorage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'photos',
        prefix: '',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
    });
  });

  it('accepts port 0 for an ephemeral port', () => {
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a whole number/],
    [{ PHOTO_STORAGE: 'disk' }, /^PHOTO_STORAGE must be database or s3/],
    [{ PHOTO_STORAGE: 's3' }, /^S3_BUCKET must name the bucket/],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }, /must be set together/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ PORT: '-1' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://root@localhost/talent' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ SEED_DEMO: 'yes please' }, /^SEED_DEMO must be 1 or 0/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ APP_URL: 'talentpool.iq' }, /^APP_URL must be a URL starting with http:\/\/ or https:\/\//],
    [{ APP_KEY: 'short' }, /^APP_KEY must hold at least 32 bytes/],
    [{ APP_KEY: 'base64:c2hvcnQ=' }, /^APP_KEY must hold at least 32 bytes/],
    [{ TOKEN_TTL_DAYS: '0' }, /^TOKEN_TTL_DAYS must be a whole number of at least 1/],
    [{ TOKEN_TTL_DAYS: '1.5' }, /^TOKEN_TTL_DAYS must be a whole number of at least 1/],
    [{ TOKEN_IDLE_DAYS: '0' }, /^TOKEN_IDLE_DAYS must be a whole number of at least 1/],
    [
      { SIGNUPS_PER_CLIENT_PER_HOUR: '0' },
      /^SIGNUPS_PER_CLIENT_PER_HOUR must be a whole number of at least 1/,
    ],
    [
      { SMTP_URL: 'http://mail.example.com' },
      /^SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//,
    ],
    [{ REDIS_URL: '127.0.0.1:6379' }, /^REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//],
    [{ RECAPTCHA_VERIFY_URL: 'ftp://x' }, /^RECAPTCHA_VERIFY_URL must be a URL starting with http/],
    [{ RECAPTCHA_MIN_SCORE: '1.5' }, /^RECAPTCHA_MIN_SCORE must be a number from 0 to 1/],
    [{ RECAPTCHA_MIN_SCORE: 'high' }, /^RECAPTCHA_MIN_SCORE must be a number from 0 to 1/],
    [{ ARGON2_MEMORY_KIB: '4' }, /^ARGON2_MEMORY_KIB must be a whole number of at least 8/],
    [{ ARGON2_ITERATIONS: '0' }, /^ARGON2_ITERATIONS must be a whole number of at least 1/],
    [
      { DATABASE_CONNECT_TIMEOUT_MS: '0' },
      /^DATABASE_CONNECT_TIMEOUT_MS must be a whole number of at least 1/,
    ],
    [{ DATABASE_QUERY_TIMEOUT_MS: '5s' }, /^DATABASE_QUERY_TIMEOUT_MS must be a whole number of at least 1/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(message)]);
  });

  it('reports every invalid setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, cwd)).toThrow(
      /Invalid configuration:\n {2}- PORT .*\n {2}- LOG_LEVEL /,
    );
  });
});
