// A PostgreSQL outage seen by one running server: the database goes away (connections reset, port
// refused), goes silent (a network that swallows packets), or ends the server's sessions itself; then it
// comes back. The outage is staged with a relay in front of PostgreSQL (src/testing/tcp-proxy.ts), so
// the PostgreSQL the other tests share never goes down.

import pg from 'pg';
import { publishableResume } from '../applicants/test-resumes';
import { DATABASE_UNREACHABLE_MESSAGE } from '../routes/health';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestEnvironment, databaseEngine, type TestEnvironment } from '../testing/test-environment';
import { englishMessage } from '../i18n/messages';
import { DATABASE_UNAVAILABLE_MESSAGE as UNAVAILABLE } from './outage';

const DATABASE_UNAVAILABLE_MESSAGE = englishMessage(UNAVAILABLE);

const describeOnPostgres = databaseEngine === 'postgresql' ? describe : describe.skip;

// Small bounds so the test is quick; production defaults are 5 s and 15 s.
const CONNECT_TIMEOUT_MS = 2_500;
const QUERY_TIMEOUT_MS = 2_000;
// A refused connection is answered "at once": sooner than any timeout could end it, with room for a
// loaded CI machine (1.06 s was seen there while another run shared its two cores).
const AT_ONCE_MS = 2_000;

let environment: TestEnvironment;
let proxy: TcpProxy;
let server: RunningServer;
let databaseName: string;
let token: string;

beforeAll(async () => {
  if (databaseEngine !== 'postgresql') return;
  environment = await createTestEnvironment();
  const direct = new URL(environment.configFor().databaseUrl!);
  databaseName = direct.pathname.slice(1);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.host = `127.0.0.1:${proxy.port}`;
  server = await environment.start({
    DATABASE_URL: proxied.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
  });
  const signUp = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: 'noor@example.com',
      name: 'Noor Jabbar',
      password: 'correct horse',
      is_company: false,
      recaptcha_token: '',
    },
  });
  token = signUp.body.token;
});

afterAll(async () => {
  if (databaseEngine !== 'postgresql') return;
  await environment.dispose();
  await proxy.close();
});

interface Answer {
  name: string;
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  ms: number;
}

/** A summary long enough to publish (10 words at least), marked so a test can tell saves apart. */
const summaryOf = (marker: string) =>
  `${marker} Web developer with six years of experience building accessible bilingual sites.`;

/** What a visitor and an applicant ask for, timed; the save sends `summaryOf(marker)`. */
function everyKindOfRequest(marker: string): Array<Promise<Answer>> {
  const timed = async (
    name: string,
    run: () => Promise<{ status: number; body: unknown; headers: Headers }>,
  ) => {
    const started = Date.now();
    const response = await run();
    return {
      name,
      status: response.status,
      body: response.body as Record<string, unknown>,
      retryAfter: response.headers.get('retry-after'),
      ms: Date.now() - started,
    };
  };
  return [
    timed('directory', () => call(server.url, 'GET', '/api/applicants/filter?search=noor')),
    timed('statistics', () => call(server.url, 'GET', '/api/statistics')),
    timed('profile', () => call(server.url, 'GET', '/api/profile', { token })),
    timed('save', () =>
      call(server.url, 'POST', '/api/applicant', {
        token,
        body: { data: publishableResume({ summary: summaryOf(marker) }) },
      }),
    ),
  ];
}

