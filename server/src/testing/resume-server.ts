// What the tests of a resume's documents and versions share (resume-document, -docx, -export, -versions):
// one server for the test file, applicants holding a given resume on it, and the document downloads.
// Not product code: the catalogue test skips testing/.

import { builderFromDetail, type ResumeDetail } from '@talent/resume-model';
import { saveResume } from '../applicants/save-resume';
import { issueAccessToken } from '../auth/access-tokens';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { fetchXsrfCookie } from './api-client';
import { signUp } from './employers';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

export interface ResumeApplicant {
  applicantId: number;
  userId: number;
  /** A bearer token of the applicant's. */
  token: string;
}

export interface ResumeTestServer {
  /** A user holding `resume`, saved the way the builder saves it (no photo), published or not. */
  applicantWith(resume: ResumeDetail, published?: boolean): Promise<ResumeApplicant>;
  /** Saves `resume` again for the user, as the builder's next save does. */
  saveAgain(userId: number, resume: ResumeDetail): Promise<void>;
  /** A user with no resume: someone else's draft is not theirs to read. */
  aStranger(): Promise<{ userId: number; token: string }>;
  /** An applicant account signed up through the API, with no resume yet; its bearer token. */
  signUpApplicant(name?: string): Promise<string>;
  /** A document download (`POST` with the anti-forgery handshake): the answer and its bytes. */
  download(path: string, body: unknown, token?: string): Promise<{ response: Response; bytes: Buffer }>;
}

/**
 * Starts the real server before the file's tests and disposes of it and its data after them; `onStart`,
 * when given, is handed the running server for the tests' own calls.
 */
export function startResumeTestServer(onStart: (server: RunningServer) => void = () => {}): ResumeTestServer {
  let environment: TestEnvironment;
  let server: RunningServer;
  let accounts = 0;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    server = await environment.start();
    onStart(server);
  });
  afterAll(() => environment.dispose());

  async function aStranger() {
    accounts += 1;
    const db = server.database.db;
    const [user] = await db
      .insert(users)
      .values({ name: `Applicant ${accounts}`, email: `applicant${accounts}@example.com`, password: 'hash' })
      .returning({ id: users.id });
    return { userId: user!.id, token: await issueAccessToken(db, user!.id, new Date(), 1) };
  }

  const save = (userId: number, resume: ResumeDetail, published = resume.published) =>
    saveResume(server.database.db, {
      userId,
      resume: {
        ...resume,
        image: null,
        published,
        specializations: builderFromDetail(resume.specializations),
      },
    });

  return {
    aStranger,

    async applicantWith(resume, published = resume.published) {
      const { userId, token } = await aStranger();
      const { applicantId } = await save(userId, resume, published);
      return { applicantId, userId, token };
    },

    async saveAgain(userId, resume) {
      await save(userId, resume);
    },

    async signUpApplicant(name = 'Huda Kareem') {
      return (await signUp(server, { name })).token;
    },

    async download(path, body, token) {
      const cookie = await fetchXsrfCookie(server.url);
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
          'x-xsrf-token': cookie.value,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}
