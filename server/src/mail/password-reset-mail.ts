import type { MailMessage } from './mailer';

export const PASSWORD_RESET_SUBJECT = 'Reset your Talent Pool password';

/** Where a reset link leads: the front end's reset page, which sends the token and address back. */
export function passwordResetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/reset-password/${token}?email=${encodeURIComponent(email)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: PASSWORD_RESET_SUBJECT,
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Talent Pool account.',
      'To choose a new password, open this link within 60 minutes:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      'Talent Pool',
    ].join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="en">',
      '<body style="font-family: sans-serif; line-height: 1.5">',
      '<p>Hello,</p>',
      '<p>Someone asked to reset the password of your Talent Pool account.</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a> (the link works for 60 minutes).</p>`,
      '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
      '<p>Talent Pool</p>',
      '</body>',
      '</html>',
    ].join('\n'),
  };
}
