import { i18n, initI18n } from '@talent/i18n';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';

const SESSION_EXPIRED = 'Session expired. Please try again.';
const GENERIC = 'An error occurred. Please try again.';
import { startFakeSanctumServer } from './testing/fakeSanctumServer';

let server: Awaited<ReturnType<typeof startFakeSanctumServer>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startFakeSanctumServer(window.location.origin);
});

afterAll(() => server.close());

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  server.reset();
  document.cookie = 'XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  api = createApiClient({ baseURL: server.origin });
});

const pathsCalled = () => server.requests.map(({ method, path }) => `${method} ${path}`);

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('every call', () => {
  it('says it is an XHR that wants JSON', async () => {
    server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 1 } });
    await api.getStatistics();
    const [request] = server.requests;
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.headers.accept).toBe('application/json');
  });

  it("asks for the page's language, read from the shared instance at the moment of each call", async () => {
    initI18n();
    server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 1 } });
    try {
      await api.getStatistics();
      await i18n.changeLanguage('ar');
      await api.getStatistics();
      await i18n.changeLanguage('ckb');
      await api.getStatistics();
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['en', 'ar', 'ckb']);
  });

  it('sends the bearer token once the shell has set it, and stops after it is cleared', async () => {
    server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 1 } });
    await api.getStatistics();
    api.setAuthToken('7|s3cret');
    expect(api.getAuthToken()).toBe('7|s3cret');
    await api.getStatistics();
    api.setAuthToken(null);
    await api.getStatistics();
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer 7|s3cret',
      undefined,
    ]);
  });
});

describe('a token the server no longer accepts', () => {
  it('is reported to the listeners when a call that carried it gets a 401, and the call still fails', async () => {
    server.route('GET', '/api/profile', { status: 401, body: { message: 'Unauthenticated.' } });
    const rejected: string[] = [];
    const stop = api.onTokenRejected((token) => rejected.push(token));
    api.setAuthToken('7|gone');
    expect((await failureOf(api.getProfile())).status).toBe(401);
    expect(rejected).toEqual(['7|gone']);
    stop();
    await failureOf(api.getProfile());
    expect(rejected).toEqual(['7|gone']);
  });

  it('is not reported for a 401 to a call without a token, to a write, or for other failures', async () => {
    server.route('POST', '/api/login', { status: 401, body: { message: 'Incorrect password.' } });
    server.route('POST', '/api/applicant/reset', { status: 401, body: { message: 'Unauthenticated.' } });
    server.route('GET', '/api/profile', { status: 500, body: { message: 'Server Error' } });
    const rejected: string[] = [];
    api.onTokenRejected((token) => rejected.push(token));
    await failureOf(api.login({ email: 'a@example.com', password: 'x' }));
    api.setAuthToken('7|live');
    expect((await failureOf(api.resetResume())).status).toBe(401);
    await failureOf(api.getProfile());
    expect(rejected).toEqual([]);
  });
});

describe('the cookie the last save on exit echoes (issue 32)', () => {
  it('is fetched when the page has none, once for calls made together', async () => {
    server.issueToken('for-the-exit');
    await Promise.all([api.prepareSaveOnExit(), api.prepareSaveOnExit()]);
    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie']);
    expect(document.cookie).toContain('XSRF-TOKEN=for-the-exit');
  });

  it('is not asked for again while the page has it', async () => {
    await api.prepareSaveOnExit();
    await api.prepareSaveOnExit();
    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie']);
  });

  it('a failed handshake says so and is tried again next time', async () => {
    server.failHandshake({ status: 500, body: { message: 'Server Error' } });
    const error = await failureOf(api.prepareSaveOnExit());
    expect(error.message).toBe(GENERIC);
    server.reset();
    await api.prepareSaveOnExit();
    expect(document.cookie).toContain('XSRF-TOKEN=');
  });
});

