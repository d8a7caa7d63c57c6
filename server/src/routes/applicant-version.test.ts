import sharp from 'sharp';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

// Issue 32: a save carries the `updated_at` its builder last read or saved; when the stored resume is
// newer (saved meanwhile on another phone or tab), POST /api/applicant answers 409 and saves nothing.

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

interface Profile {
  updated_at: string;
  summary: string;
  image: string | null;
}

let accounts = 0;
async function signUp(): Promise<string> {
  accounts += 1;
  const response = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: `versioned${accounts}@example.com`,
      name: 'Huda Kareem',
      password: 'correct horse',
      is_company: false,
      recaptcha_token: '',
    },
  });
  expect(response.status).toBe(201);
  return response.body.token;
}

const save = (token: string, data: object, language?: string) =>
  call<Profile & { message?: string }>(server.url, 'POST', '/api/applicant', {
    token,
    body: { data },
    ...(language ? { language } : {}),
  });

const resume = (summary: string) => publishableResume({ summary, published: false });

const profileOf = async (token: string) =>
  (await call<Profile>(server.url, 'GET', '/api/profile', { token })).body;

/** A multipart save with a photo, as the builder sends one. */
async function saveWithPhoto(token: string, data: object) {
  const cookie = await fetchXsrfCookie(server.url);
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Profile & { message?: string } };
}

describe('a save made on an older version of the resume', () => {
  it('is refused with 409 and saves nothing when another device saved after it was read', async () => {
    const token = await signUp();
    const first = await save(token, resume('Read on the phone.'));
    expect(first.status).toBe(200);
    const readOnPhone = first.body.updated_at;

    // The laptop saves first, on the version both had read.
    const laptop = await save(token, { ...resume('Saved on the laptop.'), updated_at: readOnPhone });
    expect(laptop.status).toBe(200);

    const phone = await save(token, { ...resume('Typed on the phone.'), updated_at: readOnPhone });
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({
      message:
        'Your resume was changed on another device or tab after you opened it here. Nothing was saved: choose which version to keep.',
    });
    const stored = await profileOf(token);
    expect(stored.summary).toBe('Saved on the laptop.');
    expect(stored.updated_at).toBe(laptop.body.updated_at);
  });

  it('says so in Arabic and Kurdish too', async () => {
    const token = await signUp();
    const { body } = await save(token, resume('One.'));
    await save(token, resume('Two.'));
    const arabic = await save(token, { ...resume('Three.'), updated_at: body.updated_at }, 'ar');
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toMatch(/^عُدِّلت هذه السيرة الذاتية/);
    const kurdish = await save(token, { ...resume('Three.'), updated_at: body.updated_at }, 'ckb');
    expect(kurdish.status).toBe(409);
    expect(kurdish.body.message).toMatch(/^ئەم ژیاننامەیە/);
  });

  it('is saved when it was made on the latest version, and answers the new one to save on next', async () => {
    const token = await signUp();
    const first = await save(token, resume('First.'));
    const second = await save(token, { ...resume('Second.'), updated_at: first.body.updated_at });
    expect(second.status).toBe(200);
    const third = await save(token, { ...resume('Third.'), updated_at: second.body.updated_at });
    expect(third.status).toBe(200);
    expect((await profileOf(token)).summary).toBe('Third.');
  });

  it('with a new photo, is refused too, and neither the resume nor the photo changes', async () => {
    const token = await signUp();
    const first = await save(token, resume('Before the photo.'));
    await save(token, resume('Saved elsewhere.'));
    const stale = await saveWithPhoto(token, {
      ...resume('With a photo.'),
      updated_at: first.body.updated_at,
    });
    expect(stale.status).toBe(409);
    const stored = await profileOf(token);
    expect(stored.summary).toBe('Saved elsewhere.');
    expect(stored.image).toBeNull();
  });

  it('without updated_at (or with null), overwrites as before', async () => {
    const token = await signUp();
    await save(token, resume('Old.'));
    await save(token, resume('Newer.'));
    expect((await save(token, resume('Unversioned.'))).status).toBe(200);
    expect((await save(token, { ...resume('Null version.'), updated_at: null })).status).toBe(200);
    expect((await profileOf(token)).summary).toBe('Null version.');
  });

  it('is refused with 422 when updated_at is not a moment, and nothing is saved', async () => {
    const token = await signUp();
    await save(token, resume('Kept.'));
    for (const updatedAt of ['yesterday', 12, '2026-13-45T99:00:00Z']) {
      const response = await save(token, { ...resume('Not kept.'), updated_at: updatedAt });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { updated_at: [expect.any(String)] } });
    }
    expect((await profileOf(token)).summary).toBe('Kept.');
  });

  it("is saved on the version the builder opened with (the profile's updated_at)", async () => {
    const token = await signUp();
    const opened = await profileOf(token);
    const response = await save(token, { ...resume('First save.'), updated_at: opened.updated_at });
    expect(response.status).toBe(200);
  });
});
