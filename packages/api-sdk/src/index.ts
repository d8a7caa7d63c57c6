import { createApiClient } from './client';

/** The one client of the product, shared by the shell and every remote (a Module Federation singleton). */
export const apiClient = createApiClient();

export const { setAuthToken, getAuthToken, getSelectables, getStatistics } = apiClient;

export { createApiClient, CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { ApiError, isApiError, SESSION_EXPIRED_MESSAGE, GENERIC_ERROR_MESSAGE } from './errors';
export type { LaravelErrorBody } from './errors';
export type * from './calls';
