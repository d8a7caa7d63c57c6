// Proves the import-circle rule of .dependency-cruiser.cjs (part of `pnpm lint`) fires on a circle, type-only
// imports included, so a config change that silently drops it fails the build.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs'));

/** The rule's errors over a folder holding `files` (name → source). */
async function circles(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(folder, name), source);
    const result = await cruise([folder], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    return result.output.summary.violations.filter((violation) => violation.rule.name === 'no-circular')
      .length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('an import circle fails the lint', async () => {
  assert.ok(
    (await circles({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    })) > 0,
  );
});

test('a circle of type-only imports fails it too', async () => {
  assert.ok(
    (await circles({
      'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    })) > 0,
  );
});

test('imports one way pass', async () => {
  assert.equal(
    await circles({
      'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'b.ts': 'export interface B { name: string }\n',
    }),
    0,
  );
});
