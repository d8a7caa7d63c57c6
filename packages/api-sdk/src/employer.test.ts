import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { employerErrorMessage } from './messages';
import { startFakeSanctumServer } from './testing/fakeSanctumServer';

let server: Awaited<ReturnType<typeof startFakeSanctumServer>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startFakeSanctumServer(window.location.origin);
});

afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  api = createApiClient({ baseURL: server.origin });
  api.setAuthToken('9|company');
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The calls that reached a route, the XSRF handshake left out. */
const calls = () => server.requests.filter((request) => request.path !== '/sanctum/csrf-cookie');
const lastCall = () => calls()[calls().length - 1]!;

const aliEntry = {
  applicant_id: 12,
  name: 'علي حسن',
  image: null,
  job_title: 'Accountant',
  note: 'Call after Eid',
  added_at: '2026-11-20T09:00:00.000Z',
};

describe('shortlists', () => {
  it('lists the company’s lists with their counts', async () => {
    server.route('GET', '/api/shortlists', {
      status: 200,
      body: { data: [{ id: 1, name: 'Accountants', count: 3 }] },
    });
    await expect(api.listShortlists()).resolves.toEqual([{ id: 1, name: 'Accountants', count: 3 }]);
    expect(lastCall().headers.authorization).toBe('Bearer 9|company');
  });

  it('treats a list answer without `data` as a failure with the generic message', async () => {
    server.route('GET', '/api/shortlists', { status: 200, body: [] });
    expect((await failureOf(api.listShortlists())).message).toBe('An error occurred. Please try again.');
  });

  it('creates a list with its name, after the XSRF handshake, and returns its id', async () => {
    server.route('POST', '/api/shortlists', { status: 201, body: { id: 4, name: 'Engineers' } });
    await expect(api.createShortlist('Engineers')).resolves.toEqual({ id: 4, name: 'Engineers' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/sanctum/csrf-cookie',
      '/api/shortlists',
    ]);
    expect(lastCall().body).toEqual({ name: 'Engineers' });
    expect(lastCall().headers['x-xsrf-token']).toBe('initial-token');
  });

  it('reads one list with its applicants', async () => {
    server.route('GET', '/api/shortlists/4', {
      status: 200,
      body: { id: 4, name: 'Engineers', created_at: '2026-11-20T08:00:00.000Z', applicants: [aliEntry] },
    });
    await expect(api.getShortlist(4)).resolves.toEqual({
      id: 4,
      name: 'Engineers',
      applicants: [
        {
          applicant_id: 12,
          full_name: 'علي حسن',
          job_title: 'Accountant',
          note: 'Call after Eid',
          added_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
  });

  it('renames with PATCH and deletes with DELETE', async () => {
    server.route('PATCH', '/api/shortlists/4', { status: 200, body: { id: 4, name: 'Civil engineers' } });
    server.route('DELETE', '/api/shortlists/4', { status: 204 });
    await api.renameShortlist(4, 'Civil engineers');
    expect(lastCall()).toMatchObject({ method: 'PATCH', body: { name: 'Civil engineers' } });
    await api.deleteShortlist(4);
    expect(lastCall()).toMatchObject({ method: 'DELETE', path: '/api/shortlists/4' });
  });

  it('saves an applicant with a note and removes one', async () => {
    server.route('POST', '/api/shortlists/4/applicants', { status: 201, body: {} });
    server.route('DELETE', '/api/shortlists/4/applicants/12', { status: 204 });
    await api.saveToShortlist(4, 12, 'Strong Excel');
    expect(lastCall().body).toEqual({ applicant_id: 12, note: 'Strong Excel' });
    await api.removeFromShortlist(4, 12);
    expect(lastCall()).toMatchObject({ method: 'DELETE', path: '/api/shortlists/4/applicants/12' });
  });

  it('refuses an id that is not a positive whole number without calling the server', async () => {
    await failureOf(api.getShortlist(0));
    await failureOf(api.removeFromShortlist(4, Number.NaN));
    expect(calls()).toEqual([]);
  });

  it('passes on a 422 with its field errors', async () => {
    server.route('POST', '/api/shortlists', {
      status: 422,
      body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } },
    });
    const error = await failureOf(api.createShortlist(''));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ name: ['The name field is required.'] });
  });
});

