import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { publishableResume } from '../applicants/test-resumes';
import { serverProgramLaunch } from '../paths';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, databaseEngine, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

/** Runs `pnpm backup|restore <file>` as a process of its own, with the test server's settings. */
function runCli(
  command: 'backup' | 'restore',
  file: string,
): Promise<{ code: number | null; output: string }> {
  const config = environment.configFor();
  const { entry, execArgv } = serverProgramLaunch('backup-cli');
  const child = spawn(process.execPath, [...execArgv, entry, command, file], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function signUp(email: string): Promise<string> {
  const response = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: { email, name: 'Karwan Aziz', password: 'correct horse', is_company: false, recaptcha_token: '' },
  });
  expect(response.status).toBe(201);
  return response.body.token;
}

async function saveWithPhoto(token: string): Promise<{ id: number; image: string }> {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify(
      publishableResume({ contact: { fullName: 'Karwan Aziz', city: 'Erbil', gender: 'Male' } }),
    ),
  );
  const photo = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([photo], { type: 'image/png' }), 'karwan.png');
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; image: string };
}

const login = (email: string) =>
  call(server.url, 'POST', '/api/login', { body: { email, password: 'correct horse' } });

describe('pnpm backup and pnpm restore', () => {
  it('round-trips accounts, resumes and photos: a backup taken while the server serves, restored after later changes', async () => {
    const token = await signUp('karwan@example.com');
    const { id, image } = await saveWithPhoto(token);
    const photoBefore = await fetch(`${server.url}/storage/${image}`);
    const etag = photoBefore.headers.get('etag');
    const file = path.join(environment.dataDir, 'talent.backup');

    // The server keeps answering while the backup reads the database.
    const [backup, ...served] = await Promise.all([
      runCli('backup', file),
      ...Array.from({ length: 5 }, () => fetch(`${server.url}/api/applicants/filter?search=karwan`)),
    ]);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/Backup written to .*talent\.backup/);
    // It holds every password hash: its owner's alone (issue 34).
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(served.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);

    // Changes after the backup: a new account, and the resume reset (its photo removed).
    await signUp('later@example.com');
    expect((await call(server.url, 'POST', '/api/applicant/reset', { token })).status).toBe(200);
    expect((await fetch(`${server.url}/storage/${image}`)).status).toBe(404);

    await server.close();
    const restore = await runCli('restore', file);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restored the backup') });
    server = await environment.start();

    expect((await login('karwan@example.com')).status).toBe(200);
    expect((await login('later@example.com')).status).toBe(401);
    const directory = await call<{ total: number; data: { id: number; image: string }[] }>(
      server.url,
      'GET',
      '/api/applicants/filter?search=karwan',
    );
    expect(directory.body).toMatchObject({ total: 1, data: [{ id, image }] });
    const photoAfter = await fetch(`${server.url}/storage/${image}`);
    expect(photoAfter.status).toBe(200);
    expect(photoAfter.headers.get('etag')).toBe(etag);
    // New rows carry on after the restored ones.
    const next = await signUp('next@example.com');
    expect(next).toMatch(/^\d+\|/);
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const file = path.join(environment.dataDir, 'not-a-backup.txt');
    fs.writeFileSync(file, 'hello');
    if (databaseEngine === 'embedded') await server.close();
    const restore = await runCli('restore', file);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('This file is not a Talent Pool backup');
    if (databaseEngine === 'embedded') server = await environment.start();
    expect((await login('karwan@example.com')).status).toBe(200);
  });

  if (databaseEngine === 'embedded') {
    it('will not restore under a running server', async () => {
      const file = path.join(environment.dataDir, 'talent.backup');
      const restore = await runCli('restore', file);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain('stop it, then restore');
    });
  }
});
