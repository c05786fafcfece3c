import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  accountScreenRequest,
  ERROR_CODES,
  firstScreenRequests,
  PAGE_CHUNKS_FILE,
  type PageChunks,
  SESSION_COOKIE,
  vendorTabOf,
} from '@larder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/auth/service.ts';

/**
 * The built SPA with history fallback: unknown pages get index.html, unknown /api paths 404 JSON.
 * For a signed-in visitor, index.html also names what the page's first screen waits for beyond the
 * app's own scripts — the API answers it shows and the code of the page opened — so the browser
 * asks for them at once instead of after the app has run.
 */
export async function serveSpa(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; the client's Accept-Encoding picks one.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing file (an asset of an older build) must not come back as index.html with 200.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      !hasSpa ||
      looksLikeFile ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ code: ERROR_CODES.notFound, message: `No route ${request.method} ${url}` });
    }
    const [html, preloads] = await Promise.all([
      fs.promises.readFile(indexHtml, 'utf8'),
      firstScreenPreloads(app, request, webDist, url),
    ]);
    // The preloads follow the session cookie: no shared cache may keep one user's page for another.
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(withPreloads(html, preloads));
  });
}

/**
 * The first screen's GETs for a signed-in visitor, when the partner configuration puts the API on
 * this host (another host's API is called by the app with headers a preload does not send).
 */
async function firstScreenPreloads(
  app: FastifyInstance,
  request: FastifyRequest,
  webDist: string,
  pathname: string,
): Promise<Preloads> {
  const none: Preloads = { fetches: [], scripts: [], styles: [] };
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await resolveSession(app.db, token) : null;
  if (!session) return none;
  const [apiBase, page] = await Promise.all([
    sameHostApiBase(webDist, request.headers.host),
    pageChunks(webDist, vendorTabOf(pathname)),
  ]);
  const forAccount = apiBase ? accountScreenRequest(pathname, apiBase) : null;
  return {
    fetches: apiBase
      ? [...firstScreenRequests(pathname, apiBase), ...(forAccount ? [forAccount(session.accountId)] : [])]
      : [],
    scripts: page?.scripts ?? [],
    styles: page?.styles ?? [],
  };
}

/** The scripts and stylesheets of a vendor tab's page that index.html does not preload itself. */
async function pageChunks(webDist: string, tab: string | null) {
  if (!tab) return undefined;
  try {
    const pages = JSON.parse(
      await fs.promises.readFile(path.join(webDist, PAGE_CHUNKS_FILE), 'utf8'),
    ) as PageChunks;
    return Object.hasOwn(pages, tab) ? pages[tab] : undefined;
  } catch {
    // A build without the list: the page's code loads when the app asks for it.
    return undefined;
  }
}

/**
 * The partner configuration's API address as the page resolves it (config/partner.json, read on
 * each page load so an edited file counts at once): `/api` when none is set, a path as given, an
 * absolute address only when it names this very host.
 */
async function sameHostApiBase(webDist: string, host: string | undefined): Promise<string | null> {
  let configured: unknown;
  try {
    const raw = await fs.promises.readFile(path.join(webDist, 'config', 'partner.json'), 'utf8');
    configured = (JSON.parse(raw) as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  } catch {
    return '/api';
  }
  const value = typeof configured === 'string' ? configured.trim().replace(/\/+$/, '') : '';
  if (!value) return '/api';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return new URL(value).host === host ? value : null;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface Preloads {
  /** API addresses, asked for with the session cookie as the app's own GETs are. */
  fetches: string[];
  /** Module scripts, requested in the mode the app imports them. */
  scripts: string[];
  styles: string[];
}

/**
 * index.html with a preload link per address, after its own: over HTTP/1.1 a browser opens six
 * connections to a host, and the app's scripts, which the first screen waits for longest, should
 * have them first; the page's code follows, then the answers, which are small.
 */
export function withPreloads(html: string, { fetches, scripts, styles }: Preloads): string {
  const links = [
    ...scripts.map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}" crossorigin>`),
    ...styles.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="style" crossorigin>`),
    ...fetches.map(
      (url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="use-credentials">`,
    ),
  ].join('\n    ');
  if (!links) return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}${links}\n    ${html.slice(at)}`;
}
