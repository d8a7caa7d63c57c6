import type { AxiosInstance } from 'axios';
import { recaptchaError } from './errors';
import { APP_CONFIG_PATH, RECAPTCHA_SCRIPT_URL } from './recaptcha-config';

/** A script that neither loads nor fails (a blocked host that drops packets) must not freeze a form. */
export const RECAPTCHA_SCRIPT_TIMEOUT_MS = 15_000;

/** The part of Google's reCAPTCHA v3 API we use. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

import type { RecaptchaAction } from './recaptcha-config';

function siteKeyFrom(config: unknown): string | null {
  if (typeof config !== 'object' || config === null) return null;
  const key = (config as { recaptchaSiteKey?: unknown }).recaptchaSiteKey;
  return typeof key === 'string' && key.trim() !== '' ? key : null;
}

function injectScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(recaptchaError());
    };
    const timer = setTimeout(fail, RECAPTCHA_SCRIPT_TIMEOUT_MS);
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
}

/** A failure axios reports with the server's answer attached (`response`), as against no answer at all. */
function answeredFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { response?: unknown }).response != null;
}

/**
 * `getRecaptchaToken(action)`: '' when the site has no site key (then no script is loaded and the
 * server does not verify), otherwise a fresh reCAPTCHA v3 token for the action.
 */
export function createRecaptcha(configHttp: AxiosInstance): (action: RecaptchaAction) => Promise<string> {
  let siteKey: Promise<string | null> | null = null;
  let grecaptcha: Promise<Grecaptcha> | null = null;

  function readSiteKey(): Promise<string | null> {
    siteKey ??= configHttp.get(APP_CONFIG_PATH).then(
      (response) => siteKeyFrom(response.data),
      (error: unknown) => {
        // A server without the file (404, or HTML) means no reCAPTCHA; no answer at all is worth
        // asking again next time.
        if (!answeredFailure(error)) siteKey = null;
        return null;
      },
    );
    return siteKey;
  }

  function loadScript(key: string): Promise<Grecaptcha> {
    grecaptcha ??= injectScript(key).catch((error: unknown) => {
      grecaptcha = null;
      throw error;
    });
    return grecaptcha;
  }

  return async function getRecaptchaToken(action) {
    const key = await readSiteKey();
    if (key === null) return '';
    const api = await loadScript(key);
    return new Promise<string>((resolve, reject) => {
      api.ready(() => {
        new Promise<string>((settle) => settle(api.execute(key, { action }))).then(resolve, () =>
          reject(recaptchaError()),
        );
      });
    });
  };
}
