import type { Language } from '@talent/i18n/src/languages';
import { languageDirection } from '@talent/i18n/src/languages';
import { messageIn, serverMessage, type ServerMessageKey } from '../i18n/messages';
import { RESET_TOKEN_LIFETIME_MS } from '../auth/password-resets';
import type { MailMessage } from './mailer';

const LINK_MINUTES = RESET_TOKEN_LIFETIME_MS / 60_000;

/** Where a reset link leads: the front end's reset page, which sends the token and address back. */
export function passwordResetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/reset-password/${token}?email=${encodeURIComponent(email)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The reset mail in the language of the request that asked for it. */
export function passwordResetMail(to: string, link: string, language: Language = 'en'): MailMessage {
  const line = (key: `resetMail.${string}` & ServerMessageKey) =>
    messageIn(language, serverMessage(key, { minutes: LINK_MINUTES }));
  const html = (key: `resetMail.${string}` & ServerMessageKey) => escapeHtml(line(key));
  return {
    to,
    language,
    subject: line('resetMail.subject'),
    text: [
      line('resetMail.greeting'),
      '',
      line('resetMail.reason'),
      line('resetMail.openLink'),
      '',
      link,
      '',
      line('resetMail.ignore'),
      '',
      line('resetMail.signature'),
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html lang="${language}" dir="${languageDirection(language)}">`,
      '<body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${html('resetMail.greeting')}</p>`,
      `<p>${html('resetMail.reason')}</p>`,
      `<p><a href="${escapeHtml(link)}">${html('resetMail.linkText')}</a> ${html('resetMail.linkLifetime')}.</p>`,
      `<p>${html('resetMail.ignore')}</p>`,
      `<p>${html('resetMail.signature')}</p>`,
      '</body>',
      '</html>',
    ].join('\n'),
  };
}
