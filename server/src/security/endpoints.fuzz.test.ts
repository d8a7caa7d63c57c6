// Issue 9, hostile input: generated and mutated bodies, queries, multipart parts and headers sent to
// every endpoint. Whatever arrives: no 5xx, no unhandled rejection, the server keeps answering its
// health checks, and a refused request leaves the database and the stored files as they were.

import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { issueAccessToken } from '../auth/access-tokens';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { shortlists, users } from '../db/schema';
import type { RunningServer } from '../server';
import { createTestEnvironment, type TestEnvironment, writeBuiltShell } from '../testing/test-environment';
import { snapshotDatabase } from './database-snapshot';
import {
  authorizationHeader,
  CONTENT_TYPES,
  headerString,
  hostileQuery,
  hostileString,
  jsonBomb,
  multipartBody,
  type MultipartPart,
  mutatedBody,
  safeEncode,
} from './hostile-inputs';

/** Stand-ins replaced when a case is sent: the token and XSRF pair valid at that moment. */
const VALID_TOKEN = '<valid-token>';
const VALID_XSRF = '<valid-xsrf>';

/** FUZZ_SCALE=10 searches ten times longer (a soak run); CI runs the default. */
const scale = Math.max(0.01, Number(process.env.FUZZ_SCALE ?? 1) || 1);

const FILTER_KEYS = [
  'page',
  'per_page',
  'sort_by',
  'sort_order',
  'search',
  'gender',
  'age_min',
  'age_max',
  'city',
  'zone',
  'degree',
  'freshGraduate',
  'workAvailability',
  'experience_min',
  'experience_max',
  'mainSpecializations',
  'subSpecializations',
  'subSpecialities',
];

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent with a company account's token instead of the applicant's (the employers' routes, issue 19). */
  company?: boolean;
  route: string;
  /** The path, or generated paths (for path parameters). */
  path: fc.Arbitrary<string>;
  /** A body the endpoint accepts, which the generator mutates. */
  validBody?: unknown;
  queryKeys?: readonly string[];
  multipart?: boolean;
  /** A page for a person (HTML, JSON only when asked for): its refusals are pages too. */
  page?: boolean;
  runs: number;
}

const pathParameter = fc.oneof(
  hostileString.filter((value) => value.length < 2_000).map(safeEncode),
  fc.constantFrom(
    '%FF',
    '%C0%AF',
    '%E0%A4%A',
    '%00',
    '..%2F..%2Fetc',
    '1.5',
    '-1',
    '0',
    '1e3',
    '99999999999999999999',
  ),
  fc.integer().map(String),
);

/** An unsubscribe token: a hostile one, or one shaped like the real ones (an id and 43 base64url characters). */
const unsubscribeToken = fc.oneof(
  pathParameter,
  fc
    .tuple(
      fc.integer({ min: -1, max: 3 }),
      fc.string({ unit: fc.constantFrom(...'AZaz09-_'.split('')), minLength: 40, maxLength: 46 }),
    )
    .map(([id, signature]) => `${id}.${signature}`),
);

