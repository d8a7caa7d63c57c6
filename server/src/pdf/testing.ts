import fs from 'node:fs';

/** Ids of the Chromium processes this process started (its direct children), for crash tests. */
export function chromiumChildren(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces, so read after the last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === process.pid && name.startsWith('chrom') ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
