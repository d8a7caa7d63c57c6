// Where applicant photos live, so that every server instance sees the same ones: in the database
// (the default; the embedded one included) or in S3-compatible object storage. A photo's name is
// also its address: `applicant_images/{40 hex}.jpg`, served at `/storage/{name}`. A changed photo
// gets a new random name, so a stored photo never changes and may be cached for a year.

import { createHash, randomBytes } from 'node:crypto';

export const PHOTO_FOLDER = 'applicant_images';
/** The names this server gives photos; anything else is not a photo of ours. */
export const PHOTO_NAME_PATTERN = /^applicant_images\/[0-9a-f]{16,64}\.jpg$/;

export interface StoredPhoto {
  bytes: Buffer;
  /** A strong entity tag, quoted as HTTP sends it. */
  etag: string;
}

export interface PhotoStore {
  readonly kind: 'database' | 's3';
  /** Stores a new photo under a name not used before. */
  put(name: string, jpeg: Buffer): Promise<void>;
  /** The photo, or null when there is none of that name. */
  get(name: string): Promise<StoredPhoto | null>;
  /** True when a photo of that name is stored. */
  has(name: string): Promise<boolean>;
  /** Removes a photo; a name not stored is no error. */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

export function isPhotoName(name: unknown): name is string {
  return typeof name === 'string' && PHOTO_NAME_PATTERN.test(name);
}

export function newPhotoName(): string {
  return `${PHOTO_FOLDER}/${randomBytes(20).toString('hex')}.jpg`;
}

/** The entity tag of a photo's bytes: the same on every instance and every store. */
export function photoEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}
