// The saved-search digest (issue 19): a company's new matches since its last digest, in the language
// it saved the search in, with a link to each resume and the link that stops the digests.

import type { Language } from '@talent/i18n/src/languages';
import { languageDirection } from '@talent/i18n/src/languages';
import { messageIn, serverMessage, type ServerMessageKey } from '../i18n/messages';
import { escapeHtml, oneLine } from './contact-mails';
import type { MailMessage } from './mailer';

export interface DigestResume {
  name: string;
  jobTitle: string | null;
  url: string;
}

export function savedSearchDigestMail(input: {
  to: string;
  language: Language;
  companyName: string;
  searchName: string;
  resumes: readonly DigestResume[];
  /** How many matched in all; the mail lists the first `resumes`. */
  total: number;
  unsubscribeUrl: string;
}): MailMessage {
  const { language } = input;
  const line = (key: ServerMessageKey, values: Record<string, string | number> = {}) =>
    messageIn(language, serverMessage(key, { name: input.companyName, search: input.searchName, ...values }));
  const entry = (resume: DigestResume) =>
    resume.jobTitle
      ? line('digestMail.entry', { applicant: resume.name, title: resume.jobTitle })
      : resume.name;
  const more = input.total - input.resumes.length;
  const moreLine = more > 0 ? line('digestMail.more', { count: more }) : undefined;

  const text = [
    line('digestMail.greeting'),
    line('digestMail.intro'),
    ...input.resumes.map((resume) => `${entry(resume)}\n${resume.url}`),
    ...(moreLine ? [moreLine] : []),
    `${line('digestMail.unsubscribe')}\n${input.unsubscribeUrl}`,
    line('digestMail.signature'),
  ];
  const items = input.resumes.map(
    (resume) => `<li><a href="${escapeHtml(resume.url)}"><bdi>${escapeHtml(entry(resume))}</bdi></a></li>`,
  );
  return {
    to: input.to,
    subject: oneLine(line('digestMail.subject')),
    text: text.join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="${language}" dir="${languageDirection(language)}">`,
      '<body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(line('digestMail.greeting'))}</p>`,
      `<p>${escapeHtml(line('digestMail.intro'))}</p>`,
      `<ul>${items.join('')}</ul>`,
      ...(moreLine ? [`<p>${escapeHtml(moreLine)}</p>`] : []),
      `<p>${escapeHtml(line('digestMail.unsubscribe'))}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(line('digestMail.unsubscribeLink'))}</a></p>`,
      `<p>${escapeHtml(line('digestMail.signature'))}</p>`,
      '</body>',
      '</html>',
    ].join('\n'),
  };
}
