import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { errorsPlugin, toValidationFailure } from './errors';

describe('errors of the real server', () => {
  let environment: TestEnvironment;
  let server: RunningServer;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    server = await environment.start();
  });

  afterAll(() => environment.dispose());

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/statistics'],
    ['GET', '/api'],
  ])('answers %s %s with 404 {message}', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { accept: 'text/html,application/json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  // Runs last: it breaks this file's database on purpose.
  it('answers a server fault with 500 {"message":"Server Error"} and nothing about the cause', async () => {
    // CASCADE: the employers' tables (issue 19) hold foreign keys to it.
    await server.database.db.execute(sql`DROP TABLE applicants CASCADE`);

    const response = await fetch(`${server.url}/api/statistics`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Server Error' });
    expect(text).not.toMatch(/applicants|stack|at /);
  });
});

describe('errors plugin', () => {
  async function appWithErrors() {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post(
      '/api/signup',
      {
        schema: {
          body: {
            type: 'object',
            required: ['email', 'name'],
            properties: { email: { type: 'string', minLength: 3 }, name: { type: 'string' } },
          },
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    app.get('/api/broken', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    return app;
  }

  it('answers invalid input with 422 {message, errors} naming each field', async () => {
    const app = await appWithErrors();
    const response = await app.inject({ method: 'POST', url: '/api/signup', payload: { email: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^The (email|name) field/),
      errors: expect.objectContaining({ name: ['The name field is required.'] }),
    });
  });

  it('passes a client error through with its own status and message', async () => {
    const app = await appWithErrors();
    const teapot = await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: 'I am a teapot' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json())).toEqual(['message']);
  });

  it('hides the cause of a server fault', async () => {
    const app = await appWithErrors();
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"message":"Server Error"}');
  });
});

describe('toValidationFailure', () => {
  it('gives the first problem as the message and counts the others', () => {
    const failure = toValidationFailure([
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        params: { missingProperty: 'email' },
      },
      {
        keyword: 'minLength',
        instancePath: '/password',
        schemaPath: '#/properties/password/minLength',
        params: { limit: 8 },
        message: 'must NOT have fewer than 8 characters',
      },
      {
        keyword: 'required',
        instancePath: '/contact',
        schemaPath: '#/required',
        params: { missingProperty: 'fullName' },
      },
    ]);
    expect(failure).toEqual({
      message: 'The email field is required. (and 2 more errors)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field must NOT have fewer than 8 characters.'],
        'contact.fullName': ['The contact.fullName field is required.'],
      },
    });
  });
});