describe('contact requests', () => {
  // As the server answers a company (docs/api-employers.md) …
  const sentByServer = {
    id: 31,
    applicant: { id: 12, name: 'علي حسن', job_title: 'Accountant' },
    message: 'We have an opening in Basra.',
    status: 'accepted',
    created_at: '2026-11-20T09:00:00.000Z',
    answered_at: '2026-11-21T09:00:00.000Z',
    contact: { email: 'ali@example.com', phone: '+9647701234567' },
  };
  // … and as the screens read it.
  const sent = {
    id: 31,
    applicant_id: 12,
    applicant_name: 'علي حسن',
    company_name: '',
    message: 'We have an opening in Basra.',
    status: 'accepted',
    created_at: '2026-11-20T09:00:00.000Z',
    answered_at: '2026-11-21T09:00:00.000Z',
    contact: { email: 'ali@example.com', phone: '+9647701234567' },
  };

  it('sends a request with the applicant and the message', async () => {
    server.route('POST', '/api/contact-requests', { status: 201, body: { id: 31 } });
    await api.sendContactRequest({ applicant_id: 12, message: 'We have an opening in Basra.' });
    expect(lastCall().body).toEqual({ applicant_id: 12, message: 'We have an opening in Basra.' });
  });

  it('lists requests', async () => {
    server.route('GET', '/api/contact-requests', { status: 200, body: { data: [sentByServer] } });
    await expect(api.listContactRequests()).resolves.toEqual([sent]);
  });

  it("reads a received request with the company's profile (issue 34), and no contact while pending", async () => {
    const received = {
      id: 32,
      company: {
        id: 5,
        name: 'Rafidain Build',
        city: 'Basra',
        sector: '',
        website: 'https://rafidain.example.iq/',
        description: null,
        email: null,
        email_verified: true,
      },
      message: 'Are you free to talk?',
      status: 'pending',
      created_at: '2026-11-22T09:00:00.000Z',
      answered_at: null,
    };
    server.route('GET', '/api/contact-requests', { status: 200, body: { data: [received] } });
    await expect(api.listContactRequests()).resolves.toEqual([
      {
        id: 32,
        applicant_id: 0,
        applicant_name: '',
        company_name: 'Rafidain Build',
        company: {
          name: 'Rafidain Build',
          city: 'Basra',
          sector: null,
          website: 'https://rafidain.example.iq/',
          email_verified: true,
        },
        message: 'Are you free to talk?',
        status: 'pending',
        created_at: '2026-11-22T09:00:00.000Z',
        answered_at: null,
      },
    ]);
  });

  it('reads a withdrawn request, and withdraws by id (issue 34)', async () => {
    server.route('GET', '/api/contact-requests', {
      status: 200,
      body: { data: [{ id: 33, applicant: { id: 4, name: 'Layla' }, status: 'withdrawn', contact: null }] },
    });
    const [withdrawn] = await api.listContactRequests();
    expect(withdrawn).toMatchObject({ id: 33, status: 'withdrawn' });
    expect(withdrawn).not.toHaveProperty('contact');
    server.route('POST', '/api/contact-requests/33/withdraw', { status: 200, body: {} });
    await expect(api.withdrawContactRequest(33)).resolves.toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/contact-requests/33/withdraw',
    });
  });

  it('marks a sent request whose applicant deleted their account', async () => {
    const orphan = {
      id: 33,
      applicant: null,
      message: 'Hello',
      status: 'pending',
      created_at: '2026-11-22T09:00:00.000Z',
      answered_at: null,
      contact: null,
    };
    server.route('GET', '/api/contact-requests', { status: 200, body: { data: [orphan] } });
    const [request] = await api.listContactRequests();
    expect(request).toMatchObject({ id: 33, applicant_deleted: true, applicant_name: '', applicant_id: 0 });
  });

  it('accepts and declines by id', async () => {
    server.route('POST', '/api/contact-requests/31/accept', { status: 200, body: {} });
    server.route('POST', '/api/contact-requests/32/decline', { status: 200, body: {} });
    await api.acceptContactRequest(31);
    expect(lastCall().path).toBe('/api/contact-requests/31/accept');
    await api.declineContactRequest(32);
    expect(lastCall().path).toBe('/api/contact-requests/32/decline');
  });

  it('reads Retry-After from a 429', async () => {
    server.route('POST', '/api/contact-requests', {
      status: 429,
      body: { message: 'Too Many Attempts.' },
      headers: { 'Retry-After': '120' },
    });
    const error = await failureOf(api.sendContactRequest({ applicant_id: 12, message: 'Hi' }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(120);
  });
});

