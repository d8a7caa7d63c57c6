// The mail that confirms an account's address (issue 34), in the language of the page that signed up
// or asked again.

import type { Language } from '@talent/i18n/src/languages';
import { VERIFICATION_LIFETIME_MS } from '../auth/email-verifications';
import { messageIn, serverMessage, type ServerMessageKey } from '../i18n/messages';
import { mail } from './contact-mails';
import type { MailMessage } from './mailer';

const LINK_HOURS = VERIFICATION_LIFETIME_MS / 3_600_000;

export function verificationMail(to: string, link: string, language: Language = 'en'): MailMessage {
  const line = (key: `verificationMail.${string}` & ServerMessageKey) =>
    messageIn(language, serverMessage(key, { hours: LINK_HOURS }));
  return mail(
    language,
    to,
    line('verificationMail.subject'),
    [
      [line('verificationMail.greeting')],
      [line('verificationMail.intro'), line('verificationMail.openLink')],
      // The link goes before the last paragraph: the one that says what to do without it.
      [line('verificationMail.ignore'), '', line('verificationMail.signature')],
    ],
    { url: link, text: line('verificationMail.linkText') },
  );
}
