// Answers compressed for clients that accept it (issue 32: a phone on 1.6 Mbps). Pages, API answers and
// the rest of what the server writes as it answers go out as Brotli or gzip, at the plugin's quality for
// answers made per request (Brotli 4: a few times smaller, well under a millisecond for a page); the
// build's own files keep their precompressed copies (@fastify/static `preCompressed`), which the plugin
// leaves as they are. Requests are never decompressed: a compressed body would be a way round the
// body limits.
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  },
  { name: 'compression' },
);
