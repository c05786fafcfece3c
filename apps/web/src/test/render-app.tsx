import { DEFAULT_ORDER_SETTINGS, type User } from '@larder/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { connectApiToApp } from '@/app/app-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { configureApiClient } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { DEFAULT_PARTNER_CONFIG, type PartnerConfig } from '@/shared/config/partner-config';
import { type FakeResponse, fakeApi, forbidden, TEST_API_BASE } from './fake-api';
import { makeVendorParams } from './fixtures';
import { createTestI18n } from './i18n';

export const TEST_CONFIG: PartnerConfig = {
  ...DEFAULT_PARTNER_CONFIG,
  platformName: 'Larder',
  serviceLabel: 'Partner',
  apiBaseUrl: TEST_API_BASE,
  imageBaseUrl: 'http://images.larder.test',
  partnerCode: 'test-partner',
  partnerType: 'DEMO',
  suspendedPageUrl: 'http://larder.test/suspended',
};

function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
}

/** Mantine, i18n (English), a fresh query cache and partner config around any component. */
export function TestProviders({
  children,
  queryClient = testQueryClient(),
}: {
  children: ReactNode;
  queryClient?: ReturnType<typeof createQueryClient>;
}) {
  configureApiClient(TEST_CONFIG);
  return (
    <AppProvider config={TEST_CONFIG} queryClient={queryClient} i18n={createTestI18n()} env="test">
      {children}
    </AppProvider>
  );
}

export interface RenderAppOptions {
  /** The signed-in user; null for "not signed in" (users/me answers 403). */
  user?: User | null;
  /** Extra fake API routes, "METHOD path". */
  api?: Record<
    string,
    FakeResponse | ((request: import('./fake-api').FakeRequest) => FakeResponse | Promise<FakeResponse>)
  >;
}

/** The whole app at `url`, with the real routes, against a fake API. */
export function renderApp(url: string, { user = null, api = {} }: RenderAppOptions = {}) {
  const server = fakeApi({
    'GET vendor/users/me': user ? { body: user } : forbidden,
    'GET vendor/params': { body: makeVendorParams() },
    'GET vendor/params/working-hours': { body: { workingHours: { intervals: {} } } },
    'GET vendor/1/orders': { body: { WAITING_APPROVAL: [], APPROVED: [], ARRIVED: [] } },
    'GET vendor/1/params/order-settings': { body: DEFAULT_ORDER_SETTINGS },
    'GET vendor/1/special-hours': { body: [] },
    ...api,
  });
  configureApiClient(TEST_CONFIG);
  const queryClient = testQueryClient();
  const i18n = createTestI18n();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [url] });
  connectApiToApp(router, queryClient);
  const view = render(
    <AppProvider config={TEST_CONFIG} queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location;
  return { ...view, router, server, queryClient, i18n, location };
}
