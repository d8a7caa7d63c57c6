import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { profileLoadErrorMessage } from './messages';
import { startFakeSanctumServer } from './testing/fakeSanctumServer';

let server: Awaited<ReturnType<typeof startFakeSanctumServer>>;
let api: ApiClient;

const sara = {
  id: 7,
  name: 'Sara Ali',
  email: 'sara@example.com',
  role: 'user',
  is_company: false,
  applicant: null,
};

beforeAll(async () => {
  server = await startFakeSanctumServer(window.location.origin);
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  document.cookie = 'XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  api = createApiClient({ baseURL: server.origin });
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
  jest.useRealTimers();
});

const pathsCalled = () => server.requests.map(({ method, path }) => `${method} ${path}`);
const requestTo = (method: string, path: string) =>
  server.requests.find((request) => request.method === method && request.path === path);

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('login (POST /api/login)', () => {
  it('shakes hands, then sends email, password and the reCAPTCHA token, and returns user and token', async () => {
    server.route('POST', '/api/login', { status: 200, body: { user: sara, token: '7|secret' } });

    await expect(api.login({ email: 'sara@example.com', password: 'correct horse' })).resolves.toEqual({
      user: sara,
      token: '7|secret',
    });

    // Without /app-config.json (another server) there is no reCAPTCHA and the token is empty.
    expect(pathsCalled()).toEqual(['GET /app-config.json', 'GET /sanctum/csrf-cookie', 'POST /api/login']);
    const login = requestTo('POST', '/api/login');
    expect(login?.headers['x-xsrf-token']).toBe('initial-token');
    expect(login?.body).toEqual({
      email: 'sara@example.com',
      password: 'correct horse',
      recaptcha_token: '',
    });
  });

  it('does not keep the token: the session owner sets it', async () => {
    server.route('POST', '/api/login', { status: 200, body: { user: sara, token: '7|secret' } });
    await api.login({ email: 'sara@example.com', password: 'correct horse' });
    expect(api.getAuthToken()).toBeNull();
  });

  it("reads the server's 401 the way spec §8 says", async () => {
    server.route('POST', '/api/login', {
      status: 401,
      body: { message: 'These credentials do not match our records.' },
    });
    const error = await failureOf(api.login({ email: 'sara@example.com', password: 'wrong' }));
    expect(error.status).toBe(401);
    // The login form words it (mfe-account's errorMessages): the server's message, kept here.
    expect(error.serverMessage).toBe('These credentials do not match our records.');
  });

  it('turns the CSRF check failing on the call into the login 419 message', async () => {
    server.failHandshake({ status: 204 });
    const error = await failureOf(api.login({ email: 'sara@example.com', password: 'x' }));
    expect(error.status).toBe(419);
  });

  it('refuses a success answer that carries no usable user or token', async () => {
    server.route('POST', '/api/login', { status: 200, body: { user: { id: 7 }, token: '7|secret' } });
    const error = await failureOf(api.login({ email: 'sara@example.com', password: 'x' }));
    expect(error.status).toBe(200);
  });
});

