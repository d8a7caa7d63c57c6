import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import arServer from '@talent/i18n/src/locales/ar/server.json';
import ckbServer from '@talent/i18n/src/locales/ckb/server.json';
import enServer from '@talent/i18n/src/locales/en/server.json';
import type { RunningServer } from '../server';
import { createTestEnvironment, getWithHeaders, type TestEnvironment } from '../testing/test-environment';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The alpha of the icon's top-left pixel: 0 where the rounded square leaves the corner empty. */
async function cornerAlpha(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[info.channels - 1] ?? -1;
}

describe('an installable site (issue 32)', () => {
  let environment: TestEnvironment;
  let server: RunningServer;
  const worker = 'self.__WB_MANIFEST_WAS_HERE = [];';

  beforeAll(async () => {
    environment = await createTestEnvironment();
    const dist = path.join(environment.webRoot, 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Talent Pool</title></head><body>shell index</body></html>',
    );
    fs.writeFileSync(path.join(dist, 'sw.js'), worker);
    // The build's compressed copy, sent to browsers that accept it.
    fs.writeFileSync(path.join(dist, 'sw.js.br'), 'brotli copy of the worker');
    server = await environment.start();
  });

  afterAll(() => environment.dispose());

  describe('the service worker script', () => {
    it('is served at /sw.js as JavaScript that is revalidated on every update check', async () => {
      const response = await getWithHeaders(`${server.url}/sw.js`, {});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(worker);
    });

    it('is revalidated too in its compressed copy', async () => {
      const response = await getWithHeaders(`${server.url}/sw.js`, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('the web app manifest', () => {
    const manifestOf = async (query: string, headers: Record<string, string> = {}) => {
      const response = await getWithHeaders(`${server.url}/manifest.webmanifest${query}`, headers);
      expect(response.status).toBe(200);
      return { response, manifest: JSON.parse(response.body) as Manifest };
    };

    it('is served as a manifest, revalidated, and varies with the language', async () => {
      const { response } = await manifestOf('');
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie/);
      expect(response.headers.vary).toMatch(/Accept-Language/);
    });

    it.each([
      ['en', 'ltr', enServer.linkPreview.siteDescription],
      ['ar', 'rtl', arServer.linkPreview.siteDescription],
      ['ckb', 'rtl', ckbServer.linkPreview.siteDescription],
    ])('names the app in %s, in that direction, as the page that links it asks', async (lang, dir, text) => {
      const { response, manifest } = await manifestOf(`?lang=${lang}`);
      expect(manifest).toMatchObject({
        id: '/',
        // The brand, kept in Latin letters in every language (GLOSSARY.md).
        name: 'Talent Pool',
        short_name: 'Talent Pool',
        description: text,
        lang,
        dir,
        start_url: '/',
        display: 'standalone',
      });
      expect(response.headers['content-language']).toBe(lang);
    });

    it('follows the chosen language, then the browser’s, when its address names none', async () => {
      expect((await manifestOf('', { cookie: 'lang=ckb' })).manifest.lang).toBe('ckb');
      expect((await manifestOf('', { 'accept-language': 'ar-IQ,ar;q=0.9' })).manifest.lang).toBe('ar');
      expect((await manifestOf('?lang=xx', { 'accept-language': 'ar' })).manifest.lang).toBe('ar');
    });

    it('carries the theme colour and icons a phone installs from, each served at its size', async () => {
      const { manifest } = await manifestOf('?lang=en');
      expect(manifest.theme_color).toBe('#1d5c96');
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const response = await fetch(`${server.url}${icon.src}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        const png = Buffer.from(await response.arrayBuffer());
        const { width, height, format } = await sharp(png).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
        expect(format).toBe('png');
        // A launcher masks a maskable icon to its own shape: it must fill the square to the corners.
        if (icon.purpose === 'maskable') expect(await cornerAlpha(png)).toBe(255);
        else expect(await cornerAlpha(png)).toBe(0);
      }
    });
  });

  describe('the page', () => {
    it.each([
      ['lang=ar', 'ar'],
      ['lang=ckb', 'ckb'],
      ['', 'en'],
    ])('links the manifest in its own language (cookie %s)', async (cookie, language) => {
      const response = await getWithHeaders(`${server.url}/resume-builder`, {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
      });
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${language}">`);
      expect(head).toContain('<meta name="theme-color" content="#1d5c96">');
      const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(head)?.[1];
      const icon = await fetch(`${server.url}${touchIcon ?? '/missing'}`);
      expect(icon.status).toBe(200);
      expect((await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).width).toBe(180);
    });
  });
});
