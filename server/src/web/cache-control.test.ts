import { CACHE_FOREVER, CACHE_REVALIDATE, cacheControlFor, hasContentHash } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    'index.html',
    'remotes.json',
    'mf-manifest.json',
    'remoteEntry.js',
    'sw.js',
    'about.html',
    'favicon.ico',
  ])('makes browsers revalidate %s, whose name stays the same across builds', (name) => {
    expect(cacheControlFor(`/dist/${name}`)).toBe(CACHE_REVALIDATE);
  });

  it.each([
    'main.3f9a1c2b.js',
    '4b8e01d2c7a9f3e5.woff2',
    '__federation_expose_HomePage.9b8c7d6e.js',
    'vendors-node_modules_react.1a2b3c4d5e6f.js',
    'main.3f9a1c2b.js.map',
    'logo-deadbeef12.png',
  ])('caches %s, named by its content, for a year', (name) => {
    expect(hasContentHash(name)).toBe(true);
    expect(cacheControlFor(`/dist/${name}`)).toBe(CACHE_FOREVER);
  });

  it('does not take a short number for a content hash', () => {
    expect(hasContentHash('chunk.123.js')).toBe(false);
  });
});
