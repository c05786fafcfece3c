import { stringPartsFor } from '@larder/contract';
import { hydrate } from '@tanstack/react-query';
import { createAppRouter } from '@/app/app-router';
import { loadPages, pagesOf } from '@/app/router';
import { setAllStringsLoader } from '@/i18n/all-strings';
import { loadI18n } from '@/i18n/i18n';
import { configureApiClient } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { loadPartnerConfig } from '@/shared/config/partner-config';
import { whenIdle } from '@/shared/lib/when-idle';
import type { FirstScreenState } from './first-screen-state';
import './styles/mantine-complete.css';

/**
 * Starts everything the first page waits for at once — the partner config, the user, the page's
 * data and code (the router's loaders and lazy routes), the UI strings the page needs (the rest
 * follow when the browser is idle), and React with the theme —
 * instead of one after the other. Over a first screen the server rendered, the app takes the
 * server's config, data and language and hydrates the markup instead of rendering anew.
 */
export async function startApp(container: HTMLElement, firstScreen: FirstScreenState | null): Promise<void> {
  const rendering = import('@/app/app');
  const strings = loadI18n(firstScreen?.language, stringPartsFor(window.location.pathname));
  setAllStringsLoader(() => strings.then((i18n) => i18n.load()));
  // Partner branding and endpoints come first: the theme and every request depend on them.
  const config = firstScreen?.partnerConfig ?? (await loadPartnerConfig());
  configureApiClient(config);
  const queryClient = createQueryClient();
  if (firstScreen) hydrate(queryClient, firstScreen.queries);
  const [router, { renderApp, hydrateApp }, i18n] = await Promise.all([
    createAppRouter(queryClient, firstScreen?.loaderData),
    rendering,
    strings,
  ]);
  document.documentElement.lang = i18n.language;
  const props = { config, queryClient, i18n, router };
  if (firstScreen) {
    await loadPages(pagesOf(router.state.matches));
    hydrateApp(container, props, firstScreen.markup);
  } else {
    renderApp(container, props);
  }
  // The strings the first page did without, before anyone opens a menu or another page.
  whenIdle(() => {
    i18n.load().catch(() => {});
  });
}
