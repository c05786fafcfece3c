import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { catalogueQueryOptions } from '@/features/catalogue/api/get-catalogue';
import { activeOrdersQueryOptions } from '@/features/orders/api/get-active-orders';
import { vendorParamsQueryOptions } from '@/shared/params/api/get-vendor-params';
import { paths, type VendorTab } from '@/shared/paths';
import { meQueryOptions } from '@/shared/session/api/get-me';
import { DefaultTabRedirect } from './routes/default-tab-redirect';
import { TabGuard } from './routes/tab-guard';

/**
 * The code of each page, loaded when the page is first opened (or preloaded when the browser is
 * idle, see preloadPages): the first visit downloads only the page it shows.
 */
export const pageModules = {
  auth: () => import('@/features/auth/routes/auth-page').then((module) => module.AuthPage),
  vendorArea: () => import('./routes/vendor-area').then((module) => module.VendorArea),
  statistics: () =>
    import('@/features/statistics/routes/statistics-page').then((module) => module.StatisticsPage),
  orders: () => import('@/features/orders/routes/orders-page').then((module) => module.OrdersPage),
  archive: () => import('@/features/archive/routes/archive-page').then((module) => module.ArchivePage),
  catalog: () => import('@/features/catalogue/routes/catalogue-page').then((module) => module.CataloguePage),
  employees: () =>
    import('@/features/employees/routes/employees-page').then((module) => module.EmployeesPage),
  account: () => import('@/features/account/routes/account-page').then((module) => module.AccountPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageName = keyof typeof pageModules;

/** Starts downloading pages' code without showing them; a failure shows up when the page opens. */
export function preloadPages(pages: readonly PageName[]): void {
  for (const page of pages) pageModules[page]().catch(() => {});
}

const lazyPage = (page: PageName) => async () => ({ Component: await pageModules[page]() });

/** A vendor tab: its page behind the role check, its data requested while its code downloads. */
function vendorTab(
  tab: VendorTab,
  prefetch?: (queryClient: QueryClient, vendorId: number) => Promise<unknown>,
  queryClient?: QueryClient,
): RouteObject {
  return {
    path: tab,
    lazy: async () => {
      const Page = await pageModules[tab]();
      return {
        element: (
          <TabGuard tab={tab}>
            <Page />
          </TabGuard>
        ),
      };
    },
    ...(prefetch &&
      queryClient && {
        // Not awaited: the page shows its own loading state; this only saves the round trips the
        // page would otherwise start after its code has arrived and rendered.
        loader: ({ params }) => {
          const vendorId = Number(params.vendorId);
          if (Number.isInteger(vendorId)) void prefetch(queryClient, vendorId).catch(() => {});
          return null;
        },
        // Opening a modal (a query parameter) must not refetch: the page's queries keep themselves fresh.
        shouldRevalidate: () => false,
      }),
  };
}

const prefetchOrders = (queryClient: QueryClient, vendorId: number) =>
  queryClient.prefetchQuery(activeOrdersQueryOptions(vendorId));

const prefetchCatalogue = async (queryClient: QueryClient) => {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  if (user) await queryClient.prefetchQuery(catalogueQueryOptions(user.account.id));
};

/** The spinner index.html shows before any script ran (styled there), kept until the first page is ready. */
function BootSpinner() {
  return <div className="boot-spinner" role="progressbar" aria-label="Loading" />;
}

/**
 * SPEC §2 routes. SessionGate applies the redirect rules before any of them renders. With a query
 * client, the routes also request the data their page needs (the user, the vendor's settings, the
 * orders or the catalogue) while the page's code downloads.
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
        { path: 'auth', lazy: lazyPage('auth') },
        { path: 'auth/reset', lazy: lazyPage('auth') },
        // The bare vendor route goes to /auth (SPEC §2).
        { path: 'vendor', element: <Navigate to={paths.auth()} replace /> },
        {
          path: 'vendor/:vendorId',
          lazy: lazyPage('vendorArea'),
          ...(queryClient && {
            loader: () => {
              void queryClient.prefetchQuery(vendorParamsQueryOptions());
              return null;
            },
            shouldRevalidate: () => false,
          }),
          children: [
            { index: true, element: <DefaultTabRedirect /> },
            vendorTab('statistics'),
            vendorTab('orders', prefetchOrders, queryClient),
            vendorTab('archive'),
            vendorTab('catalog', prefetchCatalogue, queryClient),
            vendorTab('employees'),
            vendorTab('account'),
            { path: '*', element: <DefaultTabRedirect /> },
          ],
        },
        { path: '*', element: <Navigate to={paths.root()} replace /> },
      ],
    },
  ];
}
