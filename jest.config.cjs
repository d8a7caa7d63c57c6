// Every front-end package's jest suite in one run (`pnpm test:front`): one jest start, one transform cache and one
// scheduler over all their files instead of twelve runs one after another. Each project is the package's own
// jest.config.cjs, so `pnpm exec jest` inside a package runs the same tests the same way. The server has its
// own run (`pnpm test:server`): its tests run twice, once per database, with a longer bound.
const frontEnd = [
  'packages/api-sdk',
  'packages/event-bus',
  'packages/i18n',
  'packages/mf-config',
  'packages/resume-model',
  'packages/resume-template',
  'packages/test-kit',
  'packages/ui',
  'shell',
  'mfe-account',
  'mfe-builder',
  'mfe-directory',
  'mfe-employer',
  'mfe-profile',
];

module.exports = {
  // The preset's bound (config/jest.base.cjs): jest reads it from the run, not from each project.
  testTimeout: require('./config/jest.base.cjs')().testTimeout,
  projects: frontEnd.map((dir) => `<rootDir>/${dir}`),
};
