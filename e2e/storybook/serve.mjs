// Serves the static Storybook build (`pnpm storybook:build` writes it to storybook/storybook-static) for
// the story tests. Port from STORYBOOK_TEST_PORT.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storybook/storybook-static');
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);
const files = sirv(root, { dev: false, etag: true });

http
  .createServer((request, response) =>
    files(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    }),
  )
  .listen(port, '127.0.0.1', () => console.log(`Storybook build served at http://127.0.0.1:${port}`));
