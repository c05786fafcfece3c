import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  AFTER_FIRST_PAINT_CHUNKS_KEY,
  accountScreenRequest,
  can,
  ERROR_CODES,
  firstScreenRequests,
  openingStatisticPeriod,
  PAGE_CHUNKS_FILE,
  type PageChunks,
  RENDERED_PAGE_CHUNKS_KEY,
  SESSION_COOKIE,
  SIGN_IN_CHUNKS_KEY,
  SIGNED_OUT_META,
  serverRendersFirstScreen,
  statisticsScreenRequest,
  stringPartsFor,
  stringsChunksKey,
  VIEWPORT_COOKIE,
  vendorTabOf,
} from '@larder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../lib/cookies.ts';
import { resolveSession } from '../modules/auth/service.ts';
import { vendorTimeZone } from '../modules/stats/service.ts';
import type { SessionUser } from './access.ts';
import { FirstScreenRenders } from './first-screen-renders.ts';

/**
 * The built SPA with history fallback: unknown pages get index.html, unknown /api paths 404 JSON.
 * For a visitor without a session, the page preloads the sign-in page's code, where the app takes
 * them. For a signed-in visitor, the page also carries what its first screen waits for beyond the app's
 * own scripts: on the orders board and the catalogue the first screen itself, rendered here as HTML
 * with its data for the app to hydrate (so it shows before any script has run); elsewhere, or when
 * that cannot be done, preloads of the API answers it shows and of the code of the page opened,
 * so the browser asks for them at once instead of after the app has run.
 */
export async function serveSpa(app: FastifyInstance, webDist: string, rendererFile: string) {
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
  const renders = hasSpa && fs.existsSync(rendererFile) ? new FirstScreenRenders(rendererFile) : null;
  if (renders) app.addHook('onClose', () => renders.close());

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    return reply
      .status(404)
      .send({ code: ERROR_CODES.notFound, message: `No route ${request.method} ${url}` });
  };
  app.setNotFoundHandler(notFound);
  if (!hasSpa) return;

  // A route rather than the not-found handler: routes' answers go through compression.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing file (an asset of an older build) must not come back as index.html with 200.
    if (url.startsWith('/api/') || url === '/api' || /\.[a-z0-9]+$/i.test(url))
      return notFound(request, reply);
    const html = await fs.promises.readFile(indexHtml, 'utf8');
    const page = await firstScreenPage(app, request, webDist, url, html, renders);
    // The page follows the session cookie: no shared cache may keep one user's page for another.
    // Its layout follows what tells the viewport's width (assumedViewportWidth).
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', `cookie, ${VIEWPORT_WIDTH_HINT}, ${MOBILE_HINT}, user-agent`)
      .header('accept-ch', VIEWPORT_WIDTH_HINT)
      .type('text/html; charset=utf-8')
      .send(page);
  });
}

/**
 * index.html for this visitor: with the first screen rendered in it where that is done and works,
 * else with the first screen's preloads.
 */
async function firstScreenPage(
  app: FastifyInstance,
  request: FastifyRequest,
  webDist: string,
  pathname: string,
  html: string,
  renders: FirstScreenRenders | null,
): Promise<string> {
  const token = cookieOf(request, SESSION_COOKIE);
  const session = token ? await resolveSession(app.db, token) : null;
  if (!session) {
    // Whatever page was asked for, the app shows the sign-in page: its code comes with the page.
    const signIn = chunksOf(await readPageChunks(webDist), SIGN_IN_CHUNKS_KEY);
    const page = withPreloads(html, {
      fetches: [],
      scripts: signIn?.scripts ?? [],
      styles: signIn?.styles ?? [],
    });
    const at = page.search(/<\/head>/i);
    const mark = `<meta name="${SIGNED_OUT_META}" content="">`;
    return at < 0 ? page : `${page.slice(0, at)}${mark}\n  ${page.slice(at)}`;
  }
  // Each file once per page load (an edited partner file counts at once).
  const [partnerConfig, chunks] = await Promise.all([readPartnerConfig(webDist), readPageChunks(webDist)]);
  const apiBase = sameHostApiBase(partnerConfig, request.headers.host);
  const page = chunksOf(chunks, vendorTabOf(pathname));
  const scripts = page?.scripts ?? [];
  const styles = page?.styles ?? [];
  const apiOrigin = ownOrigin(app);
  if (renders && apiOrigin && apiBase && serverRendersFirstScreen(pathname)) {
    const screen = await renderFirstScreen(request, renders, {
      partnerConfig,
      viewportWidth: assumedViewportWidth(request),
      apiOrigin,
    });
    if (screen) {
      const strings = stringPartsFor(pathname).flatMap(
        (part) => chunksOf(chunks, stringsChunksKey(screen.language, part))?.scripts ?? [],
      );
      return withFirstScreen(html, screen, {
        scripts: [...scripts, ...strings],
        styles,
        renderedPageStyles: chunksOf(chunks, RENDERED_PAGE_CHUNKS_KEY)?.styles ?? [],
        stylesAfterPaint: chunksOf(chunks, AFTER_FIRST_PAINT_CHUNKS_KEY)?.styles ?? [],
      });
    }
  }
  const fetches = apiBase ? await firstScreenFetches(app, session, pathname, apiBase) : [];
  return withPreloads(html, { fetches, scripts, styles });
}

