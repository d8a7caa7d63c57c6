/**
 * @jest-environment node
 */
// The worker runs with no DOM: its rules are tested the same way.
import {
  cacheNames,
  isDeploymentEntry,
  isImmutableResponse,
  isPageRequest,
  isStaticFile,
  outdatedCaches,
  type RequestFacts,
} from './offlineRules';

const origin = 'https://talent.example';

function request(address: string, overrides: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts {
  return { url: new URL(address, origin), method: 'GET', mode: 'cors', accept: '*/*', origin, ...overrides };
}

const pageLoad = (address: string) => request(address, { mode: 'navigate', accept: 'text/html' });

describe('pages', () => {
  it.each(['/', '/resume-builder', '/preview/201?lang=ar', '/reset-password/abc'])(
    'takes the page load of %s for a page of the shell',
    (address) => {
      expect(isPageRequest(pageLoad(address))).toBe(true);
    },
  );

  it('takes the page asked for again to be kept (Accept: text/html) for a page too', () => {
    expect(isPageRequest(request('/resume-builder', { accept: 'text/html' }))).toBe(true);
  });

  it.each(['/api/download-resume-pdf', '/storage/applicant_images/a.jpg', '/sanctum/csrf-cookie', '/sw.js'])(
    'never takes the server’s address %s for a page, even opened as one',
    (address) => {
      expect(isPageRequest(pageLoad(address))).toBe(false);
    },
  );

  it('leaves another site’s pages alone', () => {
    expect(isPageRequest(pageLoad('https://elsewhere.example/'))).toBe(false);
  });

  it('takes only a page load or a request for HTML for a page', () => {
    expect(isPageRequest(request('/resume-builder'))).toBe(false);
    expect(isPageRequest(pageLoad('/about'))).toBe(true);
  });
});

describe('the entry points of a deployment', () => {
  it.each([
    '/remotes.json',
    '/remotes/builder/mf-manifest.json',
    '/remotes/builder/remoteEntry.js',
    'https://cdn.example/builder/2026-11/mf-manifest.json',
    'https://cdn.example/builder/2026-11/remoteEntry.js',
  ])('takes %s for an entry point, kept only for when there is no network', (address) => {
    expect(isDeploymentEntry(request(address))).toBe(true);
    expect(isStaticFile(request(address))).toBe(false);
  });

  it('takes another site’s remotes.json for no entry of ours', () => {
    expect(isDeploymentEntry(request('https://elsewhere.example/remotes.json'))).toBe(false);
  });
});

describe('files', () => {
  it.each([
    '/main.96538e2e.js',
    '/remotes/builder/__federation_expose_ResumeBuilderPage.1a2b3c4d.js',
    '/fonts/noto-sans-arabic-arabic-400-normal.1aa0c666.woff2',
  ])('takes %s for a file whose response says whether it is kept', (address) => {
    expect(isStaticFile(request(address, { mode: 'no-cors' }))).toBe(true);
  });

  it.each(['/api/applicant', '/api/statistics', '/sanctum/csrf-cookie', '/storage/applicant_images/a.webp'])(
    'never keeps %s: the API, the session and photos always come from the server',
    (address) => {
      expect(isStaticFile(request(address))).toBe(false);
      expect(isPageRequest(request(address))).toBe(false);
      expect(isDeploymentEntry(request(address))).toBe(false);
    },
  );

  it('takes a file of another origin only when it answers with CORS, whose headers can be read', () => {
    expect(isStaticFile(request('https://cdn.example/builder/1.1a2b3c4d.js', { mode: 'cors' }))).toBe(true);
    expect(isStaticFile(request('https://www.google.com/recaptcha/api.js', { mode: 'no-cors' }))).toBe(false);
  });

  it('leaves anything but a GET alone', () => {
    expect(isStaticFile(request('/main.96538e2e.js', { method: 'POST' }))).toBe(false);
    expect(isDeploymentEntry(request('/remotes.json', { method: 'HEAD' }))).toBe(false);
    expect(isPageRequest(request('/', { method: 'POST', mode: 'navigate', accept: 'text/html' }))).toBe(
      false,
    );
  });
});

describe('which responses are kept', () => {
  const response = (status: number, cacheControl?: string) =>
    new Response(status === 200 ? 'x' : null, {
      status,
      headers: cacheControl ? { 'cache-control': cacheControl } : {},
    });

  it('keeps what the server declares immutable (the content-hashed files)', () => {
    expect(isImmutableResponse(response(200, 'public, max-age=31536000, immutable'))).toBe(true);
  });

  it.each([
    ['revalidated', response(200, 'no-cache')],
    ['without a Cache-Control', response(200)],
    ['not found', response(404, 'public, max-age=31536000, immutable')],
  ])('never keeps a response %s', (_case, answer) => {
    expect(isImmutableResponse(answer)).toBe(false);
  });
});

describe('outdatedCaches', () => {
  it('drops our caches of an older generation, and only ours', () => {
    expect(
      outdatedCaches([
        cacheNames.pages,
        cacheNames.assets,
        'talent-pool-pages-v0',
        'workbox-precache-v2-https://talent.example/',
        'another-app',
      ]),
    ).toEqual(['talent-pool-pages-v0']);
  });
});
