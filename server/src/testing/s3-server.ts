// A real S3-compatible server for tests (@20minutes/s3rver: S3's HTTP API in plain JavaScript, objects
// in a temporary folder), on a free loopback port, with one empty bucket.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { Settings } from './test-environment';

export interface TestS3Server {
  /** PHOTO_STORAGE=s3 and the S3_* settings that point a server at this bucket. */
  settings: Settings;
  /** The folder s3rver keeps the bucket's objects in. */
  directory: string;
  close(): Promise<void>;
}

// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'talent-photos'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    directory,
    settings: {
      PHOTO_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
