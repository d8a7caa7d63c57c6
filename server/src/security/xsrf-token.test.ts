import { xsrfTokens } from './xsrf-token';

const key = Buffer.alloc(32, 1);

describe('xsrfTokens', () => {
  it('issues a different URL-safe token each time, each one genuine', () => {
    const tokens = xsrfTokens(key);
    const first = tokens.issue();
    const second = tokens.issue();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.isGenuine(first)).toBe(true);
    expect(tokens.isGenuine(second)).toBe(true);
  });

  it('refuses a token signed with another key, and any change to one', () => {
    const token = xsrfTokens(key).issue();
    expect(xsrfTokens(Buffer.alloc(32, 2)).isGenuine(token)).toBe(false);

    const tokens = xsrfTokens(key);
    const [nonce, signature] = token.split('.') as [string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const tampered of [
      `${flip(nonce)}.${signature}`,
      `${nonce}.${flip(signature)}`,
      nonce,
      `${token}.`,
      '',
      '.',
    ]) {
      expect(tokens.isGenuine(tampered)).toBe(false);
    }
  });
});
