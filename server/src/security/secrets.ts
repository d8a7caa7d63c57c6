import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes as hex: 20 bytes give the 40 characters (160 bits) of an API token's secret. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** What we store in place of a token: its SHA-256, hex. A token is random enough not to need a salt. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares two secrets in time that depends only on their lengths, never on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
