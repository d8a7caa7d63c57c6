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
