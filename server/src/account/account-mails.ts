// The account page's mails (issue 34), in the language of the page that asked: the link that confirms a
// new sign-in address, the word to the old address, and the confirmation of a deletion.

import type { Language } from '@talent/i18n/src/languages';
import { leftToRight, mail, wording } from '../mail/contact-mails';
import type { MailMessage } from '../mail/mailer';
import { EMAIL_CHANGE_LIFETIME_MS } from './email-changes';

const LINK_HOURS = EMAIL_CHANGE_LIFETIME_MS / (60 * 60 * 1000);

/** Where the confirmation link leads: the front end's page, which sends the token back. */
export function confirmEmailLink(appUrl: string, token: string): string {
  return `${appUrl}/confirm-email/${token}`;
}

/** To the new address: the link that makes it the account's. */
export function confirmNewEmailMail(input: {
  to: string;
  language: Language;
  name: string;
  link: string;
}): MailMessage {
  const line = wording(input.language, { name: input.name, hours: String(LINK_HOURS) });
  return mail(
    input.language,
    input.to,
    line('accountMail.confirmSubject'),
    [
      [line('accountMail.greeting')],
      [line('accountMail.confirmIntro')],
      [line('accountMail.confirmIgnore')],
      [line('accountMail.signature')],
    ],
    { url: input.link, text: line('accountMail.confirmLinkText') },
  );
}

/** To the address in use: a change to `newEmail` was asked. */
export function emailChangeNoticeMail(input: {
  to: string;
  language: Language;
  name: string;
  newEmail: string;
}): MailMessage {
  const line = wording(input.language, {
    name: input.name,
    email: leftToRight(input.language, input.newEmail),
  });
  return mail(input.language, input.to, line('accountMail.noticeSubject'), [
    [line('accountMail.greeting')],
    [line('accountMail.noticeIntro')],
    [line('accountMail.noticeNotYou')],
    [line('accountMail.signature')],
  ]);
}

/** To the deleted account's address: it is gone, and the address is free again. */
export function accountDeletedMail(input: { to: string; language: Language; name: string }): MailMessage {
  const line = wording(input.language, { name: input.name });
  return mail(input.language, input.to, line('accountMail.deletedSubject'), [
    [line('accountMail.greeting')],
    [line('accountMail.deletedIntro')],
    [line('accountMail.deletedAgain')],
    [line('accountMail.signature')],
  ]);
}
