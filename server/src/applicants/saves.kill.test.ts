// The server killed outright (SIGKILL: no shutdown code runs) in the middle of a burst of resume saves
// from many applicants, then started again on the same data. Every save that was answered 2xx must be
// there, whole; a save cut off before its answer may or may not be there, but never in part.
//
// On PostgreSQL the server process alone dies. On the embedded database (the default mode) it is run
// twice: the server alone (its database process then closes by itself), and the server together with
// its database process, as when a container or the whole machine goes down.

import { isDeepStrictEqual } from 'node:util';
import { normalizeSpecializations, profileFromBuilder, type ResumeDraft } from '@talent/resume-model';
import { call } from '../testing/api-client';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createTestEnvironment, databaseEngine, type TestEnvironment } from '../testing/test-environment';
import { publishableResume } from './test-resumes';

// At most the sign-ups one client address may make in an hour (RATE_LIMIT_POLICY, issue 15): the server
// process runs with the real limits, and every applicant here signs up from 127.0.0.1.
const APPLICANTS = 20;
/** The server dies once this many saves have been answered (a few per applicant). */
const ANSWERED_BEFORE_KILL = 90;

let environment: TestEnvironment;

beforeEach(async () => {
  environment = await createTestEnvironment();
});

afterEach(() => environment.dispose());

function serverSettings(): Record<string, string | undefined> {
  const config = environment.configFor();
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: environment.dataDir,
    WEB_ROOT: environment.webRoot,
    DATABASE_URL: config.databaseUrl,
    SEED_DEMO: '0',
    ARGON2_MEMORY_KIB: '8',
    ARGON2_ITERATIONS: '1',
  };
}

/**
 * Version `version` of applicant `applicant`'s resume. Versions differ in many fields at once (name,
 * summary, list lengths, city, availability), so a resume mixing two versions matches neither.
 */
function versionOf(applicant: number, version: number): ResumeDraft {
  const base = publishableResume();
  const tag = `q${applicant}v${version}q`;
  return publishableResume({
    contact: {
      fullName: `رنا ${tag} Hassan`,
      // Stored as sent: already in the +964 form the server writes.
      phone: {
        phone: `+96477${String(10_000_000 + applicant * 1_000 + version).slice(-8)}`,
        showPhone: version % 2 === 0,
      },
      city: version % 2 === 0 ? 'Baghdad' : 'Basra',
      zone: version % 2 === 0 ? 'Karkh' : '',
      workAvailability: version % 3 !== 0,
      job_title: `Engineer ${tag}`,
    },
    summary: `Summary ${tag}: ${'مطور ويب يبني مواقع سهلة الاستخدام '.repeat(1 + (version % 4))}and accessible sites.`,
    skills: Array.from({ length: 1 + (version % 5) }, (_, index) => `Skill ${index} ${tag}`),
    tools: Array.from({ length: 1 + (version % 3) }, (_, index) => ({
      item: `Tool ${index}`,
      rating: 1 + ((version + index) % 5),
    })),
    employment: Array.from({ length: 1 + (version % 2) }, (_, index) => ({
      ...base.employment[0]!,
      employer: `Employer ${index} ${tag}`,
    })),
  });
}

/** The profile fields `GET /api/profile` must return for a resume saved from `draft`. */
function profileFieldsOf(draft: ResumeDraft) {
  const { image: _image, specializations, ...sections } = draft;
  return {
    // A save without versions stores none (issue 31): the profile answers an empty `translations`.
    translations: {},
    ...sections,
    specializations: profileFromBuilder(normalizeSpecializations(specializations)),
  };
}

function storedFieldsOf(profile: Record<string, unknown>) {
  const { id: _id, image: _image, user: _user, updated_at: _updatedAt, ...fields } = profile;
  return fields;
}

async function signUpApplicants(url: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: APPLICANTS }, async (_, applicant) => {
      const response = await call<{ token: string }>(url, 'POST', '/api/signup', {
        body: {
          email: `kill${applicant}@example.com`,
          name: `Applicant ${applicant}`,
          password: 'correct horse',
          is_company: false,
          recaptcha_token: '',
        },
      });
      expect(response.status).toBe(201);
      return response.body.token;
    }),
  );
}

interface Burst {
  /** Per applicant: the highest version answered 2xx (0: none). */
  answered: number[];
  /** Per applicant: the highest version sent. */
  sent: number[];
  answeredTotal: number;
}

