// Every server test runs against the embedded database (PGlite in its own process) and, when
// DATABASE_URL is set, a second time against PostgreSQL (one fresh database per test file).
const base = require('../config/jest.base.cjs')({ dom: false });

const engines = ['embedded', ...(process.env.DATABASE_URL ? ['postgresql'] : [])];

// Each test file starts its own short-lived embedded databases: see embeddedDatabaseExecArgv in src/paths.ts.
// Set here, the jest workers (and the servers they start) inherit it.
process.env.EMBEDDED_DB_QUICK_START ??= '1';

// Suites whose subject does not depend on the database engine: functions that touch no database, and routes whose
// rules sit before or beside it (hostile input refused before any query, file parsing that saves nothing, headers,
// throttles). Both engines are the same PostgreSQL, so running these twice proves nothing more: they run once, on
// PostgreSQL when the run has it (the quicker of the two to start), else on the embedded database. Every suite that
// reads or writes data through SQL stays on both.
const engineIndependent = [
  'applicants/directory-columns',
  'auth/passwords',
  'config',
  'demo/generate',
  'mail/contact-mails',
  'mail/mailer',
  'pdf/pdf-text-layer',
  'plugins/security-headers.security',
  'plugins/xsrf',
  'production-default',
  'reference-data/reference-names',
  'reference-data/selectables',
  'resume-import/',
  'routes/resume-import',
  'search/concepts/concepts',
  'search/folding',
  'search/name-keys',
  'search/sorani',
  'security/abuse',
  'security/app-key',
  'security/endpoints.fuzz',
  'security/rate-limits',
  'security/xsrf-token',
  'start-line',
  'web/cache-control',
  'web/link-preview',
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
      ...(engine === 'embedded' && engines.includes('postgresql') ? engineIndependent : []),
    ],
    globals: { TEST_DATABASE_ENGINE: engine },
    // A migrated database made once per run, which each test file's database copies. A module per engine: jest
    // runs a global setup module once per run, for the first project naming it.
    globalSetup: `<rootDir>/src/testing/global-setup-${engine}.ts`,
    globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  })),
};
