// The axios side of the client, in a chunk of its own (`api-sdk-http`) that client.ts fetches with the
// first call that goes to the network: the two instances, the interceptors that add the language, the
// bearer token and the anti-forgery handshake, and the mapping of axios's failures to ApiError.
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { apiErrorText, pageLanguage } from './catalogue';
import { readCookie } from './cookies';
import { ApiError, isApiError, laravelBody } from './errors';
import { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './http-constants';
import { readBlobText } from './files';

export interface HttpOptions {
  baseURL: string;
  /** The bearer token to send now; null when signed out. */
  authToken(): string | null;
  /** A read (GET) that carried `token` was answered 401: the token expired or was revoked. */
  tokenRejected(token: string): void;
}

export interface HttpInstances {
  /** Every call of the client: language, token and handshake added, failures turned into ApiError. */
  http: AxiosInstance;
  /** The runtime config: no token, failures left as axios reports them. */
  bare: AxiosInstance;
  /** Asks for a fresh anti-forgery cookie (spec §7); a failure is the spec's CSRF error. */
  handshake(): Promise<void>;
}

async function jsonOfBlob(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await readBlobText(blob)) as unknown;
  } catch {
    return null;
  }
}

/** `Retry-After` in seconds (the server sends delta-seconds); anything else reads as not given. */
function retryAfterOf(headers: unknown): number | null {
  const raw =
    typeof headers === 'object' && headers !== null
      ? (headers as Record<string, unknown>)['retry-after']
      : undefined;
  const seconds = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/**
 * A failed call. Its message follows spec §8 'CSRF' (a 419 means the anti-forgery session lapsed)
 * and otherwise the server's message if it sent one; the per-call mappers refine it.
 */
export function apiErrorFromResponse(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const text = apiErrorText();
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(text('generic'), null);
  const { status, data, headers } = error.response;
  const { message, errors } = laravelBody(data);
  if (status === 419) return new ApiError(text('sessionExpired'), status, message, errors);
  const failure = new ApiError(message ?? text('generic'), status, message, errors);
  if (status === 429) failure.retryAfterSeconds = retryAfterOf(headers);
  return failure;
}

/** The handshake itself failed: spec §8 gives only two messages for that, whatever the server said. */
export function apiErrorFromHandshake(error: unknown): ApiError {
  const status = axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
  const text = apiErrorText();
  return new ApiError(status === 419 ? text('sessionExpired') : text('generic'), status);
}

export function createHttp({ baseURL, authToken, tokenRejected }: HttpOptions): HttpInstances {
  const defaults: CreateAxiosDefaults = {
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    // The handshake below is the one place that sets the XSRF header; axios's own copy stays off.
    withXSRFToken: false,
  };
  const http = axios.create(defaults);
  const bare = axios.create(defaults);

  const handshake = (): Promise<void> =>
    bare.get(CSRF_COOKIE_PATH).then(
      () => undefined,
      (error: unknown) => {
        throw apiErrorFromHandshake(error);
      },
    );

  http.interceptors.request.use(async (config) => {
    // The server words its own messages (422, 401, 419, 429, the reset mail) in the page's language,
    // read at the moment of the call so a language switch applies to the next one.
    config.headers.set('Accept-Language', pageLanguage());
    const token = authToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Spec §7: every non-GET call first asks for a fresh anti-forgery cookie and echoes it back.
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      await handshake();
      const xsrfToken = readCookie(XSRF_COOKIE_NAME);
      if (xsrfToken !== null) config.headers.set(XSRF_HEADER_NAME, xsrfToken);
    }
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (axios.isCancel(error)) throw error;
    const sent = axios.isAxiosError(error) ? error.config?.headers?.get?.('Authorization') : undefined;
    const rejected = typeof sent === 'string' ? /^Bearer (.+)$/.exec(sent)?.[1] : undefined;
    const read = axios.isAxiosError(error) && (error.config?.method ?? 'get').toLowerCase() === 'get';
    if (read && error.response?.status === 401 && rejected !== undefined) tokenRejected(rejected);
    // A call made for a blob (the PDF) gets its error body as a blob too: read the JSON out of it so
    // the server's message reaches the user as it does for every other call.
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      error.response.data = await jsonOfBlob(error.response.data);
    }
    throw apiErrorFromResponse(error);
  });

  return { http, bare, handshake };
}
