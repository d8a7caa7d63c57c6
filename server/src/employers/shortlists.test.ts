// Issue 19: a company's shortlists, their notes, their bounds, and that nobody else reaches them.

import { sql } from 'drizzle-orm';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, applicantWithResume, signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import {
  MAX_ENTRIES_PER_SHORTLIST,
  MAX_NOTE_LENGTH,
  MAX_SHORTLIST_NAME_LENGTH,
  MAX_SHORTLISTS_PER_COMPANY,
} from './limits';

let environment: TestEnvironment;
let server: RunningServer;
let company: Account;
let rival: Account;
let zainab: Account & { applicantId: number };
let omar: Account & { applicantId: number };
let draft: Account & { applicantId: number };

interface ListDetail {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  applicants: Array<{
    applicant_id: number;
    name: string;
    job_title: string | null;
    image: string | null;
    note: string;
    added_at: string;
  }>;
}

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

async function newList(token: string, name: string): Promise<number> {
  const response = await api<{ id: number; name: string }>('POST', '/api/shortlists', {
    token,
    body: { name },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  company = await signUp(server, { company: true, name: 'Babylon Tech' });
  rival = await signUp(server, { company: true, name: 'Rival Ltd' });
  zainab = await applicantWithResume(server, {
    contact: { fullName: 'Zainab Al-Rubaie', job_title: 'Web Developer' },
  });
  omar = await applicantWithResume(server, { contact: { fullName: 'Omar Saleh', job_title: 'Accountant' } });
  draft = await applicantWithResume(server, { published: false, contact: { fullName: 'Draft Person' } });
});

afterAll(() => environment.dispose());

describe('a company’s shortlists', () => {
  it('creates, lists, shows, renames and deletes a list', async () => {
    const created = await api('POST', '/api/shortlists', {
      token: company.token,
      body: { name: '  Frontend  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Frontend' });
    const id = created.body.id as number;

    const listed = await api<{ data: unknown[] }>('GET', '/api/shortlists', { token: company.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual({ id, name: 'Frontend', count: 0 });

    const shown = await api<ListDetail>('GET', `/api/shortlists/${id}`, { token: company.token });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id,
      name: 'Frontend',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      applicants: [],
    });

    const renamed = await api('PATCH', `/api/shortlists/${id}`, {
      token: company.token,
      body: { name: 'Web' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Web' } });

    expect((await api('DELETE', `/api/shortlists/${id}`, { token: company.token })).status).toBe(204);
    expect((await api('GET', `/api/shortlists/${id}`, { token: company.token })).status).toBe(404);
  });

  it('adds applicants with a note, updates the note when one is added again, and removes them', async () => {
    const id = await newList(company.token, 'Developers');
    const added = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId, note: 'Strong React' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      applicant_id: zainab.applicantId,
      name: 'Zainab Al-Rubaie',
      job_title: 'Web Developer',
      image: null,
      note: 'Strong React',
      added_at: expect.any(String),
    });
    const second = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: omar.applicantId },
    });
    expect(second).toMatchObject({ status: 201, body: { note: '' } });

    const again = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId, note: 'Call after Eid' },
    });
    expect(again).toMatchObject({
      status: 200,
      body: { note: 'Call after Eid', added_at: added.body.added_at },
    });
    // Added again without a note: the note stays.
    const noNote = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId },
    });
    expect(noNote).toMatchObject({ status: 200, body: { note: 'Call after Eid' } });

    const shown = await api<ListDetail>('GET', `/api/shortlists/${id}`, { token: company.token });
    expect(shown.body.applicants.map((entry) => [entry.name, entry.note])).toEqual([
      ['Omar Saleh', ''],
      ['Zainab Al-Rubaie', 'Call after Eid'],
    ]);
    const listed = await api<{ data: Array<{ id: number; count: number }> }>('GET', '/api/shortlists', {
      token: company.token,
    });
    expect(listed.body.data.find((list) => list.id === id)?.count).toBe(2);

    const removed = await api('DELETE', `/api/shortlists/${id}/applicants/${omar.applicantId}`, {
      token: company.token,
    });
    expect(removed.status).toBe(204);
    const gone = await api('DELETE', `/api/shortlists/${id}/applicants/${omar.applicantId}`, {
      token: company.token,
    });
    expect(gone.status).toBe(404);
    const after = await api<ListDetail>('GET', `/api/shortlists/${id}`, { token: company.token });
    expect(after.body.applicants.map((entry) => entry.applicant_id)).toEqual([zainab.applicantId]);
  });

  it('moves an applicant from one list to another with the note', async () => {
    const from = await newList(company.token, 'Maybe');
    const to = await newList(company.token, 'Interview');
    await api('POST', `/api/shortlists/${from}/applicants`, {
      token: company.token,
      body: { applicant_id: omar.applicantId, note: 'Knows SAP' },
    });
    const moved = await api('POST', `/api/shortlists/${to}/applicants`, {
      token: company.token,
      body: { applicant_id: omar.applicantId, from_shortlist_id: from },
    });
    expect(moved).toMatchObject({ status: 201, body: { note: 'Knows SAP' } });
    const source = await api<ListDetail>('GET', `/api/shortlists/${from}`, { token: company.token });
    expect(source.body.applicants).toEqual([]);
  });

  it('takes only published resumes, and leaves out one hidden after it was added', async () => {
    const id = await newList(company.token, 'Published only');
    for (const applicantId of [draft.applicantId, 999_999, 0, 99_999_999_999]) {
      const refused = await api('POST', `/api/shortlists/${id}/applicants`, {
        token: company.token,
        body: { applicant_id: applicantId },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: 'This applicant has no published resume.',
        errors: { applicant_id: ['This applicant has no published resume.'] },
      });
    }
    const hiding = await applicantWithResume(server, { contact: { fullName: 'Hiding Later' } });
    await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: hiding.applicantId, note: 'kept' },
    });
    await saveResume(server.database.db, {
      userId: hiding.userId,
      resume: publishableResume({ published: false, contact: { fullName: 'Hiding Later' } }),
    });
    const shown = await api<ListDetail>('GET', `/api/shortlists/${id}`, { token: company.token });
    expect(shown.body.applicants).toEqual([]);
    const listed = await api<{ data: Array<{ id: number; count: number }> }>('GET', '/api/shortlists', {
      token: company.token,
    });
    expect(listed.body.data.find((list) => list.id === id)?.count).toBe(0);
  });
});

