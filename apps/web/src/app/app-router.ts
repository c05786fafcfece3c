import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setApiHandlers } from '@/shared/api/client';
import { paths } from '@/shared/paths';
import type { SessionEndedState } from '@/shared/session/session-ended';
import { createAppRoutes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Wires the API client's session-wide reactions to this app's router and cache
 * (docs/product.md#how-the-web-app-reacts): a 403 or a request without an answer clears all server state and
 * goes to /auth.
 */
export function connectApiToApp(
  router: Pick<AppRouter, 'navigate' | 'state'>,
  queryClient: QueryClient,
): void {
  setApiHandlers({
    onAuthReset: (reason) => {
      queryClient.clear();
      // The first reset says why: the 403s of requests still under way follow it.
      if (router.state.location.pathname !== paths.auth()) {
        const state: SessionEndedState | undefined = reason ? { sessionEnded: reason } : undefined;
        void router.navigate(paths.auth(), { replace: true, state });
      }
    },
    onPartnerSuspended: (url) => window.location.assign(url),
  });
}

/**
 * The browser router over the app routes, connected to the API client. Created once, at start,
 * before anything renders: it starts loading the first page's code and data at once. Over a first
 * screen the server rendered it starts from the server's loader data, with the lazy routes' code
 * already in: hydration must render what the server did, not a fallback while code loads.
 */
export async function createAppRouter(
  queryClient: QueryClient,
  serverLoaderData?: Record<string, unknown>,
): Promise<AppRouter> {
  const routes = createAppRoutes(queryClient);
  if (serverLoaderData) await loadLazyRoutes(routes);
  const router = createBrowserRouter(
    routes,
    serverLoaderData ? { hydrationData: { loaderData: serverLoaderData } } : undefined,
  );
  connectApiToApp(router, queryClient);
  return router;
}

async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy());
        route.lazy = undefined;
      }
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}
