import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { xsrfToken } from './applicants';
import { e2eDataDir } from './environment';

const outboxDir = path.join(e2eDataDir, 'outbox');

/** The outbox's messages, newest first, with quoted-printable soft breaks and `=3D` undone. */
function outboxMessages(): string[] {
  const names = fs.existsSync(outboxDir)
    ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))
    : [];
  return names
    .sort()
    .reverse()
    .map((name) =>
      fs
        .readFileSync(path.join(outboxDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

/**
 * Waits for a message in the server's outbox (the default mail mode without SMTP_URL) to `email` that
 * contains every one of `texts`, and returns it. The server writes short-lined ASCII plain-text parts as
 * they are (mail/mailer.ts), so the texts of an English mail are found word for word.
 */
export async function waitForMail(email: string, texts: string[], timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = outboxMessages().find(
      (message) => message.includes(`To: ${email}`) && texts.every((text) => message.includes(text)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with ${JSON.stringify(texts)} in ${outboxDir}`);
}

/**
 * Waits for a message to the given address in the server's outbox and returns the first password-reset
 * link in it.
 */
export async function waitForResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of outboxMessages()) {
      if (!message.toLowerCase().includes(email.toLowerCase())) continue;
      const link = message.match(/https?:\/\/\S+\/reset-password\/\S+/);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link for ${email} in ${outboxDir}`);
}

/**
 * Waits for the confirmation link mailed to `email` at sign-up (issue 34) and returns it: the front end's
 * `/verify-email/{token}` page.
 */
export async function waitForConfirmationLink(email: string, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(email, ['/verify-email/'], timeoutMs);
  const link = mail.match(/https?:\/\/\S+\/verify-email\/[0-9a-f]{64}/);
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  return link[0];
}

/**
 * Confirms a new account's address through the outbox and the API, as opening the mailed link does: a
 * company must before it asks for contact, shortlists or saves a search (issue 34).
 */
export async function confirmEmailThroughOutbox(request: APIRequestContext, email: string): Promise<void> {
  const token = (await waitForConfirmationLink(email)).split('/').pop()!;
  const confirmed = await request.post('/api/verify-email', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { token },
  });
  if (confirmed.status() !== 200) throw new Error(`verify-email answered ${confirmed.status()}`);
}

/** The outbox's messages as written, newest first. */
function rawOutboxMessages(): string[] {
  const names = fs.existsSync(outboxDir)
    ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))
    : [];
  return names
    .sort()
    .reverse()
    .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'));
}

/** The decoded `text/html` part of a message as written (quoted-printable, base64 or 7bit). */
export function htmlPartOf(message: string): string {
  const part = message.split(/\r?\n--/).find((chunk) => /Content-Type: text\/html/i.test(chunk));
  if (!part) throw new Error('the message has no HTML part');
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(head)) return content;
  const bytes: number[] = [];
  const text = content.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === '=' ? text.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for a message to `email` whose decoded HTML part contains every one of `texts`; returns the message. */
export async function waitForMailHtml(email: string, texts: string[], timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = rawOutboxMessages().find((message) => {
      if (!message.includes(`To: ${email}`)) return false;
      const html = htmlPartOf(message);
      return texts.every((text) => html.includes(text));
    });
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with ${JSON.stringify(texts)} in its HTML in ${outboxDir}`);
}
