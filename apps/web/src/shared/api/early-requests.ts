/**
 * The requests the first screen waits for, started by main.tsx the moment the page runs any script
 * at all: the app's own code is a few hundred kilobytes a tablet downloads and runs for a second or
 * more, and asking for the user and the page's data only then would add that second to every
 * start. The API client takes these answers instead of asking again (takeEarlyResponse).
 *
 * This module imports next to nothing, so the first chunk that carries it stays small.
 */
import { accountScreenRequest, firstScreenRequests } from '@larder/contract';
import { pageSaysSignedOut } from '@/shared/session/signed-out-page';
import { resolveApiBaseUrl } from './api-base-url';

export const PARTNER_CONFIG_URL = '/config/partner.json';

/**
 * The partner file's JSON. The server answers it with no-cache, so it is revalidated; a request of
 * the same kind as index.html's preload (default cache mode and credentials) takes the preloaded
 * answer.
 */
export function fetchPartnerConfig(fetchImpl: typeof fetch = fetch): Promise<unknown> {
  return fetchImpl(PARTNER_CONFIG_URL).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

/** An early answer is for the first screen only: later requests ask the server themselves. */
const EARLY_ANSWER_TTL_MS = 15_000;

let partnerConfig: Promise<unknown> | undefined;
const answers = new Map<string, { response: Promise<Response>; startedAt: number }>();

/** Relative and absolute spellings of one address are one key. */
const absolute = (url: string) => new URL(url, window.location.href).href;

const fetchPreloads = () => [
  ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
];

/** index.html's preload of this address (the server names the first screen's GETs), if any. */
const preloadOf = (key: string) => fetchPreloads().find((link) => link.href === key);

/**
 * index.html's preload of this address while its answer is still the one to take: it is the
 * newest there is for the first request of it (by this module or by the app, whichever comes
 * first), on the first screen, before any write. A preload once taken is marked on its link.
 */
function untakenPreload(key: string): HTMLLinkElement | undefined {
  const link = preloadOf(key);
  return link?.dataset.taken === undefined && performance.now() <= EARLY_ANSWER_TTL_MS ? link : undefined;
}

function fetchEarly(key: string): Promise<Response> {
  const preload = untakenPreload(key);
  if (preload) preload.dataset.taken = '';
  const response = fetch(key, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // The answers say no-cache: one preloaded and already in would be asked for again (a round trip
    // on the first screen's path). The copy the preload just stored is taken as it is.
    cache: preload ? 'force-cache' : 'default',
  });
  // Nobody may ever take it (the page changed meanwhile): its failure is nobody's error.
  response.catch(() => {});
  return response;
}

/** Asks for `url` unless the app was quicker and took its preload itself. */
function startGet(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  if (preloadOf(key)?.dataset.taken !== undefined) return undefined;
  const response = fetchEarly(key);
  answers.set(key, { response, startedAt: performance.now() });
  return response;
}

/**
 * Starts the partner configuration and, when the API it names is on this page's origin (another
 * one is left to the client, with its headers), the user, the vendor settings and the data of the
 * page opened: the active orders, or the catalogue once the user's account is known.
 */
export function startEarlyRequests(location: Pick<Location, 'origin' | 'pathname'>): void {
  partnerConfig = fetchPartnerConfig();
  partnerConfig.then(
    (raw) => {
      const configured = (raw as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
      const api = resolveApiBaseUrl(typeof configured === 'string' ? configured : '', location.origin);
      if (new URL(api, window.location.href).origin !== location.origin) return;
      // Served without a session: every answer would be a 403.
      if (pageSaysSignedOut()) return;
      const [me] = firstScreenRequests(location.pathname, api).map(startGet);
      const forAccount = accountScreenRequest(location.pathname, api);
      if (!me || !forAccount) return;
      me.then((response) => (response.ok ? response.clone().json() : null))
        .then((user: { account?: { id?: unknown } } | null) => {
          const accountId = user?.account?.id;
          if (typeof accountId === 'number') startGet(forAccount(accountId));
        })
        .catch(() => {});
    },
    () => {},
  );
}

/** The partner configuration's JSON as started above, or undefined when nothing started it. */
export function earlyPartnerConfig(): Promise<unknown> | undefined {
  const started = partnerConfig;
  partnerConfig = undefined;
  return started;
}

/**
 * The early answer of a GET of `url`, once; undefined when there is none or it is too old. A GET
 * the page preloaded and this module has not asked for yet is asked for now, from the preload.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  // Rendered by the server (app/render-first-screen.tsx): there is no page that could have asked.
  if (typeof window === 'undefined') return undefined;
  const key = absolute(url);
  const answer = answers.get(key);
  if (!answer) return untakenPreload(key) ? fetchEarly(key) : undefined;
  answers.delete(key);
  return performance.now() - answer.startedAt <= EARLY_ANSWER_TTL_MS ? answer.response : undefined;
}

/** A write may change what the early answers say (signing in does): they are dropped. */
export function forgetEarlyResponses(): void {
  answers.clear();
  for (const link of fetchPreloads()) link.dataset.taken = '';
}
