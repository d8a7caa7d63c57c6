// Issue 34 (security review): what the server keeps in DATA_DIR — the embedded database (its WAL holds
// password hashes), the outbox's mails, the app key — and the backups it writes are readable by their
// owner only: folders 0700, files 0600, whatever the umask of the shell that started the server.

import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The umask under which new files come out private, for the processes that write into DATA_DIR. */
export const PRIVATE_UMASK = 0o077;

/** Creates `folder` (and missing parents) if need be, and makes it private. */
export function ensurePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.chmodSync(folder, PRIVATE_FOLDER_MODE);
}

/**
 * Makes every folder and file under `root` (itself included) private: for what an older version left
 * readable by all, and for files copied with their source's mode. Links are left alone.
 */
export function makeTreePrivate(root: string): void {
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    fs.chmodSync(folder, PRIVATE_FOLDER_MODE);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile()) fs.chmodSync(entryPath, PRIVATE_FILE_MODE);
    }
  }
}

const privateMode = (mode: fs.Mode) => (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~PRIVATE_UMASK;

/**
 * For a process that writes only into DATA_DIR (the embedded database's): every file and folder it
 * makes or changes the mode of stays its owner's. PGlite's file system layer creates PostgreSQL's
 * files and then sets their modes itself (0666 for the WAL and the tables, measured), which a umask
 * alone does not reach: its calls to chmod are masked too.
 */
export function keepProcessFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
  const { chmodSync, fchmodSync } = fs;
  fs.chmodSync = (file, mode) => chmodSync(file, privateMode(mode));
  fs.fchmodSync = (descriptor, mode) => fchmodSync(descriptor, privateMode(mode));
}
