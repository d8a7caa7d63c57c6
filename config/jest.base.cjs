// Shared jest preset: every workspace compiles TypeScript with SWC, the way webpack does.
const path = require('node:path');

/** @param {{ dom?: boolean }} options */
module.exports = function jestConfig({ dom = false } = {}) {
  return {
    // A bound against a hung test, not a speed check: CI runs these beside PostgreSQL and Chromium on two
    // cores, where typing into a form with user-event can take longer than jest's default of 5 s.
    testTimeout: 20_000,
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    moduleNameMapper: { '\\.woff2$': path.join(__dirname, 'jest.file-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'jest.dom.cjs')] : [],
  };
};
