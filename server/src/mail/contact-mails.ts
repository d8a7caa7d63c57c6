// The mails of a contact request (issue 19): the applicant's, when a company asks, in the resume's
// language; and one to each side once the applicant accepts, the company's in the language it asked in.

import { genderContext } from '@talent/i18n/src/gender';
import type { Language } from '@talent/i18n/src/languages';
import { languageDirection } from '@talent/i18n/src/languages';
import { groupedPhone } from '@talent/resume-model';
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

// Bidi (GLOSSARY.md): inside a right-to-left mail, a phone number, an address or a URL is isolated left to
// right, and what a user wrote takes its own direction. In the plain text that is Unicode's isolates; in
// the HTML, `<bdi>` elements (mail clients drop the invisible characters' effect less often than markup's).
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** `value` isolated left to right (a phone, an e-mail address), in a right-to-left language only. */
export function leftToRight(language: Language, value: string): string {
  return languageDirection(language) === 'rtl' && value !== '' ? `${LRI}${value}${PDI}` : value;
}

/** A name someone wrote (a company's), in its own direction inside a right-to-left mail. */
function ownName(language: Language, value: string): string {
  return languageDirection(language) === 'rtl' && value !== '' ? `${FSI}${value}${PDI}` : value;
}

/** A line of the plain text as HTML: escaped, each isolate a `<bdi>`. */
function htmlLine(line: string): string {
  return escapeHtml(line)
    .replace(new RegExp(`${LRI}([^${PDI}]*)${PDI}`, 'g'), '<bdi dir="ltr">$1</bdi>')
    .replace(new RegExp(`${FSI}([^${PDI}]*)${PDI}`, 'g'), '<bdi dir="auto">$1</bdi>');
}

/** A paragraph: lines of the mail's own words, or the lines a user wrote (`own`), in their own direction. */
type Paragraph = string[] | { own: string[] };

/** A mail of plain paragraphs (a paragraph of lines keeps its line breaks), and optionally a link. */
export function mail(
  language: Language,
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  link?: { url: string; text: string },
): MailMessage {
  const rtl = languageDirection(language) === 'rtl';
  const text = paragraphs.map((paragraph) =>
    Array.isArray(paragraph)
      ? paragraph.join('\n')
      : paragraph.own.map((line) => (rtl && line !== '' ? `${FSI}${line}${PDI}` : line)).join('\n'),
  );
  if (link) text.splice(text.length - 1, 0, rtl ? `${LRI}${link.url}${PDI}` : link.url);
  const html = paragraphs.map((paragraph) =>
    Array.isArray(paragraph)
      ? `<p>${paragraph.map(htmlLine).join('<br>')}</p>`
      : `<p dir="auto">${paragraph.own.map(escapeHtml).join('<br>')}</p>`,
  );
  if (link) {
    html.splice(html.length - 1, 0, `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`);
  }
  return {
    to,
    language,
    subject: oneLine(subject),
    text: text.join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="${language}" dir="${languageDirection(language)}">`,
      // A face every mail client has for Arabic script before the generic one (the review's M7).
      `<body style="font-family: Tahoma, 'Segoe UI', 'Noto Sans Arabic', sans-serif; line-height: 1.5">`,
      ...html,
      '</body>',
      '</html>',
    ].join('\n'),
  };
}

export function wording(language: Language, values: Values, gender?: unknown) {
  const context = genderContext(gender);
  return (key: ServerMessageKey) =>
    messageIn(language, context ? { ...serverMessage(key, values), context } : serverMessage(key, values));
}

/** Who asks (issue 34): the company's profile, and whether it confirmed its e-mail address. */
export interface AskingCompany {
  name: string;
  city: string | null;
  sector: string | null;
  website: string | null;
  emailVerified: boolean;
}

/** To the applicant: a company asks to contact them; the link opens their profile to answer. */
export function contactRequestMail(input: {
  to: string;
  language: Language;
  applicantName: string;
  company: AskingCompany;
  message: string;
  profileUrl: string;
}): MailMessage {
  const { company, language } = input;
  const line = wording(language, {
    name: input.applicantName,
    company: ownName(language, company.name),
    city: ownName(language, company.city ?? ''),
    sector: ownName(language, company.sector ?? ''),
    website: leftToRight(language, company.website ?? ''),
  });
  const about = [
    ...(company.sector ? [line('contactMail.companySector')] : []),
    ...(company.city ? [line('contactMail.companyCity')] : []),
    ...(company.website ? [line('contactMail.companyWebsite')] : []),
    line(company.emailVerified ? 'contactMail.companyVerified' : 'contactMail.companyNotVerified'),
  ];
  return mail(
    language,
    input.to,
    line('contactMail.subject'),
    [
      [line('contactMail.greeting')],
      [line('contactMail.intro')],
      { own: input.message.split(/\r?\n/) },
      about,
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
  /** The applicant's gender as the resume stores it ('Female', 'Male'), for Arabic's agreement. */
  applicantGender?: unknown;
  /** The resume's contact e-mail, or null when it has none (never the sign-in address). */
  email: string | null;
  phone: string | null;
}): MailMessage {
  const line = wording(
    input.language,
    {
      name: ownName(input.language, input.companyName),
      applicant: input.applicantName,
      email: leftToRight(input.language, input.email ?? ''),
      phone: leftToRight(input.language, input.phone ? groupedPhone(input.phone) : ''),
    },
    input.applicantGender,
  );
  return mail(input.language, input.to, line('acceptedMail.companySubject'), [
    [line('acceptedMail.greeting')],
    [line('acceptedMail.companyIntro')],
    [
      line(input.email ? 'acceptedMail.email' : 'acceptedMail.noEmail'),
      line(input.phone ? 'acceptedMail.phone' : 'acceptedMail.noPhone'),
    ],
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
    company: ownName(input.language, input.companyName),
    email: leftToRight(input.language, input.companyEmail),
  });
  return mail(input.language, input.to, line('acceptedMail.applicantSubject'), [
    [line('acceptedMail.greeting')],
    [line('acceptedMail.applicantIntro')],
    [line('acceptedMail.companyEmail')],
    [line('acceptedMail.signature')],
  ]);
}

/** To the company (issue 34): the applicant took their consent back; the shared details are gone. */
export function withdrawnCompanyMail(input: {
  to: string;
  language: Language;
  companyName: string;
  applicantName: string;
  /** The applicant's gender as the resume stores it, for Arabic's agreement. */
  applicantGender?: unknown;
}): MailMessage {
  const line = wording(
    input.language,
    {
      name: ownName(input.language, input.companyName),
      applicant: ownName(input.language, input.applicantName),
    },
    input.applicantGender,
  );
  return mail(input.language, input.to, line('withdrawnMail.subject'), [
    [line('acceptedMail.greeting')],
    [line('withdrawnMail.intro')],
    [line('withdrawnMail.stop')],
    [line('acceptedMail.signature')],
  ]);
}
