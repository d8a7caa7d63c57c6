import fs from 'node:fs';
import path from 'node:path';
import libmime from 'libmime';
import libqp from 'libqp';

export interface OutboxMail {
  file: string;
  raw: string;
}

/** The messages written to `$DATA_DIR/outbox/`, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => ({
      file: path.join(outbox, name),
      raw: fs.readFileSync(path.join(outbox, name), 'utf8'),
    }));
}

/** The reset link of a raw message: the plain-text line that holds it. */
export function resetLinkIn(raw: string): string | undefined {
  return /^(https?:\/\/\S+\/reset-password\/\S+)\r?$/m.exec(raw)?.[1];
}

/** The token and address a reset link carries, as the reset page reads them. */
export function partsOfResetLink(link: string): { token: string; email: string } {
  const url = new URL(link);
  return {
    token: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
    email: url.searchParams.get('email') ?? '',
  };
}

/**
 * A raw message as a reader sees it: encoded header words and base64 or quoted-printable parts
 * decoded (a mail in Arabic or Kurdish is not 7-bit text), by nodemailer's own MIME libraries.
 */
export function readableMail(raw: string): string {
  // Adjacent encoded words are decoded as one run (a long subject may be cut inside a character), and
  // folded header lines (RFC 5322 §2.2.3) join again, so an encoded subject reads as one line.
  const headers = libmime.decodeWords(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--)/gi,
    (_, encoding: string, rest: string, body: string) =>
      `Content-Transfer-Encoding: ${encoding}\n${rest}\n` +
      (encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64')
        : libqp.decode(body)
      ).toString('utf8'),
  );
}
