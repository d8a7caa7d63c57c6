import path from 'node:path';

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

// Entry points keep their name from build to build, so browsers must revalidate them; everything they
// load carries a content hash in its name and never changes. The service worker (sw.js) is one too: a
// copy kept anywhere would hold on to a deployment's list of files after the next one.
const entryPoints = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);

/** True for names such as `main.3f9a1c2b.js` or `4b8e01d2c7a9f3e5.woff2`. */
export function hasContentHash(fileName: string): boolean {
  const stem = fileName.split('.').slice(0, -1).join('.');
  return stem.split(/[.\-_]/).some((part) => /^[0-9a-f]{8,}$/i.test(part));
}

export function cacheControlFor(filePath: string): string {
  const fileName = path.basename(filePath);
  if (entryPoints.has(fileName) || fileName.endsWith('.html')) return CACHE_REVALIDATE;
  return hasContentHash(fileName) ? CACHE_FOREVER : CACHE_REVALIDATE;
}
