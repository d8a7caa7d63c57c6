// Issue 34: a hidden resume's photo is served to its owner alone; to anyone else it does not exist.

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { publishableResume } from '../applicants/test-resumes';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

/** Saves a resume with a photo through the API (published or not); the owner's token and the photo. */
async function resumeWithPhoto(published: boolean) {
  const owner = await signUp(server);
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', JSON.stringify({ ...publishableResume(), published }));
  const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${owner.token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  expect(response.status).toBe(200);
  const { id, image } = (await response.json()) as { id: number; image: string };
  return { ...owner, applicantId: id, image };
}

const photo = (image: string, token?: string) =>
  fetch(`${server.url}/storage/${image}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('a photo at /storage/', () => {
  it("of a published resume is everyone's", async () => {
    const { image } = await resumeWithPhoto(true);
    const response = await photo(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('of a hidden resume is 404 to a visitor and to another account, and served to its owner', async () => {
    const draft = await resumeWithPhoto(false);
    const stranger = await signUp(server, { company: true });
    expect((await photo(draft.image)).status).toBe(404);
    expect((await photo(draft.image, stranger.token)).status).toBe(404);
    const own = await photo(draft.image, draft.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it("is embedded in its owner's builder preview, whose frame sends no token", async () => {
    const draft = await resumeWithPhoto(false);
    const preview = await call<{ html: string }>(server.url, 'POST', '/api/preview-resume-html', {
      token: draft.token,
      body: {},
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('src="data:image/jpeg;base64,');
    expect(preview.body.html).not.toContain(`/storage/${draft.image}`);
  });

  it('stops being served when its resume is hidden, and comes back when it is published again', async () => {
    const resume = await resumeWithPhoto(true);
    const setPublished = (published: boolean) =>
      server.database.db.update(applicants).set({ published }).where(eq(applicants.id, resume.applicantId));
    await setPublished(false);
    expect((await photo(resume.image)).status).toBe(404);
    await setPublished(true);
    expect((await photo(resume.image)).status).toBe(200);
  });
});
