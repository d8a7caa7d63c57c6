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

/** The connection was closed under the request (`read ECONNRESET`, or undici's own word for it). */
function connectionReset(error: unknown): boolean {
  // Told by its code, not `instanceof`: undici's errors come from Node's own realm, not a test's.
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

/**
 * fetch, with a read sent once more when the kept-alive connection it went out on was being closed: the
 * server's idle timer (5 s) fires late when a test's own work held the event loop the two share, and
 * undici reused the connection at that moment. Browsers send an idempotent request again for the same
 * reason; a change (POST, PUT…) is never sent twice.
 */
async function sent(method: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (method === 'GET' && connectionReset(error)) return fetch(url, init);
    throw error;
  }
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
  const response = await sent(method, `${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}
