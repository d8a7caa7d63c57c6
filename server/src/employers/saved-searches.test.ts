// Issue 19: a company's saved directory searches — kept only when the directory can run them.

import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { MAX_SAVED_SEARCHES_PER_COMPANY } from './limits';

let environment: TestEnvironment;
let server: RunningServer;
let company: Account;
let rival: Account;
let applicant: Account;

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  company = await signUp(server, { company: true });
  rival = await signUp(server, { company: true });
  applicant = await signUp(server);
});

afterAll(() => environment.dispose());

it('saves, lists and deletes a search in the filter call’s own encoding', async () => {
  const query = 'search=react&city=Baghdad&mainSpecializations[]=1&sort_by=created_at';
  const saved = await api('POST', '/api/saved-searches', {
    token: company.token,
    body: { name: 'React in Baghdad', query: `?${query}`, frequency: 'weekly' },
  });
  expect(saved.status).toBe(201);
  expect(saved.body).toEqual({
    id: expect.any(Number),
    name: 'React in Baghdad',
    query,
    frequency: 'weekly',
    created_at: expect.any(String),
  });
  const listed = await api<{ data: unknown[] }>('GET', '/api/saved-searches', { token: company.token });
  expect(listed.body.data).toEqual([saved.body]);
  expect(
    (await api<{ data: unknown[] }>('GET', '/api/saved-searches', { token: rival.token })).body.data,
  ).toEqual([]);
  // Another company's search is not there for it.
  expect((await api('DELETE', `/api/saved-searches/${saved.body.id}`, { token: rival.token })).status).toBe(
    404,
  );
  expect((await api('DELETE', `/api/saved-searches/${saved.body.id}`, { token: company.token })).status).toBe(
    204,
  );
  expect((await api('DELETE', `/api/saved-searches/${saved.body.id}`, { token: company.token })).status).toBe(
    404,
  );
});

it('refuses a frequency other than daily or weekly, a query the directory refuses, and a blank name', async () => {
  const refused = await api('POST', '/api/saved-searches', {
    token: company.token,
    body: { name: ' ', query: 'gender=robot', frequency: 'hourly' },
    language: 'ar',
  });
  expect(refused.status).toBe(422);
  expect(Object.keys(refused.body.errors as object).sort()).toEqual(['frequency', 'name', 'query']);
  expect((refused.body.errors as Record<string, string[]>).frequency?.[0]).toMatch(/[\u0600-\u06ff]/);
});

it('keeps a company to its number of saved searches', async () => {
  const owner = await signUp(server, { company: true });
  for (let index = 0; index < MAX_SAVED_SEARCHES_PER_COMPANY; index += 1) {
    const saved = await api('POST', '/api/saved-searches', {
      token: owner.token,
      body: { name: `S${index}`, query: '', frequency: 'daily' },
    });
    expect(saved.status).toBe(201);
  }
  const over = await api('POST', '/api/saved-searches', {
    token: owner.token,
    body: { name: 'More', query: '', frequency: 'daily' },
  });
  expect(over.status).toBe(422);
});

it('is for companies: 401 without a token, 403 for an applicant', async () => {
  for (const [method, path] of [
    ['GET', '/api/saved-searches'],
    ['POST', '/api/saved-searches'],
    ['DELETE', '/api/saved-searches/1'],
  ] as const) {
    const body = method === 'GET' ? undefined : { name: 'x', query: '', frequency: 'daily' };
    expect((await api(method, path, { body })).status).toBe(401);
    expect((await api(method, path, { body, token: applicant.token })).status).toBe(403);
  }
});
