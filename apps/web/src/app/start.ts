import { createAppRouter } from '@/app/app-router';
import { configureApiClient } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { loadPartnerConfig } from '@/shared/config/partner-config';

/**
 * Starts everything the first page waits for at once — the partner config, the user, the page's
 * data and code (the router's loaders and lazy routes), the UI strings, and React with the theme —
 * instead of one after the other.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const rendering = import('@/app/app');
  const strings = import('@/i18n/i18n').then((module) => module.loadI18n());
  // Partner branding and endpoints come first: the theme and every request depend on them.
  const config = await loadPartnerConfig();
  configureApiClient(config);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const [{ renderApp }, i18n] = await Promise.all([rendering, strings]);
  document.documentElement.lang = i18n.language;
  renderApp(container, { config, queryClient, i18n, router });
}
