import { can } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type NonIndexRouteObject, type Params, type RouteObject } from 'react-router';
import { catalogueQueryOptions } from '@/features/catalogue/api/get-catalogue';
import { activeOrdersQueryOptions } from '@/features/orders/api/get-active-orders';
import { openingStatisticQueryOptions } from '@/features/statistics/api/get-statistic';
import { preloadCharts } from '@/features/statistics/components/load-plot';
import { withAllStrings } from '@/i18n/all-strings';
import { vendorParamsQueryOptions } from '@/shared/params/api/get-vendor-params';
import { paths, type VendorTab } from '@/shared/paths';
import { meQueryOptions } from '@/shared/session/api/get-me';
import { DefaultTabRedirect } from './routes/default-tab-redirect';
import { TabGuard } from './routes/tab-guard';

/**
 * The code of each page, loaded when the page is first opened (or preloaded when the browser is
 * idle, see preloadPages): the first visit downloads only the page it shows. Pages other than the
 * board and the sign-in page wait for all the strings too (i18n/string-parts.ts).
 */
export const pageModules = {
  auth: () => import('@/features/auth/routes/auth-page').then((module) => module.AuthPage),
  vendorArea: () => import('./routes/vendor-area').then((module) => module.VendorArea),
  statistics: withAllStrings(() =>
    import('@/features/statistics/routes/statistics-page').then((module) => module.StatisticsPage),
  ),
  orders: () => import('@/features/orders/routes/orders-page').then((module) => module.OrdersPage),
  archive: withAllStrings(() =>
    import('@/features/archive/routes/archive-page').then((module) => module.ArchivePage),
  ),
  catalog: withAllStrings(() =>
    import('@/features/catalogue/routes/catalogue-page').then((module) => module.CataloguePage),
  ),
  employees: withAllStrings(() =>
    import('@/features/employees/routes/employees-page').then((module) => module.EmployeesPage),
  ),
  account: withAllStrings(() =>
    import('@/features/account/routes/account-page').then((module) => module.AccountPage),
  ),
  activity: withAllStrings(() =>
    import('@/features/audit/routes/activity-page').then((module) => module.ActivityPage),
  ),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageName = keyof typeof pageModules;

/** Starts downloading pages' code without showing them; a failure shows up when the page opens. */
export function preloadPages(pages: readonly PageName[]): void {
  for (const page of pages) pageModules[page]().catch(() => {});
}

/**
 * A page rendered from its code once loaded. React.lazy rather than the router's `lazy`: the
 * router then commits a navigation at once (signing out shows /auth in the same render that
 * forgets the user), and the page shows index.html's spinner until its code is there. The route's
 * loader starts the download before anything renders.
 */
const lazyPages = {} as Record<PageName, ComponentType>;
for (const page of Object.keys(pageModules) as PageName[]) {
  lazyPages[page] = lazy(async () => ({ default: await pageModules[page]() }));
}

/** Pages whose code loadPages has awaited: they render at once, without suspending. */
const loadedPages: Partial<Record<PageName, ComponentType>> = {};

/**
 * Loads pages' code so that they render in the first pass: a first screen the server rendered is
 * hydrated in one go, not left as server markup until each page's code has been fetched.
 */
export async function loadPages(pages: readonly PageName[]): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      loadedPages[page] = await pageModules[page]();
    }),
  );
}

/** The pages the router's current matches show, for loadPages. */
export function pagesOf(matches: readonly { route: { handle?: unknown } }[]): PageName[] {
  return matches.flatMap(({ route }) => {
    const page = (route.handle as { page?: PageName } | undefined)?.page;
    return page ? [page] : [];
  });
}

function Page({ page }: { page: PageName }) {
  const Component = loadedPages[page] ?? lazyPages[page];
  return (
    <Suspense fallback={<BootSpinner />}>
      <Component />
    </Suspense>
  );
}

/** A route showing `page`, whose loader starts its code's download and `prefetch`es its data. */
function pageRoute(
  page: PageName,
  route: NonIndexRouteObject,
  prefetch?: (params: Params) => void,
): NonIndexRouteObject {
  return {
    ...route,
    handle: { page },
    loader: ({ params }) => {
      preloadPages([page]);
      prefetch?.(params);
      return null;
    },
    // Opening a modal (a query parameter) must not refetch: the page's queries keep themselves fresh.
    shouldRevalidate: () => false,
  };
}