const resumeBody = () => publishableResume({ published: false });

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/login',
    path: fc.constant('/api/login'),
    validBody: { email: 'fuzz@example.com', password: 'fuzz password 1', recaptcha_token: '' },
    runs: 350,
  },
  {
    method: 'POST',
    route: '/api/signup',
    path: fc.constant('/api/signup'),
    validBody: {
      email: 'new@example.com',
      name: 'New',
      password: 'new password 1',
      is_company: false,
      recaptcha_token: '',
    },
    runs: 300,
  },
  {
    method: 'POST',
    route: '/api/forgot-password',
    path: fc.constant('/api/forgot-password'),
    // An unregistered address: a registered one would write a reset token after the answer.
    validBody: { email: 'nobody@example.com', recaptcha_token: '' },
    runs: 250,
  },
  {
    method: 'POST',
    route: '/api/reset-password',
    path: fc.constant('/api/reset-password'),
    validBody: {
      token: 'a'.repeat(64),
      email: 'fuzz@example.com',
      password: 'x password 1',
      password_confirmation: 'x password 1',
    },
    runs: 250,
  },
  { method: 'POST', route: '/logout', path: fc.constant('/logout'), runs: 200 },
  { method: 'GET', route: '/api/profile', path: fc.constant('/api/profile'), runs: 250 },
  {
    method: 'POST',
    route: '/api/applicant (JSON)',
    path: fc.constant('/api/applicant'),
    validBody: { data: resumeBody() },
    runs: 600,
  },
  {
    method: 'POST',
    route: '/api/applicant (multipart)',
    path: fc.constant('/api/applicant'),
    multipart: true,
    runs: 600,
  },
  { method: 'POST', route: '/api/applicant/reset', path: fc.constant('/api/applicant/reset'), runs: 150 },
  {
    method: 'POST',
    route: '/api/preview-resume-html',
    path: fc.constant('/api/preview-resume-html'),
    validBody: { applicant_id: 1 },
    runs: 150,
  },
  {
    method: 'POST',
    route: '/api/download-resume-pdf',
    path: fc.constant('/api/download-resume-pdf'),
    validBody: { applicant_id: 999_999 },
    runs: 250,
  },
  { method: 'GET', route: '/api/statistics', path: fc.constant('/api/statistics'), runs: 100 },
  {
    method: 'GET',
    route: '/api/applicants/filter',
    path: fc.constant('/api/applicants/filter'),
    queryKeys: FILTER_KEYS,
    runs: 900,
  },
  {
    method: 'GET',
    route: '/api/applicants/{id}',
    path: pathParameter.map((id) => `/api/applicants/${id}`),
    queryKeys: ['id', 'published'],
    runs: 350,
  },
  {
    method: 'GET',
    route: '/api/selectables/{name}',
    path: pathParameter.map((name) => `/api/selectables/${name}`),
    runs: 250,
  },
  { method: 'GET', route: '/sanctum/csrf-cookie', path: fc.constant('/sanctum/csrf-cookie'), runs: 100 },
  { method: 'GET', route: '/remotes.json', path: fc.constant('/remotes.json'), runs: 50 },
  // Issue 19. The company's first list is id 1 in the fresh database; the fuzz applicant's resume is 1.
  {
    method: 'POST',
    route: '/api/shortlists',
    company: true,
    path: fc.constant('/api/shortlists'),
    validBody: { name: 'Fuzz list' },
    runs: 150,
  },
  { method: 'GET', route: '/api/shortlists', company: true, path: fc.constant('/api/shortlists'), runs: 60 },
  {
    method: 'GET',
    route: '/api/shortlists/{id}',
    company: true,
    path: fc.oneof(fc.constant('1'), pathParameter).map((id) => `/api/shortlists/${id}`),
    runs: 150,
  },
  {
    method: 'PATCH',
    route: '/api/shortlists/{id}',
    company: true,
    path: fc.oneof(fc.constant('1'), pathParameter).map((id) => `/api/shortlists/${id}`),
    validBody: { name: 'Renamed' },
    runs: 150,
  },
  {
    method: 'POST',
    route: '/api/shortlists/{id}/applicants',
    company: true,
    path: fc.oneof(fc.constant('1'), pathParameter).map((id) => `/api/shortlists/${id}/applicants`),
    validBody: { applicant_id: 2, note: 'Fuzz note', from_shortlist_id: 1 },
    runs: 200,
  },
  {
    method: 'DELETE',
    route: '/api/shortlists/{id}/applicants/{applicantId}',
    company: true,
    path: fc
      .tuple(fc.oneof(fc.constant('1'), pathParameter), fc.oneof(fc.constant('2'), pathParameter))
      .map(([id, applicantId]) => `/api/shortlists/${id}/applicants/${applicantId}`),
    runs: 150,
  },
  {
    method: 'DELETE',
    route: '/api/shortlists/{id}',
    company: true,
    path: pathParameter.map((id) => `/api/shortlists/${id}`),
    runs: 100,
  },
  {
    method: 'POST',
    route: '/api/contact-requests',
    company: true,
    path: fc.constant('/api/contact-requests'),
    validBody: { applicant_id: 2, message: 'May we talk about a job?' },
    runs: 200,
  },
  {
    method: 'GET',
    route: '/api/contact-requests',
    company: true,
    path: fc.constant('/api/contact-requests'),
    runs: 60,
  },
  {
    method: 'POST',
    route: '/api/contact-requests/{id}/accept',
    path: pathParameter.map((id) => `/api/contact-requests/${id}/accept`),
    runs: 100,
  },
  {
    method: 'POST',
    route: '/api/contact-requests/{id}/decline',
    path: pathParameter.map((id) => `/api/contact-requests/${id}/decline`),
    runs: 100,
  },
  { method: 'GET', route: '/api/profile/views', path: fc.constant('/api/profile/views'), runs: 60 },
  {
    method: 'POST',
    route: '/api/saved-searches',
    company: true,
    path: fc.constant('/api/saved-searches'),
    validBody: { name: 'Fuzz search', query: 'search=react&city=Baghdad', frequency: 'daily' },
    runs: 150,
  },
  {
    method: 'GET',
    route: '/api/saved-searches',
    company: true,
    path: fc.constant('/api/saved-searches'),
    runs: 60,
  },
  {
    method: 'DELETE',
    route: '/api/saved-searches/{id}',
    company: true,
    path: pathParameter.map((id) => `/api/saved-searches/${id}`),
    runs: 100,
  },
  // The digests' unsubscribe link: no sign-in, a signed token in the path (forged ones here).
  {
    method: 'GET',
    route: '/unsubscribe/saved-searches/{token}',
    path: unsubscribeToken.map((token) => `/unsubscribe/saved-searches/${token}`),
    page: true,
    runs: 100,
  },
  {
    method: 'POST',
    route: '/unsubscribe/saved-searches/{token}',
    path: unsubscribeToken.map((token) => `/unsubscribe/saved-searches/${token}`),
    page: true,
    runs: 100,
  },
];

