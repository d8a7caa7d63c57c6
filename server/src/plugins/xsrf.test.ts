import Fastify from 'fastify';
import { errorsPlugin } from '../http/errors';
import { csrfCookieRoutes } from '../routes/csrf-cookie';
import { xsrfPlugin } from './xsrf';

async function appBehindProxy() {
  const app = Fastify({ trustProxy: true });
  await app.register(errorsPlugin);
  await app.register(xsrfPlugin, { appKey: Buffer.alloc(32, 3) });
  await app.register(csrfCookieRoutes);
  app.post('/api/things', async () => ({ saved: true }));
  app.put('/outside-the-api', async () => ({ saved: true }));
  return app;
}

describe('the XSRF cookie', () => {
  it('is Secure when the request came over https', async () => {
    const app = await appBehindProxy();
    const overHttps = await app.inject({
      url: '/sanctum/csrf-cookie',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.statusCode).toBe(204);
    expect(overHttps.headers['set-cookie']).toMatch(
      /^XSRF-TOKEN=[\w-]+\.[\w-]+; Max-Age=7200; Path=\/; Secure; SameSite=Lax$/,
    );

    const overHttp = await app.inject({ url: '/sanctum/csrf-cookie' });
    expect(overHttp.headers['set-cookie']).toMatch(
      /^XSRF-TOKEN=[\w-]+\.[\w-]+; Max-Age=7200; Path=\/; SameSite=Lax$/,
    );
  });

  it('guards changes under /api/ and leaves other paths alone', async () => {
    const app = await appBehindProxy();
    const refused = await app.inject({ method: 'POST', url: '/api/things' });
    expect(refused.statusCode).toBe(419);
    expect(refused.json()).toEqual({ message: 'CSRF token mismatch.' });

    const cookie = await app.inject({ url: '/sanctum/csrf-cookie' });
    const token = decodeURIComponent(/^XSRF-TOKEN=([^;]+)/.exec(String(cookie.headers['set-cookie']))![1]!);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/outside-the-api' })).statusCode).toBe(200);
  });
});
