// Proves that eslint.config.mjs refuses user-visible literal text in JSX (issue #16: every text in
// English, Arabic and Kurdish comes from the catalogue), and only that: names the code uses pass.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

async function literalTexts(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === 'i18next/no-literal-string').length;
}

const component = (jsx) =>
  `export function Probe({ t }: { t: (key: string) => string }) {\n  return ${jsx};\n}\n`;

const cases = [
  ['text between tags in the shell', 'shell/src/layout/Probe.tsx', '<p>Welcome home</p>', 1],
  ['text between tags in a remote', 'mfe-builder/src/features/x/Probe.tsx', '<h2>Personal</h2>', 1],
  ['a literal in a design-system component', 'packages/ui/src/x/Probe.tsx', '<span>Close</span>', 1],
  ['an aria-label a screen reader speaks', 'mfe-profile/src/Probe.tsx', '<button aria-label="Close" />', 1],
  ['alt text', 'mfe-directory/src/Probe.tsx', '<img alt="A photo" src="/p.png" />', 1],
  ['a placeholder', 'mfe-account/src/Probe.tsx', '<input placeholder="Your email" />', 1],
  ['a literal shown from an expression', 'shell/src/Probe.tsx', "<p>{'Loading'}</p>", 1],
  ['a translated text', 'shell/src/Probe.tsx', "<p title={t('a.title')}>{t('a.text')}</p>", 0],
  [
    'names the code uses',
    'mfe-builder/src/Probe.tsx',
    '<div className="x" id="y" role="tabpanel" data-testid="z" />',
    0,
  ],
  ['a call with a literal argument', 'mfe-account/src/Probe.tsx', "<input {...register('email')} />", 0],
  ['punctuation and numbers', 'shell/src/Probe.tsx', '<p>{t("a")} · 2</p>', 0],
  ['a test, which may write what it likes', 'shell/src/layout/Probe.test.tsx', '<p>Welcome home</p>', 0],
  ['a story', 'packages/ui/src/x/Probe.stories.tsx', '<p>Welcome home</p>', 0],
];

for (const [name, filePath, jsx, expected] of cases) {
  test(`${name}: ${expected ? 'refused' : 'allowed'}`, async () => {
    assert.equal(await literalTexts(filePath, component(jsx)), expected);
  });
}