async function readiness() {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function health() {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Served, or refused as unavailable: never a fault of ours. */
function expectNoFault(answer: Answer) {
  const outcome = answer.status === 503 ? 'unavailable' : answer.status < 300 ? 'served' : 'fault';
  expect({ name: answer.name, outcome, body: answer.body }).toEqual({
    name: answer.name,
    outcome: outcome === 'fault' ? 'served or unavailable' : outcome,
    body: outcome === 'unavailable' ? { message: DATABASE_UNAVAILABLE_MESSAGE } : answer.body,
  });
}

async function expectServingAgain(marker: string) {
  // The first requests after a cut may meet connections the pool has not yet found broken: those
  // answer 503 too, never 500, and within a few tries everything is served again.
  const deadline = Date.now() + 10_000;
  let answers: Answer[];
  for (;;) {
    answers = await Promise.all(everyKindOfRequest(marker));
    for (const answer of answers) expectNoFault(answer);
    if (answers.every((answer) => answer.status < 300) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(answers.map((answer) => [answer.name, answer.status])).toEqual([
    ['directory', 200],
    ['statistics', 200],
    ['profile', 200],
    ['save', 200],
  ]);
  expect(await readiness()).toEqual({ status: 200, body: { status: 'ok' } });
  const profile = await call<{ summary: string }>(server.url, 'GET', '/api/profile', { token });
  expect(profile.body.summary).toBe(summaryOf(marker));
}

function expectUnavailable(answers: Answer[], withinMs: number) {
  for (const answer of answers) {
    expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({
      name: answer.name,
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE },
    });
    expect(answer.retryAfter).toBe('5');
    expect(answer.ms).toBeLessThan(withinMs);
  }
}

describeOnPostgres('a PostgreSQL outage', () => {
  it('serves normally through the relay', async () => {
    await expectServingAgain('Before any outage.');
  });

  it('answers 503 {message} at once while PostgreSQL refuses connections, and recovers by itself', async () => {
    await proxy.cut();
    try {
      expectUnavailable(await Promise.all(everyKindOfRequest('During the outage.')), AT_ONCE_MS);
      expect(await readiness()).toEqual({ status: 503, body: { message: DATABASE_UNREACHABLE_MESSAGE } });
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await proxy.restore();
    }
    await expectServingAgain('After the outage.');
  });

  it('answers 503 within its timeouts while the network to PostgreSQL is silent, and recovers by itself', async () => {
    proxy.stall();
    try {
      // A pooled connection that no longer answers fails at the query bound; new ones at the connect bound.
      const answers = await Promise.all(everyKindOfRequest('During the silence.'));
      // The margin above the two bounds is for a loaded CI machine; a stall with no bound would hang for good.
      expectUnavailable(answers, QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 3_000);
      expect(await readiness()).toEqual({ status: 503, body: { message: DATABASE_UNREACHABLE_MESSAGE } });
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await proxy.restore();
    }
    await expectServingAgain('After the silence.');
  });

  it('never answers 500 to requests in flight when PostgreSQL goes down in the middle of them', async () => {
    const inFlight = Array.from({ length: 8 }, (_, round) =>
      everyKindOfRequest(`In flight ${round}.`),
    ).flat();
    await new Promise((resolve) => setTimeout(resolve, 15));
    await proxy.cut();
    const answers = await Promise.all(inFlight);
    await proxy.restore();
    answers.forEach(expectNoFault);
    await expectServingAgain('After the cut in flight.');
  });

  it('stays up when a connection lent out (as inside a transaction) breaks between two statements', async () => {
    const lent = await server.database.pool.connect();
    await proxy.cut();
    // pg reports the broken connection as an 'error' event; unheard, it would end the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    lent.release(true);
    await proxy.restore();
    await expectServingAgain('After the lent connection broke.');
  });

  it('bounds every statement of a request, but not the start-up work (a migration may rewrite a big table)', async () => {
    const slow = `SELECT pg_sleep(${(QUERY_TIMEOUT_MS + 500) / 1000})`;
    await expect(server.database.pool.query(slow)).rejects.toThrow('Query read timeout');
    const startUp = await server.database.connectWithoutTimeouts();
    try {
      await expect(startUp.query(slow)).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      startUp.release();
    }
  });

  it('recovers when PostgreSQL ends every session of the server (as a restart does)', async () => {
    await expectServingAgain('Before the sessions end.');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(ended.rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expectServingAgain('After the sessions ended.');
  });
});
