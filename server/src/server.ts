import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import type { EmbeddedDatabase } from './db/embedded-database';
import { prepareDatabase } from './db/prepare';
import { firstStartDemoPlugin } from './demo/first-start';
import { errorsPlugin, replyToFrameworkError } from './http/errors';
import { compressionPlugin } from './plugins/compression';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { type Clock, clockPlugin } from './plugins/clock';
import { databasePlugin } from './plugins/database';
import { mailerPlugin } from './plugins/mailer';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { recaptchaPlugin } from './plugins/recaptcha';
import { securityHeadersPlugin } from './plugins/security-headers';
import { xsrfPlugin } from './plugins/xsrf';
import { accountRoutes } from './account/account-routes';
import { appConfigRoutes } from './routes/app-config';
import { applicantRoutes } from './routes/applicant';
import { applicantsRoutes } from './routes/applicants';
import { authRoutes } from './routes/auth';
import { emailVerificationRoutes } from './routes/email-verification';
import { csrfCookieRoutes } from './routes/csrf-cookie';
import { healthRoutes } from './routes/health';
import { passwordResetRoutes } from './routes/password-reset';
import { pdfPlugin } from './pdf/plugin';
import { photosPlugin } from './photos/plugin';
import { profileRoutes } from './routes/profile';
import { shortlistRoutes } from './employers/shortlists';
import { contactRequestRoutes } from './employers/contact-requests';
import { ANONYMOUS_FLUSH_MS, profileViewsRoutes, resumeViewsPlugin } from './employers/resume-views';
import { savedSearchRoutes } from './employers/saved-searches';
import { digestSchedulerPlugin } from './employers/digest-scheduler';
import { unsubscribeRoutes } from './employers/saved-search-unsubscribe';
import { resumeDocumentRoutes } from './routes/resume-document';
import { resumeExportRoutes } from './routes/resume-export';
import { resumeImportRoutes } from './routes/resume-import';
import { selectablesRoutes } from './routes/selectables';
import { resolveAppKey } from './security/app-key';
import { REDACTED_LOG_PATHS, serializeRequest } from './security/log-redaction';
import { RATE_LIMIT_POLICY, type RateLimitPolicy } from './security/rate-limits';
import { hostHeaderPlugin } from './security/host-header';
import { jsonDepthPlugin } from './security/json-depth';
import { ensurePrivateFolder } from './security/private-files';
import { storableTextPlugin } from './security/storable-text';
import { allInOnePlugin } from './web/all-in-one';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The address the server listens on, e.g. `http://127.0.0.1:8080`. */
  url: string;
  /** Stops taking requests, lets the current ones finish, closes the pool and the embedded database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Called after the server closed itself because its embedded database went away. */
  onFatalError?(error: Error): void;
  /** The clock for token and reset-link expiry; tests pass one they can move. */
  now?: Clock;
  /** The embedded database, when the caller started it already (see `OpenDatabaseOptions`). */
  embeddedDatabase?: Promise<EmbeddedDatabase>;
  /** Where the log lines go; the process's standard output when absent. Tests read the log here. */
  logStream?: { write(line: string): void };
  /** Rate limits other than RATE_LIMIT_POLICY's: tests that make many accounts from one address. */
  rateLimitPolicy?: Partial<RateLimitPolicy>;
  /** How often anonymous resume views are written (ANONYMOUS_FLUSH_MS): a test that counts writes sets it past its end. */
  anonymousViewsFlushMs?: number;
}

