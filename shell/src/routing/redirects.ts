import { routeAt } from './routes';

/** Spec §2: the login page with a redirect query holding the full path the user came from. */
export function loginPathFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Spec §4: the routes that need no profile on start (public and guest-only pages, and unknown paths, which go home). */
export function isPublicPath(pathname: string): boolean {
  const route = routeAt(pathname);
  return route === undefined || route.access === 'public' || route.access === 'guest';
}

/**
 * Where to go after login when a page asked for `target`: only a path on this site is honoured
 * (an absolute or protocol-relative URL would make the login page an open redirect), and a
 * guest-only page would only bounce a signed-in user home, so that goes home directly.
 */
export function safeRedirectPath(target: string | null | undefined): string {
  const home = '/';
  // '//host' and '/\host' are read by browsers as another site; control characters hide such tricks.
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\p{Cc}]/u.test(target)) {
    return home;
  }
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  if (routeAt(url.pathname)?.access === 'guest') return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
