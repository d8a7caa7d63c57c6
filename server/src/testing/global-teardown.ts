import fs from 'node:fs';
import pg from 'pg';

export default async function removeTemplateDatabase() {
  const root = process.env.TALENT_TEST_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
  const bundle = process.env.TALENT_TEST_SERVER_BUNDLE;
  if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
  const template = process.env.TALENT_TEST_POSTGRES_TEMPLATE;
  if (template && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
