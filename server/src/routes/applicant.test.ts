import zlib from 'node:zlib';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import { eq, sql } from 'drizzle-orm';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { applicants, users } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { countStatements } from '../testing/statements';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

interface Profile {
  id: number;
  image: string | null;
  published: boolean;
  contact: { fullName: string; phone: { phone: string; showPhone: boolean } };
  specializations: unknown[];
  summary: string;
  [field: string]: unknown;
}

let accounts = 0;
async function signUp(isCompany = false): Promise<string> {
  accounts += 1;
  const response = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: `applicant${accounts}@example.com`,
      name: 'Ali Hassan',
      password: 'correct horse',
      is_company: isCompany,
      ...(isCompany ? { company_name: 'Hassan Trading' } : {}),
      recaptcha_token: '',
    },
  });
  expect(response.status).toBe(201);
  return response.body.token;
}

interface Photo {
  bytes: Buffer;
  name: string;
  type: string;
}

async function save(token: string, data: unknown, photo?: Photo) {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (photo) form.append('image', new Blob([photo.bytes], { type: photo.type }), photo.name);
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
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const profileOf = async (token: string) =>
  (await call<Profile>(server.url, 'GET', '/api/profile', { token })).body;

/** The stored photo's bytes, wherever the server keeps photos. */
const storedPhoto = async (image: string | null) => (await server.app.photos.get(image ?? ''))!.bytes;
const isStored = (image: string | null) => server.app.photos.has(image ?? '');

/**
 * A PNG whose header declares another size, as a decompression bomb does: encoding a real
 * 20000x20000 image takes sharp over ten seconds, and only the header is read before refusing it.
 */
async function declaredAs(width: number, height: number, image: Buffer): Promise<Buffer> {
  const bytes = Buffer.from(image);
  // Signature (8 bytes), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  const declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  expect(declared).toMatchObject({ format: 'png', width, height });
  return bytes;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('POST /api/applicant', () => {
  it('saves a draft and GET /api/profile returns it, the phone written as +964', async () => {
    const token = await signUp();
    const draft = publishableResume({
      published: false,
      summary: 'Short',
      contact: { phone: { phone: '0770 123 4567', showPhone: true } },
    });

    const saved = await save(token, draft);

    expect(saved.status).toBe(200);
    const profile = await profileOf(token);
    expect(profile).toMatchObject({
      published: false,
      summary: 'Short',
      contact: { fullName: 'Zainab Al-Rubaie', phone: { phone: '+9647701234567', showPhone: true } },
      specializations: [
        { id: 1, main_specialization_id: 1, specialization_details: { selected_sub: [102] } },
      ],
      image: null,
    });
    expect(saved.body).toEqual({ ...profile, user: undefined });
  });

  it('publishes a resume that passes every rule', async () => {
    const token = await signUp();
    expect((await save(token, publishableResume())).status).toBe(200);
    expect((await profileOf(token)).published).toBe(true);
  });

  it('refuses to publish an invalid resume with the sections to fill in, and changes nothing', async () => {
    const token = await signUp();
    await save(token, publishableResume({ published: false, summary: 'The first summary that was saved' }));

    const response = await save(token, publishableResume({ summary: 'too short', skills: [] }));

    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      'Cannot publish resume. Please fill in the required fields in the following sections: Summary, Skills',
    );
    expect(Object.keys(response.body.errors as object)).toEqual(
      expect.arrayContaining(['summary', 'skills']),
    );
    const profile = await profileOf(token);
    expect(profile).toMatchObject({ published: false, summary: 'The first summary that was saved' });
  });

  it('answers 422 with field errors for data of the wrong shape, and writes nothing', async () => {
    const token = await signUp();
    await save(token, publishableResume({ published: false, summary: 'Kept' }));

    const wrongTypes = await save(token, { ...publishableResume(), summary: 42, tools: 'React' });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual({
      summary: ['The summary field must be string.'],
      tools: ['The tools field must be array.'],
    });
    const notJson = await save(token, '{"contact":');
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors).toEqual({
      data: ['The data field must be a JSON object holding the resume.'],
    });
    expect((await profileOf(token)).summary).toBe('Kept');
  });

  it('also takes the resume as a JSON body {data}, for a save without a photo', async () => {
    const token = await signUp();
    const response = await call<Profile>(server.url, 'POST', '/api/applicant', {
      token,
      body: { data: publishableResume({ summary: 'Saved as JSON with enough words to publish it today.' }) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      published: true,
      summary: 'Saved as JSON with enough words to publish it today.',
    });
  });

  it('needs a bearer token and the XSRF header', async () => {
    expect((await call(server.url, 'POST', '/api/applicant', { body: { data: {} } })).status).toBe(401);
    const token = await signUp();
    expect((await call(server.url, 'POST', '/api/applicant', { token, xsrf: false, body: {} })).status).toBe(
      419,
    );
  });

  it("saves only the signed-in user's own resume: another user's is untouched", async () => {
    const owner = await signUp();
    const other = await signUp();
    await save(owner, publishableResume({ published: false, summary: 'Owner draft' }));

    await save(other, {
      ...publishableResume({ published: false, summary: 'Other draft' }),
      id: 1,
      user_id: 1,
    });

    expect((await profileOf(owner)).summary).toBe('Owner draft');
    expect((await profileOf(other)).summary).toBe('Other draft');
  });

  it('refuses a company account: it has no resume', async () => {
    const company = await signUp(true);
    const response = await save(company, publishableResume());
    expect(response).toEqual({ status: 403, body: { message: 'Only applicant accounts have a resume.' } });
  });
});

describe('the resume document language (issue #16)', () => {
  const detailOf = async (id: number, token: string) =>
    (await call<Profile>(server.url, 'GET', `/api/applicants/${id}`, { token })).body;

  it('is saved, and returned by the profile and the public resume', async () => {
    const token = await signUp();
    const saved = await save(token, { ...publishableResume(), language: 'ar' });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('ar');
    expect((await profileOf(token)).language).toBe('ar');
    expect((await detailOf(saved.body.id as number, token)).language).toBe('ar');

    await save(token, { ...publishableResume(), language: 'ckb' });
    expect((await profileOf(token)).language).toBe('ckb');
  });

  it('is English when the resume names none', async () => {
    const token = await signUp();
    const { language: _language, ...withoutLanguage } = publishableResume();
    const saved = await save(token, withoutLanguage);
    expect(saved.status).toBe(200);
    expect((await profileOf(token)).language).toBe('en');
  });

  it('answers 422 with a field error for an unknown language, and writes nothing', async () => {
    const token = await signUp();
    await save(token, { ...publishableResume(), language: 'ar' });
    for (const language of ['fr', 'AR', '', null, 2]) {
      const response = await save(token, { ...publishableResume(), language });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors as object)).toEqual(['language']);
    }
    expect((await profileOf(token)).language).toBe('ar');
  });

  it('reads a resume stored before the language existed as English', async () => {
    const token = await signUp();
    const saved = await save(token, { ...publishableResume(), language: 'ar' });
    const { db } = server.database;
    await db
      .update(applicants)
      .set({ resume: sql`${applicants.resume} - 'language'` })
      .where(eq(applicants.id, saved.body.id as number));
    expect((await profileOf(token)).language).toBe('en');
    expect((await detailOf(saved.body.id as number, token)).language).toBe('en');
  });
});

