import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config';
import { replyNotFound } from '../http/errors';
import { appManifestLinks, appManifestRoutes } from './app-manifest';
import { CACHE_REVALIDATE, cacheControlFor } from './cache-control';
import { PAGE_LANGUAGE_VARY, pageLanguage, withDocumentLanguage } from './document-language';
import { findPublicResumeCard, linkPreviewHead, previewedApplicantId, withLinkPreview } from './link-preview';
import type { FirstPage } from './first-content';
import { answeredReads, findFirstPage, withFirstContent } from './first-page';
import { pageHintsMarkup } from './page-hints';
import { readRemoteOverrides, remoteApps, remoteKeys, servedRemotes } from './remotes';

export const FRONT_END_NOT_BUILT =
  'The Talent Pool front end is not built yet. Run `pnpm build`, then reload this page.\n';

// Paths the server answers itself; any other GET is a page of the shell's router.
const serverPrefixes = ['/api/', '/sanctum/', '/storage/', '/remotes/'];

function isServerPath(pathname: string): boolean {
  return serverPrefixes.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

// A file's address: its last segment ends in an extension (`main.3f9a1c2b.js`, `favicon.ico`). No page
// of the route table has one, and a missing script or image must stay a 404, not a page.
const ASSET_PATH = /\.[a-z][a-z0-9]*$/i;

/**
 * True when the shell's index.html should answer: a browser's page load (it asks for text/html), and a
 * GET (or HEAD) of any other address that is neither the server's nor a file's, whatever its Accept
 * header (issue 32): a link preview, a crawler or an uptime check gets the page a browser gets.
 */
export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isServerPath(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html') || !ASSET_PATH.test(pathname);
}

/**
 * The all-in-one mode (contracts.md): serves the built shell at `/`, each built remote at
 * `/remotes/{key}/` and `/remotes.json` for the public origin, `appUrl` (APP_URL): never one taken from
 * the request's Host or X-Forwarded-Host, which anyone can set (issue 34). Photos are at `/storage/`
 * (src/photos/). A missing build is not fatal: the API keeps working and the pages say how to build.
 */
export const allInOnePlugin = fastifyPlugin(
  async (app: FastifyInstance, { config, appUrl }: { config: Config; appUrl: () => string }) => {
    const shellDist = path.join(config.webRoot, 'shell', 'dist');
    const shellIndex = path.join(shellDist, 'index.html');

    const warnIfNotBuilt = (dist: string, appName: string) => {
      if (!fs.existsSync(dist)) {
        app.log.warn(`${appName} is not built (${dist} is missing); run \`pnpm build\` to serve it`);
      }
    };

    await app.register(appManifestRoutes);

    warnIfNotBuilt(shellDist, 'shell');
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // `/` is a page like any other: sendShell below answers it with the page's hints and language.
      // A folder is never served from here (without a compressed copy to look for, the static plugin
      // answered `/` with 403 to a client that accepts no compression).
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // The build writes .br and .gz copies beside each text asset (mf-config); they are sent to the
      // browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });

    for (const key of remoteKeys) {
      const dist = path.join(config.webRoot, remoteApps[key], 'dist');
      warnIfNotBuilt(dist, remoteApps[key]);
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${key}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        suppressWarning: true,
        // A shell served from another origin loads remotes from here.
        setHeaders: (reply, filePath) =>
          reply.header('cache-control', cacheControlFor(filePath)).header('access-control-allow-origin', '*'),
      });
    }

    /** What /remotes.json answers: this server's remotes at the public origin, with the overrides. */
    const remotesFor = async (request: FastifyRequest) => {
      const origin = appUrl();
      let overrides = {};
      if (config.remotesFile) {
        try {
          overrides = await readRemoteOverrides(config.remotesFile);
        } catch (error) {
          request.log.warn({ err: error }, 'REMOTES_FILE ignored: it could not be read');
        }
      }
      return { ...servedRemotes(origin), ...overrides };
    };

    app.get(
      '/remotes.json',
      {
        schema: {
          response: { 200: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_REVALIDATE);
        return remotesFor(request);
      },
    );

    /** The published resume `/preview/:id` shows, for the link preview; null for any other page. */
    const publicResumeCardFor = async (request: FastifyRequest, pathname: string, query: string) => {
      const applicantId = previewedApplicantId(pathname);
      if (applicantId === null) return null;
      try {
        const asked = new URLSearchParams(query).get('lang');
        const card = await findPublicResumeCard(app.db, applicantId, {
          asked,
          interfaceLanguage: pageLanguage(request),
        });
        return card ?? null;
      } catch (error) {
        // The page still opens; only a pasted link's preview goes generic.
        request.log.warn({ err: error }, 'link preview: the resume could not be read');
        return null;
      }
    };

    /** The page's address at the public origin; a path such as `//elsewhere/` stays a path. */
    const pageUrl = (pathname: string) => {
      const url = new URL(appUrl());
      url.pathname = pathname;
      return url.href;
    };

    // index.html with the remotes map and the hints for the requested page at the end of its <head>
    // (page-hints.ts), and <html lang dir> in the request's language (document-language.ts). It differs
    // by address and by language, so it is not cached; it is about 2 KB.
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      let html: string;
      try {
        html = await readFile(shellIndex, 'utf8');
      } catch {
        return reply.code(503).type('text/plain; charset=utf-8').send(FRONT_END_NOT_BUILT);
      }
      const pathname = request.url.split('?')[0] ?? '/';
      const language = pageLanguage(request);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const preview = linkPreviewHead({
        card: await publicResumeCardFor(request, pathname, query),
        url: pageUrl(pathname),
        language,
      });
      html = withLinkPreview(html, preview);
      let first: FirstPage | null = null;
      try {
        first = await findFirstPage(app, {
          pathname,
          query,
          language,
        });
        if (first) html = withFirstContent(html, first, language);
      } catch (error) {
        // The page still opens, drawn by its scripts alone.
        request.log.warn({ err: error }, 'first content: the page could not be written on the server');
      }
      const hints =
        pageHintsMarkup({ pathname, remotes: await remotesFor(request), answered: answeredReads(first) }) +
        appManifestLinks(language);
      const headEnd = html.indexOf('</head>');
      const withHints = headEnd === -1 ? html : `${html.slice(0, headEnd)}${hints}${html.slice(headEnd)}`;
      return reply
        .header('cache-control', CACHE_REVALIDATE)
        .header('vary', PAGE_LANGUAGE_VARY)
        .header('content-language', language)
        .type('text/html; charset=utf-8')
        .send(withDocumentLanguage(withHints, language));
    };

    app.setNotFoundHandler((request, reply) =>
      isClientRoute(request) ? sendShell(request, reply) : replyNotFound(reply),
    );
  },
  { name: 'all-in-one' },
);
