// Issue 9: every API route × every kind of bearer token, with the status each must answer, and no
// answer that carries another user's draft, account e-mail or hidden phone number.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../auth/access-tokens';
import { unsubscribeToken } from '../employers/saved-search-digests';
import { resolveAppKey } from '../security/app-key';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

const TOKEN_KINDS = ['none', 'revoked', 'expired', 'other', 'owner'] as const;
type TokenKind = (typeof TOKEN_KINDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What only the owner may see: their account address, their draft, their hidden phone. */
const OWNER = {
  accountEmail: 'owner.account@example.com',
  resumeEmail: 'owner.draft@example.com',
  phoneDigits: '7711112222',
  draftMarker: 'Ownerdraftmarker',
};
/** A published resume whose phone is hidden: nobody but its owner sees the number. */
const PUBLISHER = { accountEmail: 'publisher.account@example.com', phoneDigits: '7733334444' };
const OTHER = { accountEmail: 'other.account@example.com', password: 'other password 1' };

const ownerDraft = publishableResume({
  published: false,
  summary: `${OWNER.draftMarker} is still writing this draft`,
  contact: { email: OWNER.resumeEmail, phone: { phone: `0${OWNER.phoneDigits}`, showPhone: false } },
});
const hiddenPhoneResume = publishableResume({
  contact: { fullName: 'Published Hidden', phone: { phone: `0${PUBLISHER.phoneDigits}`, showPhone: false } },
});

interface Ids {
  ownerDraft: number;
  hiddenPhone: number;
  caseNumber: number;
}

interface RouteCase {
  route: string;
  method: 'GET' | 'POST';
  path: (ids: Ids) => string;
  body?: (ids: Ids, kind: TokenKind) => unknown;
  expected: Record<TokenKind, number>;
  /** The owner's own answer here is about their own resume or account, so it may carry their data. */
  ownersOwn?: boolean;
  /** The answer is a PDF: its text layer is what is read. */
  pdf?: boolean;
}

const signedInOnly = (other: number, owner = other) => ({
  none: 401,
  revoked: 401,
  expired: 401,
  other,
  owner,
});
const everyone = (status: number) => ({
  none: status,
  revoked: status,
  expired: status,
  other: status,
  owner: status,
});

const matrix: RouteCase[] = [
  { route: 'GET /healthz', method: 'GET', path: () => '/healthz', expected: everyone(200) },
  {
    route: 'GET /sanctum/csrf-cookie',
    method: 'GET',
    path: () => '/sanctum/csrf-cookie',
    expected: everyone(204),
  },
  { route: 'GET /app-config.json', method: 'GET', path: () => '/app-config.json', expected: everyone(200) },
  { route: 'GET /remotes.json', method: 'GET', path: () => '/remotes.json', expected: everyone(200) },
  { route: 'GET /api/statistics', method: 'GET', path: () => '/api/statistics', expected: everyone(200) },
  {
    route: 'GET /api/selectables/{name}',
    method: 'GET',
    path: () => '/api/selectables/cities',
    expected: everyone(200),
  },
  {
    route: 'GET /api/applicants/filter',
    method: 'GET',
    path: () => '/api/applicants/filter?per_page=100',
    expected: everyone(200),
  },
  {
    route: 'GET /api/applicants/filter (search for the draft)',
    method: 'GET',
    path: () => `/api/applicants/filter?search=${OWNER.draftMarker}`,
    expected: everyone(200),
  },
  {
    route: "GET /api/applicants/{id} (the owner's draft)",
    method: 'GET',
    path: (ids) => `/api/applicants/${ids.ownerDraft}`,
    expected: { none: 404, revoked: 404, expired: 404, other: 404, owner: 200 },
    ownersOwn: true,
  },
  {
    route: 'GET /api/applicants/{id} (published, phone hidden)',
    method: 'GET',
    path: (ids) => `/api/applicants/${ids.hiddenPhone}`,
    expected: everyone(200),
  },
  {
    route: "POST /api/download-resume-pdf (the owner's draft)",
    method: 'POST',
    path: () => '/api/download-resume-pdf',
    body: (ids) => ({ applicant_id: ids.ownerDraft }),
    expected: { none: 404, revoked: 404, expired: 404, other: 404, owner: 200 },
    ownersOwn: true,
    pdf: true,
  },
  {
    route: 'POST /api/download-resume-pdf (published, phone hidden)',
    method: 'POST',
    path: () => '/api/download-resume-pdf',
    body: (ids) => ({ applicant_id: ids.hiddenPhone }),
    expected: everyone(200),
    pdf: true,
  },
  {
    route: 'GET /api/profile',
    method: 'GET',
    path: () => '/api/profile',
    expected: signedInOnly(200),
    ownersOwn: true,
  },
  {
    route: 'POST /api/preview-resume-html',
    method: 'POST',
    path: () => '/api/preview-resume-html',
    body: (ids) => ({ applicant_id: ids.ownerDraft }),
    expected: signedInOnly(200),
    ownersOwn: true,
  },
  {
    route: 'POST /api/applicant',
    method: 'POST',
    path: () => '/api/applicant',
    // Another user's save names the owner's resume id: it must land on their own resume.
    body: (ids, kind) => ({
      data: {
        ...(kind === 'owner' ? ownerDraft : publishableResume({ published: false })),
        id: ids.ownerDraft,
      },
    }),
    expected: signedInOnly(200),
    ownersOwn: true,
  },
  {
    route: 'POST /api/applicant/reset',
    method: 'POST',
    path: () => '/api/applicant/reset',
    expected: signedInOnly(200),
    ownersOwn: true,
  },
  { route: 'POST /logout', method: 'POST', path: () => '/logout', expected: signedInOnly(204) },
  {
    route: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    body: () => ({ email: OTHER.accountEmail, password: OTHER.password, recaptcha_token: '' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/signup',
    method: 'POST',
    path: () => '/api/signup',
    body: (ids) => ({
      email: `signup.${ids.caseNumber}@example.com`,
      name: 'New Applicant',
      password: 'new password 1',
      recaptcha_token: '',
    }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/forgot-password',
    method: 'POST',
    path: () => '/api/forgot-password',
    body: (ids) => ({ email: `nobody.${ids.caseNumber}@example.com`, recaptcha_token: '' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset-password',
    method: 'POST',
    path: () => '/api/reset-password',
    body: () => ({
      token: 'not-a-reset-token',
      email: OWNER.accountEmail,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    }),
    expected: everyone(422),
  },
  // Issue 34: a confirmation link works for whoever opens it; only its token counts.
  {
    route: 'POST /api/verify-email',
    method: 'POST',
    path: () => '/api/verify-email',
    body: () => ({ token: 'f'.repeat(64) }),
    expected: everyone(422),
  },
];

let environment: TestEnvironment;
let server: RunningServer;
let ownerId: number;
let otherId: number;
let ids: Omit<Ids, 'caseNumber'>;
const pdfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-access-matrix-'));

async function signUp(email: string, password = 'some password 1'): Promise<number> {
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}/api/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: JSON.stringify({ email, name: 'Matrix User', password, recaptcha_token: '' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  ownerId = await signUp(OWNER.accountEmail);
  otherId = await signUp(OTHER.accountEmail, OTHER.password);
  const publisherId = await signUp(PUBLISHER.accountEmail);
  const { db } = server.database;
  const owner = await saveResume(db, { userId: ownerId, resume: ownerDraft });
  await saveResume(db, { userId: otherId, resume: publishableResume({ published: false }) });
  const publisher = await saveResume(db, { userId: publisherId, resume: hiddenPhoneResume });
  ids = { ownerDraft: owner.applicantId, hiddenPhone: publisher.applicantId };
});

afterAll(async () => {
  await environment.dispose();
  fs.rmSync(pdfDir, { recursive: true, force: true });
});

/** A fresh token of each kind, so a case that logs out or resets cannot change the next one. */
async function tokensFor(): Promise<Record<TokenKind, string | undefined>> {
  const { db } = server.database;
  const now = new Date();
  const revoked = await issueAccessToken(db, ownerId, now, 30);
  const cookie = await fetchXsrfCookie(server.url);
  const logout = await fetch(`${server.url}/logout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${revoked}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
  });
  expect(logout.status).toBe(204);
  const owner = await issueAccessToken(db, ownerId, now, 30);
  const other = await issueAccessToken(db, otherId, now, 30);
  // Issued last: issuing a token removes the user's expired ones.
  const expired = await issueAccessToken(db, ownerId, new Date(now.getTime() - 31 * DAY_MS), 30);
  return { none: undefined, revoked, expired, other, owner };
}

async function send(routeCase: RouteCase & { kind: TokenKind }, token: string | undefined, caseIds: Ids) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = routeCase.body?.(caseIds, routeCase.kind);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (routeCase.method === 'POST') {
    const cookie = await fetchXsrfCookie(server.url);
    headers.cookie = `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`;
    headers['x-xsrf-token'] = cookie.value;
  }
  const response = await fetch(`${server.url}${routeCase.path(caseIds)}`, {
    method: routeCase.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let text = bytes.toString('utf8');
  if (routeCase.pdf && response.status === 200) {
    const file = path.join(pdfDir, `${caseIds.caseNumber}.pdf`);
    fs.writeFileSync(file, bytes);
    text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  }
  return { status: response.status, text };
}

const cases = matrix.flatMap((routeCase) =>
  TOKEN_KINDS.map((kind) => ({ ...routeCase, kind, status: routeCase.expected[kind] })),
);

let caseNumber = 0;

it.each(cases)('$route with $kind token → $status, leaking nothing', async (routeCase) => {
  caseNumber += 1;
  // The owner's draft as it was, whatever the case before did to it.
  await saveResume(server.database.db, { userId: ownerId, resume: ownerDraft });
  const tokens = await tokensFor();

  const { status, text } = await send(routeCase, tokens[routeCase.kind], { ...ids, caseNumber });

  expect(status).toBe(routeCase.status);
  const ownersOwnAnswer = routeCase.kind === 'owner' && routeCase.ownersOwn === true;
  const secrets = [
    PUBLISHER.phoneDigits,
    PUBLISHER.accountEmail,
    ...(ownersOwnAnswer ? [] : [OWNER.accountEmail, OWNER.resumeEmail, OWNER.phoneDigits, OWNER.draftMarker]),
  ];
  for (const secret of secrets) expect(text).not.toContain(secret);
});

it("leaves the owner's draft as it was after every other user's call", async () => {
  await saveResume(server.database.db, { userId: ownerId, resume: ownerDraft });
  const cookie = await fetchXsrfCookie(server.url);
  const { other } = await tokensFor();
  for (const route of ['/api/applicant/reset', '/api/applicant']) {
    await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${other}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
        'x-xsrf-token': cookie.value,
      },
      body: JSON.stringify({ data: { ...publishableResume({ published: false }), id: ids.ownerDraft } }),
    });
  }
  const { owner } = await tokensFor();
  const detail = await fetch(`${server.url}/api/applicants/${ids.ownerDraft}`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(((await detail.json()) as { summary: string }).summary).toBe(ownerDraft.summary);
});

// ---- Issue 19: the employers' routes --------------------------------------------------------------
// Every company route × every kind of caller: 401 without a valid token, 403 for the wrong kind of
// account, 404 for another company's list or request; and no answer carries what is not the caller's:
// a company's private note, its message, the applicant's e-mail and hidden phone before consent.

const EMPLOYER_KINDS = [
  'none',
  'revoked',
  'expired',
  'applicant',
  'otherApplicant',
  'company',
  'rival',
] as const;
type EmployerKind = (typeof EMPLOYER_KINDS)[number];

const EMPLOYER_SECRETS = {
  phoneDigits: '7755556666',
  resumeEmail: 'addressee.resume@example.com',
  note: 'Privatenotemarker',
  message: 'Companymessagemarker',
  companyEmail: 'matrix.company@example.com',
};
type EmployerSecret = keyof typeof EMPLOYER_SECRETS;

interface EmployerIds {
  list: number;
  disposableList: number;
  addressee: number;
  asked: number;
  rivalRequest: number;
  savedSearch: number;
  /** The saved search's unsubscribe token, as its digest mails carry it. */
  unsubscribeToken: string;
}

interface EmployerCase {
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (ids: EmployerIds) => string;
  body?: (ids: EmployerIds) => unknown;
  expected: Record<EmployerKind, number>;
  /** Secrets a kind of caller may see in this answer (their own data, or shared with their consent). */
  visible?: Partial<Record<EmployerKind, EmployerSecret[]>>;
}

const companyRoute = (company: number, rival = company): Record<EmployerKind, number> => ({
  none: 401,
  revoked: 401,
  expired: 401,
  applicant: 403,
  otherApplicant: 403,
  company,
  rival,
});
const applicantRoute = (applicant: number, otherApplicant = applicant): Record<EmployerKind, number> => ({
  none: 401,
  revoked: 401,
  expired: 401,
  applicant,
  otherApplicant,
  company: 403,
  rival: 403,
});

const everyKind = (status: number) =>
  Object.fromEntries(EMPLOYER_KINDS.map((kind) => [kind, status])) as Record<EmployerKind, number>;
const everyKindSees = (secrets: EmployerSecret[]) =>
  Object.fromEntries(EMPLOYER_KINDS.map((kind) => [kind, secrets])) as Record<EmployerKind, EmployerSecret[]>;

const employerMatrix: EmployerCase[] = [
  { route: 'GET /api/shortlists', method: 'GET', path: () => '/api/shortlists', expected: companyRoute(200) },
  {
    route: 'POST /api/shortlists',
    method: 'POST',
    path: () => '/api/shortlists',
    body: () => ({ name: 'Matrix list' }),
    expected: companyRoute(201),
  },
  {
    route: 'GET /api/shortlists/{id}',
    method: 'GET',
    path: (ids) => `/api/shortlists/${ids.list}`,
    expected: companyRoute(200, 404),
    visible: { company: ['note'] },
  },
  {
    route: 'PATCH /api/shortlists/{id}',
    method: 'PATCH',
    path: (ids) => `/api/shortlists/${ids.list}`,
    body: () => ({ name: 'Renamed' }),
    expected: companyRoute(200, 404),
  },
  {
    route: 'DELETE /api/shortlists/{id}',
    method: 'DELETE',
    path: (ids) => `/api/shortlists/${ids.disposableList}`,
    expected: companyRoute(204, 404),
  },
  {
    route: 'POST /api/shortlists/{id}/applicants',
    method: 'POST',
    path: (ids) => `/api/shortlists/${ids.list}/applicants`,
    body: (ids) => ({ applicant_id: ids.addressee }),
    expected: companyRoute(200, 404),
    visible: { company: ['note'] },
  },
  {
    route: 'DELETE /api/shortlists/{id}/applicants/{applicantId}',
    method: 'DELETE',
    path: (ids) => `/api/shortlists/${ids.disposableList}/applicants/${ids.addressee}`,
    expected: companyRoute(204, 404),
  },
  {
    route: 'POST /api/contact-requests',
    method: 'POST',
    path: () => '/api/contact-requests',
    body: (ids) => ({ applicant_id: ids.asked, message: 'May we talk?' }),
    expected: companyRoute(201),
  },
  {
    route: 'GET /api/contact-requests',
    method: 'GET',
    path: () => '/api/contact-requests',
    expected: { ...applicantRoute(200), company: 200, rival: 200 },
    visible: { company: ['phoneDigits', 'resumeEmail', 'message'], applicant: ['message', 'companyEmail'] },
  },
  {
    route: 'POST /api/contact-requests/{id}/accept',
    method: 'POST',
    path: (ids) => `/api/contact-requests/${ids.rivalRequest}/accept`,
    expected: applicantRoute(200, 404),
  },
  {
    route: 'POST /api/contact-requests/{id}/decline',
    method: 'POST',
    path: (ids) => `/api/contact-requests/${ids.rivalRequest}/decline`,
    expected: applicantRoute(200, 404),
  },
  {
    route: 'GET /api/profile/views',
    method: 'GET',
    path: () => '/api/profile/views',
    expected: applicantRoute(200),
  },
  {
    route: 'POST /api/saved-searches',
    method: 'POST',
    path: () => '/api/saved-searches',
    body: () => ({ name: 'Matrix search', query: 'search=react', frequency: 'daily' }),
    expected: companyRoute(201),
  },
  {
    route: 'GET /api/saved-searches',
    method: 'GET',
    path: () => '/api/saved-searches',
    expected: companyRoute(200),
    visible: { company: ['note'] },
  },
  {
    route: 'DELETE /api/saved-searches/{id}',
    method: 'DELETE',
    path: (ids) => `/api/saved-searches/${ids.savedSearch}`,
    expected: companyRoute(204, 404),
  },
  // The digests' unsubscribe link answers to its signed token, whoever follows it, signed in or not;
  // the page names the search (the link is in its company's mail). A forged token opens nothing.
  {
    route: 'GET /unsubscribe/saved-searches/{token}',
    method: 'GET',
    path: (ids) => `/unsubscribe/saved-searches/${ids.unsubscribeToken}`,
    expected: everyKind(200),
    visible: everyKindSees(['note']),
  },
  {
    route: 'POST /unsubscribe/saved-searches/{token}',
    method: 'POST',
    path: (ids) => `/unsubscribe/saved-searches/${ids.unsubscribeToken}`,
    expected: everyKind(200),
    visible: everyKindSees(['note']),
  },
  {
    route: 'POST /unsubscribe/saved-searches/{forged token}',
    method: 'POST',
    path: (ids) => `/unsubscribe/saved-searches/${ids.savedSearch}.${'A'.repeat(43)}`,
    expected: everyKind(404),
  },
];

describe("the employers' routes", () => {
  const accounts = {} as Record<'applicant' | 'otherApplicant' | 'company' | 'rival', number>;
  let employerIds: Omit<EmployerIds, 'disposableList' | 'savedSearch' | 'unsubscribeToken'>;

  async function signUpAs(email: string, isCompany: boolean, name = 'Matrix Account'): Promise<number> {
    const cookie = await fetchXsrfCookie(server.url);
    const response = await fetch(`${server.url}/api/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
        'x-xsrf-token': cookie.value,
      },
      body: JSON.stringify({
        email,
        name,
        password: 'some password 1',
        is_company: isCompany,
        ...(isCompany ? { company_name: name } : {}),
        recaptcha_token: '',
      }),
    });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { user: { id: number } }).user.id;
    // A company reaches applicants once it confirmed its address (issue 34), as the link mailed at sign-up does.
    if (isCompany) {
      await server.database.pool.query('update users set email_verified_at = now() where id = $1', [id]);
    }
    return id;
  }

  beforeAll(async () => {
    const { pool } = server.database;
    accounts.company = await signUpAs(EMPLOYER_SECRETS.companyEmail, true, 'Matrix Company');
    accounts.rival = await signUpAs('matrix.rival@example.com', true, 'Matrix Rival');
    accounts.applicant = await signUpAs('matrix.addressee@example.com', false);
    accounts.otherApplicant = await signUpAs('matrix.other@example.com', false);
    const askedUser = await signUpAs('matrix.asked@example.com', false);
    const { db } = server.database;
    const addressee = await saveResume(db, {
      userId: accounts.applicant,
      resume: publishableResume({
        contact: {
          email: EMPLOYER_SECRETS.resumeEmail,
          phone: { phone: `0${EMPLOYER_SECRETS.phoneDigits}`, showPhone: false },
        },
      }),
    });
    await saveResume(db, { userId: accounts.otherApplicant, resume: publishableResume() });
    const asked = await saveResume(db, { userId: askedUser, resume: publishableResume() });
    const one = async (text: string, values: unknown[]) =>
      (await pool.query<{ id: number }>(text, values)).rows[0]!.id;
    const list = await one(`insert into shortlists (company_id, name) values ($1, 'Matrix') returning id`, [
      accounts.company,
    ]);
    await pool.query(`insert into shortlist_entries (shortlist_id, applicant_id, note) values ($1, $2, $3)`, [
      list,
      addressee.applicantId,
      `${EMPLOYER_SECRETS.note} about this applicant`,
    ]);
    await pool.query(
      // What accepting keeps (issue 34): the resume's contact as it stood then.
      `insert into contact_requests (company_id, applicant_id, message, status, answered_at, shared_email, shared_phone) values ($1, $2, $3, 'accepted', now(), $4, $5)`,
      [
        accounts.company,
        addressee.applicantId,
        `${EMPLOYER_SECRETS.message} for the addressee`,
        EMPLOYER_SECRETS.resumeEmail,
        `+964${EMPLOYER_SECRETS.phoneDigits}`,
      ],
    );
    const rivalRequest = await one(
      `insert into contact_requests (company_id, applicant_id, message) values ($1, $2, 'Rival asks') returning id`,
      [accounts.rival, addressee.applicantId],
    );
    employerIds = { list, addressee: addressee.applicantId, asked: asked.applicantId, rivalRequest };
  });

  /** The state each case starts from: a fresh list to delete, the rival's request pending, nobody asked. */
  async function prepareCase(): Promise<EmployerIds> {
    const { pool } = server.database;
    await pool.query(`update contact_requests set status = 'pending', answered_at = null where id = $1`, [
      employerIds.rivalRequest,
    ]);
    await pool.query(`delete from contact_requests where applicant_id = $1`, [employerIds.asked]);
    const { rows } = await pool.query<{ id: number }>(
      `insert into shortlists (company_id, name) values ($1, 'Disposable') returning id`,
      [accounts.company],
    );
    const disposableList = rows[0]!.id;
    await pool.query(`insert into shortlist_entries (shortlist_id, applicant_id) values ($1, $2)`, [
      disposableList,
      employerIds.addressee,
    ]);
    // A saved search to delete, named with the company's note marker: only the company may read it. The
    // cases' own searches go first, or the company would reach its limit.
    await pool.query(`delete from saved_searches where company_id = $1`, [accounts.company]);
    const saved = await pool.query<{ id: number }>(
      `insert into saved_searches (company_id, name, query, frequency) values ($1, $2, '', 'daily') returning id`,
      [accounts.company, `${EMPLOYER_SECRETS.note} search`],
    );
    const savedSearch = saved.rows[0]!.id;
    return {
      ...employerIds,
      disposableList,
      savedSearch,
      unsubscribeToken: unsubscribeToken(resolveAppKey({ appKey: undefined, dataDir: environment.dataDir }), {
        id: savedSearch,
        companyId: accounts.company,
      }),
    };
  }

  async function employerTokens(): Promise<Record<EmployerKind, string | undefined>> {
    const { db } = server.database;
    const now = new Date();
    const revoked = await issueAccessToken(db, accounts.company, now, 30);
    await fetch(`${server.url}/logout`, {
      method: 'POST',
      headers: await xsrfHeaders({ authorization: `Bearer ${revoked}` }),
    });
    const tokens: Record<EmployerKind, string | undefined> = {
      none: undefined,
      revoked,
      applicant: await issueAccessToken(db, accounts.applicant, now, 30),
      otherApplicant: await issueAccessToken(db, accounts.otherApplicant, now, 30),
      company: await issueAccessToken(db, accounts.company, now, 30),
      rival: await issueAccessToken(db, accounts.rival, now, 30),
      expired: undefined,
    };
    // Issued last: issuing a token removes the user's expired ones.
    tokens.expired = await issueAccessToken(db, accounts.company, new Date(now.getTime() - 31 * DAY_MS), 30);
    return tokens;
  }

  async function xsrfHeaders(headers: Record<string, string>) {
    const cookie = await fetchXsrfCookie(server.url);
    return {
      ...headers,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    };
  }

  const employerCases = employerMatrix.flatMap((routeCase) =>
    EMPLOYER_KINDS.map((kind) => ({ ...routeCase, kind, status: routeCase.expected[kind] })),
  );

  it.each(employerCases)('$route with $kind token → $status, leaking nothing', async (routeCase) => {
    const caseIds = await prepareCase();
    const token = (await employerTokens())[routeCase.kind];
    let headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const body = routeCase.body?.(caseIds);
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (routeCase.method !== 'GET') headers = await xsrfHeaders(headers);
    const response = await fetch(`${server.url}${routeCase.path(caseIds)}`, {
      method: routeCase.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();

    expect(response.status).toBe(routeCase.status);
    if (response.status >= 400) expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    const visible = routeCase.visible?.[routeCase.kind] ?? [];
    for (const [name, secret] of Object.entries(EMPLOYER_SECRETS)) {
      if (!visible.includes(name as EmployerSecret)) expect(text).not.toContain(secret);
    }
  });
});
