import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { I18n } from '@/i18n/i18n';
import type { PartnerConfig } from '@/shared/config/partner-config';
import type { ServerMarkup } from '@/shared/ssr/server-markup';
import type { AppRouter } from './app-router';
import { FirstScreenRoot } from './first-screen-root';
import { AppProvider } from './provider';

export interface AppProps {
  config: PartnerConfig;
  queryClient: QueryClient;
  i18n: I18n;
  router: AppRouter;
}

export function App({ config, queryClient, i18n, router }: AppProps) {
  return (
    <AppProvider config={config} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

export function renderApp(container: HTMLElement, props: AppProps): void {
  createRoot(container).render(
    <StrictMode>
      <App {...props} />
    </StrictMode>,
  );
}

/**
 * Takes over the first screen the server rendered into `container` (app/render-first-screen.tsx).
 * Where the markup does not match, React renders anew and reports it through `onRecoverableError`.
 */
export function hydrateApp(
  container: HTMLElement,
  props: AppProps,
  markup: ServerMarkup,
  options?: Pick<HydrationOptions, 'onRecoverableError'>,
): Root {
  return hydrateRoot(
    container,
    <FirstScreenRoot markup={markup}>
      <App {...props} />
    </FirstScreenRoot>,
    options,
  );
}
