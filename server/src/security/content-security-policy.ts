// The Content-Security-Policy of every response. Pages get the policy the front end needs to run;
// everything else (API answers, files, errors) gets the same rules and may not be framed at all.

/** reCAPTCHA v3's hosts, from Google's CSP guidance: its script, the frame it runs in, its calls. */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
export const RECAPTCHA_CONNECT_SOURCES = ['https://www.google.com/recaptcha/'];

export interface PolicyOptions {
  /** true for an HTML page the browser runs the app in; false for everything else. */
  document: boolean;
  /** Origins of remotes deployed elsewhere (from REMOTES_FILE), e.g. `https://cdn.example`. */
  remoteOrigins?: readonly string[];
  /** reCAPTCHA is configured: the login, sign-up and forgot-password pages load Google's script. */
  recaptcha?: boolean;
}

/**
 * The origins of manifest URLs, for the policy: absolute http(s) URLs only, each once, in the order
 * given. Anything else (a relative path, a typo) adds nothing, so it cannot widen the policy.
 */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
  }
  return [...origins];
}

export function contentSecurityPolicy({
  document,
  remoteOrigins = [],
  recaptcha = false,
}: PolicyOptions): string {
  const remotes = document ? remoteOrigins : [];
  const withRecaptcha = document && recaptcha;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Module Federation loads each remote's remoteEntry.js and chunks from where /remotes.json says.
    ['script-src', ["'self'", ...remotes, ...(withRecaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    ['script-src-attr', ["'none'"]],
    // 'unsafe-inline' because the builder's preview frame (srcdoc or blob) inherits this policy and
    // holds the server-rendered <style> blocks of the resume template: a nonce would have to be
    // stamped into that HTML by the page. styled-components' own runtime tags would also need one.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    // The builder crops photos through blob: and data: URLs; the favicon is a data: URL.
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    // The resume template embeds its fonts as data: URLs.
    ['font-src', ["'self'", 'data:', ...remotes]],
    // The shell fetches each remote's mf-manifest.json.
    ['connect-src', ["'self'", ...remotes, ...(withRecaptcha ? RECAPTCHA_CONNECT_SOURCES : [])]],
    // The builder's preview frame is same-origin (srcdoc or a blob: URL); reCAPTCHA runs in a frame.
    ['frame-src', ["'self'", 'blob:', ...(withRecaptcha ? RECAPTCHA_FRAME_SOURCES : [])]],
    ['child-src', ["'self'", 'blob:', ...(withRecaptcha ? RECAPTCHA_FRAME_SOURCES : [])]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // Pages may be framed by the site itself (the preview); API answers and files by nobody.
    ['frame-ancestors', [document ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
