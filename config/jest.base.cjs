// Shared jest preset: every workspace compiles TypeScript with SWC, the way webpack does.
const path = require('node:path');

/** @param {{ dom?: boolean }} options */
module.exports = function jestConfig({ dom = false } = {}) {
  return {
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
