import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer on loopback: every HTTP request goes to the next of the given servers in
 * turn, whatever connection it came on, as a proxy that balances per request does. For the
 * two-instance test and `bench:load --instances 2`.
 */
export interface RoundRobinProxy {
  /** The proxy's own address, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** How many requests each server was handed, in the order the servers were given. */
  handled(): number[];
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business, not the server's.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('A proxy needs at least one server.');
  const targets = upstreams.map((address) => new URL(address));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwardedFor, request.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = request.headers.host ?? '';
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Bad Gateway' }));
    });
    // A client that goes away takes its request to the server with it.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handled: () => [...counts],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
