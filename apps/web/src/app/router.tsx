import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '@/features/account/routes/account-page';
import { ArchivePage } from '@/features/archive/routes/archive-page';
import { ActivityPage } from '@/features/audit/routes/activity-page';
import { AuthPage } from '@/features/auth/routes/auth-page';
import { CataloguePage } from '@/features/catalogue/routes/catalogue-page';
import { EmployeesPage } from '@/features/employees/routes/employees-page';
import { OrdersPage } from '@/features/orders/routes/orders-page';
import { StatisticsPage } from '@/features/statistics/routes/statistics-page';
import { paths } from '@/shared/paths';
import { DefaultTabRedirect } from './routes/default-tab-redirect';
import { RouteError } from './routes/route-error';
import { SessionGate } from './routes/session-gate';
import { TabGuard } from './routes/tab-guard';
import { VendorArea } from './routes/vendor-area';

/** SPEC §2 routes. SessionGate applies the redirect rules before any of them renders. */
export const appRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.authEntry()} replace /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'auth/reset', element: <AuthPage /> },
      // The bare vendor route goes to /auth (SPEC §2).
      { path: 'vendor', element: <Navigate to={paths.auth()} replace /> },
      {
        path: 'vendor/:vendorId',
        element: <VendorArea />,
        children: [
          { index: true, element: <DefaultTabRedirect /> },
          {
            path: 'statistics',
            element: (
              <TabGuard tab="statistics">
                <StatisticsPage />
              </TabGuard>
            ),
          },
          {
            path: 'orders',
            element: (
              <TabGuard tab="orders">
                <OrdersPage />
              </TabGuard>
            ),
          },
          {
            path: 'archive',
            element: (
              <TabGuard tab="archive">
                <ArchivePage />
              </TabGuard>
            ),
          },
          {
            path: 'catalog',
            element: (
              <TabGuard tab="catalog">
                <CataloguePage />
              </TabGuard>
            ),
          },
          {
            path: 'employees',
            element: (
              <TabGuard tab="employees">
                <EmployeesPage />
              </TabGuard>
            ),
          },
          {
            path: 'account',
            element: (
              <TabGuard tab="account">
                <AccountPage />
              </TabGuard>
            ),
          },
          {
            path: 'activity',
            element: (
              <TabGuard tab="activity">
                <ActivityPage />
              </TabGuard>
            ),
          },
          { path: '*', element: <DefaultTabRedirect /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.root()} replace /> },
    ],
  },
];
