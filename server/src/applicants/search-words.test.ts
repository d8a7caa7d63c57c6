// Issue 34 (security review): the typo table answered anyone "did any resume ever hold this word" —
// drafts included, for ever. It holds the words of published resumes only, and is pruned.

import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import { type Account, signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { saveResume } from './save-resume';
import { pruneSearchWords } from './search-words';
import { publishableResume } from './test-resumes';

let environment: TestEnvironment;
let server: RunningServer;
let draftWriter: Account;
let publisher: Account;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  draftWriter = await signUp(server, { name: 'Draft Writer' });
  publisher = await signUp(server, { name: 'Publisher' });
});

afterAll(() => environment.dispose());

const save = (account: Account, summary: string, published: boolean) =>
  saveResume(server.database.db, {
    userId: account.userId,
    // Long enough for the summary's publish rule.
    resume: publishableResume({
      summary: `${summary} ${'Careful work with numbers and people. '.repeat(4)}`,
      published,
    }),
  });

async function typoWords(prefix: string): Promise<string[]> {
  const { rows } = await server.database.db.execute<{ word: string }>(
    sql`select word from search_words where word like ${`${prefix}%`} order by word`,
  );
  return rows.map((row) => row.word);
}

describe('the typo table (issue 34)', () => {
  it("takes no word of a draft, and a published resume's words when it is published", async () => {
    await save(draftWriter, 'Certified zorblaxian auditor with quintafrex experience.', false);
    expect(await typoWords('zorblax')).toEqual([]);
    expect(await typoWords('quintafrex')).toEqual([]);

    await save(draftWriter, 'Certified zorblaxian auditor with quintafrex experience.', true);
    expect(await typoWords('zorblax')).toEqual(['zorblaxian']);
  });

  it('loses, at the prune, the words no published resume holds any more', async () => {
    await save(publisher, 'Quintafrex specialist.', true);
    // Hidden again: its words stay until the prune, which keeps the words another resume still shows.
    await save(draftWriter, 'Certified zorblaxian auditor with quintafrex experience.', false);
    expect(await typoWords('zorblax')).toEqual(['zorblaxian']);
    expect(await pruneSearchWords(server.database.db)).toBeGreaterThan(0);
    expect(await typoWords('zorblax')).toEqual([]);
    expect(await typoWords('quintafrex')).toEqual(['quintafrex']);
  });
});
