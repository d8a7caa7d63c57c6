import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { Buffer } from 'node:buffer';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when there was none or it was not JSON. */
  body?: unknown;
  /** The body as text, whatever its type (multipart forms are read from here). */
  text: string;
}

/** `body` is sent as JSON, unless `raw` is given: then `raw` is sent as it is with `contentType`. */
type Reply = {
  status: number;
  body?: unknown;
  cookie?: string;
  raw?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

/**
 * A small stand-in for the API's Sanctum behaviour: `/sanctum/csrf-cookie` sets a URL-encoded
 * XSRF-TOKEN cookie, and non-GET calls answer 419 unless X-XSRF-TOKEN echoes it.
 */
export async function startFakeSanctumServer(pageOrigin: string) {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Reply>();
  let xsrfToken = 'initial-token';
  let csrfReply: Reply | null = null;

  const send = (response: ServerResponse, { status, body, cookie, raw, contentType, headers }: Reply) => {
    if (cookie) response.setHeader('Set-Cookie', cookie);
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.statusCode = status;
    if (raw !== undefined) {
      response.setHeader('Content-Type', contentType ?? 'application/octet-stream');
      return response.end(raw);
    }
    if (body === undefined) return response.end();
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', pageOrigin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    // A real API on another origin has to expose Retry-After for the page to read it; so does this one.
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '',
      );
      return send(response, { status: 204 });
    }
    const path = request.url ?? '/';
    const recorded: RecordedRequest = { method, path, headers: request.headers, text: '' };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      recorded.text = text;
      if (text !== '' && request.headers['content-type']?.startsWith('application/json')) {
        recorded.body = JSON.parse(text);
      }
      if (path === '/sanctum/csrf-cookie') {
        return send(
          response,
          csrfReply ?? {
            status: 204,
            cookie: `XSRF-TOKEN=${encodeURIComponent(xsrfToken)}; Path=/; SameSite=Lax`,
          },
        );
      }
      if (method !== 'GET' && method !== 'HEAD' && request.headers['x-xsrf-token'] !== xsrfToken) {
        return send(response, { status: 419, body: { message: 'CSRF token mismatch.' } });
      }
      const reply = routes.get(`${method} ${path}`);
      if (reply) return send(response, reply);
      send(response, { status: 404, body: { message: `The route ${path} could not be found.` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `method path` with this status and JSON body. */
    route(method: string, path: string, reply: Reply) {
      routes.set(`${method} ${path}`, reply);
    },
    /** The value the next csrf-cookie answer sets (the server encodes it, as Laravel does). */
    issueToken(token: string) {
      xsrfToken = token;
    },
    /** Makes the handshake answer this instead of setting the cookie; null restores it. */
    failHandshake(reply: Reply | null) {
      csrfReply = reply;
    },
    reset() {
      requests.length = 0;
      routes.clear();
      csrfReply = null;
      xsrfToken = 'initial-token';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
