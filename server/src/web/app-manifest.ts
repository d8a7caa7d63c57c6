// What makes the site installable (issue 32): the web app manifest, in the page's language, and the
// icons it names, drawn from the product's mark (the favicon's, packages/ui/src/brand/appMark.json).
// The service worker it also needs is the shell's build (/sw.js, shell/src/offline/).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { isLanguage, languageDirection, type Language } from '@talent/i18n/src/languages';
import appMark from '@talent/ui/src/brand/appMark.json';
import { theme } from '@talent/ui/src/theme';
import { messageIn, serverMessage } from '../i18n/messages';
import { CACHE_REVALIDATE } from './cache-control';
import { PAGE_LANGUAGE_VARY, pageLanguage } from './document-language';

export const APP_MANIFEST_PATH = '/manifest.webmanifest';
const ICONS_PREFIX = '/icons/';

/**
 * `any`: the favicon's rounded square, for launchers that show an icon as it is. `maskable`: the mark on
 * a full square, inside the middle 80% that every launcher's mask keeps (the W3C safe zone); also what
 * iOS's home screen gets, as it rounds the corners itself and fills any transparency with black.
 */
type IconShape = 'any' | 'maskable';

interface AppIcon {
  file: string;
  size: number;
  shape: IconShape;
}

const appIcons: readonly AppIcon[] = [
  { file: 'talent-pool-192.png', size: 192, shape: 'any' },
  { file: 'talent-pool-512.png', size: 512, shape: 'any' },
  { file: 'talent-pool-maskable-512.png', size: 512, shape: 'maskable' },
  { file: 'talent-pool-apple-180.png', size: 180, shape: 'maskable' },
];

const APPLE_TOUCH_ICON = 'talent-pool-apple-180.png';
/** What a maskable icon's mark is scaled to: its corners reach 42% of the side from the centre, 40% is safe. */
const SAFE_ZONE_SCALE = 0.8;

/** The icon as SVG, `size` pixels square. */
export function appIconSvg(shape: IconShape, size: number): string {
  const side = appMark.viewBox;
  const centre = side / 2;
  const body =
    shape === 'any'
      ? `<rect width="${side}" height="${side}" rx="8" fill="${appMark.background}"/>${appMark.glyph}`
      : `<rect width="${side}" height="${side}" fill="${appMark.background}"/>` +
        `<g transform="translate(${centre} ${centre}) scale(${SAFE_ZONE_SCALE}) translate(${-centre} ${-centre})">${appMark.glyph}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${side} ${side}">${body}</svg>`;
}

/** The manifest of the installed app, worded in `language`. */
export function appManifest(language: Language) {
  const name = messageIn(language, serverMessage('linkPreview.product'));
  return {
    // One app whatever the language its manifest was read in.
    id: '/',
    name,
    short_name: name,
    description: messageIn(language, serverMessage('linkPreview.siteDescription')),
    lang: language,
    dir: languageDirection(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: theme.colors.background,
    theme_color: theme.colors.primary,
    icons: appIcons
      .filter(({ file }) => file !== APPLE_TOUCH_ICON)
      .map(({ file, size, shape }) => ({
        src: `${ICONS_PREFIX}${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: shape,
      })),
  };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The tags index.html gets for it. The manifest's address names the page's language: the browser reads
 * a manifest without cookies, so the language the visitor chose would otherwise be lost.
 */
export function appManifestLinks(language: Language): string {
  return (
    `<link rel="manifest" href="${APP_MANIFEST_PATH}?lang=${language}">` +
    `<meta name="theme-color" content="${escapeAttribute(theme.colors.primary)}">` +
    `<link rel="apple-touch-icon" href="${ICONS_PREFIX}${APPLE_TOUCH_ICON}">`
  );
}

/** The manifest at /manifest.webmanifest and its icons at /icons/, each icon drawn once, when first asked. */
export async function appManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>(APP_MANIFEST_PATH, async (request, reply) => {
    const asked = request.query.lang;
    const language = isLanguage(asked) ? asked : pageLanguage(request);
    return reply
      .header('cache-control', CACHE_REVALIDATE)
      .header('vary', PAGE_LANGUAGE_VARY)
      .header('content-language', language)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(appManifest(language)));
  });

  const drawn = new Map<string, Promise<Buffer>>();
  const draw = ({ file, size, shape }: AppIcon) => {
    let png = drawn.get(file);
    if (!png) {
      png = sharp(Buffer.from(appIconSvg(shape, size)))
        .png()
        .toBuffer();
      // A drawing that failed is tried again on the next request.
      png.catch(() => drawn.delete(file));
      drawn.set(file, png);
    }
    return png;
  };

  for (const icon of appIcons) {
    app.get(`${ICONS_PREFIX}${icon.file}`, async (_request, reply) =>
      reply
        .header('cache-control', CACHE_REVALIDATE)
        .type('image/png')
        .send(await draw(icon)),
    );
  }
}
