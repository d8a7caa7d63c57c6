import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating a PGlite database takes seconds of WebAssembly work, so it happens once per run: each
 * test file's server starts from a copy of this empty cluster (see test-environment.ts).
 */
export default async function createTemplateDatabase() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-server-tests-'));
  const templateDir = path.join(root, 'template-db');
  const db = await PGlite.create({ dataDir: templateDir });
  await db.close();
  process.env.TALENT_TEST_ROOT = root;
  process.env.TALENT_TEST_TEMPLATE_DB = templateDir;
}
