import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { randomHex } from '../security/secrets';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../security/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  html: string;
  /** The language the mail is written in, sent as Content-Language (a client picks its font by it). */
  language?: string;
}

export interface MailReceipt {
  /** Where the message was written when there is no SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** `outbox/` in here receives the messages when smtpUrl is unset. */
  dataDir: string;
}

/** Longest line SMTP carries without re-encoding (RFC 5321 §4.5.3.1.6, less CRLF). */
const MAX_LINE_LENGTH = 998;

/**
 * The plain-text part as it was written when it is short-lined ASCII: links then stay whole and
 * readable in the raw message, where quoted-printable would cut them with soft line breaks. Any
 * other text is left to nodemailer to encode.
 */
export function plainTextPart(text: string): string | { raw: string } {
  const lines = text.split(/\r?\n/);
  const sevenBit = /^[\x20-\x7e\t]*$/;
  if (!lines.every((line) => line.length <= MAX_LINE_LENGTH && sevenBit.test(line))) return text;
  return {
    raw: ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 7bit', '', ...lines].join(
      '\r\n',
    ),
  };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes `$DATA_DIR/outbox/<time>-<random>.eml`. */
export function createMailer(settings: MailSettings, now: () => Date): Mailer {
  const envelope = (message: MailMessage) => ({
    from: settings.mailFrom,
    to: message.to,
    subject: message.subject,
    text: plainTextPart(message.text),
    html: message.html,
    ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
  });

  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        return {};
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(settings.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: rfc822 } = await transport.sendMail(envelope(message));
      await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const outboxFile = path.join(outbox, `${stamp}-${randomHex(4)}.eml`);
      // A mail holds a reset link or someone's contact details: its owner's to read alone.
      await fs.writeFile(outboxFile, rfc822 as Buffer, { mode: PRIVATE_FILE_MODE });
      return { outboxFile };
    },
    close: () => transport.close(),
  };
}
