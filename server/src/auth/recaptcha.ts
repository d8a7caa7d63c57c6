import type { RecaptchaConfig } from '../config';
import { serverMessage } from '../i18n/messages';

/** The one answer for every failed check; the front end looks for 'Score too low' (spec §8). */
export const RECAPTCHA_FAILED = serverMessage('recaptchaFailed');

/** The actions the front end names when it asks for a token (spec §7). */
export type RecaptchaAction = 'login' | 'signup' | 'forgot_password';

const VERIFY_TIMEOUT_MS = 5000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/** Why a token was refused (for the log), or undefined when it passed. */
export async function recaptchaRefusal(
  settings: RecaptchaConfig & { secret: string },
  token: string,
  expectedAction: RecaptchaAction,
  remoteIp: string,
): Promise<string | undefined> {
  if (token === '') return 'no token was sent';
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return `the verify endpoint answered ${response.status}`;
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch (error) {
    return `the verify endpoint could not be reached: ${(error as Error).message}`;
  }
  if (answer.success !== true)
    return `not valid (${(answer['error-codes'] ?? []).join(', ') || 'no reason'})`;
  if (answer.action !== expectedAction) return `made for the action "${answer.action}"`;
  if (typeof answer.score !== 'number' || answer.score < settings.minScore) {
    return `score ${answer.score} is below ${settings.minScore}`;
  }
  return undefined;
}
