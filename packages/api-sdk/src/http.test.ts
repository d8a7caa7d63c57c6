import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, HttpError, RequestAborted, type HttpClient } from './http';

// A server that answers from a table, and never answers /hang, so a call can be abandoned in flight.
let server: Server;
let origin: string;
let received: IncomingMessage[];
const hanging: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    response.setHeader('Access-Control-Allow-Origin', window.location.origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '',
      );
      response.statusCode = 204;
      response.end();
      return;
    }
    request.resume();
    if (request.url === '/hang') {
      hanging.push(() => response.end());
      return;
    }
    if (request.url === '/html') {
      response.setHeader('Content-Type', 'text/html');
      response.end('<!doctype html><p>Not JSON</p>');
      return;
    }
    if (request.url === '/empty') {
      response.statusCode = 204;
      response.end();
      return;
    }
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ url: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const finish of hanging) finish();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let http: HttpClient;
beforeEach(() => {
  received = [];
  http = createHttpClient({
    baseURL: origin,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });
});

it('parses a JSON answer and keeps one that is not JSON as its text', async () => {
  await expect(http.get('/data')).resolves.toEqual({ status: 200, data: { url: '/data' } });
  await expect(http.get('/html')).resolves.toEqual({ status: 200, data: '<!doctype html><p>Not JSON</p>' });
  await expect(http.get('/empty')).resolves.toEqual({ status: 204, data: '' });
});

it('appends the query parameters to the path', async () => {
  const params = new URLSearchParams([
    ['page', '2'],
    ['city[]', 'Baghdad'],
  ]);
  const { data } = await http.get('/data', { params });
  expect(data).toEqual({ url: '/data?page=2&city%5B%5D=Baghdad' });
});

it('sends an object as JSON, and no body and no content type when there is none', async () => {
  await http.post('/data', { name: 'زينب' });
  await http.post('/data');
  const posts = received.filter((request) => request.method === 'POST');
  expect(posts[0]?.headers['content-type']).toBe('application/json');
  expect(posts[1]?.headers['content-type']).toBeUndefined();
  expect(posts[1]?.headers['content-length']).toBe('0');
});

it('fails an answer outside 2xx with the answer, and no answer with none', async () => {
  const failed = await http.get('/missing').catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(HttpError);
  expect((failed as HttpError).response).toEqual({ status: 404, data: { url: '/missing' } });

  jest.spyOn(console, 'error').mockImplementation(() => {});
  const offline = createHttpClient({ baseURL: 'http://127.0.0.1:9', withCredentials: false, headers: {} });
  const unreachable = await offline.get('/data').catch((error: unknown) => error);
  expect(unreachable).toBeInstanceOf(HttpError);
  expect((unreachable as HttpError).response).toBeNull();
});

it('gives a call up when its signal aborts, before it is sent or while it waits', async () => {
  const before = new AbortController();
  before.abort();
  await expect(http.get('/data', { signal: before.signal })).rejects.toBeInstanceOf(RequestAborted);

  const during = new AbortController();
  const call = http.get('/hang', { signal: during.signal });
  await new Promise((resolve) => setTimeout(resolve, 50));
  during.abort();
  await expect(call).rejects.toBeInstanceOf(RequestAborted);
});

it('lets a hook add headers before sending and reword every failure', async () => {
  const reworded = new Error('reworded');
  const hooked = createHttpClient(
    { baseURL: origin, withCredentials: true, headers: {} },
    {
      beforeSend: async (method, headers) => {
        headers['X-Method-Seen'] = method;
      },
      onError: async () => {
        throw reworded;
      },
    },
  );
  await hooked.get('/data');
  expect(received.at(-1)?.headers['x-method-seen']).toBe('GET');
  await expect(hooked.get('/missing')).rejects.toBe(reworded);
});
