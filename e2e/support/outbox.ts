import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './environment';

const outboxDir = path.join(e2eDataDir, 'outbox');

/**
 * Waits for a message to the given address in the server's outbox (the default mail mode without SMTP_URL)
 * and returns the first password-reset link in it.
 */
export async function waitForResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))
      : [];
    for (const name of files.sort().reverse()) {
      const message = fs.readFileSync(path.join(outboxDir, name), 'utf8');
      if (!message.toLowerCase().includes(email.toLowerCase())) continue;
      const link = message.match(/https?:\/\/\S+\/reset-password\/\S+/);
      if (link) return link[0].replace(/=3D/g, '=');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link for ${email} in ${outboxDir}`);
}