describe('profile views', () => {
  it('reads the companies that looked and the anonymous counts', async () => {
    const body = {
      days: 90,
      since: '2026-08-22T09:00:00.000Z',
      companies: [
        {
          company: { id: 5, name: 'Rafidain Build' },
          kind: 'pdf',
          count: 2,
          last_viewed_at: '2026-11-20T09:00:00.000Z',
        },
      ],
      anonymous: { view: 14, pdf: 3 },
    };
    server.route('GET', '/api/profile/views', { status: 200, body });
    await expect(api.getProfileViews()).resolves.toEqual({
      data: [{ company_name: 'Rafidain Build', kind: 'pdf', last_at: '2026-11-20T09:00:00.000Z', count: 2 }],
      anonymous: { views: 14, pdfs: 3 },
    });
  });

  it('counts missing anonymous figures as zero', async () => {
    server.route('GET', '/api/profile/views', { status: 200, body: { companies: [] } });
    await expect(api.getProfileViews()).resolves.toEqual({ data: [], anonymous: { views: 0, pdfs: 0 } });
  });

  it('treats an answer without `companies` as a failure', async () => {
    server.route('GET', '/api/profile/views', { status: 200, body: { data: [] } });
    expect((await failureOf(api.getProfileViews())).message).toBe('An error occurred. Please try again.');
  });
});

describe('employerErrorMessage', () => {
  const answer = (status: number, serverMessage: string | null = null, errors = {}) =>
    new ApiError(serverMessage ?? 'x', status, serverMessage, errors);

  it.each([
    ['no answer', new ApiError('x', null), 'Network error. Please check your connection.'],
    ['401', answer(401, 'Unauthenticated.'), 'Session expired. Please log in again.'],
    ['403 without a message', answer(403), 'This is for company accounts only.'],
    [
      "403 with the server's reason (issue 34)",
      answer(403, 'Please confirm your e-mail address first: open the link we e-mailed you.'),
      'Please confirm your e-mail address first: open the link we e-mailed you.',
    ],
    ['404 (another company’s list)', answer(404), 'Not found. It may have been deleted.'],
    [
      '422 with a field error',
      answer(422, 'The given data was invalid.', {
        message: ['The message may not be greater than 1000 characters.'],
      }),
      'The message may not be greater than 1000 characters.',
    ],
    ['429 without Retry-After', answer(429), 'Too many attempts. Please wait a little and try again.'],
    ['500', answer(500, 'Server Error'), 'Server error. Please try again later.'],
  ])('%s → %s', (_situation, error, message) => {
    expect(employerErrorMessage(error)).toBe(message);
  });

  it('names the time to try again when a 429 gives Retry-After', () => {
    const error = answer(429);
    error.retryAfterSeconds = 60;
    expect(employerErrorMessage(error)).toMatch(/^Too many attempts\. Please try again at \d{1,2}:\d{2}/);
  });
});
