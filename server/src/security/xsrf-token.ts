import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from './secrets';

// Anti-forgery tokens for the XSRF-TOKEN cookie: a random nonce and its HMAC under a key derived from
// the app key, so only this server (or one sharing its key) can mint a token that passes.

export interface XsrfTokens {
  issue(): string;
  /** True when the token is one this server signed. */
  isGenuine(token: string): boolean;
}

export function xsrfTokens(appKey: Buffer): XsrfTokens {
  const key = createHmac('sha256', appKey).update('talent-pool xsrf token').digest();
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    issue() {
      const nonce = randomBytes(32).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    isGenuine(token) {
      const [nonce, signature, ...rest] = token.split('.');
      if (!nonce || !signature || rest.length > 0) return false;
      return sameSecret(signature, sign(nonce));
    },
  };
}
