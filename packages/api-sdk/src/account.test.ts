import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { readBlobText } from './files';
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
  api.setAuthToken('7|applicant');
});

const calls = () => server.requests.filter((request) => request.path !== '/sanctum/csrf-cookie');
const lastCall = () => calls()[calls().length - 1]!;
const handshakes = () => server.requests.filter((request) => request.path === '/sanctum/csrf-cookie');

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const user = {
  id: 7,
  name: 'Ali Kareem',
  email: 'ali@example.com',
  role: 'user',
  is_company: false,
  applicant: null,
};

describe('the account calls', () => {
  it('changes the name with PATCH /api/account after the handshake, and answers the user', async () => {
    server.route('PATCH', '/api/account', { status: 200, body: { user } });
    await expect(api.updateAccount({ name: 'Ali Kareem' })).resolves.toEqual(user);
    expect(lastCall()).toMatchObject({ method: 'PATCH', body: { name: 'Ali Kareem' } });
    expect(lastCall().headers.authorization).toBe('Bearer 7|applicant');
    expect(handshakes()).toHaveLength(1);
  });

  it('asks for a change of e-mail and confirms it with the link’s token, answering the server’s words', async () => {
    server.route('POST', '/api/account/email', { status: 200, body: { message: 'We sent a link.' } });
    await expect(api.changeEmail({ email: 'new@example.com', password: 'secret pw' })).resolves.toBe(
      'We sent a link.',
    );
    expect(lastCall().body).toEqual({ email: 'new@example.com', password: 'secret pw' });
    server.route('POST', '/api/confirm-email', { status: 200, body: { message: 'Changed.' } });
    await expect(api.confirmEmail('abc')).resolves.toBe('Changed.');
    expect(lastCall().body).toEqual({ token: 'abc' });
  });

  it('hands a 422 to the form with its field messages', async () => {
    server.route('POST', '/api/account/password', {
      status: 422,
      body: {
        message: 'The password is incorrect.',
        errors: { current_password: ['The password is incorrect.'] },
      },
    });
    const error = await failureOf(
      api.changePassword({
        current_password: 'x',
        password: 'new password',
        password_confirmation: 'new password',
      }),
    );
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ current_password: ['The password is incorrect.'] });
  });

  it('signs out everywhere and deletes the account with the password in the body', async () => {
    server.route('POST', '/api/account/sign-out-everywhere', { status: 204 });
    await api.signOutEverywhere();
    expect(lastCall().path).toBe('/api/account/sign-out-everywhere');
    server.route('DELETE', '/api/account', { status: 204 });
    await api.deleteAccount({ password: 'secret pw' });
    expect(lastCall()).toMatchObject({ method: 'DELETE', body: { password: 'secret pw' } });
  });

  it('downloads the data file under the name the server gives', async () => {
    server.route('GET', '/api/account/export', {
      status: 200,
      body: { account: { id: 7 } },
      headers: {
        'content-disposition': 'attachment; filename="talent-pool-data-2026-11-27.json"',
        'access-control-expose-headers': 'content-disposition',
      },
    });
    const file = await api.downloadAccountData();
    expect(file.fileName).toBe('talent-pool-data-2026-11-27.json');
    expect(JSON.parse(await readBlobText(file.blob))).toEqual({ account: { id: 7 } });
  });

  it('treats a 200 without a message as a failure with the generic message', async () => {
    server.route('POST', '/api/account/email', { status: 200, body: {} });
    expect((await failureOf(api.changeEmail({ email: 'a@b.co', password: 'p' }))).message).toBe(
      'An error occurred. Please try again.',
    );
  });
});