describe('the e-mail and birth date choices (issue #23)', () => {
  const contactOf = (profile: Profile) => profile.contact as unknown as Record<string, unknown>;

  it('are saved and returned to the owner with every value', async () => {
    const token = await signUp();
    const resume = publishableResume({ contact: { showEmail: false, birthdateDisplay: 'age' } });
    const saved = await save(token, resume);
    expect(saved.status).toBe(200);
    expect(contactOf(await profileOf(token))).toMatchObject({
      email: 'zainab@example.com',
      showEmail: false,
      birthdate: '1996-04-12',
      birthdateDisplay: 'age',
    });
  });

  it('keep the e-mail and the phone off a new resume whose save says nothing of them (issue 34)', async () => {
    const token = await signUp();
    expect(contactOf(await profileOf(token))).toMatchObject({
      showEmail: false,
      phone: { showPhone: false },
    });
    const { showEmail: _email, phone, ...rest } = publishableResume().contact;
    const saved = await save(token, {
      ...publishableResume(),
      contact: { ...rest, phone: { phone: phone.phone } },
    });
    expect(saved.status).toBe(200);
    expect(contactOf(await profileOf(token))).toMatchObject({
      email: 'zainab@example.com',
      showEmail: false,
      phone: { phone: '+9647701234567', showPhone: false },
    });
    const shown = await call<{ contact: Record<string, unknown> }>(
      server.url,
      'GET',
      `/api/applicants/${saved.body.id}`,
    );
    expect(shown.body.contact).toMatchObject({
      email: '',
      showEmail: false,
      phone: { phone: '', showPhone: false },
    });
    expect(JSON.stringify(shown.body)).not.toMatch(/zainab@example\.com|7701234567/);
  });

  it('read as birth date as the date when a save holds no choice, and as e-mail shown when a stored resume holds neither', async () => {
    const token = await signUp();
    const { showEmail: _email, birthdateDisplay: _birthdate, ...older } = publishableResume().contact;
    const saved = await save(token, { ...publishableResume(), contact: older });
    expect(contactOf(await profileOf(token))).toMatchObject({ showEmail: false, birthdateDisplay: 'date' });

    await save(token, publishableResume({ contact: { showEmail: false, birthdateDisplay: 'hidden' } }));
    await server.database.db
      .update(applicants)
      .set({ resume: sql`${applicants.resume} #- '{contact,showEmail}' #- '{contact,birthdateDisplay}'` })
      .where(eq(applicants.id, saved.body.id as number));
    expect(contactOf(await profileOf(token))).toMatchObject({ showEmail: true, birthdateDisplay: 'date' });
  });

  it('answers 422 for a way of showing the birth date that is none of the three, and writes nothing', async () => {
    const token = await signUp();
    await save(token, publishableResume({ contact: { birthdateDisplay: 'hidden' } }));
    for (const birthdateDisplay of ['year', 'AGE', 2]) {
      const resume = publishableResume();
      const response = await save(token, { ...resume, contact: { ...resume.contact, birthdateDisplay } });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors as object)).toEqual(['contact.birthdateDisplay']);
    }
    expect(contactOf(await profileOf(token)).birthdateDisplay).toBe('hidden');
  });
});

