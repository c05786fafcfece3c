import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setApiHandlers } from '@/shared/api/client';
import type { PartnerConfig } from '@/shared/config/partner-config';
import { paths } from '@/shared/paths';
import { AppProvider } from './provider';
import { appRoutes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Wires the API client's session-wide reactions to this app's router and cache (SPEC §8): a 403 or
 * a request without an answer clears all server state and goes to /auth.
 */
export function connectApiToApp(
  router: Pick<AppRouter, 'navigate' | 'state'>,
  queryClient: QueryClient,
): void {
  setApiHandlers({
    onAuthReset: () => {
      queryClient.clear();
      if (router.state.location.pathname !== paths.auth()) {
        void router.navigate(paths.auth(), { replace: true });
      }
    },
    onPartnerSuspended: (url) => window.location.assign(url),
  });
}

/** The browser router over the app routes, connected to the API client. Created once, at start. */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  const router = createBrowserRouter(appRoutes);
  connectApiToApp(router, queryClient);
  return router;
}

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
