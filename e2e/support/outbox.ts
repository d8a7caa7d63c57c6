import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { xsrfToken } from './applicants';
import { e2eDataDir } from './environment';

const outboxDir = path.join(e2eDataDir, 'outbox');

/** A message of the server's outbox (the default mail mode without SMTP_URL), decoded by mailparser. */
export interface OutboxMail {
  /** The recipients' addresses. */
  to: string[];
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, '' when there is none. */
  html: string;
  /** Header values by lower-case name (`content-language`, …). */
  header(name: string): string | undefined;
}

// The server writes a message in place, so a poll may read it half written: a message is parsed again
// whenever its length changed since, otherwise once, however often a journey polls.
const parsed = new Map<string, { length: number; mail: OutboxMail }>();

async function parse(source: Buffer): Promise<OutboxMail> {
  const mail = await simpleParser(source);
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) =>
    list.value.map((address) => address.address?.toLowerCase() ?? ''),
  );
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    header: (name) => {
      const value = mail.headers.get(name.toLowerCase());
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/** The outbox's messages, newest first. */
async function outboxMessages(): Promise<OutboxMail[]> {
  const names = fs.existsSync(outboxDir)
    ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))
    : [];
  const messages: OutboxMail[] = [];
  for (const name of names.sort().reverse()) {
    const source = fs.readFileSync(path.join(outboxDir, name));
    let known = parsed.get(name);
    if (known?.length !== source.length) {
      known = { length: source.length, mail: await parse(source) };
      parsed.set(name, known);
    }
    messages.push(known.mail);
  }
  return messages;
}

async function waitFor(
  email: string,
  matches: (mail: OutboxMail) => boolean,
  failure: string,
  timeoutMs: number,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await outboxMessages()).find(
      (mail) => mail.to.includes(email.toLowerCase()) && matches(mail),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${failure} in ${outboxDir}`);
}

/** Waits for a message to `email` whose subject or plain text contains every one of `texts`. */
export function waitForMail(email: string, texts: string[], timeoutMs = 15_000): Promise<OutboxMail> {
  return waitFor(
    email,
    (mail) => texts.every((text) => mail.subject.includes(text) || mail.text.includes(text)),
    `no mail to ${email} with ${JSON.stringify(texts)}`,
    timeoutMs,
  );
}

/** Waits for a message to `email` whose HTML part contains every one of `texts`. */
export function waitForMailHtml(email: string, texts: string[], timeoutMs = 15_000): Promise<OutboxMail> {
  return waitFor(
    email,
    (mail) => texts.every((text) => mail.html.includes(text)),
    `no mail to ${email} with ${JSON.stringify(texts)} in its HTML`,
    timeoutMs,
  );
}

/** Waits for the password-reset mail to `email` and returns its link. */
export async function waitForResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const mail = await waitForMail(email, ['/reset-password/'], timeoutMs);
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text);
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link[0];
}

/**
 * Waits for the confirmation link mailed to `email` at sign-up (issue 34) and returns it: the front end's
 * `/verify-email/{token}` page.
 */
export async function waitForConfirmationLink(email: string, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(email, ['/verify-email/'], timeoutMs);
  const link = /https?:\/\/\S+\/verify-email\/[0-9a-f]{64}/.exec(mail.text);
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
