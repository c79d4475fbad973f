// Serves the built SPA. Pages of the site (SITE_ROUTES in contracts) get index.html with 200; built files
// are served from WEB_DIST_DIR, hashed ones under /assets/ with a year-long immutable cache; any other
// path a browser asks for gets index.html with status 404, so the SPA shows its 404 page and the status
// tells crawlers and tools the truth. API-like paths and non-HTML clients get the JSON 404 instead.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_ROUTES, type SiteRoute, type SiteRouteName } from '@reviewsentry/contracts';
import { MethodNotAllowedError, NotFoundError } from '../../errors/app-error';
import { toErrorAnswer } from '../../plugins/error-handler';
import { addToHead, preloadTags } from './page-preloads';

export interface SiteOptions {
  webDistDir: string;
  /** Tags a page adds to its head beyond its chunks' preloads (what its first screen fetches). */
  extraPreloads?: Partial<Record<SiteRouteName, () => Promise<string[]>>>;
}

/** Paths under these prefixes are API territory: unknown ones answer JSON, never the SPA. */
export const API_PREFIXES = ['/api', '/healthz', '/readyz', '/upload', '/analyze'] as const;

/** The methods a fixed address may take, for `Allow` when another is used (RFC 9110 §15.5.6). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';
/** Pages whose largest paint the head already names (the news thumbnail): their own code comes after the frame. */
const LOW_PRIORITY_PAGES: ReadonlySet<SiteRouteName> = new Set(['blogs']);
const NOT_BUILT =
  'ReviewSentry: the web app has not been built yet. Run `npm run build` (or `npm start`), then reload.\n';

function namesIndexFile(pathname: string): boolean {
  try {
    return (
      path.posix.normalize(decodeURIComponent(pathname)).replace(/^\/+/, '/') === '/index.html'
    );
  } catch {
    return true; // not decodable: not a file we serve
  }
}

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * index.html with `status`, optionally changed by `transform` (a report page adds its link-preview tags). Read per
 * request (it is ~1 kB) so that a rebuild of the web app is picked up without a restart.
 */
export async function sendIndexHtml(
  reply: FastifyReply,
  webDistDir: string,
  status: 200 | 404,
  transform: (html: string) => string = (html) => html,
) {
  reply.status(status).header('cache-control', 'no-cache');
  let html: string;
  try {
    html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  return reply.type('text/html; charset=utf-8').send(transform(html));
}

export async function registerSite(
  app: FastifyInstance,
  { webDistDir, extraPreloads = {} }: SiteOptions,
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const sendIndex = (reply: FastifyReply, status: 200 | 404) =>
    sendIndexHtml(reply, webDistDir, status);

  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // index.html is only ever served through the page routes below, with no-cache, under whatever spelling
      // of its path (/./index.html, //index.html, /assets/../index.html).
      allowedPath: (pathname) => !namesIndexFile(pathname),
      setHeaders: (res, filePath) => {
        const fromAssets = path.relative(path.join(webDistDir, 'assets'), filePath);
        const hashed = !fromAssets.startsWith('..') && !path.isAbsolute(fromAssets);
        res.setHeader('cache-control', hashed ? IMMUTABLE_CACHE : OTHER_FILE_CACHE);
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'web app not built: pages will show a notice until `npm run build` has run',
    );
  }

  for (const [name, route] of Object.entries(SITE_ROUTES) as [SiteRouteName, SiteRoute][]) {
    const urls = route.path === '/' ? ['/'] : [route.path, `${route.path}/`];
    for (const url of urls)
      app.get(url, async (_request, reply) => {
        const tags = [
          ...(name === 'home'
            ? []
            : await preloadTags(webDistDir, name, LOW_PRIORITY_PAGES.has(name) ? 'low' : 'auto')),
          ...((await extraPreloads[name]?.()) ?? []),
        ];
        return sendIndexHtml(reply, webDistDir, 200, (html) => addToHead(html, tags));
      });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendIndex(reply, 404);
    const allowed = METHODS.filter(
      (method) => method !== request.method && app.hasRoute({ method, url: pathname }),
    );
    if (allowed.length > 0) reply.header('allow', allowed.join(', '));
    const { statusCode, body } = toErrorAnswer(
      allowed.length > 0 ? new MethodNotAllowedError(request.method, allowed) : new NotFoundError(),
    );
    return reply.status(statusCode).send(body);
  });
}
