// Generators of hostile requests for the fuzz tests (fast-check): strings, JSON, query strings,
// multipart bodies and headers built to break parsers, validators and SQL.

import fc from 'fast-check';

/** Strings that have broken SQL, LIKE patterns, JSON columns or C strings somewhere. */
export const SQL_META_STRINGS = [
  "'",
  "''",
  '"',
  '\\',
  '%',
  '_',
  '%%',
  '\\%',
  ';',
  '--',
  '/*',
  "' OR '1'='1",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "'); DELETE FROM applicants; --",
  "' UNION SELECT email, password FROM users --",
  '$$',
  '$1',
  "E'\\x00'",
  '\u0000',
  'a\u0000b',
  '\\u0000',
  '::text',
  '[]',
  '{}',
  '{1,2}',
  '@>',
  '&&',
  '~*',
];

/** Text that is awkward for anything that decodes, normalizes or measures strings. */
export const AWKWARD_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uFFFD',
  '\uFEFF',
  '\u202E\u0635\u0628\u0627\u062D',
  '\u200B\u200C\u200D',
  'ـــــ',
  'زينب الربيعي',
  'ک ی ۀ',
  '𝕿𝖆𝖑𝖊𝖓𝖙',
  '👩🏽‍💻',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
];

/** Script payloads: each would set window.__xss or leave markup behind if it were not escaped. */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  '\'><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
  'javascript:window.__xss=1',
  '</style><script>window.__xss=1</script>',
  '</title><script>window.__xss=1</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '{{constructor.constructor("window.__xss=1")()}}',
];

/** Percent sequences that do not decode to valid UTF-8 (or decode to something dangerous). */
export const BAD_PERCENT_SEQUENCES = [
  '%',
  '%F',
  '%FF',
  '%FE%FF',
  '%C0%AF',
  '%C0%80',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%00',
  '%0A',
  '%0D%0A',
  '%25',
  '%%32%35',
  '%u0041',
];

const longString = fc
  .tuple(fc.constantFrom('a', "'", '%', 'ب', '<', '\\', ' '), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, length]) => unit.repeat(length));

/** Any string worth sending: generated, hostile, awkward or very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_META_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...XSS_PAYLOADS) },
  { weight: 1, arbitrary: longString },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...SQL_META_STRINGS, ...AWKWARD_STRINGS, ...XSS_PAYLOADS), { maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

/** Any JSON value, with hostile strings and keys, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 0.5),
    hostileString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...AWKWARD_STRINGS)), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/** `depth` levels of nesting, written directly so that building it needs no recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

export const jsonBomb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 100, max: 100_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
    .map(([depth, kind]) => deeplyNested(depth, kind)),
  fc.integer({ min: 10_000, max: 400_000 }).map((length) => `[${new Array(length).fill('0').join(',')}]`),
  fc
    .integer({ min: 1_000, max: 50_000 })
    .map((keys) => `{${Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',')}}`),
);

/**
 * Sets `value` at a path inside a copy of `body` (a valid request body), or removes the key: the
 * mutation keeps most of a valid request, so the code behind its first checks gets exercised.
 */
export function mutate(body: unknown, path: readonly string[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return remove ? undefined : value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> =
    typeof body === 'object' && body !== null ? (Array.isArray(body) ? { ...body } : { ...body }) : {};
  const next = mutate(Object.hasOwn(base, head) ? base[head] : undefined, rest, value, remove);
  if (next === undefined) delete base[head];
  // defineProperty: a key such as __proto__ becomes a real key of the JSON, not a prototype.
  else
    Object.defineProperty(base, head, { value: next, enumerable: true, writable: true, configurable: true });
  return Array.isArray(body) ? Object.assign([...body], base) : base;
}

/** Paths into an object, e.g. ['contact', 'phone', 'phone'], up to `maxDepth` keys deep. */
export function pathsOf(value: unknown, maxDepth = 4): string[][] {
  if (maxDepth === 0 || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [key],
    ...pathsOf(child, maxDepth - 1).map((rest) => [key, ...rest]),
  ]);
}

/** A body built from a valid one: a field set to a hostile value or removed, or the whole replaced. */
export function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const atPath =
    paths.length === 0
      ? fc.constant(valid)
      : fc
          .tuple(fc.constantFrom(...paths), hostileJson, fc.boolean(), fc.boolean())
          .map(([path, value, remove, unknownKey]) =>
            mutate(valid, unknownKey ? [...path.slice(0, -1), '__proto__'] : path, value, remove),
          );
  return fc.oneof({ weight: 5, arbitrary: atPath }, { weight: 1, arbitrary: hostileJson });
}

/** A query string: known keys (and `key[]` lists) with hostile values, and raw bad percent sequences. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...keys), hostileString) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom(...keys).map((key) => `${key}[]`),
        hostileString,
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), hostileString) },
  );
  const encoded = pair.map(([key, value]) => `${encodeURIComponent(key)}=${safeEncode(value)}`);
  const raw = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.array(fc.constantFrom(...BAD_PERCENT_SEQUENCES), { minLength: 1, maxLength: 3 }),
    )
    .map(([key, sequences]) => `${key}=${sequences.join('x')}`);
  return fc
    .array(fc.oneof({ weight: 3, arbitrary: encoded }, { weight: 1, arbitrary: raw }), { maxLength: 6 })
    .map((pairs) => pairs.join('&'));
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as raw bad bytes. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%FF';
      }
    });
  }
}

/** Header values the HTTP layer can carry (visible Latin-1), hostile in content. */
export const headerString: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom("' OR 1=1 --", '%00', '\\', '1|', '|', 'Bearer', 'null', 'a'.repeat(8_000)),
);

/** An Authorization header: none, the real one, or anything that looks like a token. */
export function authorizationHeader(validToken: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constant(`Bearer ${validToken}`) },
    { weight: 1, arbitrary: headerString.map((value) => `Bearer ${value}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('0', '1', '2', '999999999999999', '99999999999999999999', '-1', '1e3'),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 }),
        )
        .map(([id, secret]) => `Bearer ${id}|${secret.padEnd(40, '0').slice(0, 40)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`bearer  ${validToken}  `, `Basic ${validToken}`, `Bearer ${validToken}x`),
    },
  );
}

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  'application/xml',
  '*/*',
  'application/json, text/html',
  'application/jsonx',
];

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer;
}

/** A multipart body with these parts; `close: false` leaves the closing boundary out. */
export function multipartBody(boundary: string, parts: readonly MultipartPart[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`, 'latin1'),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
