// Issue 23: what an applicant keeps off the public resume (the e-mail; the birth date, or all but the
// age) does not leave the server to anyone but its owner, and the directory's age filter still uses it.

import { saveResume } from '../applicants/save-resume';
import { publishableResume, type ResumeChanges } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
let company: Account;

const thisYear = new Date().getFullYear();
/** Born on 1 January, so the age is the same all year. */
const bornAged = (age: number) => `${thisYear - age}-01-01`;

interface Detail {
  contact: Record<string, unknown>;
}
interface Page {
  data: Array<{ id: number; contact: { email: string } }>;
}

const applicants: Record<string, Account & { applicantId: number }> = {};

async function applicant(name: string, changes: ResumeChanges) {
  const account = await signUp(server, { name });
  const { applicantId } = await saveResume(server.database.db, {
    userId: account.userId,
    resume: publishableResume({
      ...changes,
      contact: { fullName: name, email: `${name}@resume.example.com`, ...changes.contact },
    }),
  });
  applicants[name] = { ...account, applicantId };
}

const detail = (name: string, token?: string) =>
  call<Detail>(server.url, 'GET', `/api/applicants/${applicants[name]!.applicantId}`, { token });

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  company = await signUp(server, { company: true, name: 'Zagros Software' });
  await applicant('shown', { contact: { birthdate: bornAged(41) } });
  await applicant('private', {
    contact: { showEmail: false, birthdateDisplay: 'hidden', birthdate: bornAged(43) },
  });
  await applicant('aged', { contact: { birthdateDisplay: 'age', birthdate: bornAged(44) } });
});

afterAll(() => environment.dispose());

describe('GET /api/applicants/{id} (issue #23)', () => {
  it('gives the e-mail and the date of birth of a resume that shows them', async () => {
    const { body } = await detail('shown');
    expect(body.contact).toMatchObject({
      email: 'shown@resume.example.com',
      showEmail: true,
      birthdate: bornAged(41),
      birthdateDisplay: 'date',
    });
    expect(body.contact.age).toBeUndefined();
  });

  it('sends a hidden e-mail and a hidden birth date to no guest and no company', async () => {
    for (const token of [undefined, company.token, applicants.shown!.token]) {
      const response = await detail('private', token);
      expect(response.status).toBe(200);
      expect(response.body.contact).toMatchObject({
        email: '',
        showEmail: false,
        birthdate: '',
        birthdateDisplay: 'hidden',
      });
      expect(response.body.contact.age).toBeUndefined();
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('private@resume.example.com');
      expect(text).not.toContain(bornAged(43));
    }
  });

  it('sends the age instead of the date when the age is chosen', async () => {
    const { body } = await detail('aged');
    expect(body.contact).toMatchObject({ birthdate: '', birthdateDisplay: 'age', age: 44 });
    expect(JSON.stringify(body)).not.toContain(bornAged(44));
  });

  it('gives the owner every value, to edit them', async () => {
    const { body } = await detail('private', applicants.private!.token);
    expect(body.contact).toMatchObject({
      email: 'private@resume.example.com',
      birthdate: bornAged(43),
      showEmail: false,
      birthdateDisplay: 'hidden',
    });
  });
});

describe('the directory (issue #23)', () => {
  const cards = async (query: string) =>
    (await call<Page>(server.url, 'GET', `/api/applicants/filter?${query}`)).body.data;

  it('puts no e-mail on a card, shown or hidden (issue 34)', async () => {
    const page = await cards('per_page=100');
    const emailOf = (name: string) =>
      page.find((card) => card.id === applicants[name]!.applicantId)?.contact.email;
    expect(emailOf('shown')).toBe('');
    expect(emailOf('private')).toBe('');
    expect(JSON.stringify(page)).not.toContain('@resume.example.com');
  });

  it('filters by the stored birth date when the age or the date is shown, never by a hidden one (issue 34)', async () => {
    const found = (await cards('age_min=40&age_max=44')).map((card) => card.id);
    expect(found.sort()).toEqual([applicants.shown!.applicantId, applicants.aged!.applicantId].sort());
    expect(await cards('age_min=43&age_max=43')).toEqual([]);
  });

  it('gives a hidden e-mail back to the public resume, not to the card, once its owner shows it again', async () => {
    await saveResume(server.database.db, {
      userId: applicants.private!.userId,
      resume: publishableResume({
        contact: { fullName: 'private', email: 'private@resume.example.com', birthdate: bornAged(43) },
      }),
    });
    expect((await detail('private')).body.contact.email).toBe('private@resume.example.com');
    const page = await cards('per_page=100');
    expect(page.find((card) => card.id === applicants.private!.applicantId)?.contact.email).toBe('');
  });
});
