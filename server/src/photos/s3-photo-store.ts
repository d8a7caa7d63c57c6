// Photos in S3-compatible object storage (PHOTO_STORAGE=s3), through the AWS SDK v3. The server still
// serves them at /storage/… itself, so addresses, entity tags and caching are the same as with the
// database, and the bucket need not be public.

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { type PhotoStore, photoEtag } from './photo-store';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

export function s3PhotoStore(settings: S3Settings): PhotoStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible servers do not know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${settings.prefix}${name}`;

  return {
    kind: 's3',
    async put(name, jpeg) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: jpeg,
          ContentType: 'image/jpeg',
          // Our tag, kept beside the object: every store answers the same tag for the same bytes.
          Metadata: { etag: photoEtag(jpeg) },
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, etag: object.Metadata?.etag ?? photoEtag(bytes) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
    async close() {
      client.destroy();
    },
  };
}