describe('bounds and messages', () => {
  it('refuses a blank or over-long name and an over-long note in the API’s 422 shape, in the request’s language', async () => {
    const blank = await api('POST', '/api/shortlists', { token: company.token, body: { name: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    const long = await api('POST', '/api/shortlists', {
      token: company.token,
      body: { name: 'x'.repeat(MAX_SHORTLIST_NAME_LENGTH + 1) },
      language: 'ar',
    });
    expect(long.status).toBe(422);
    expect(long.body.message).toMatch(/[\u0600-\u06ff]/);
    expect((long.body.errors as Record<string, string[]>).name).toHaveLength(1);
    const missing = await api('POST', '/api/shortlists', { token: company.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('name');

    const id = await newList(company.token, 'Notes');
    const note = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId, note: 'n'.repeat(MAX_NOTE_LENGTH + 1) },
      language: 'ckb',
    });
    expect(note.status).toBe(422);
    expect((note.body.errors as Record<string, string[]>).note?.[0]).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps a company to its number of lists', async () => {
    const owner = await signUp(server, { company: true });
    for (let index = 0; index < MAX_SHORTLISTS_PER_COMPANY; index += 1)
      await newList(owner.token, `L${index}`);
    const over = await api('POST', '/api/shortlists', { token: owner.token, body: { name: 'One more' } });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      `A company can keep at most ${MAX_SHORTLISTS_PER_COMPANY} shortlists. Delete one to make room.`,
    );
  });

  it('keeps a list to its number of applicants', async () => {
    const id = await newList(company.token, 'Full');
    // The list filled up directly in the database with as many published applicants as it holds.
    await server.database.db.execute(sql`
      with new_users as (
        insert into users (name, email, password)
        select 'Filler', 'filler' || n || '@example.com', 'x' from generate_series(1, ${MAX_ENTRIES_PER_SHORTLIST}) n
        returning id
      ), new_applicants as (
        insert into applicants (user_id, published) select id, true from new_users returning id
      )
      insert into shortlist_entries (shortlist_id, applicant_id) select ${id}, id from new_applicants`);
    const over = await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      applicant_id: [`A shortlist can hold at most ${MAX_ENTRIES_PER_SHORTLIST} applicants.`],
    });
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to an applicant on every shortlist route', async () => {
    const id = await newList(company.token, 'Guarded');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/shortlists'],
      ['POST', '/api/shortlists', { name: 'x' }],
      ['GET', `/api/shortlists/${id}`],
      ['PATCH', `/api/shortlists/${id}`, { name: 'x' }],
      ['DELETE', `/api/shortlists/${id}`],
      ['POST', `/api/shortlists/${id}/applicants`, { applicant_id: zainab.applicantId }],
      ['DELETE', `/api/shortlists/${id}/applicants/${zainab.applicantId}`],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await api(method, path, { body })).status]).toEqual([method, path, 401]);
      const applicant = await api(method, path, { body, token: zainab.token });
      expect([method, path, applicant.status]).toEqual([method, path, 403]);
      expect(applicant.body.message).toBe('Only company accounts can use this.');
    }
  });

  it('answers 404 to another company, which changes nothing', async () => {
    const id = await newList(company.token, 'Private');
    await api('POST', `/api/shortlists/${id}/applicants`, {
      token: company.token,
      body: { applicant_id: zainab.applicantId, note: 'secret note' },
    });
    const before = await api<ListDetail>('GET', `/api/shortlists/${id}`, { token: company.token });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/shortlists/${id}`],
      ['PATCH', `/api/shortlists/${id}`, { name: 'taken' }],
      ['DELETE', `/api/shortlists/${id}`],
      ['POST', `/api/shortlists/${id}/applicants`, { applicant_id: omar.applicantId, note: 'x' }],
      ['DELETE', `/api/shortlists/${id}/applicants/${zainab.applicantId}`],
    ];
    for (const [method, path, body] of routes) {
      const response = await api(method, path, { body, token: rival.token });
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(JSON.stringify(response.body)).not.toContain('secret note');
    }
    // Moving from another company's list is a 404 as well.
    const own = await newList(rival.token, 'Rival list');
    const move = await api('POST', `/api/shortlists/${own}/applicants`, {
      token: rival.token,
      body: { applicant_id: zainab.applicantId, from_shortlist_id: id },
    });
    expect(move.status).toBe(404);
    const rivalLists = await api<{ data: Array<{ id: number }> }>('GET', '/api/shortlists', {
      token: rival.token,
    });
    expect(rivalLists.body.data.map((list) => list.id)).toEqual([own]);
    expect(await api('GET', `/api/shortlists/${id}`, { token: company.token })).toMatchObject({
      body: before.body,
    });
  });

  it('answers 404 for ids that name no list', async () => {
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) {
      expect((await api('GET', `/api/shortlists/${id}`, { token: company.token })).status).toBe(404);
    }
  });
});
