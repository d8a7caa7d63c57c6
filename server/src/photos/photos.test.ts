import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { createTestEnvironment, type Settings, type TestEnvironment } from '../testing/test-environment';
import { photoEtag } from './photo-store';

const bluePhoto = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

let accounts = 0;
/** Signs up an applicant and saves a resume with a photo through the API; returns the photo's name. */
async function saveWithPhoto(url: string, bytes: Buffer): Promise<string> {
  accounts += 1;
  const signedUp = await call<{ token: string }>(url, 'POST', '/api/signup', {
    body: {
      email: `photo${accounts}@example.com`,
      name: 'Zainab Kareem',
      password: 'correct horse',
      is_company: false,
      recaptcha_token: '',
    },
  });
  expect(signedUp.status).toBe(201);
  const cookie = await fetchXsrfCookie(url);
  const form = new FormData();
  form.append('data', JSON.stringify(publishableResume()));
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${url}/api/applicant`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${signedUp.body.token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { image: string }).image;
}

describe.each(['database', 's3'] as const)('photos kept in %s storage', (kind) => {
  let environment: TestEnvironment;
  let s3: TestS3Server | undefined;
  let settings: Settings;
  let server: RunningServer;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    s3 = kind === 's3' ? await startS3Server() : undefined;
    settings = s3?.settings ?? {};
    server = await environment.start(settings);
  });

  afterAll(async () => {
    await environment.dispose();
    await s3?.close();
  });

  it('serves a saved photo at /storage/ with its entity tag, cached privately and briefly (issue 34)', async () => {
    const image = await saveWithPhoto(server.url, await bluePhoto());
    const response = await fetch(`${server.url}/storage/${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    expect(response.headers.get('etag')).toBe(photoEtag(bytes));
  });

  it('answers 304 without the photo to a browser that holds the same tag', async () => {
    const image = await saveWithPhoto(server.url, await bluePhoto());
    const first = await fetch(`${server.url}/storage/${image}`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/storage/${image}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(`${server.url}/storage/${image}`, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
  });

  it.each([
    '/storage/applicant_images/0123456789abcdef0123456789abcdef01234567.jpg',
    '/storage/applicant_images/not-a-photo.jpg',
    '/storage/applicant_images/..%2F..%2Fapp-key',
    '/storage/app-key',
  ])('answers 404 {message} for %s', async (address) => {
    const response = await fetch(`${server.url}${address}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('keeps nothing in the data folder', async () => {
    await saveWithPhoto(server.url, await bluePhoto());
    expect(fs.existsSync(path.join(environment.dataDir, 'storage'))).toBe(false);
  });

  it(`keeps the photo in ${kind === 's3' ? 'the bucket, not the database' : 'the photos table'}`, async () => {
    const image = await saveWithPhoto(server.url, await bluePhoto());
    const { rows } = await server.database.pool.query<{ name: string }>('SELECT name FROM photos');
    const inBucket = s3 ? fs.readdirSync(s3.directory, { recursive: true }).map(String) : [];
    if (kind === 's3') {
      expect(rows).toEqual([]);
      expect(inBucket.some((file) => file.includes(path.basename(image)))).toBe(true);
    } else {
      expect(rows.map((row) => row.name)).toContain(image);
    }
  });

  it('moves the photos an older version left on disk into the store on start, under the same names', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#cc3300' } })
      .jpeg()
      .toBuffer();
    const name = 'applicant_images/00112233445566778899aabbccddeeff00112233.jpg';
    await server.close();
    const folder = path.join(environment.dataDir, 'storage', 'applicant_images');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(environment.dataDir, 'storage', name), jpeg);
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a photo');

    server = await environment.start(settings);
    // The photo of a published resume, as the older version's resumes name theirs (issue 34: a photo no
    // published resume names is served to nobody but its owner).
    const published = await saveWithPhoto(server.url, await bluePhoto());
    await server.database.pool.query(
      `UPDATE applicants SET resume = jsonb_set(resume, '{image}', to_jsonb($1::text)) WHERE resume ->> 'image' = $2`,
      [name, published],
    );

    const response = await fetch(`${server.url}/storage/${name}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(jpeg);
    expect(response.headers.get('etag')).toBe(photoEtag(jpeg));
    // Moved, not copied; what is not a photo of ours stays where it was.
    expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
  });
});
