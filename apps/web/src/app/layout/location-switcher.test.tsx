import type { ArchiveOrderSummary, Role, Statistic } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeOrder, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';

// The charts draw on a canvas, which jsdom lacks.
vi.mock('@/features/statistics/components/statistics-charts', () => ({
  StatisticsCharts: () => <div data-testid="charts" />,
}));

afterEach(() => vi.unstubAllGlobals());

const riverside = makeVendor({ id: 2, name: 'Bella Riverside' });
const twoLocations = (role: Role = 'VENDOR_OWNER') =>
  makeUser(role, { account: makeAccount({ vendors: [makeVendor(), riverside] }) });

const waitingOrders = (count: number, vendorId: number) => ({
  body: {
    WAITING_APPROVAL: Array.from({ length: count }, (_, i) =>
      makeOrder({ orderId: vendorId * 100 + i, vendorId, status: 'WAITING_APPROVAL' }),
    ),
    APPROVED: [],
    ARRIVED: [],
  },
});

const locationApi = {
  'GET vendor/2/orders': waitingOrders(2, 2),
  'GET vendor/2/params/order-settings': { body: { autoAccept: false, acceptanceMinutes: 10 } },
  'GET vendor/2/special-hours': { body: [] },
};

describe('location switcher', () => {
  it('is not offered to someone with one location', async () => {
    renderApp('/vendor/1/catalog', { user: makeUser('VENDOR_OWNER') });
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('location-switcher')).toBeNull();
  });

  it('opens the same page at the chosen location, whose badge counts its own waiting orders', async () => {
    const { location } = renderApp('/vendor/1/catalog?view=add-section', {
      user: twoLocations(),
      api: { 'GET vendor/1/orders': waitingOrders(1, 1), ...locationApi },
    });
    expect((await screen.findByTestId('orders-badge', {}, { timeout: 10_000 })).textContent).toBe('1');
    expect(screen.getByTestId('app-header').textContent).toContain('Trattoria Bella');

    fireEvent.click(await screen.findByTestId('location-switcher'));
    const menu = await screen.findByTestId('location-menu', {}, { timeout: 10_000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch(/^Trattoria Bella/);
    expect(items[1]?.textContent).toMatch(/^Bella Riverside/);
    expect(items[0]?.getAttribute('aria-current')).toBe('page');
    // Each location's own waiting orders, the other one's read as the menu opens.
    expect(within(menu).getByTestId('location-waiting-1').textContent).toBe('1');
    expect((await within(menu).findByTestId('location-waiting-2', {}, { timeout: 10_000 })).textContent).toBe(
      '2',
    );

    fireEvent.click(within(menu).getByText('Bella Riverside'));
    await waitFor(() => expect(location().pathname).toBe('/vendor/2/catalog'));
    // The modal named the first location's catalogue: it stays behind.
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.getByTestId('app-header').textContent).toContain('Bella Riverside'));
    await waitFor(() => expect(screen.getByTestId('orders-badge').textContent).toBe('2'));
  });

  it('is offered to a worker of two locations, and on a phone is the establishment’s name', async () => {
    setViewportWidth(390);
    const { location } = renderApp('/vendor/2/orders', {
      user: twoLocations('VENDOR_WORKER'),
      api: { 'GET vendor/1/orders': waitingOrders(0, 1), ...locationApi },
    });
    const switcher = await screen.findByTestId('location-switcher', {}, { timeout: 10_000 });
    expect(switcher.textContent).toContain('Bella Riverside');
    expect(switcher.getAttribute('title')).toBe('Switch location');
    fireEvent.click(switcher);
    const menu = await screen.findByTestId('location-menu', {}, { timeout: 10_000 });
    fireEvent.click(within(menu).getByText('Trattoria Bella'));
    await waitFor(() => expect(location().pathname).toBe('/vendor/1/orders'));
  });
});

const stat = (total: number): Statistic => ({
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-08T00:00:00.000Z',
  orderStats: {
    total,
    byStatus: [{ status: 'COMPLETED', count: total }],
    byDay: [{ date: '2026-03-01', count: total, revenue: 100 }],
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 12 ? total : 0 })),
    medianAcceptanceSeconds: 60,
    declineRate: 0,
    amendedRate: 0,
    missed: 0,
    cancellationRate: 0,
    openHoursShare: 0.5,
    scheduledHours: 10,
  },
  paymentStats: {
    currencyCode: 'EUR',
    revenue: 100,
    vendorProfit: 85,
    averageCheck: 10,
    byPaymentType: [{ paymentType: 'CARD', count: total, revenue: 100, vendorProfit: 85 }],
  },
});

const reviewsApi = (vendorId: number) => ({
  [`GET vendor/${vendorId}/reviews`]: { body: { content: [], last: true } },
  [`GET vendor/${vendorId}/reviews/histogram`]: { body: { counts: [], total: 0, average: null } },
});