/**
 * Every applicant saves version 1, 2, 3… one after the other, as someone pressing Save does, all of
 * them at once; `kill` runs once enough saves have been answered. Ends when the server is gone.
 */
async function burstOfSaves(url: string, tokens: string[], kill: () => void): Promise<Burst> {
  const burst: Burst = { answered: tokens.map(() => 0), sent: tokens.map(() => 0), answeredTotal: 0 };
  let killed = false;
  await Promise.all(
    tokens.map(async (token, applicant) => {
      for (let version = 1; ; version += 1) {
        burst.sent[applicant] = version;
        let status: number;
        try {
          status = (
            await call(url, 'POST', '/api/applicant', {
              token,
              body: { data: versionOf(applicant, version) },
            })
          ).status;
        } catch {
          return; // the connection died with the server
        }
        // Until the kill, every save succeeds.
        if (!killed) expect(status).toBe(200);
        if (status !== 200) return;
        burst.answered[applicant] = version;
        burst.answeredTotal += 1;
        if (!killed && burst.answeredTotal >= ANSWERED_BEFORE_KILL) {
          killed = true;
          kill();
        }
      }
    }),
  );
  return burst;
}

/** The applicant's stored resume is one version they sent, no older than the last one answered 2xx. */
async function expectSavesKept(url: string, token: string, applicant: number, burst: Burst) {
  const answered = burst.answered[applicant]!;
  const profile = await call(url, 'GET', '/api/profile', { token });
  expect(profile.status).toBe(200);
  const stored = storedFieldsOf(profile.body);
  const candidates = Array.from(
    { length: burst.sent[applicant]! - answered + 1 },
    (_, offset) => answered + offset,
  );
  const version = candidates.find(
    (candidate) =>
      candidate > 0 && isDeepStrictEqual(stored, profileFieldsOf(versionOf(applicant, candidate))),
  );
  if (version === undefined) {
    // Shown in full: the stored resume beside the last version the server confirmed.
    expect({ applicant, stored }).toEqual({
      applicant,
      stored: profileFieldsOf(versionOf(applicant, Math.max(1, answered))),
    });
    return;
  }

  // The directory reads its own copies of a few fields: they come from the same version.
  const found = await call<{ data: Array<{ id: number; summary: string; contact: { fullName: string } }> }>(
    url,
    'GET',
    `/api/applicants/filter?search=q${applicant}v${version}q&sort_by=relevance`,
  );
  const sent = versionOf(applicant, version);
  // Typo tolerance (issue 17) also brings the other applicants' markers one letter away; the exact
  // match comes first.
  expect(found.body.data.slice(0, 1).map((card) => [card.id, card.contact.fullName, card.summary])).toEqual([
    [profile.body.id, sent.contact.fullName, sent.summary],
  ]);
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

describe(`the server killed during a burst of saves (${databaseEngine})`, () => {
  const variants =
    databaseEngine === 'embedded'
      ? ([['the server process'], ['the server and its database process together']] as const)
      : ([['the server process']] as const);

  it.each(variants)(
    'loses no answered save and writes none in part when %s is killed',
    async (victims) => {
      const first = startServerProcess(serverSettings());
      const url = await first.listening;
      const tokens = await signUpApplicants(url);
      const databasePid = databaseEngine === 'embedded' ? await first.databasePid : undefined;

      const burst = await burstOfSaves(url, tokens, () => {
        first.child.kill('SIGKILL');
        if (victims !== 'the server process') process.kill(databasePid!, 'SIGKILL');
      });
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(burst.answeredTotal).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);

      // Restarted at once, as a process manager does.
      const second = startServerProcess(serverSettings());
      const secondUrl = await second.listening.catch((error: Error) => {
        throw new Error(`the server did not start again after the kill: ${error.message}`);
      });
      try {
        expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
        await Promise.all(
          tokens.map((token, applicant) => expectSavesKept(secondUrl, token, applicant, burst)),
        );
        // And it goes on saving.
        const after = await call(secondUrl, 'POST', '/api/applicant', {
          token: tokens[0],
          body: { data: versionOf(0, 999) },
        });
        expect(after.status).toBe(200);
      } finally {
        await stop(second);
      }
    },
    // Two server starts through tsx and PGlite took nearly 4 minutes at a load average of 30.
    420_000,
  );
});
