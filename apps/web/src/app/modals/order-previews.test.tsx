import type { ArchiveOrder, Review } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The charts draw on a canvas, which jsdom lacks; the statistics page's charts are not what these tests read.
vi.mock('@/features/statistics/components/statistics-charts', () => ({ StatisticsCharts: () => null }));

const archiveOrder: ArchiveOrder = {
  ...makeOrder({
    orderId: 123,
    status: 'COMPLETED',
    createdAt: '2026-03-02T09:05:00.000Z',
    approvedAt: '2026-03-02T09:06:00.000Z',
    items: [makeOrderItem({ name: 'Borscht', nameI18n: { values: { en: 'Borscht' } }, count: 2 })],
  }),
  vendorProfit: 10.12,
  commentForVendor: null,
};

const review: Review = {
  reviewId: 9,
  orderId: 123,
  rating: 2,
  text: 'Cold soup',
  createdAt: '2026-03-02T10:05:00.000Z',
  items: [{ name: 'Borscht', count: 2 }],
  reply: null,
};

const statisticsApi = {
  'GET vendor/1/statistic': { status: 500, body: { code: 'Internal', message: 'not in this test' } },
  'GET vendor/1/reviews': { body: { content: [review], last: true } },
  'GET vendor/1/reviews/histogram': {
    body: {
      counts: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating === 2 ? 1 : 0 })),
      total: 1,
      average: 2,
    },
  },
};

describe('account order preview', () => {
  it("a review's order number opens the order with its receipt over the statistics page", async () => {
    const app = renderApp('/vendor/1/statistics', {
      user: makeUser('VENDOR_OWNER'),
      api: { ...statisticsApi, 'GET vendor/1/archive_orders/123': { body: archiveOrder } },
    });
    fireEvent.click(await screen.findByTestId('review-order-link', {}, { timeout: 10_000 }));
    const modal = await screen.findByTestId('account-order-preview-modal', {}, { timeout: 10_000 });
    expect(app.location().pathname).toBe('/vendor/1/statistics');
    expect(app.location().search).toBe('?view=account-order-preview&order=123');
    const preview = await within(modal).findByTestId('archive-order-preview', {}, { timeout: 10_000 });
    expect(modal.textContent).toContain('Order #000123');
    expect(within(preview).getByTestId('preview-status').textContent).toBe('Completed');
    // The receipt: the orders feature's, with the items.
    expect(preview.textContent).toContain('Borscht');
    // 09:05 UTC is 11:05 in Riga.
    expect(preview.textContent).toContain('02/03/2026 11:05');
  }, 20_000);

  it('links to the order in the archive: its day and its number as the filter', async () => {
    const app = renderApp('/vendor/1/statistics?view=account-order-preview&order=123', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        ...statisticsApi,
        'GET vendor/1/archive_orders/123': { body: archiveOrder },
        'GET vendor/1/archive_orders': { body: { content: [], last: true, next: null, from: 'x', to: 'y' } },
      },
    });
    const link = await screen.findByRole('link', { name: 'Show in the archive' }, { timeout: 10_000 });
    fireEvent.click(link);
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/1/archive'));
    expect(Object.fromEntries(new URLSearchParams(app.location().search))).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
      search: '#000123',
    });
    await waitFor(() => expect(screen.queryByTestId('account-order-preview-modal')).toBeNull());
    expect(
      ((await screen.findByTestId('archive-search', {}, { timeout: 10_000 })) as HTMLInputElement).value,
    ).toBe('#000123');
  }, 20_000);

  it('closing removes the view and the order from the URL', async () => {
    const app = renderApp('/vendor/1/statistics?view=account-order-preview&order=123', {
      user: makeUser('VENDOR_MANAGER'),
      api: { ...statisticsApi, 'GET vendor/1/archive_orders/123': { body: archiveOrder } },
    });
    const modal = await screen.findByTestId('account-order-preview-modal', {}, { timeout: 10_000 });
    await within(modal).findByTestId('archive-order-preview', {}, { timeout: 10_000 });
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(app.location().search).toBe(''));
  }, 20_000);

  it('an order that does not load shows the error modal, and understanding it closes the preview', async () => {
    const app = renderApp('/vendor/1/statistics?view=account-order-preview&order=999', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        ...statisticsApi,
        'GET vendor/1/archive_orders/999': {
          status: 404,
          body: { code: 'NotFound', message: 'Order not found' },
        },
      },
    });
    const warning = await screen.findByTestId('warning-modal', {}, { timeout: 10_000 });
    expect(warning.textContent).toContain('The order could not be loaded.');
    fireEvent.click(screen.getByTestId('warning-understand'));
    await waitFor(() => expect(app.location().search).toBe(''));
  }, 20_000);

  it('is never shown to a worker', async () => {
    const app = renderApp('/vendor/1/catalog?view=account-order-preview&order=123', {
      user: makeUser('VENDOR_WORKER'),
      api: { 'GET vendor/1/archive_orders/123': { body: archiveOrder } },
    });
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/1/catalog'));
    expect(screen.queryByTestId('account-order-preview-modal')).toBeNull();
    expect(app.server.callsTo('GET', 'vendor/1/archive_orders/123')).toHaveLength(0);
  }, 20_000);

  it('a cancelled order shows one figure for what the vendor gets, 0.00, and why', async () => {
    const cancelled: ArchiveOrder = {
      ...archiveOrder,
      status: 'CANCELLED',
      cancelledAt: '2026-03-02T09:30:00.000Z',
      vendorPrice: 26.94,
      vendorProfit: 0,
    };
    renderApp('/vendor/1/statistics?view=account-order-preview&order=123', {
      user: makeUser('VENDOR_OWNER'),
      api: { ...statisticsApi, 'GET vendor/1/archive_orders/123': { body: cancelled } },
    });
    const preview = await screen.findByTestId('archive-order-preview', {}, { timeout: 10_000 });
    expect(preview.textContent).toContain('Your profit0.00 EUR');
    expect(within(preview).getByTestId('receipt-vendor-share').textContent).toBe('0.00 EUR');
    expect(preview.textContent).not.toContain('26.94');
    expect(within(preview).getByTestId('receipt-unearned').textContent).toBe(
      'Nothing is paid out for a cancelled order.',
    );
  }, 20_000);
});