describe('the XSRF handshake before non-GET calls (spec §7)', () => {
  it('leaves GET calls alone', async () => {
    server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 1 } });
    await api.getStatistics();
    expect(pathsCalled()).toEqual(['GET /api/statistics']);
  });

  it('asks for the cookie first, then echoes it URL-decoded in X-XSRF-TOKEN', async () => {
    server.issueToken('eyJpdiI6 Ik1+/=');
    server.route('POST', '/logout', { status: 204 });
    await api.http.post('/logout');
    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie', 'POST /logout']);
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('eyJpdiI6 Ik1+/=');
  });

  it('sends credentials, so the cookie itself travels with the call', async () => {
    server.route('POST', '/logout', { status: 204 });
    await api.http.post('/logout');
    expect(server.requests[1]?.headers.cookie).toContain('XSRF-TOKEN=');
  });

  it('shakes hands again before each non-GET call and uses the newest token', async () => {
    server.route('POST', '/api/applicant/reset', { status: 200, body: { data: {} } });
    server.issueToken('first');
    await api.http.post('/api/applicant/reset');
    server.issueToken('second');
    await api.http.post('/api/applicant/reset');
    expect(pathsCalled()).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/applicant/reset',
      'GET /sanctum/csrf-cookie',
      'POST /api/applicant/reset',
    ]);
    expect(server.requests[3]?.headers['x-xsrf-token']).toBe('second');
  });

  it("a 419 from the handshake reads 'Session expired. Please try again.' and the call is not sent", async () => {
    server.failHandshake({ status: 419, body: { message: 'CSRF token mismatch.' } });
    const error = await failureOf(api.http.post('/logout'));
    expect(error.message).toBe(SESSION_EXPIRED);
    expect(error.status).toBe(419);
    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie']);
  });

  it("any other handshake failure reads 'An error occurred. Please try again.'", async () => {
    server.failHandshake({ status: 500, body: { message: 'Server Error' } });
    const error = await failureOf(api.http.post('/logout'));
    expect(error.message).toBe(GENERIC);
    expect(error.status).toBe(500);
  });

  it('a handshake that sets no cookie ends in the server refusing the call as an expired session', async () => {
    server.failHandshake({ status: 204 });
    server.route('POST', '/logout', { status: 204 });
    const error = await failureOf(api.http.post('/logout'));
    expect(server.requests[1]?.headers['x-xsrf-token']).toBeUndefined();
    expect(error.status).toBe(419);
    expect(error.message).toBe(SESSION_EXPIRED);
  });
});

describe('errors', () => {
  it('carries the status, the server message and the field errors of a 422', async () => {
    server.route('POST', '/api/signup', {
      status: 422,
      body: {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
    const error = await failureOf(api.http.post('/api/signup', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email has already been taken.');
    expect(error.serverMessage).toBe('The email has already been taken.');
    expect(error.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('falls back to the generic message when the server sends none', async () => {
    server.route('GET', '/api/statistics', { status: 503 });
    const error = await failureOf(api.getStatistics());
    expect(error.status).toBe(503);
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe(GENERIC);
  });

  it('reports an unreachable server with no status', async () => {
    // jsdom logs the refused connection as a page error; here it is the expected outcome.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const offline = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const error = await failureOf(offline.getStatistics());
    expect(error.status).toBeNull();
    expect(error.message).toBe(GENERIC);
  });
});

describe('getStatistics', () => {
  it('reads totalResumes', async () => {
    server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 2048 } });
    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 2048 });
  });
});

describe('getSelectables (spec §7)', () => {
  it('reads the list from the data field', async () => {
    server.route('GET', '/api/selectables/cities', { status: 200, body: { data: ['Baghdad', 'Basra'] } });
    await expect(api.getSelectables('cities')).resolves.toEqual(['Baghdad', 'Basra']);
  });

  it('parses a data field that arrives as a JSON string', async () => {
    server.route('GET', '/api/selectables/degrees', {
      status: 200,
      body: { data: JSON.stringify(['Undergraduate', "Bachelor's"]) },
    });
    await expect(api.getSelectables('degrees')).resolves.toEqual(['Undergraduate', "Bachelor's"]);
  });

  it('keeps only strings in the plain lists', async () => {
    server.route('GET', '/api/selectables/skills', {
      status: 200,
      body: { data: ['Teamwork', 7, null, { item: 'x' }, 'Leadership'] },
    });
    await expect(api.getSelectables('skills')).resolves.toEqual(['Teamwork', 'Leadership']);
  });

  it('keeps only specialisations with an id and a title, children included', async () => {
    const data = [
      {
        id: 1,
        title: 'Information Technology',
        children: [{ id: 11, title: 'Software Development' }, { id: 12 }],
      },
      { title: 'No id' },
      { id: 3 },
      'Business & Administration',
      { id: 2, title: 'Business & Administration' },
    ];
    server.route('GET', '/api/selectables/specializations', {
      status: 200,
      body: { data: JSON.stringify(data) },
    });
    await expect(api.getSelectables('specializations')).resolves.toEqual([
      { id: 1, title: 'Information Technology', children: [{ id: 11, title: 'Software Development' }] },
      { id: 2, title: 'Business & Administration', children: [] },
    ]);
  });

  it('treats specialities like specializations', async () => {
    server.route('GET', '/api/selectables/specialities', {
      status: 200,
      body: { data: [{ id: 1, title: 'Information Technology', children: [] }, 'Marketing'] },
    });
    await expect(api.getSelectables('specialities')).resolves.toEqual([
      { id: 1, title: 'Information Technology', children: [] },
    ]);
  });

  it('gives an empty list when data is neither a list nor its JSON', async () => {
    server.route('GET', '/api/selectables/keywords', { status: 200, body: { data: 'not json [' } });
    await expect(api.getSelectables('keywords')).resolves.toEqual([]);
  });

  it('turns an unknown list into an ApiError with the server message', async () => {
    const error = await failureOf(api.getSelectables('cities'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('The route /api/selectables/cities could not be found.');
  });
});