/**
 * The API answers the page's first screen shows: what the path names, and what the session tells
 * (the account's catalogue, the vendor's opening statistics in its time zone).
 */
async function firstScreenFetches(
  app: FastifyInstance,
  session: SessionUser,
  pathname: string,
  apiBase: string,
): Promise<string[]> {
  const fetches = firstScreenRequests(pathname, apiBase);
  const forAccount = accountScreenRequest(pathname, apiBase);
  if (forAccount) fetches.push(forAccount(session.accountId));
  const statistics = statisticsScreenRequest(pathname, apiBase);
  if (statistics && session.vendorIds.includes(statistics.vendorId) && can(session.role, 'statistics.view')) {
    const timeZone = await vendorTimeZone(app.db, statistics.vendorId);
    if (timeZone) fetches.push(statistics.url(openingStatisticPeriod(timeZone, app.clock())));
  }
  return fetches;
}

/** The client hint of the viewport's width (CSS pixels), which a browser sends once asked by Accept-CH. */
const VIEWPORT_WIDTH_HINT = 'Sec-CH-Viewport-Width';
/** The client hint `?1` of a browser on a phone, sent unasked (Chromium's). */
const MOBILE_HINT = 'Sec-CH-UA-Mobile';
/**
 * What a phone's user agent says, and a tablet's that would otherwise read as one (an iPad before
 * iPadOS 13 says "Mobile" too; Firefox on an Android tablet says "Tablet").
 */
const PHONE_AGENT = /Mobi|iPhone|iPod|Windows Phone|Opera Mini/i;
const TABLET_AGENT = /iPad|Tablet/i;
/** The width a phone most likely has: any phone's is below the mobile layout's limit. */
const LIKELY_PHONE_WIDTH = 390;
/**
 * The width a device of any other kind most likely has: a kitchen tablet in landscape, a laptop
 * (the header, not the mobile layout).
 */
const LIKELY_OTHER_WIDTH = 1280;

/**
 * The width to render the first screen for. The viewport's own, when the browser tells it (the
 * client hint, on every request after the first page that asked for it) or told it at its last page
 * (VIEWPORT_COOKIE); else, on a device that has never been here, the width such a device most
 * likely has: a new device gets its first screen rendered as a known one does, instead of waiting
 * for the app. A wrong guess (a tablet held upright) is set right by the app once it has hydrated
 * the page, in one render.
 */
export function assumedViewportWidth(request: FastifyRequest): number {
  const hinted = request.headers[VIEWPORT_WIDTH_HINT.toLowerCase()];
  for (const told of [hinted, cookieOf(request, VIEWPORT_COOKIE)]) {
    const width = Math.round(Number(told));
    if (width > 0 && width < 100_000) return width;
  }
  const agent = request.headers['user-agent'] ?? '';
  const phone =
    request.headers[MOBILE_HINT.toLowerCase()] === '?1' ||
    (PHONE_AGENT.test(agent) && !TABLET_AGENT.test(agent));
  return phone ? LIKELY_PHONE_WIDTH : LIKELY_OTHER_WIDTH;
}

/**
 * The renderer's first screen for this visitor, rendered by a worker whose API requests carry the
 * visitor's own cookies (so it shows exactly what the visitor may see); null when it renders none
 * or fails.
 */
async function renderFirstScreen(
  request: FastifyRequest,
  renders: FirstScreenRenders,
  page: { partnerConfig: unknown; viewportWidth: number; apiOrigin: string },
) {
  try {
    return await renders.render({
      ...page,
      url: `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`,
      cookie: request.headers.cookie ?? '',
    });
  } catch (error) {
    request.log.error({ err: error }, 'the first screen failed to render; the page renders in the browser');
    return null;
  }
}

/**
 * Where a render worker reaches this server's API: the address it listens on (the loopback one when
 * it listens on every address); null before it listens, or on a Unix socket.
 */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The scripts and stylesheets of a vendor tab's page (or another entry of the build's list, such
 * as a language's strings) that index.html does not preload itself.
 */