/** A vendor tab: its page behind the role check, its data requested while its code downloads. */
function vendorTab(
  tab: VendorTab,
  queryClient: QueryClient | undefined,
  prefetch?: (queryClient: QueryClient, vendorId: number) => Promise<unknown>,
): RouteObject {
  const element = (
    <TabGuard tab={tab}>
      <Page page={tab} />
    </TabGuard>
  );
  // Not awaited: the page shows its own loading state; this only saves the round trips the page
  // would otherwise start after its code has arrived and rendered.
  return pageRoute(tab, { path: tab, element }, (params) => {
    const vendorId = Number(params.vendorId);
    if (queryClient && prefetch && Number.isInteger(vendorId)) {
      void prefetch(queryClient, vendorId).catch(() => {});
    }
  });
}

const prefetchOrders = (queryClient: QueryClient, vendorId: number) =>
  queryClient.prefetchQuery(activeOrdersQueryOptions(vendorId));

const prefetchCatalogue = async (queryClient: QueryClient) => {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  if (user) await queryClient.prefetchQuery(catalogueQueryOptions(user.account.id));
};

// The vendor's time zone, which the period needs, comes with the user. The chart library downloads
// meanwhile, so the charts can follow the figures at once.
const prefetchStatistics = async (queryClient: QueryClient, vendorId: number) => {
  preloadCharts();
  const user = await queryClient.ensureQueryData(meQueryOptions());
  const vendor = user?.account.vendors.find((candidate) => candidate.id === vendorId);
  if (user && vendor && can(user.role, 'statistics.view')) {
    await queryClient.prefetchQuery(openingStatisticQueryOptions(vendorId, vendor.timeZone));
  }
};

/** The spinner index.html shows before any script ran (styled there), kept until the first page is ready. */
function BootSpinner() {
  return <div className="boot-spinner" role="progressbar" aria-label="Loading" />;
}

/**
 * The routes (docs/product.md#routes-and-redirects). SessionGate applies the redirect rules before any of
 * them renders. With a query client, the routes also request the data their page needs (the user, the
 * vendor's settings, the orders or the catalogue) while the page's code downloads.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      // The session rules and the error page come with the theme's components, which this first
      // chunk does without.
      lazy: async () => {
        const [{ SessionGate }, { RouteError }] = await Promise.all([
          import('./routes/session-gate'),
          import('./routes/route-error'),
        ]);
        return { Component: SessionGate, ErrorBoundary: RouteError };
      },
      // While the first page's code and the user load: index.html's own spinner.
      HydrateFallback: BootSpinner,
      ...(queryClient && {
        loader: () => {
          void queryClient.prefetchQuery(meQueryOptions());
          return null;
        },
        shouldRevalidate: () => false,
      }),
      children: [
        { index: true, element: <Navigate to={paths.authEntry()} replace /> },
        // No loader: its code is in the shell index.html preloads, and signing out must reach it in
        // the same render that forgets the user (a loader would make the navigation wait a tick).
        { path: 'auth', element: <Page page="auth" /> },
        { path: 'auth/reset', element: <Page page="auth" /> },
        // The bare vendor route goes to /auth (docs/product.md#routes-and-redirects).
        { path: 'vendor', element: <Navigate to={paths.auth()} replace /> },
        pageRoute(
          'vendorArea',
          {
            path: 'vendor/:vendorId',
            element: <Page page="vendorArea" />,
            children: [
              { index: true, element: <DefaultTabRedirect /> },
              vendorTab('statistics', queryClient, prefetchStatistics),
              vendorTab('orders', queryClient, prefetchOrders),
              vendorTab('archive', queryClient),
              vendorTab('catalog', queryClient, prefetchCatalogue),
              vendorTab('employees', queryClient),
              vendorTab('account', queryClient),
              vendorTab('activity', queryClient),
              { path: '*', element: <DefaultTabRedirect /> },
            ],
          },
          () => {
            if (queryClient) void queryClient.prefetchQuery(vendorParamsQueryOptions());
          },
        ),
        { path: '*', element: <Navigate to={paths.root()} replace /> },
      ],
    },
  ];
}
