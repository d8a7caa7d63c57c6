// One lint config for the whole workspace. The import-direction rules below are the
// enforcement of STYLE.md "One-way imports": packages → remotes → shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import mfConfig from './packages/mf-config/index.cjs';

const { routerExports } = mfConfig;

const remotes = ['mfe-directory', 'mfe-builder', 'mfe-account', 'mfe-profile', 'mfe-employer'];
// Apps are reached by relative paths ('../../mfe-directory/src/…'); the server also by its package name.
// Bare names such as 'react-dom/server' must stay allowed, so every pattern needs a leading '..'.
const appPatterns = (names) =>
  names.flatMap((name) =>
    name.startsWith('@')
      ? [name, `${name}/**`]
      : [`../**/${name}`, `../**/${name}/**`, `../${name}`, `../${name}/**`],
  );

// The share scope holds only these names of react-router-dom (packages/mf-config/react-router-dom.mjs).
const routerImports = {
  name: 'react-router-dom',
  allowImportNames: routerExports,
  message: 'Apps get a subset of react-router-dom; add the name to routerExports in packages/mf-config.',
};

// i18next and react-i18next are not in the share scope (federation.cjs): only @talent/i18n, itself shared,
// holds the instance and the binding to it. A copy imported anywhere else would know no instance.
const i18nImports = ['i18next', 'react-i18next'].map((name) => ({
  name,
  message: 'Translations come from @talent/i18n (useTranslation, i18n); only that package imports i18next.',
}));

const restrictImports = (names, message, { allowI18next = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [routerImports, ...(allowI18next ? [] : i18nImports)],
      patterns: [{ group: appPatterns(names), message }],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every text a user sees comes from the catalogue, in each of our languages (STYLE.md): a literal in
    // JSX — between tags, or in an attribute a user sees or hears — is refused. Tests, stories and test
    // helpers may write what they like.
    files: [
      'shell/src/**/*.tsx',
      'mfe-*/src/**/*.tsx',
      'packages/ui/src/**/*.tsx',
      'packages/resume-template/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'alt',
              'title',
              'placeholder',
              'label',
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'closeLabel',
              'heading',
              'message',
              'description',
              'hint',
              'text',
            ],
          },
          // An argument of a call (t('key'), marksOf('email')) or a property of an object spread into
          // props is a name the code uses, not a text; only what JSX shows as it stands is refused.
          callees: { exclude: ['.*'] },
          // Digits, punctuation and separators (· – /) are the same in every language.
          words: { exclude: [/^[\P{L}]*$/u] },
          'object-properties': { exclude: ['.*'] },
          message: 'User-visible text comes from the catalogue (t(…)), in English, Arabic and Kurdish',
        },
      ],
    },
  },
  {
    files: ['packages/**'],
    rules: restrictImports(
      ['shell', ...remotes, 'server', '@talent/server'],
      'Packages never import apps (STYLE.md: one-way imports).',
    ),
  },
  {
    // The product's Storybook gathers every package and remote, like the shell does; nothing imports it.
    files: ['storybook/**'],
    rules: restrictImports(['server', '@talent/server'], 'Storybook never imports the server.'),
  },
  {
    files: ['packages/i18n/**'],
    rules: restrictImports(
      ['shell', ...remotes, 'server', '@talent/server'],
      'Packages never import apps (STYLE.md: one-way imports).',
      { allowI18next: true },
    ),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrictImports(
      ['shell', 'server', '@talent/server', ...remotes.filter((other) => other !== remote)],
      'A remote never imports the shell, the server or another remote; talk through the event bus and the URL.',
    ),
  })),
  {
    files: ['shell/**'],
    rules: restrictImports(
      [...remotes, 'server', '@talent/server'],
      'The shell knows remotes only through /remotes.json.',
    ),
  },
  {
    files: ['server/**'],
    rules: restrictImports(['shell', ...remotes], 'The server never imports front-end apps.'),
  },
);
