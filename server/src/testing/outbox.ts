import fs from 'node:fs';
import path from 'node:path';

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

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/**
 * A raw message as a reader sees it: encoded header words and base64 or quoted-printable parts
 * decoded (a mail in Arabic or Kurdish is not 7-bit text). Enough for the messages the server writes.
 */
export function readableMail(raw: string): string {
  // Adjacent encoded words are one text (RFC 2047 §6.2): the space between them goes, and their bytes
  // are joined before decoding, since a long subject may be cut inside a character.
  const headers = raw.replace(/=\?utf-8\?[BQ]\?[^?]*\?=(?:\s*=\?utf-8\?[BQ]\?[^?]*\?=)*/gi, (run: string) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind = '', text = '']) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'utf8'),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
  // Folded header lines (RFC 5322 §2.2.3) join again, so an encoded subject reads as one line.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--)/gi,
    (_, encoding: string, rest: string, body: string) =>
      `Content-Transfer-Encoding: ${encoding}\n${rest}\n` +
      (encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(body)),
  );
}
