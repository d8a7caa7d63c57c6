import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from './api-client';

// A server that cuts the connection of every request it has been told to drop, then answers the rest.
let server: http.Server;
let baseUrl: string;
let toDrop = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.method ?? '');
    if (toDrop > 0) {
      toDrop -= 1;
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

describe('the tests’ API client', () => {
  it('sends a read once more when its connection is closed under it', async () => {
    toDrop = 1;
    await expect(call(baseUrl, 'GET', '/api/statistics')).resolves.toMatchObject({ status: 200 });
    expect(seen).toEqual(['GET', 'GET']);
  });

  it('never sends a change twice', async () => {
    toDrop = 1;
    await expect(call(baseUrl, 'DELETE', '/api/shortlists/1', { xsrf: false })).rejects.toThrow(
      'fetch failed',
    );
    expect(seen).toEqual(['DELETE']);
  });
});
