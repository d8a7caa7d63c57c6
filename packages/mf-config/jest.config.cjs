module.exports = { testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.cjs'] };
