// What a person starting the server in a terminal reads first (issue #23 'First minute on the server').
// Machines keep the JSON log lines; this one line is printed only when stdout is a terminal.

/** Hosts that mean "every interface": nobody can open them, so the line names localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '[::]']);

/** The address to open in a browser on this machine for a server listening at `url`. */
export function addressToOpen(url: string): string {
  const parsed = new URL(url);
  if (WILDCARD_HOSTS.has(parsed.hostname)) parsed.hostname = 'localhost';
  return `${parsed.origin}/`;
}

/**
 * One readable line: where to open Talent Pool and, with demo data on, that the directory fills with
 * demo applicants. No demo login is printed: demo accounts have no published password (issue #15).
 */
export function startLine({ url, seedDemo }: { url: string; seedDemo: boolean }): string {
  const open = `Talent Pool is running: open ${addressToOpen(url)}`;
  return seedDemo ? `${open} (demo applicants are being added to the directory)` : open;
}