describe('signup (POST /api/signup)', () => {
  it('sends the profile type as is_company with the rest of the form', async () => {
    const company = { ...sara, is_company: true, name: 'Acme' };
    server.route('POST', '/api/signup', { status: 201, body: { user: company, token: '8|s' } });

    await expect(
      api.signup({ email: 'hr@acme.iq', name: 'Acme', password: 'long enough', is_company: true }),
    ).resolves.toEqual({ user: company, token: '8|s' });

    expect(pathsCalled()).toEqual(['GET /app-config.json', 'GET /sanctum/csrf-cookie', 'POST /api/signup']);
    const signup = requestTo('POST', '/api/signup');
    expect(signup?.headers['x-xsrf-token']).toBe('initial-token');
    expect(signup?.body).toEqual({
      email: 'hr@acme.iq',
      name: 'Acme',
      password: 'long enough',
      is_company: true,
      recaptcha_token: '',
    });
  });

  it('hands over a taken e-mail as a 422 naming the email field', async () => {
    server.route('POST', '/api/signup', {
      status: 422,
      body: {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
    const error = await failureOf(
      api.signup({ email: 'sara@example.com', name: 'Sara', password: 'long enough', is_company: false }),
    );
    expect(error.status).toBe(422);
    expect(error.errors.email).toEqual(['The email has already been taken.']);
  });
});

describe("a company's name and the e-mail confirmation (issue 34)", () => {
  it("sends a company's own name with the sign-up, and an applicant's sign-up without it", async () => {
    server.route('POST', '/api/signup', { status: 201, body: { user: sara, token: '8|s' } });
    await api.signup({
      email: 'hr@acme.iq',
      name: 'Sara',
      password: 'long enough',
      is_company: true,
      company_name: 'Acme',
    });
    expect(requestTo('POST', '/api/signup')?.body).toMatchObject({ is_company: true, company_name: 'Acme' });
  });

  it('posts the token of the link, and asks for a new link with the bearer token', async () => {
    server.route('POST', '/api/verify-email', { status: 200, body: { message: 'Confirmed.' } });
    server.route('POST', '/api/account/verification', { status: 200, body: { message: 'Sent.' } });
    await api.verifyEmail('abc123');
    expect(requestTo('POST', '/api/verify-email')?.body).toEqual({ token: 'abc123' });
    api.setAuthToken('9|t');
    await api.resendEmailVerification();
    expect(requestTo('POST', '/api/account/verification')?.headers.authorization).toBe('Bearer 9|t');
  });

  it("hands over a spent link's 422 with the server's reason", async () => {
    const reason = 'This confirmation link is not valid.';
    server.route('POST', '/api/verify-email', {
      status: 422,
      body: { message: reason, errors: { token: [reason] } },
    });
    const error = await failureOf(api.verifyEmail('spent'));
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe(reason);
  });
});

describe('logout (POST /logout)', () => {
  it('shakes hands and sends the bearer token the server is to revoke', async () => {
    server.route('POST', '/logout', { status: 204 });
    api.setAuthToken('7|secret');

    await expect(api.logout()).resolves.toBeUndefined();

    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie', 'POST /logout']);
    const logout = requestTo('POST', '/logout');
    expect(logout?.headers.authorization).toBe('Bearer 7|secret');
    expect(logout?.headers['x-xsrf-token']).toBe('initial-token');
    // The handshake does not need the token and does not get it.
    expect(requestTo('GET', '/sanctum/csrf-cookie')?.headers.authorization).toBeUndefined();
  });

  it('fails like any call when the server refuses', async () => {
    server.route('POST', '/logout', { status: 500, body: { message: 'Server Error' } });
    const error = await failureOf(api.logout());
    expect(error.status).toBe(500);
  });
});

describe('getProfile (GET /api/profile)', () => {
  const profile = { id: 3, image: null, summary: '', published: false, user: sara };

  it('sends the bearer token, needs no handshake, and returns the profile with its user', async () => {
    server.route('GET', '/api/profile', { status: 200, body: profile });
    api.setAuthToken('7|secret');

    await expect(api.getProfile()).resolves.toEqual(profile);

    expect(pathsCalled()).toEqual(['GET /api/profile']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer 7|secret');
  });

  it("reads a 401 as 'Authentication failed while loading profile. Please log in again.'", async () => {
    server.route('GET', '/api/profile', { status: 401, body: { message: 'Unauthenticated.' } });
    const error = await failureOf(api.getProfile());
    expect(error.status).toBe(401);
    expect(profileLoadErrorMessage(error)).toBe(
      'Authentication failed while loading profile. Please log in again.',
    );
  });

  it('counts an answer without a user as a failed load (spec §4)', async () => {
    server.route('GET', '/api/profile', { status: 200, body: { ...profile, user: null } });
    const error = await failureOf(api.getProfile());
    expect(profileLoadErrorMessage(error)).toBe('Failed to load your profile. Please try again.');
  });
});

describe('forgotPassword (POST /api/forgot-password)', () => {
  it('sends the e-mail and the reCAPTCHA token after the handshake', async () => {
    server.route('POST', '/api/forgot-password', {
      status: 200,
      body: { message: 'If that email is registered, a reset link is on its way.' },
    });

    await expect(api.forgotPassword({ email: 'sara@example.com' })).resolves.toBeUndefined();

    expect(pathsCalled()).toEqual([
      'GET /app-config.json',
      'GET /sanctum/csrf-cookie',
      'POST /api/forgot-password',
    ]);
    const forgot = requestTo('POST', '/api/forgot-password');
    expect(forgot?.headers['x-xsrf-token']).toBe('initial-token');
    expect(forgot?.body).toEqual({ email: 'sara@example.com', recaptcha_token: '' });
  });
});

describe('resetPassword (POST /api/reset-password)', () => {
  it('sends token, e-mail, password and confirmation, with no reCAPTCHA', async () => {
    server.route('POST', '/api/reset-password', {
      status: 200,
      body: { message: 'Your password has been reset.' },
    });
    const input = {
      token: 'abc123',
      email: 'sara@example.com',
      password: 'new password',
      password_confirmation: 'new password',
    };

    await expect(api.resetPassword(input)).resolves.toBeUndefined();

    expect(pathsCalled()).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/reset-password']);
    const reset = requestTo('POST', '/api/reset-password');
    expect(reset?.headers['x-xsrf-token']).toBe('initial-token');
    expect(reset?.body).toEqual(input);
  });

  it("keeps the server's message about the token, which tells the page to send the user back", async () => {
    server.route('POST', '/api/reset-password', {
      status: 422,
      body: {
        message: 'This password reset token is invalid.',
        errors: { email: ['This password reset token is invalid.'] },
      },
    });
    const error = await failureOf(
      api.resetPassword({
        token: 'used',
        email: 'a@b.iq',
        password: 'x'.repeat(8),
        password_confirmation: 'x'.repeat(8),
      }),
    );
    expect(error.serverMessage).toBe('This password reset token is invalid.');
  });
});

describe('getRecaptchaToken (reCAPTCHA v3 configured at run time)', () => {
  const scriptSrc = 'https://www.google.com/recaptcha/api.js?render=site-key%2B1';

  async function scriptElement(): Promise<HTMLScriptElement> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (script) return script;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('no reCAPTCHA script was added');
  }

  function googleLoads(script: HTMLScriptElement) {
    const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.dispatchEvent(new Event('load'));
    return execute;
  }

  beforeEach(() => {
    server.route('GET', '/app-config.json', { status: 200, body: { recaptchaSiteKey: 'site-key+1' } });
  });

  it('loads Google’s script for the site key and sends the token it gives for the action', async () => {
    server.route('POST', '/api/login', { status: 200, body: { user: sara, token: '7|secret' } });

    const login = api.login({ email: 'sara@example.com', password: 'correct horse' });
    const script = await scriptElement();
    expect(script.src).toBe(scriptSrc);
    const execute = googleLoads(script);
    await login;

    expect(execute).toHaveBeenCalledWith('site-key+1', { action: 'login' });
    expect(requestTo('POST', '/api/login')?.body).toMatchObject({ recaptcha_token: 'token-for-login' });
  });

  it('reads the config and loads the script once for the whole page', async () => {
    const first = api.getRecaptchaToken('signup');
    googleLoads(await scriptElement());
    await expect(first).resolves.toBe('token-for-signup');

    await expect(api.getRecaptchaToken('forgot_password')).resolves.toBe('token-for-forgot_password');

    expect(pathsCalled()).toEqual(['GET /app-config.json']);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it("reports a script that fails to load as 'Failed to load reCAPTCHA script.' and sends nothing", async () => {
    server.route('POST', '/api/login', { status: 200, body: { user: sara, token: '7|secret' } });

    const login = api.login({ email: 'sara@example.com', password: 'x' });
    (await scriptElement()).dispatchEvent(new Event('error'));
    const error = await failureOf(login);

    expect(error.message).toBe('Failed to load reCAPTCHA script.');
    expect(error.kind).toBe('recaptcha');
    expect(pathsCalled()).toEqual(['GET /app-config.json']);
  });

  it('tries the script again on the next call after a failure', async () => {
    const first = api.getRecaptchaToken('login');
    (await scriptElement()).dispatchEvent(new Event('error'));
    await failureOf(first);
    expect(document.head.querySelector('script')).toBeNull();

    const second = api.getRecaptchaToken('login');
    googleLoads(await scriptElement());
    await expect(second).resolves.toBe('token-for-login');
  });

  it('gives up on a script that never answers', async () => {
    // Fake clocks that still tick on their own, so the real HTTP exchange before the script runs.
    jest.useFakeTimers({ advanceTimers: true });
    const outcome = failureOf(api.getRecaptchaToken('login'));
    await scriptElement();
    // The clock also moves with real time, so the check stays clear of the exact edge.
    jest.advanceTimersByTime(14_000);
    expect(document.head.querySelector('script')).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    const error = await outcome;
    expect(error.message).toBe('Failed to load reCAPTCHA script.');
  });

  it('reports Google refusing to give a token with the same message', async () => {
    const call = api.getRecaptchaToken('login');
    const script = await scriptElement();
    window.grecaptcha = { ready: (callback) => callback(), execute: () => Promise.reject(new Error('x')) };
    script.dispatchEvent(new Event('load'));
    expect((await failureOf(call)).message).toBe('Failed to load reCAPTCHA script.');
  });

  it.each([
    ['a null site key', { status: 200, body: { recaptchaSiteKey: null } }],
    ['an empty site key', { status: 200, body: { recaptchaSiteKey: '' } }],
    ['no config file on this server', { status: 404, body: { message: 'Not Found' } }],
  ])('with %s: an empty token and no script', async (_case, reply) => {
    server.route('GET', '/app-config.json', reply);
    await expect(api.getRecaptchaToken('login')).resolves.toBe('');
    await expect(api.getRecaptchaToken('signup')).resolves.toBe('');
    expect(document.head.querySelector('script')).toBeNull();
    expect(pathsCalled()).toEqual(['GET /app-config.json']);
  });
});
