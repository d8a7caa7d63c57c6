// The mails of a contact request (issue 19): the applicant's, when a company asks, in the resume's
// language; and one to each side once the applicant accepts, the company's in the language it asked in.

import type { Language } from '@talent/i18n/src/languages';
import { languageDirection } from '@talent/i18n/src/languages';
import { messageIn, serverMessage, type ServerMessageKey } from '../i18n/messages';
import type { MailMessage } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A subject is one header line: line breaks and other controls in a name become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

type Values = Record<string, string>;

/** A mail of plain paragraphs (a paragraph of lines keeps its line breaks), and optionally a link. */
function mail(
  language: Language,
  to: string,
  subject: string,
  paragraphs: string[][],
  link?: { url: string; text: string },
): MailMessage {
  const text = paragraphs.map((lines) => lines.join('\n'));
  if (link) text.splice(text.length - 1, 0, link.url);
  const html = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`);
  if (link) {
    html.splice(html.length - 1, 0, `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`);
  }
  return {
    to,
    subject: oneLine(subject),
    text: text.join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="${language}" dir="${languageDirection(language)}">`,
      '<body style="font-family: sans-serif; line-height: 1.5">',
      ...html,
      '</body>',
      '</html>',
    ].join('\n'),
  };
}

function wording(language: Language, values: Values) {
  return (key: ServerMessageKey) => messageIn(language, serverMessage(key, values));
}

/** To the applicant: a company asks to contact them; the link opens their profile to answer. */
export function contactRequestMail(input: {
  to: string;
  language: Language;
  applicantName: string;
  companyName: string;
  message: string;
  profileUrl: string;
}): MailMessage {
  const line = wording(input.language, { name: input.applicantName, company: input.companyName });
  return mail(
    input.language,
    input.to,
    line('contactMail.subject'),
    [
      [line('contactMail.greeting')],
      [line('contactMail.intro')],
      input.message.split(/\r?\n/),
      [line('contactMail.consent')],
      [line('contactMail.signature')],
    ],
    { url: input.profileUrl, text: line('contactMail.linkText') },
  );
}

/** To the company: the applicant accepted; their e-mail and phone. */
export function acceptedCompanyMail(input: {
  to: string;
  language: Language;
  companyName: string;
  applicantName: string;
  email: string;
  phone: string | null;
}): MailMessage {
  const line = wording(input.language, {
    name: input.companyName,
    applicant: input.applicantName,
    email: input.email,
    phone: input.phone ?? '',
  });
  return mail(input.language, input.to, line('acceptedMail.companySubject'), [
    [line('acceptedMail.greeting')],
    [line('acceptedMail.companyIntro')],
    [line('acceptedMail.email'), line(input.phone ? 'acceptedMail.phone' : 'acceptedMail.noPhone')],
    [line('acceptedMail.signature')],
  ]);
}

/** To the applicant: what they shared, with whom, and how to reach the company. */
export function acceptedApplicantMail(input: {
  to: string;
  language: Language;
  applicantName: string;
  companyName: string;
  companyEmail: string;
}): MailMessage {
  const line = wording(input.language, {
    name: input.applicantName,
    company: input.companyName,
    email: input.companyEmail,
  });
  return mail(input.language, input.to, line('acceptedMail.applicantSubject'), [
    [line('acceptedMail.greeting')],
    [line('acceptedMail.applicantIntro')],
    [line('acceptedMail.companyEmail')],
    [line('acceptedMail.signature')],
  ]);
}