describe('"All locations" on the statistics', () => {
  it('offers every location and All locations, which reads the figures of all of them', async () => {
    const { server, location } = renderApp('/vendor/1/statistics', {
      user: twoLocations(),
      api: {
        'GET vendor/1/statistic': (request) => ({
          body: stat(request.query.get('locations') === 'all' ? 30 : 12),
        }),
        ...reviewsApi(1),
        ...reviewsApi(2),
        ...locationApi,
        'GET vendor/2/statistic': { body: stat(18) },
      },
    });
    const kpis = await screen.findAllByTestId('kpi', {}, { timeout: 10_000 });
    expect(kpis[0]?.textContent).toContain('12');
    const scope = screen.getByTestId('location-scope') as HTMLSelectElement;
    expect([...scope.options].map((option) => option.textContent)).toEqual([
      'All locations',
      'Trattoria Bella',
      'Bella Riverside',
    ]);
    expect(scope.value).toBe('1');

    fireEvent.change(scope, { target: { value: 'all' } });
    await waitFor(() => expect(location().search).toBe('?locations=all'));
    await waitFor(() => expect(screen.getAllByTestId('kpi')[0]?.textContent).toContain('30'));
    expect(server.callsTo('GET', 'vendor/1/statistic').at(-1)?.query.get('locations')).toBe('all');
    expect((screen.getByTestId('location-scope') as HTMLSelectElement).value).toBe('all');

    fireEvent.change(screen.getByTestId('location-scope'), { target: { value: '2' } });
    await waitFor(() => expect(location().pathname).toBe('/vendor/2/statistics'));
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('kpi')[0]?.textContent).toContain('18'));
  });

  it('is not offered with one location', async () => {
    renderApp('/vendor/1/statistics', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/statistic': { body: stat(12) }, ...reviewsApi(1) },
    });
    await screen.findAllByTestId('kpi', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('location-scope')).toBeNull();
  });
});

const row = (orderId: number, vendorId: number): ArchiveOrderSummary => ({
  orderId,
  vendorId,
  status: 'COMPLETED',
  receiptType: 'TAKEAWAY',
  paymentType: 'CARD',
  totalPrice: 12.5,
  originalTotalPrice: 12.5,
  refund: 0,
  vendorProfit: 10.6,
  deliveryCost: 0,
  currencyCode: 'EUR',
  itemCount: 2,
  customerName: 'Grace',
  customerPhone: null,
  createdAt: '2026-03-02T09:05:00.000Z',
});

describe('the archive filtered by location', () => {
  it('lists every location with each row’s location, and opens another location’s order at its address', async () => {
    const { server, location } = renderApp('/vendor/1/archive?locations=all', {
      user: twoLocations(),
      api: {
        'GET vendor/1/archive_orders': {
          body: { content: [row(5, 2), row(4, 1)], last: true, next: null, from: '', to: '' },
        },
        ...locationApi,
        'GET vendor/2/archive_orders': {
          body: { content: [row(5, 2), row(4, 1)], last: true, next: null, from: '', to: '' },
        },
      },
    });
    const rows = await screen.findAllByTestId('archive-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(screen.getAllByTestId('archive-location').map((cell) => cell.textContent)).toEqual([
      'Bella Riverside',
      'Trattoria Bella',
    ]);
    expect(server.callsTo('GET', 'vendor/1/archive_orders')[0]?.query.get('locations')).toBe('all');
    const links = screen.getAllByTestId('archive-order-link');
    expect(links[0]?.getAttribute('href')).toBe(
      '/vendor/2/archive?locations=all&view=archive-order-preview&order=5',
    );
    expect(links[1]?.getAttribute('href')).toBe(
      '/vendor/1/archive?locations=all&view=archive-order-preview&order=4',
    );
    expect(location().pathname).toBe('/vendor/1/archive');
  });
});

describe('copying a location’s settings', () => {
  it('lets the owner copy to the locations chosen', async () => {
    const { server } = renderApp('/vendor/1/account', {
      user: twoLocations(),
      api: { 'POST vendor/1/copy-settings': (request) => ({ body: request.body }) },
    });
    const section = await screen.findByTestId('copy-location-settings', {}, { timeout: 10_000 });
    const start = within(section).getByTestId('copy-settings-start');
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('copy-target-2'));
    fireEvent.click(start);
    expect((await within(section).findByTestId('copy-settings-done')).textContent).toBe(
      'Copied to 1 location.',
    );
    expect(server.callsTo('POST', 'vendor/1/copy-settings')[0]?.body).toEqual({ vendorIds: [2] });
  });

  it('is not offered to a manager', async () => {
    renderApp('/vendor/1/account', { user: twoLocations('VENDOR_MANAGER') });
    await screen.findByTestId('account-establishment', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('copy-location-settings')).toBeNull();
  });
});
