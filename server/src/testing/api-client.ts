// Calls the API the way the front end does: the XSRF handshake before a change, a bearer token
// when signed in. Tests say which of those to leave out.

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  /** Bearer token. */
  token?: string;
  /** false: no handshake and no X-XSRF-TOKEN; a string: send this value as the header instead. */
  xsrf?: boolean | string;
  /** Accept-Language, as the SDK sends the page's language. */
  language?: string;
}

export interface XsrfCookie {
  value: string;
  /** The Set-Cookie line as sent. */
  header: string;
}

export async function fetchXsrfCookie(baseUrl: string, cookieHeader?: string): Promise<XsrfCookie> {
  const response = await fetch(`${baseUrl}/sanctum/csrf-cookie`, {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  if (response.status !== 204) throw new Error(`csrf-cookie answered ${response.status}`);
  const header = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  if (!header) throw new Error('csrf-cookie set no XSRF-TOKEN cookie');
  return { value: decodeURIComponent(header.slice('XSRF-TOKEN='.length).split(';')[0]!), header };
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  if (method !== 'GET' && options.xsrf !== false) {
    const cookie = await fetchXsrfCookie(baseUrl);
    headers.cookie = `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`;
    headers['x-xsrf-token'] = typeof options.xsrf === 'string' ? options.xsrf : cookie.value;
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}
