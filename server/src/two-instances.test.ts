// Issue 18: two instances of the server, each with its own data folder, on one PostgreSQL and one
// Redis, behind a loopback proxy that hands each request to the next instance in turn. A user's whole
// journey through the proxy gets the same answers whichever instance takes each request.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { publishableResume } from './applicants/test-resumes';
import type { RunningServer } from './server';
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy';
import { createTestEnvironment, databaseEngine, type TestEnvironment } from './testing/test-environment';

// Only PostgreSQL and Redis are shared between machines; the embedded database belongs to one process.
const describeOnSharedServices =
  databaseEngine === 'postgresql' && process.env.REDIS_URL ? describe : describe.skip;

describeOnSharedServices('two instances behind a round-robin proxy', () => {
  let environment: TestEnvironment;
  let secondDataDir: string;
  const servers: RunningServer[] = [];
  let proxy: RoundRobinProxy;
  let base: string;

  beforeAll(async () => {
    environment = await createTestEnvironment({ APP_KEY: `base64:${randomBytes(32).toString('base64')}` });
    secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-test-data-'));
    servers.push(await environment.start());
    servers.push(await environment.start({ DATA_DIR: secondDataDir }));
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    base = proxy.url;
  });

  afterAll(async () => {
    await proxy?.close();
    await environment.dispose();
    fs.rmSync(secondDataDir, { recursive: true, force: true });
  });

  /** The XSRF cookie from whichever instance answers; the other must accept it too (one APP_KEY). */
  async function xsrfHeaders(): Promise<Record<string, string>> {
    const response = await fetch(`${base}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
    const value = line.slice('XSRF-TOKEN='.length).split(';')[0]!;
    return { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': decodeURIComponent(value) };
  }

  async function postJson(address: string, body: unknown, headers: Record<string, string>) {
    const response = await fetch(`${base}${address}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The same GET sent to each instance directly: status and body must not depend on which. */
  async function sameOnBoth(address: string, headers: Record<string, string> = {}) {
    const answers = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}${address}`, { headers });
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    return answers[0]!;
  }

  it('serves one user every request the same, whichever instance takes it', async () => {
    const email = `two.instances.${randomBytes(3).toString('hex')}@example.com`;
    const signedUp = await postJson(
      '/api/signup',
      { email, name: 'Rana Saadi', password: 'correct horse', is_company: false, recaptcha_token: '' },
      await xsrfHeaders(),
    );
    expect(signedUp.status).toBe(201);
    const auth = { authorization: `Bearer ${signedUp.body.token as string}` };

    // The photo is saved through one instance…
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7f62' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify(
        publishableResume({ contact: { fullName: 'Rana Saadi', city: 'Basra', gender: 'Female' } }),
      ),
    );
    form.append('image', new Blob([photo], { type: 'image/png' }), 'rana.png');
    const saved = await fetch(`${base}/api/applicant`, {
      method: 'POST',
      headers: { accept: 'application/json', ...auth, ...(await xsrfHeaders()) },
      body: form,
    });
    expect(saved.status).toBe(200);
    const { id, image } = (await saved.json()) as { id: number; image: string };
    expect(image).toMatch(/^applicant_images\/[0-9a-f]{40}\.jpg$/);

    // …and every instance serves it, with the same tag.
    const served = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}/storage/${image}`);
        return {
          status: response.status,
          etag: response.headers.get('etag'),
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      }),
    );
    expect(served[0]!.status).toBe(200);
    expect(served[1]).toEqual(served[0]);

    // The profile, the directory search, the public resume and the count: the same from both.
    const profile = JSON.parse((await sameOnBoth('/api/profile', auth)).body) as { image: string };
    expect(profile.image).toBe(image);
    const search = await sameOnBoth(`/api/applicants/filter?search=${encodeURIComponent('Rana Saadi')}`);
    expect(JSON.parse(search.body)).toMatchObject({ total: 1, data: [{ id, image }] });
    expect((await sameOnBoth(`/api/applicants/${id}`)).status).toBe(200);
    expect(JSON.parse((await sameOnBoth('/api/statistics')).body)).toBeTruthy();

    // The PDF, downloaded twice through the proxy: once from each instance.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const headers = await xsrfHeaders();
      const pdf = await fetch(`${base}/api/download-resume-pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ applicant_id: id }),
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('counts failed logins across both instances: the sixth in a minute is throttled, wherever it lands', async () => {
    const headers = await xsrfHeaders();
    const statuses: number[] = [];
    const before = proxy.handled();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const login = await postJson(
        '/api/login',
        { email: 'nobody.here@example.com', password: 'wrong' },
        headers,
      );
      statuses.push(login.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Three attempts each: either instance alone would not have reached the limit of five.
    expect(proxy.handled().map((count, index) => count - before[index]!)).toEqual([3, 3]);
  });

  it('handed requests to both instances', () => {
    const [first, second] = proxy.handled();
    expect(first).toBeGreaterThan(5);
    expect(Math.abs(first! - second!)).toBeLessThanOrEqual(1);
  });
});
