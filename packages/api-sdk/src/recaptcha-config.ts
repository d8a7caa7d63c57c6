/** The runtime config our server serves next to the app; the site key is not baked into the bundle. */
export const APP_CONFIG_PATH = '/app-config.json';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** Spec §7: the actions the human-verification token is requested for. */
export type RecaptchaAction = 'login' | 'signup' | 'forgot_password';
