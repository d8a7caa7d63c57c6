import fs from 'node:fs';

export default async function removeTemplateDatabase() {
  const root = process.env.TALENT_TEST_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