let environment: TestEnvironment;
let server: RunningServer;
let storageDir: string;
let token = '';
let companyToken = '';
let xsrf = { cookie: '', header: '' };
let fuzzUserId = 0;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let casesSent = 0;

/** A small real PNG, a JPEG, and polyglots built from them (the corpus the multipart cases draw on). */
let imageCorpus: Buffer[] = [];

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  environment = await createTestEnvironment();
  writeBuiltShell(environment.webRoot);
  // FUZZ_LOG=1 shows the server's own error log: the cause of a 5xx the property found.
  server = await environment.start(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {});
  storageDir = path.join(environment.dataDir, 'storage');
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Fuzz', email: 'fuzz@example.com', password: 'hash' })
    .returning({ id: users.id });
  fuzzUserId = user!.id;
  await saveResume(db, { userId: fuzzUserId, resume: resumeBody() });
  token = await issueAccessToken(db, fuzzUserId, new Date(), 1);
  // A company, its first list (id 1), and a second, published applicant (id 2) it may shortlist and ask.
  const [company] = await db
    .insert(users)
    .values({ name: 'Fuzz Company', email: 'company@example.com', password: 'hash', isCompany: true })
    .returning({ id: users.id });
  companyToken = await issueAccessToken(db, company!.id, new Date(), 1);
  await db.insert(shortlists).values({ companyId: company!.id, name: 'Fuzz list' });
  const [published] = await db
    .insert(users)
    .values({ name: 'Published', email: 'published@example.com', password: 'hash' })
    .returning({ id: users.id });
  await saveResume(db, { userId: published!.id, resume: publishableResume() });
  const cookie = await server.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const value = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(String(cookie.headers['set-cookie']))![1]!);
  xsrf = { cookie: `XSRF-TOKEN=${encodeURIComponent(value)}`, header: value };

  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const jpeg = await sharp(png).jpeg().toBuffer();
  imageCorpus = [
    png,
    jpeg,
    Buffer.concat([jpeg, Buffer.from('<script>window.__xss=1</script>')]),
    Buffer.concat([png, Buffer.from('PK\u0003\u0004 zip after the image')]),
    Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=window.__xss=1;')]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>'),
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj'),
    png.subarray(0, 40),
    jpeg.subarray(0, jpeg.length >> 1),
  ];
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await environment.dispose();
  // The figure docs/reliability.md quotes.
  console.info(
    `hostile-input fuzz: ${casesSent} generated requests on the ${server.database.engine} database`,
  );
});

const xsrfHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ cookie: VALID_XSRF, 'x-xsrf-token': VALID_XSRF }) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: headerString.map((value) => ({ cookie: VALID_XSRF, 'x-xsrf-token': value })) },
  {
    weight: 1,
    arbitrary: headerString.map((value) => ({ cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value })),
  },
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'x-requested-with',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-host',
    'origin',
    'referer',
    'user-agent',
    'if-none-match',
    'range',
    'content-encoding',
  ),
  headerString,
  { maxKeys: 3 },
);

function jsonPayload(endpoint: Endpoint): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const body = endpoint.validBody === undefined ? fc.constant(undefined) : mutatedBody(endpoint.validBody);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: body.map((value) => ({
        payload: value === undefined ? undefined : JSON.stringify(value),
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: jsonBomb.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...CONTENT_TYPES))
        .map(([bytes, contentType]) => ({ payload: Buffer.from(bytes), contentType })),
    },
    {
      weight: 1,
      // Valid JSON with invalid UTF-8 bytes spliced in, and a truncated document.
      arbitrary: body.map((value) => {
        const text = Buffer.from(JSON.stringify(value ?? {}));
        const cut = Math.floor(text.length / 2);
        return {
          payload: Buffer.concat([
            text.subarray(0, cut),
            Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]),
            text.subarray(cut),
          ]),
          contentType: 'application/json',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, fc.constantFrom(...CONTENT_TYPES))
        .map(([text, contentType]) => ({ payload: text, contentType })),
    },
  );
}

