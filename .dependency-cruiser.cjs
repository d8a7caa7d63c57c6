// Import circles, found by dependency-cruiser as part of `pnpm lint` (issue 30). A circle hides which file
// a rule lives in, and a change to one of its files is a change to all of them. Type-only imports count
// too (`tsPreCompilationDeps`): ESLint's import plugins skip them, and a type circle ties files together
// as surely. Workspace packages resolve through node_modules to their own sources (packages/*/src), so a
// circle across packages is one too. config/import-cycles.test.mjs proves the rule fires.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle anywhere, type-only imports included (issue 30): break it by moving what both sides need into a file of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['node_modules', '/dist/', 'storybook-static', '/coverage/', 'test-results', 'playwright-report'],
    },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