/** A number of proxies as the function Fastify's types accept: the nearest `hops` addresses are proxies. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Opens the database, migrates and seeds it, then serves the API (and the built front end). */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const { requestMs, headersMs, keepAliveMs } = config.httpTimeouts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: replyToFrameworkError,
    // A client that trickles its headers or body, or idles on a kept-alive connection, is cut off
    // instead of holding a socket (and its memory) for as long as it likes.
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: Math.min(headersMs, requestMs),
      // Node looks for overdue requests this often (30 s by default, which would let them run late).
      connectionsCheckingInterval: Math.min(1_000, headersMs),
    },
  });
  ensurePrivateFolder(config.dataDir);
  app.log.info(
    {
      dataDir: config.dataDir,
      webRoot: config.webRoot,
      database: config.databaseUrl ? 'postgresql' : 'embedded',
      seedDemo: config.seedDemo,
    },
    'starting Talent Pool server',
  );

  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : config.port;
  };

  const appUrl = () => config.appUrl ?? `http://localhost:${listeningPort()}`;

  let database: Database | undefined;
  try {
    database = await openDatabase(config, {
      log: app.log,
      embeddedDatabase: options.embeddedDatabase,
      onEmbeddedDatabaseLost: (error) => {
        app.log.fatal({ err: error }, 'shutting down: the database is gone');
        void app.close().finally(() => options.onFatalError?.(error));
      },
    });
    await prepareDatabase(database, app.log);

    // Plugins close in the reverse order: background work (mail) finishes before the mailer and the
    // database it uses go away.
    await app.register(errorsPlugin);
    await app.register(hostHeaderPlugin);
    await app.register(compressionPlugin);
    await app.register(securityHeadersPlugin, {
      remotesFile: config.remotesFile,
      recaptcha: config.recaptcha.siteKey !== undefined,
    });
    await app.register(jsonDepthPlugin);
    await app.register(storableTextPlugin);
    await app.register(databasePlugin, { database });
    await app.register(clockPlugin, { now: options.now ?? (() => new Date()) });
    const signupPolicy =
      config.signupsPerClientPerHour === undefined
        ? {}
        : {
            signupByClient: { ...RATE_LIMIT_POLICY.signupByClient, points: config.signupsPerClientPerHour },
          };
    await app.register(rateLimitsPlugin, {
      ...config,
      policy: { ...signupPolicy, ...options.rateLimitPolicy },
    });
    await app.register(mailerPlugin, config);
    await app.register(backgroundPlugin);
    await app.register(resumeViewsPlugin, { flushMs: options.anonymousViewsFlushMs ?? ANONYMOUS_FLUSH_MS });
    const appKey = resolveAppKey(config);
    await app.register(xsrfPlugin, { appKey });
    await app.register(authPlugin, config);
    await app.register(recaptchaPlugin, config.recaptcha);
    await app.register(pdfPlugin, { executablePath: config.chromiumPath });
    await app.register(photosPlugin, { config, database });

    await app.register(healthRoutes);
    await app.register(csrfCookieRoutes);
    await app.register(appConfigRoutes, { config });
    await app.register(authRoutes, { config, appUrl });
    await app.register(emailVerificationRoutes, { appUrl });
    await app.register(profileRoutes);
    await app.register(accountRoutes, { appUrl });
    await app.register(passwordResetRoutes, {
      appUrl,
      logResetLinks: config.logResetLinks,
    });
    await app.register(selectablesRoutes);
    await app.register(resumeDocumentRoutes);
    await app.register(resumeExportRoutes, { appUrl });
    await app.register(applicantRoutes);
    await app.register(resumeImportRoutes);
    await app.register(applicantsRoutes);
    await app.register(shortlistRoutes);
    await app.register(contactRequestRoutes, { appUrl });
    await app.register(profileViewsRoutes);
    await app.register(savedSearchRoutes);
    await app.register(unsubscribeRoutes, { appKey });
    await app.register(digestSchedulerPlugin, {
      pool: database.pool,
      appUrl,
      appKey,
      scheduler: config.alertsScheduler,
    });
    await app.register(allInOnePlugin, { config, appUrl });
    await app.register(firstStartDemoPlugin, { config });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database?.close();
    throw error;
  }

  const port = listeningPort();
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    close: () => app.close(),
  };
}
