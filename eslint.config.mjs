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
// Every app of the workspace, by its folder; packages import none of them.
const apps = ['shell', ...remotes, 'server', 'e2e', 'storybook'];
// An app is reached by a relative path ('../../mfe-directory/src/…') or by a package name: its own
// ('mfe-builder', '@talent/server', '@talent/storybook') or '@talent/<folder>' should it be renamed so. Relative
// patterns need a leading '..'; names are anchored at the start, so 'react-dom/server' stays allowed. The bare name
// 'storybook' is Storybook's own package (the stories' 'storybook/test'), never the workspace.
const appPatterns = (names, message) => [
  {
    group: names.flatMap((name) => [`../**/${name}`, `../**/${name}/**`, `../${name}`, `../${name}/**`]),
    message,
  },
  {
    regex: `^(${names.flatMap((name) => [`@talent/${name}`, ...(name === 'storybook' ? [] : [name])]).join('|')})(/|$)`,
    message,
  },
];

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
      patterns: appPatterns(names, message),
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
      // The server's test runs bundle it here for the length of a run (src/testing/global-setup.ts).
      'server/test-bundle-*/**',
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
    rules: restrictImports(apps, 'Packages never import apps (STYLE.md: one-way imports).'),
  },
  {
    // The product's Storybook gathers every package and remote, like the shell does; nothing imports it.
    files: ['storybook/**'],
    rules: restrictImports(['server', 'e2e'], 'Storybook never imports the server or the end-to-end tests.'),
  },
  {
    files: ['packages/i18n/**'],
    rules: restrictImports(apps, 'Packages never import apps (STYLE.md: one-way imports).', {
      allowI18next: true,
    }),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrictImports(
      apps.filter((app) => app !== remote),
      'A remote never imports the shell, the server, the test apps or another remote; talk through the event bus and the URL.',
    ),
  })),
  {
    files: ['shell/**'],
    rules: restrictImports(
      apps.filter((app) => app !== 'shell'),
      'The shell knows remotes only through /remotes.json.',
    ),
  },
  {
    files: ['server/**'],
    rules: restrictImports(
      apps.filter((app) => app !== 'server'),
      'The server never imports front-end apps.',
    ),
  },
);
