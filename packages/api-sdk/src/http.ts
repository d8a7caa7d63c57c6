// The SDK's HTTP layer: XMLHttpRequest with the few things the API's calls need (a base URL, credentials,
// JSON or multipart bodies, query parameters, JSON or blob answers, cancellation). It replaced axios, which
// was 20 KB gzip of every page's first load for features the SDK never used.

/** An answer of the server: its status and its body (parsed JSON, the raw text if not JSON, or a Blob). */
export interface HttpResponse<T> {
  status: number;
  data: T;
}

/** A call that failed: `response` is the server's answer, or null when no answer came at all. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly response: HttpResponse<unknown> | null;

  constructor(response: HttpResponse<unknown> | null) {
    super(response ? `The server answered ${response.status}.` : 'The server could not be reached.');
    this.response = response;
  }
}

/** The caller gave the call up through its AbortSignal. */
export class RequestAborted extends Error {
  override readonly name = 'AbortError';

  constructor() {
    super('The call was abandoned.');
  }
}

export interface RequestOptions {
  params?: URLSearchParams;
  signal?: AbortSignal;
  /** 'json' (the default): the body is parsed when it is JSON; 'blob': the body as it came. */
  responseType?: 'json' | 'blob';
}

export interface HttpDefaults {
  /** Prefix of every path; '' is the page's own origin. */
  baseURL: string;
  /** Sends cookies, also to another origin that allows it. */
  withCredentials: boolean;
  headers: Readonly<Record<string, string>>;
}

export type HttpMethod = 'GET' | 'POST';

export interface HttpHooks {
  /** Runs before each call is sent and may add headers; what it throws fails the call unsent. */
  beforeSend?(method: HttpMethod, headers: Record<string, string>): Promise<void>;
  /** Turns every failure (HttpError, RequestAborted, or what beforeSend threw) into what callers see. */
  onError?(error: unknown): Promise<never>;
}

export interface HttpClient {
  readonly defaults: Readonly<HttpDefaults>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

/** A text body as the API meant it: JSON when it parses, otherwise the text itself ('' for none). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(
  defaults: HttpDefaults,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  { signal, responseType = 'json' }: RequestOptions,
): Promise<HttpResponse<unknown>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RequestAborted());
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = defaults.withCredentials;
    request.responseType = responseType === 'blob' ? 'blob' : 'text';
    let payload: XMLHttpRequestBodyInit | null = null;
    if (body instanceof FormData) {
      // The browser writes the multipart Content-Type with its boundary.
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);

    const abandon = () => request.abort();
    signal?.addEventListener('abort', abandon, { once: true });
    const settle = (outcome: () => void) => () => {
      signal?.removeEventListener('abort', abandon);
      outcome();
    };
    request.onload = settle(() => {
      const response = {
        status: request.status,
        data: responseType === 'blob' ? (request.response as unknown) : parseBody(request.responseText),
      };
      if (request.status >= 200 && request.status < 300) resolve(response);
      else reject(new HttpError(response));
    });
    request.onerror = settle(() => reject(new HttpError(null)));
    request.ontimeout = request.onerror;
    request.onabort = settle(() => reject(new RequestAborted()));
    request.send(payload);
  });
}

export function createHttpClient(defaults: HttpDefaults, hooks: HttpHooks = {}): HttpClient {
  async function call(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<HttpResponse<unknown>> {
    try {
      const headers = { ...defaults.headers };
      await hooks.beforeSend?.(method, headers);
      const query = options.params?.toString() ?? '';
      const url = `${defaults.baseURL}${path}${query === '' ? '' : `?${query}`}`;
      return await send(defaults, method, url, headers, body, options);
    } catch (error) {
      if (hooks.onError) return hooks.onError(error);
      throw error;
    }
  }

  return {
    defaults,
    get: <T>(path: string, options?: RequestOptions) =>
      call('GET', path, undefined, options) as Promise<HttpResponse<T>>,
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      call('POST', path, body, options) as Promise<HttpResponse<T>>,
  };
}