describe('saveResume', () => {
  it('creates the resume of a user without one, once even when two first saves race', async () => {
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ name: 'Seeded', email: 'seeded@example.com', password: 'x' })
      .returning({ id: users.id });
    const saves = await Promise.all([
      saveResume(db, { userId: user!.id, resume: publishableResume({ published: false, summary: 'First' }) }),
      saveResume(db, {
        userId: user!.id,
        resume: publishableResume({ published: false, summary: 'Second' }),
      }),
    ]);
    expect(saves[0].applicantId).toBe(saves[1].applicantId);
    const rows = await db.select().from(applicants).where(eq(applicants.userId, user!.id));
    expect(rows).toHaveLength(1);
  });
});

describe('photos', () => {
  it('accepts a PNG named .jpg and stores a square JPEG of at most 800 px without metadata', async () => {
    const token = await signUp();
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#aa3300' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'Someone' } } })
      .png()
      .toBuffer();

    const response = await save(token, publishableResume(), { bytes, name: 'me.jpg', type: 'image/jpeg' });

    expect(response.status).toBe(200);
    const { image } = await profileOf(token);
    expect(image).toMatch(/^applicant_images\/[0-9a-f]{40}\.jpg$/);
    const stored = await sharp(await storedPhoto(image)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect(stored.exif).toBeUndefined();
    const served = await fetch(`${server.url}/storage/${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps a small photo at its own size, cut square', async () => {
    const token = await signUp();
    await save(token, publishableResume(), {
      bytes: await png(300, 200),
      name: 'small.png',
      type: 'image/png',
    });
    const stored = await sharp(await storedPhoto((await profileOf(token)).image)).metadata();
    expect(stored).toMatchObject({ width: 200, height: 200 });
  });

  it('rejects a text file named .jpg by its content', async () => {
    const token = await signUp();
    const response = await save(token, publishableResume(), {
      bytes: Buffer.from('not a picture at all'),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(response).toEqual({
      status: 422,
      body: {
        message: 'Please upload a valid image file (JPG or PNG).',
        errors: { image: ['Please upload a valid image file (JPG or PNG).'] },
      },
    });
    expect((await profileOf(token)).published).toBe(false);
  });

  it('rejects a GIF, a real image of another type', async () => {
    const token = await signUp();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await save(token, publishableResume(), { bytes: gif, name: 'a.png', type: 'image/png' });
    expect(response.status).toBe(422);
  });

  it('rejects a file over 5 MB with 413', async () => {
    const token = await signUp();
    const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    expect(bytes.length).toBeGreaterThan(PHOTO_MAX_BYTES);
    const response = await save(token, publishableResume(), { bytes, name: 'big.png', type: 'image/png' });
    expect(response).toEqual({ status: 413, body: { message: 'File size should be less than 5MB.' } });
    expect((await profileOf(token)).published).toBe(false);
  });

  it('rejects a 20000x20000 image (a decompression bomb) before decoding it', async () => {
    const token = await signUp();
    const response = await save(token, publishableResume(), {
      bytes: await declaredAs(20000, 20000, await png(16, 16)),
      name: 'bomb.png',
      type: 'image/png',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      image: ['The image is too large. Please upload a photo of at most 24 megapixels.'],
    });
  });

  it('removes the old file when the photo is replaced or removed', async () => {
    const token = await signUp();
    await save(token, publishableResume(), { bytes: await png(100, 100), name: 'a.png', type: 'image/png' });
    const first = (await profileOf(token)).image;

    await save(token, publishableResume({ image: first }), {
      bytes: await png(120, 120),
      name: 'b.png',
      type: 'image/png',
    });
    const second = (await profileOf(token)).image;
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);

    await save(token, publishableResume({ image: second }));
    expect((await profileOf(token)).image).toBe(second);

    await save(token, publishableResume({ image: null }));
    expect((await profileOf(token)).image).toBeNull();
    expect(await isStored(second)).toBe(false);
  });

  it('keeps the stored photo through a save without one, whatever file the resume names', async () => {
    const token = await signUp();
    await save(token, publishableResume(), { bytes: await png(100, 100), name: 'a.png', type: 'image/png' });
    const stored = (await profileOf(token)).image;
    const later = 'Web developer with seven years of experience building accessible bilingual sites.';

    const saved = await save(
      token,
      publishableResume({ image: '/storage/someone-else.jpg', summary: later }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ image: stored, summary: later });
    expect((await profileOf(token)).image).toBe(stored);
    expect(await isStored(stored)).toBe(true);
  });
  it('writes a resume in one statement, with or without a photo, so no transaction waits on the server', async () => {
    const token = await signUp();
    const namesApplicants = (statement: string) => statement.includes('\\"applicants\\"');
    const savedWith = async (...args: Parameters<typeof save>) => {
      const { result, statements } = await countStatements(server.database.pool, namesApplicants, () =>
        save(...args),
      );
      expect(result.status).toBe(200);
      return statements;
    };
    // A photo stored, kept, replaced and removed: each through the pool's own one-statement queries (a
    // transaction takes a connection of its own, whose statements would not be counted here).
    expect(
      await savedWith(token, publishableResume(), {
        bytes: await png(90, 90),
        name: 'a.png',
        type: 'image/png',
      }),
    ).toBe(1);
    const first = (await profileOf(token)).image;
    expect(await savedWith(token, publishableResume({ image: first }))).toBe(1);
    expect(
      await savedWith(token, publishableResume(), {
        bytes: await png(80, 80),
        name: 'b.png',
        type: 'image/png',
      }),
    ).toBe(1);
    const second = (await profileOf(token)).image;
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect(await savedWith(token, publishableResume({ image: null }))).toBe(1);
    expect((await profileOf(token)).image).toBeNull();
    expect(await isStored(second)).toBe(false);
  });
});

describe('POST /api/applicant/reset', () => {
  it('empties the resume, unpublishes it, removes the photo file and returns the profile in data.data', async () => {
    const token = await signUp();
    await save(token, publishableResume(), { bytes: await png(100, 100), name: 'a.png', type: 'image/png' });
    const { image } = await profileOf(token);
    expect(await isStored(image)).toBe(true);

    const response = await call<{ data: { data: Profile } }>(server.url, 'POST', '/api/applicant/reset', {
      token,
    });

    expect(response.status).toBe(200);
    expect(response.body.data.data).toMatchObject({
      image: null,
      published: false,
      summary: '',
      specializations: [],
      education: [],
      contact: { fullName: '', phone: { phone: '', showPhone: false } },
    });
    expect(await isStored(image)).toBe(false);
    expect(await profileOf(token)).toMatchObject({ published: false, summary: '', image: null });
  });
});
