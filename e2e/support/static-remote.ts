import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

/**
 * Serves a built remote's dist folder from its own origin, as a separately deployed copy (e.g. on a CDN) would be.
 * CORS is open because the shell fetches the manifest from another origin.
 */
export async function serveRemoteCopy(
  distDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const assets = sirv(distDir, { dev: true });
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    assets(request, response, () => {
      response.statusCode = 404;
      response.end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The test's page may still hold a connection (a chunk fetched late, a kept-alive socket): the copy is
    // gone when the test ends, so its connections go with it instead of holding close() open.
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