function multipartPayload(): fc.Arbitrary<{ payload?: Buffer; contentType?: string }> {
  const dataPart = fc
    .oneof(
      {
        weight: 5,
        arbitrary: mutatedBody(resumeBody()).map((value) => Buffer.from(JSON.stringify(value ?? null))),
      },
      { weight: 1, arbitrary: jsonBomb.map((text) => Buffer.from(text)) },
      { weight: 1, arbitrary: hostileString.map((text) => Buffer.from(text)) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
    )
    .map((body): MultipartPart => ({ name: 'data', body }));
  const imageBytes = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: 0, max: 100 }).map((index) => imageCorpus[index % imageCorpus.length]!),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom([0xff, 0xd8, 0xff, 0xe0], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          fc.uint8Array({ maxLength: 500 }),
        )
        .map(([magic, rest]) => Buffer.concat([Buffer.from(magic), Buffer.from(rest)])),
    },
  );
  const imagePart = fc
    .tuple(
      fc.oneof(
        fc.constant('image'),
        fc.constant('image'),
        hostileString.filter((name) => name.length < 100),
      ),
      fc.oneof(fc.constantFrom('photo.jpg', 'profile_photo', 'a.png', '../../x.jpg', ''), headerString),
      fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', 'image/svg+xml'),
      imageBytes,
    )
    .map(([name, filename, contentType, body]): MultipartPart => ({
      name: name.replace(/["\r\n]/g, ''),
      filename: filename.replace(/["\r\n]/g, ''),
      contentType,
      body,
    }));
  const otherPart = fc
    .tuple(
      hostileString.filter((name) => name.length < 100),
      fc.uint8Array({ maxLength: 100 }),
    )
    .map(([name, bytes]): MultipartPart => ({
      name: name.replace(/["\r\n]/g, ''),
      body: Buffer.from(bytes),
    }));
  return fc
    .tuple(
      fc.array(
        fc.oneof(
          { weight: 3, arbitrary: dataPart },
          { weight: 3, arbitrary: imagePart },
          { weight: 1, arbitrary: otherPart },
        ),
        {
          maxLength: 14,
        },
      ),
      fc.boolean(),
      fc.constantFrom('fuzzboundary', 'fuzzboundary', 'other', ''),
    )
    .map(([parts, close, declared]) => ({
      payload: multipartBody('fuzzboundary', parts, close),
      contentType: declared === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
    }));
}

function requestFor(endpoint: Endpoint): fc.Arbitrary<InjectOptions> {
  const query = endpoint.queryKeys ? hostileQuery(endpoint.queryKeys) : fc.constant('');
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> =
    endpoint.method === 'GET'
      ? fc.constant({})
      : endpoint.multipart
        ? multipartPayload()
        : jsonPayload(endpoint);
  return fc
    .tuple(endpoint.path, query, body, authorizationHeader(VALID_TOKEN), xsrfHeaders, extraHeaders)
    .map(([pathname, queryString, { payload, contentType }, authorization, xsrfPair, extra]) => {
      const headers: Record<string, string> = { ...extra, ...xsrfPair };
      if (authorization !== undefined) headers.authorization = authorization;
      if (contentType !== undefined && payload !== undefined) headers['content-type'] = contentType;
      return {
        method: endpoint.method,
        url: queryString === '' ? pathname : `${pathname}?${queryString}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}

/** The stand-ins swapped for the token and XSRF pair that are valid now. */
function withLiveSecrets(request: InjectOptions, endpoint: Endpoint): InjectOptions {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    let text = String(value)
      .split(VALID_TOKEN)
      .join(endpoint.company ? companyToken : token);
    if (name === 'cookie') text = text.split(VALID_XSRF).join(xsrf.cookie);
    if (name === 'x-xsrf-token') text = text.split(VALID_XSRF).join(xsrf.header);
    headers[name] = text;
  }
  return { ...request, headers };
}

async function expectHealthy() {
  const health = await server.app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
  // Ready: the database still answers and its migrations are in place.
  const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
}

describe.each(endpoints)('$method $route under hostile input', (endpoint) => {
  const runs = Math.ceil(endpoint.runs * scale);
  it(`answers ${runs} generated requests without a 5xx, and refusals change nothing`, async () => {
    const start = await snapshotDatabase(server.database.pool, storageDir);
    let baseline = start;
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async (generated) => {
        casesSent += 1;
        const request = withLiveSecrets(generated, endpoint);
        const response = await server.app.inject(request);

        if (response.statusCode >= 500) {
          throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
        }
        if (endpoint.route === '/logout' && response.statusCode === 204) {
          token = await issueAccessToken(server.database.db, fuzzUserId, new Date(), 1);
        }
        if (endpoint.method !== 'GET') {
          // One snapshot per case: a refusal must leave the last one as it was; a success may
          // write, and its snapshot is the next case's baseline.
          const after = await snapshotDatabase(server.database.pool, storageDir);
          if (response.statusCode >= 400) expect(after).toEqual(baseline);
          baseline = after;
        }
        // JSON answers stay JSON whatever came in; a page's refusal is a page or, when asked for, JSON.
        if (response.statusCode >= 400) {
          expect(response.headers['content-type']).toMatch(
            endpoint.page ? /^(application\/json|text\/html)/ : /^application\/json/,
          );
        }
      }),
      { numRuns: runs, endOnFailure: true },
    );
    // Reading never writes.
    if (endpoint.method === 'GET')
      expect(await snapshotDatabase(server.database.pool, storageDir)).toEqual(start);
    expect(unhandled).toEqual([]);
    await expectHealthy();
  }, 180_000);
});
