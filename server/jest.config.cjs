// Every server test runs against the embedded database (PGlite in its own process) and, when
// DATABASE_URL is set, a second time against PostgreSQL (one fresh database per test file).
const base = require('../config/jest.base.cjs')({ dom: false });

const engines = ['embedded', ...(process.env.DATABASE_URL ? ['postgresql'] : [])];

// Each test file starts its own short-lived embedded databases: see embeddedDatabaseExecArgv in src/paths.ts.
// Set here, the jest workers (and the servers they start) inherit it.
process.env.EMBEDDED_DB_QUICK_START ??= '1';

// Suites that run once: on PostgreSQL when the run has it (the quicker of the two), else on the embedded database.
// Both engines are PostgreSQL, so a suite runs on both only where the engines can answer differently: what their
// SQL does with text search, trigrams, ranking, facets and counts, concurrent saves and versions, migrations,
// backups, the embedded process's life, outages. A suite runs once when its subject does not depend on the engine:
const runOnce = [
  // functions that touch no database;
  'applicants/directory-columns',
  'applicants/facet-table',
  'auth/passwords',
  'config',
  'demo/generate',
  'mail/contact-mails',
  'mail/mailer',
  'pdf/pdf-text-layer',
  'production-default',
  'reference-data/reference-names',
  'reference-data/selectables',
  'resume-import/',
  'search/concepts/concepts',
  'search/folding',
  'search/name-keys',
  'search/sorani',
  'start-line',
  'testing/api-client',
  // routes whose rules sit before or beside the database: hostile input refused before any query, file parsing
  // that saves nothing, headers, throttles, who may call what;
  'plugins/security-headers.security',
  'plugins/xsrf',
  'routes/resume-import',
  'security/abuse',
  'security/access-matrix',
  'security/app-key',
  'security/endpoints.fuzz',
  'security/named-cases.fuzz',
  'security/nested-json',
  'security/rate-limits',
  'security/xsrf-token',
  'http/errors',
  'routes/recaptcha',
  'web/all-in-one',
  'web/app-manifest',
  'web/cache-control',
  'web/link-preview',
  // and what the server makes of a row it reads or writes whole, with nothing but keys in its SQL: sign-in and its
  // tokens and mails, photos, the languages of the answers, the documents and exports drawn from a saved resume.
  'i18n/server-language',
  'photos/hidden-photo',
  'photos/photos',
  'routes/auth',
  'routes/contact-privacy',
  'routes/email-verification',
  'routes/password-reset',
  'routes/resume-document',
  'routes/resume-docx',
  'routes/resume-export',
  'web/first-content',
  // and the PDFs: the engine and its Chromium, the print, its text layer and its cache.
  'pdf/pdf-cache',
  'pdf/pdf-engine',
  'pdf/pdf-metadata',
  'pdf/resume-language',
  'pdf/resume-print',
  'pdf/resume-renderer',
  'routes/resume-pdf-text',
  'routes/resume-pdf.kill',
].map((suite) => `<rootDir>/src/${suite}${suite.endsWith('/') ? '' : '\\.test\\.ts$'}`);

module.exports = {
  // A bound against a hung test, not a speed check (speed lives in the benches): CI runs this suite twice over
  // on two cores beside PostgreSQL and Chromium, where a test of a minute on a quiet machine can take three.
  testTimeout: 180_000,
  // Most of a server test is spent waiting for database processes, so two workers pay off on two cores.
  maxWorkers: 2,
  projects: engines.map((engine) => ({
    ...base,
    // The server reads the real font files (the PDF embeds them; tests read them with require.resolve):
    // the preset's stand-in for a browser build's imported .woff2 would hand them a JavaScript file.
    moduleNameMapper: {},
    // any-ascii ships ES modules only: compiled like our own sources.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/any-ascii@|any-ascii/)'],
    displayName: engine,
    testPathIgnorePatterns: [
      '/node_modules/',
      ...(engine === 'embedded' && engines.includes('postgresql') ? runOnce : []),
    ],
    globals: { TEST_DATABASE_ENGINE: engine },
    // A migrated database made once per run, which each test file's database copies. A module per engine: jest
    // runs a global setup module once per run, for the first project naming it.
    globalSetup: `<rootDir>/src/testing/global-setup-${engine}.ts`,
    globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  })),
};
