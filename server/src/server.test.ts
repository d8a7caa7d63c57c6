import fs from 'node:fs';
import { applicants, users } from './db/schema';
import {
  createTestEnvironment,
  databaseEngine,
  isProcessRunning,
  type TestEnvironment,
} from './testing/test-environment';

let environment: TestEnvironment;

beforeAll(async () => {
  environment = await createTestEnvironment();
});

afterAll(() => environment.dispose());

async function totalResumes(url: string) {
  const response = await fetch(`${url}/api/statistics`);
  return ((await response.json()) as { totalResumes: number }).totalResumes;
}

describe(`server lifecycle (${databaseEngine})`, () => {
  it('keeps the data across a restart, and stops the embedded database with the server', async () => {
    const first = await environment.start();
    const [user] = await first.database.db
      .insert(users)
      .values({ name: 'Sara Kareem', email: 'sara@example.com', password: 'hash' })
      .returning({ id: users.id });
    await first.database.db.insert(applicants).values({ userId: user!.id, published: true });
    const databasePid = first.database.embedded?.pid;
    await first.close();
    if (databasePid !== undefined) expect(isProcessRunning(databasePid)).toBe(false);

    let reportFatalError: (error: Error) => void = () => {};
    const fatalError = new Promise<Error>((resolve) => (reportFatalError = resolve));
    const second = await environment.start({}, { onFatalError: reportFatalError });
    expect(await totalResumes(second.url)).toBe(1);
    expect(await (await fetch(`${second.url}/healthz`)).json()).toEqual({ status: 'ok' });

    if (databaseEngine === 'embedded') {
      // PGlite keeps no lock of its own: a second server on the folder would corrupt it.
      await expect(environment.start()).rejects.toThrow(
        `The embedded database could not start: The embedded database in ${environment.dataDir}/db is in use by process ${second.database.embedded!.pid}`,
      );
      expect(await totalResumes(second.url)).toBe(1);

      // Without its database the server could only answer 500s: it stops and reports why.
      process.kill(second.database.embedded!.pid, 'SIGKILL');
      expect((await fatalError).message).toBe('The embedded database process ended unexpectedly (SIGKILL).');
      await expect(fetch(`${second.url}/healthz`)).rejects.toThrow();
      expect(fs.existsSync(second.database.embedded!.socketDir)).toBe(false);
    }
    await second.close();
  });
});
