// The anti-forgery handshake's names (spec §7), shared by the client and its axios side (http.ts).
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
