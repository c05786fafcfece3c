import { AsyncLocalStorage } from 'node:async_hooks';
import { STRING_PARTS, type UiLanguage } from '@larder/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
// The server's build takes React's edge renderer (vite.config.ts: ssrBuild), which keeps no
// AsyncLocalStorage in use, unlike its Node one (see renderFirstScreen).
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createI18n } from '@/i18n/i18n';
import { isUiLanguage, loadStrings } from '@/i18n/translations';
import { configureApiClient, setApiTransport } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { parsePartnerConfig } from '@/shared/config/partner-config';
import { meQueryOptions } from '@/shared/session/api/get-me';
import type { ServerMarkup } from '@/shared/ssr/server-markup';
import { FirstScreenRoot } from './first-screen-root';
import { stateScript } from './first-screen-state';
import { AppProvider } from './provider';
import { createAppRoutes } from './router';

/**
 * The server's side of the first screen (built by `vite build --ssr` into dist-ssr/ and run by the
 * Larder server's render worker for a signed-in visitor): the app's own routes, loaders and
 * queries, asking the API over HTTP as the visitor, rendered to HTML the browser shows before any
 * script has run and then hydrates (app/start.ts) with the same data.
 */

export interface FirstScreenRequest {
  /** The page's absolute URL. */
  url: string;
  /** config/partner.json as the server reads it. */
  partnerConfig: unknown;
  /**
   * The viewport width to render for: the device's own when the server knows it, else the one a
   * device of its kind most likely has (the app sets a wrong one right once it has hydrated).
   */
  viewportWidth: number;
  /** Answers the app's API requests as the visitor (the server, over HTTP). */
  fetch: typeof fetch;
  now?: number;
}

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  /** The UI language it is in. */
  language: UiLanguage;
  /** The script element with the state to hydrate with, for after #root. */
  stateScript: string;
}

/** How long the page's data may take before the page goes out without it (the app then loads it). */
const DATA_TIMEOUT_MS = 2_000;

// Every render has its own visitor: the API client reaches the server through the visitor's fetch.
const visitor = new AsyncLocalStorage<typeof fetch>();
const fetchAsCurrentVisitor: typeof fetch = (input, init) => {
  const fetchAsVisitor = visitor.getStore();
  if (!fetchAsVisitor) return Promise.reject(new Error('An API request outside a first-screen render'));
  return fetchAsVisitor(input, init);
};

/** Resolves when no query is fetching any more, false after `timeoutMs`. */
async function settled(queryClient: QueryClient, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  // A loader may start a query once another has answered (the catalogue after the user): a
  // macrotask lets every continuation start its fetch before the next look.
  do {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (Date.now() > deadline) return false;
  } while (queryClient.isFetching() > 0);
  return true;
}

/**
 * The first screen of `url` as HTML with the state to hydrate it, or null when the page is not one
 * to render here: the routes redirect, or some of its data did not come (the app in the browser
 * then does what it always does: loads, redirects, or shows the error).
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  rendering++;
  try {
    return await renderAsVisitor(request);
  } finally {
    // On Node 20 an AsyncLocalStorage in use hooks every promise of the process, every request's
    // included (a bare Fastify's hello answers a tenth fewer a second): it is on only while a
    // render runs.
    if (--rendering === 0) visitor.disable();
  }
}

/** Renders under way: the visitor's storage is switched off when none is. */
let rendering = 0;

function renderAsVisitor(request: FirstScreenRequest): Promise<FirstScreen | null> {
  return visitor.run(request.fetch, async () => {
    const config = parsePartnerConfig(request.partnerConfig);
    configureApiClient(config);
    setApiTransport(fetchAsCurrentVisitor);
    const queryClient = createQueryClient();
    const handler = createStaticHandler(createAppRoutes(queryClient));
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response || context.errors) return null;
    if (!(await settled(queryClient, DATA_TIMEOUT_MS))) return null;
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;
    const user = queryClient.getQueryData(meQueryOptions().queryKey);
    if (!user) return null;
    // Another account's vendor: the app sends the visitor to their own, so there is nothing to show.
    const vendorId = Number(/^\/vendor\/(\d+)\//.exec(new URL(request.url).pathname)?.[1]);
    if (!user.account.vendors.some((vendor) => vendor.id === vendorId)) return null;

    const language = isUiLanguage(user.langCode) ? user.langCode : 'en';
    const strings = await loadStrings(language, STRING_PARTS);
    const i18n = createI18n(language, { [language]: strings });
    const markup: ServerMarkup = {
      renderedAt: request.now ?? Date.now(),
      viewportWidth: request.viewportWidth,
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerender(
      <FirstScreenRoot markup={markup}>
        <AppProvider config={config} queryClient={queryClient} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </FirstScreenRoot>,
      // Everything inline: a boundary React would otherwise send on its own needs an inline script
      // to put it in place, which the page's Content-Security-Policy (script-src 'self') forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return {
      html: await new Response(prelude).text(),
      language,
      stateScript: stateScript({
        markup,
        language,
        partnerConfig: config,
        queries: dehydrate(queryClient),
        loaderData: context.loaderData,
      }),
    };
  });
}
