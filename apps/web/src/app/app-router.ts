import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { setApiHandlers } from '@/shared/api/client';
import { paths } from '@/shared/paths';
import { createAppRoutes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

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

/**
 * The browser router over the app routes, connected to the API client. Created once, at start,
 * before anything renders: it starts loading the first page's code and data at once.
 */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  const router = createBrowserRouter(createAppRoutes(queryClient));
  connectApiToApp(router, queryClient);
  return router;
}
