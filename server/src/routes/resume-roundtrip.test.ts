// Issue 33's promise: our JSON export, imported again, gives back the same resume — every field the
// builder holds, in en, ar and ckb, on both databases.
import { builderFromDetail, type ResumeDetail } from '@talent/resume-model';
import { aMixedResume } from '@talent/test-kit/resumes';
import { saveResume } from '../applicants/save-resume';
import { issueAccessToken } from '../auth/access-tokens';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

let accounts = 0;

async function ownerOf(resume: ResumeDetail) {
  accounts += 1;
  const db = server.database.db;
  const [user] = await db
    .insert(users)
    .values({ name: `Round trip ${accounts}`, email: `roundtrip${accounts}@example.com`, password: 'hash' })
    .returning({ id: users.id });
  const token = await issueAccessToken(db, user!.id, new Date(), 1);
  const { applicantId } = await saveResume(db, {
    userId: user!.id,
    resume: { ...resume, specializations: builderFromDetail(resume.specializations) },
  });
  return { applicantId, token };
}

async function importJson(document: unknown, token: string) {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(document)]), 'resume.json');
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}/api/resume-import`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { draft: Record<string, unknown> } };
}

/** What the builder edits: the profile's resume without what the server alone keeps. */
function editable(resume: Record<string, unknown>) {
  const { id: _id, published: _published, updated_at: _updated, image: _image, ...rest } = resume;
  return rest;
}

describe('JSON export, then import', () => {
  for (const language of ['en', 'ar', 'ckb'] as const) {
    it(`gives back the same resume in ${language}`, async () => {
      const resume: ResumeDetail = {
        ...aMixedResume(),
        language,
        projects: [
          {
            name: 'Clinic booking',
            description: 'Bookings for a clinic in Basra',
            url: 'github.com/zainab/clinic',
            start_year: '2023',
            start_month: '2',
            end_year: 'Present',
            end_month: '',
          },
        ],
        volunteering: [
          {
            organization: 'Iraqi Red Crescent Society',
            role: 'First aid volunteer',
            summary: 'Weekend first aid at Baghdad events',
            duration: { start_year: '2020', start_month: '5', end_year: '2021', end_month: '8' },
          },
        ],
      };
      const { applicantId, token } = await ownerOf(resume);
      const exported = await call<Record<string, unknown>>(
        server.url,
        'GET',
        `/api/applicants/${applicantId}/json-resume`,
        { token },
      );
      expect(exported.status).toBe(200);
      const imported = await importJson(exported.body, token);
      expect(imported.status).toBe(200);
      // The fixture pads its summary with spaces; the export writes the words, not the padding.
      const saved = {
        ...resume,
        summary: resume.summary.trim(),
        specializations: builderFromDetail(resume.specializations),
      };
      expect(editable(imported.body.draft)).toEqual(editable(saved as unknown as Record<string, unknown>));
    });
  }
});