function chunksOf(pages: PageChunks, entry: string | null) {
  return entry && Object.hasOwn(pages, entry) ? pages[entry] : undefined;
}

/** The build's list of PAGE_CHUNKS_FILE; empty for a build without it. */
async function readPageChunks(webDist: string): Promise<PageChunks> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(webDist, PAGE_CHUNKS_FILE), 'utf8')) as PageChunks;
  } catch {
    // The page's code then loads when the app asks for it.
    return {};
  }
}

/** config/partner.json, read on each page load so an edited file counts at once; null if unreadable. */
async function readPartnerConfig(webDist: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(webDist, 'config', 'partner.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The partner configuration's API address as the page resolves it: `/api` when none is set, a path as given, an
 * absolute address only when it names this very host.
 */
function sameHostApiBase(partnerConfig: unknown, host: string | undefined): string | null {
  const configured = (partnerConfig as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
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

/** index.html's language, which the app sets once it runs; a rendered page is in the user's. */
const HTML_LANG = /<html lang="[^"]*"/;
/**
 * The colour scheme the app's Mantine theme shows (apps/web/src/app/provider.tsx), which Mantine
 * marks on the root element once the app runs: its colours are defined for that mark, so a rendered
 * page carries it from the start, or its first paint shows badges and buttons without their colours.
 */
const COLOR_SCHEME = 'data-mantine-color-scheme="light"';
/** index.html's root element with what it holds until the app renders (the boot spinner). */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
/** index.html's preloads of the shell's stylesheets, which the app would apply once its code runs. */
const STYLE_PRELOAD = /<link rel="preload" as="style"(?: crossorigin)? href="([^"]+)">\s*/g;
/**
 * index.html's scripts and their preloads. On a rendered page the first paint waits for the
 * stylesheets only: the app's code, which comes after, asks for the bandwidth with a lower priority.
 */
const APP_CODE = /<(script type="module"|link rel="modulepreload")/g;
/** index.html's preload of the partner file: the rendered page carries the configuration it used. */
const PARTNER_CONFIG_PRELOAD = /<link rel="preload" href="\/config\/partner\.json"[^>]*>\s*/;

/**
 * index.html showing a rendered first screen: its markup in #root and its state after it, in its
 * language, the stylesheets it shows with applied from the start (the markup must not show
 * unstyled) and asked for before anything else — the ones only such a page uses
 * (`renderedPageStyles`), index.html's, the page's — and the page's code preloaded behind them. Those
 * of index.html it does not show with (`stylesAfterPaint`) stay preloads, as index.html has them:
 * they download without holding the first paint, and the app applies them when it starts.
 * Unchanged when index.html has no root to fill.
 */
export function withFirstScreen(
  html: string,
  screen: { html: string; language: string; stateScript: string },
  page: { scripts: string[]; styles: string[]; renderedPageStyles: string[]; stylesAfterPaint: string[] },
): string {
  if (!ROOT_ELEMENT.test(html)) return withPreloads(html, { fetches: [], ...page });
  const afterPaint = new Set(page.stylesAfterPaint);
  const shellStyles: string[] = [];
  const filled = html
    .replace(HTML_LANG, `<html lang="${escapeAttribute(screen.language)}" ${COLOR_SCHEME}`)
    .replace(PARTNER_CONFIG_PRELOAD, '')
    .replace(STYLE_PRELOAD, (link, href: string) => {
      // Asked for with the app's code, after the stylesheets the first paint waits for.
      if (afterPaint.has(href))
        return link.replace('<link rel="preload"', '<link rel="preload" fetchpriority="low"');
      shellStyles.push(href);
      return '';
    })
    .replace(ROOT_ELEMENT, () => `<div id="root">${screen.html}</div>${screen.stateScript}`)
    .replace(APP_CODE, '<$1 fetchpriority="low"');
  const stylesheet = (url: string) =>
    `<link rel="stylesheet" crossorigin href="${escapeAttribute(url)}">\n    `;
  // In the order the browser finds them: the first paint waits for these stylesheets alone, so
  // they take the first of its connections to this host.
  const firstPaintStyles = [...page.renderedPageStyles, ...shellStyles, ...page.styles];
  const scripts = page.scripts.map(
    (url) =>
      `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(url)}" crossorigin>\n    `,
  );
  const appCode = filled.search(/<script type="module"|<\/head>/i);
  const headEnd = filled.search(/<\/head>/i);
  if (appCode < 0 || headEnd < 0) return filled;
  return (
    filled.slice(0, appCode) +
    firstPaintStyles.map(stylesheet).join('') +
    filled.slice(appCode, headEnd) +
    scripts.join('') +
    filled.slice(headEnd)
  );
}
