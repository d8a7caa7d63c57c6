import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import type { ReferenceList, ReferenceListName, Statistics } from '@talent/resume-model';
import { readCookie } from './cookies';
import { apiErrorFromHandshake, apiErrorFromResponse } from './errors';
import { parseReferenceList } from './selectables';

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export interface ApiClientOptions {
  /** Origin of the API; '' (the default) means the page's own origin, which is how the product runs. */
  baseURL?: string;
}

export interface ApiClient {
  /** The configured axios instance, for calls that do not have a typed function yet. */
  readonly http: AxiosInstance;
  /** The bearer token sent with every call; the shell sets it on login and clears it (null) on logout. */
  setAuthToken(token: string | null): void;
  getAuthToken(): string | null;
  /** `GET /api/selectables/{name}`: a reference list (spec §7). */
  getSelectables<TName extends ReferenceListName>(name: TName): Promise<ReferenceList<TName>>;
  /** `GET /api/statistics`. */
  getStatistics(): Promise<Statistics>;
}

export function createApiClient({ baseURL = '' }: ApiClientOptions = {}): ApiClient {
  let authToken: string | null = null;

  const defaults: CreateAxiosDefaults = {
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    // The handshake below is the one place that sets the XSRF header; axios's own copy stays off.
    withXSRFToken: false,
  };
  const http = axios.create(defaults);
  // The handshake has its own instance so its failure is reported by the spec's CSRF rule, not the generic one.
  const handshake = axios.create(defaults);

  http.interceptors.request.use(async (config) => {
    if (authToken) config.headers.set('Authorization', `Bearer ${authToken}`);
    // Spec §7: every non-GET call first asks for a fresh anti-forgery cookie and echoes it back.
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      try {
        await handshake.get(CSRF_COOKIE_PATH);
      } catch (error) {
        throw apiErrorFromHandshake(error);
      }
      const xsrfToken = readCookie(XSRF_COOKIE_NAME);
      if (xsrfToken !== null) config.headers.set(XSRF_HEADER_NAME, xsrfToken);
    }
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isCancel(error)) throw error;
    throw apiErrorFromResponse(error);
  });

  return {
    http,
    setAuthToken(token) {
      authToken = token;
    },
    getAuthToken() {
      return authToken;
    },
    async getSelectables(name) {
      const response = await http.get<{ data?: unknown }>(`/api/selectables/${encodeURIComponent(name)}`);
      return parseReferenceList(name, response.data?.data);
    },
    async getStatistics() {
      const response = await http.get<Partial<Statistics>>('/api/statistics');
      const total = response.data?.totalResumes;
      return { totalResumes: typeof total === 'number' && Number.isFinite(total) ? total : 0 };
    },
  };
}
