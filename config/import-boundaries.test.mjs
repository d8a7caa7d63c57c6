// Proves the lint rules in eslint.config.mjs enforce STYLE.md's one-way imports, so a
// config change that silently drops them fails the build.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
}

const cases = [
  ['a package importing a remote', 'packages/ui/src/probe.ts', "import '../../../mfe-builder/src/x';", 1],
  ['a package importing the shell', 'packages/api-sdk/src/probe.ts', "import '../../../shell/src/x';", 1],
  ['a package importing the server', 'packages/resume-model/src/probe.ts', "import '@talent/server';", 1],
  ['a package importing a remote by its name', 'packages/ui/src/probe.ts', "import 'mfe-builder/src/x';", 1],
  [
    'a package importing @talent/<remote>',
    'packages/event-bus/src/probe.ts',
    "import '@talent/mfe-directory';",
    1,
  ],
  ['a package importing the shell by its name', 'packages/i18n/src/probe.ts', "import 'shell/src/x';", 1],
  ['a package importing the storybook', 'packages/ui/src/probe.ts', "import '@talent/storybook';", 1],
  [
    'a package importing the storybook by path',
    'packages/ui/src/probe.ts',
    "import '../../../storybook/.storybook/x';",
    1,
  ],
  [
    'a package importing the e2e tests',
    'packages/api-sdk/src/probe.ts',
    "import '../../../e2e/support/x';",
    1,
  ],
  [
    'a story importing Storybook itself',
    'packages/ui/src/probe.stories.tsx',
    "import { fn } from 'storybook/test';",
    0,
  ],
  [
    'the storybook importing a remote',
    'storybook/.storybook/probe.ts',
    "import 'mfe-builder/src/testing/x';",
    0,
  ],
  ['the storybook importing the server', 'storybook/.storybook/probe.ts', "import '@talent/server';", 1],
  [
    'a remote importing the storybook',
    'mfe-builder/src/probe.ts',
    "import '../../storybook/.storybook/x';",
    1,
  ],
  ['a remote importing another remote', 'mfe-builder/src/probe.ts', "import '../../mfe-directory/src/x';", 1],
  ['a remote importing the shell', 'mfe-profile/src/probe.ts', "import '../../shell/src/x';", 1],
  ['the shell importing a remote', 'shell/src/probe.ts', "import '../../mfe-account/src/x';", 1],
  ['a remote importing a package', 'mfe-builder/src/probe.ts', "import '@talent/ui';", 0],
  ['a package importing react-dom/server', 'packages/ui/src/probe.ts', "import 'react-dom/server';", 0],
  ['a remote importing its own files', 'mfe-builder/src/features/x/probe.ts', "import '../../bootstrap';", 0],
  [
    'a router name the share scope holds',
    'mfe-profile/src/probe.ts',
    "import { Link } from 'react-router-dom';",
    0,
  ],
  [
    'a router name the share scope lacks',
    'mfe-profile/src/probe.ts',
    "import { useBlocker } from 'react-router-dom';",
    1,
  ],
  [
    'a remote importing react-i18next',
    'mfe-directory/src/probe.ts',
    "import { Trans } from 'react-i18next';",
    1,
  ],
  ['the shell importing i18next', 'shell/src/probe.ts', "import i18next from 'i18next';", 1],
  ['a package importing i18next', 'packages/ui/src/probe.ts', "import i18next from 'i18next';", 1],
  ['the i18n package importing i18next', 'packages/i18n/src/probe.ts', "import i18next from 'i18next';", 0],
  [
    'the i18n package importing a remote',
    'packages/i18n/src/probe.ts',
    "import '../../../mfe-builder/src/x';",
    1,
  ],
];

for (const [name, filePath, source, expected] of cases) {
  test(`${expected ? 'forbids' : 'allows'} ${name}`, async () => {
    assert.equal(await restrictedImports(filePath, source), expected);
  });
}
