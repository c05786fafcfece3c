/**
 * The GETs a page's first screen waits for. The server names them in index.html as preloads, so a
 * browser asks for them with the page itself; the web's first chunk asks for the same addresses
 * and takes the preloaded answers. Both sides read the list from here, so they cannot drift apart.
 */
/**
 * The file of the web build that lists, per vendor tab, the page's chunks index.html does not
 * preload itself, the sign-in page's (under SIGN_IN_CHUNKS_KEY), per UI language the chunks of its
 * strings' parts (under stringsChunksKey), and the stylesheets a first screen rendered on the server
 * shows with and does without (RENDERED_PAGE_CHUNKS_KEY, AFTER_FIRST_PAINT_CHUNKS_KEY); the server
 * names them in that page's index.html.
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

export type PageChunks = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * The PageChunks entry of the sign-in page's code: every page sends a visitor without a session
 * there, so the server preloads it for them.
 */
export const SIGN_IN_CHUNKS_KEY = 'sign-in';

/**
 * The PageChunks entry of the stylesheets only a first screen rendered on the server uses: the
 * styles of the few Mantine components it shows, which it applies before its first paint instead of
 * all of Mantine's.
 */
export const RENDERED_PAGE_CHUNKS_KEY = 'rendered-page';

/**
 * The PageChunks entry of the stylesheets index.html preloads that a first screen rendered on the
 * server does not show (all of Mantine's styles beside the few it uses): such a page asks for them
 * after its markup, so its first paint does not wait for them.
 */
export const AFTER_FIRST_PAINT_CHUNKS_KEY = 'after-first-paint';

/**
 * A UI language's strings come in two downloads: the board's (what the signed-in frame, the orders
 * board and the sign-in page show) and the rest (apps/web/src/i18n/string-parts.ts says which
 * sections are the board's).
 */
export const STRING_PARTS = ['board', 'rest'] as const;
export type StringPart = (typeof STRING_PARTS)[number];

const BOARD_PAGES = /^\/(auth(\/|$)|vendor\/\d+\/orders\/?$)/;

/** What a first visit to `pathname` waits for: the board's strings, or all of them. */
export const stringPartsFor = (pathname: string): StringPart[] =>
  BOARD_PAGES.test(pathname) ? ['board'] : [...STRING_PARTS];

/** The PageChunks entry of one part of a UI language's strings. */
export const stringsChunksKey = (language: string, part: StringPart): string => `strings:${language}:${part}`;

const VENDOR_TAB = /^\/vendor\/\d+\/([a-z-]+)\/?$/;

/** The vendor tab a path opens (`/vendor/3/catalog` → `catalog`), or null. */
export function vendorTabOf(pathname: string): string | null {
  return VENDOR_TAB.exec(pathname)?.[1] ?? null;
}

/**
 * The cookie in which a browser keeps its viewport's width (CSS pixels) from its last page: the
 * server renders a first screen for that width (the header or the mobile layout).
 */
export const VIEWPORT_COOKIE = 'larder_viewport';

/**
 * The name of the `<meta>` the server puts in a page it served without a session: the app then
 * shows the sign-in page without asking users/me first, whose 403 every browser logs as an error
 * although a visitor not signed in is nothing wrong.
 */
export const SIGNED_OUT_META = 'larder-signed-out';

/** The vendor tabs whose first screen the server renders as HTML: those named by the rules below. */
const SERVER_RENDERED_PAGE = /^\/vendor\/\d+\/(orders|catalog|statistics)\/?$/;

export const serverRendersFirstScreen = (pathname: string): boolean => SERVER_RENDERED_PAGE.test(pathname);

const ORDERS_PAGE = /^\/vendor\/(\d+)\/orders\/?$/;
const CATALOGUE_PAGE = /^\/vendor\/\d+\/catalog\/?$/;
const VENDOR_AREA = /^\/vendor\//;

/**
 * What any signed-in page needs, from the path alone: the user, and in the vendor area the vendor
 * settings and, on the orders board, the active orders. `apiBase` is the API's address without a
 * trailing slash (`/api` or `https://…/api`).
 */
export function firstScreenRequests(pathname: string, apiBase: string): string[] {
  const urls = [`${apiBase}/vendor/users/me`];
  if (!VENDOR_AREA.test(pathname)) return urls;
  urls.push(`${apiBase}/vendor/params`);
  const ordersOf = ORDERS_PAGE.exec(pathname)?.[1];
  if (ordersOf) urls.push(`${apiBase}/vendor/${ordersOf}/orders`);
  return urls;
}

/**
 * What the page needs once the user's account is known (the catalogue page's catalogue), as the
 * address for that account; null on pages that need nothing more.
 */
export function accountScreenRequest(
  pathname: string,
  apiBase: string,
): ((accountId: number) => string) | null {
  return CATALOGUE_PAGE.test(pathname)
    ? (accountId) => `${apiBase}/vendor/accounts/${accountId}/catalogue/catalogue`
    : null;
}

const STATISTICS_PAGE = /^\/vendor\/(\d+)\/statistics\/?$/;

/**
 * The statistics page's opening figures: the vendor the page shows and the address of its opening
 * period (openingStatisticPeriod, in that vendor's time zone); null on other pages. The page asks for
 * the same address, so it takes the preloaded answer.
 */
export function statisticsScreenRequest(
  pathname: string,
  apiBase: string,
): { vendorId: number; url: (period: { from: string; to: string }) => string } | null {
  const vendorId = Number(STATISTICS_PAGE.exec(pathname)?.[1]);
  if (!Number.isSafeInteger(vendorId)) return null;
  return {
    vendorId,
    url: (period) => `${apiBase}/vendor/${vendorId}/statistic?${new URLSearchParams(period)}`,
  };
}
