import type { ArchiveOrderSummary } from '@larder/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const row = (orderId: number, overrides: Partial<ArchiveOrderSummary> = {}): ArchiveOrderSummary => ({
  orderId,
  status: 'COMPLETED',
  receiptType: 'TAKEAWAY',
  paymentType: 'CARD',
  totalPrice: 12.5,
  vendorProfit: 10.6,
  deliveryCost: 0,
  currencyCode: 'EUR',
  itemCount: 2,
  customerName: 'Grace',
  customerPhone: null,
  createdAt: '2026-03-02T09:05:00.000Z',
  ...overrides,
});

describe('archive page', () => {
  it('lists orders with number, local date, status and total, and pages on by cursor', async () => {
    const seen: URLSearchParams[] = [];
    const { server } = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/archive_orders': () => {
          const params = new URL(String(server.fetchMock.mock.lastCall?.[0])).searchParams;
          seen.push(params);
          return params.get('after')
            ? { body: { content: [row(7)], last: true, next: null, from: 'x', to: 'y' } }
            : {
                body: { content: [row(123)], last: false, next: '1700000000000000_123', from: 'x', to: 'y' },
              };
        },
      },
    });
    const first = await screen.findByText('#000123', {}, { timeout: 10_000 });
    const tableRow = first.closest('tr')!;
    // 09:05 UTC is 11:05 in Riga.
    expect(tableRow.textContent).toContain('02/03/2026 11:05');
    expect(tableRow.textContent).toContain('Completed');
    expect(tableRow.textContent).toContain('12.50 EUR');
    fireEvent.click(screen.getByTestId('archive-more'));
    await screen.findByText('#000007', {}, { timeout: 10_000 });
    expect(seen.at(-1)?.get('after')).toBe('1700000000000000_123');
    expect(seen[0]?.get('size')).toBe('20');
    expect(seen[0]?.get('from')).toMatch(/T\d\d:00:00\.000Z$/);
  }, 20_000);

  it('asks the server again with the status filter', async () => {
    const statuses: (string | null)[] = [];
    const { server } = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/archive_orders': () => {
          statuses.push(new URL(String(server.fetchMock.mock.lastCall?.[0])).searchParams.get('status'));
          return { body: { content: [], last: true, next: null, from: 'x', to: 'y' } };
        },
      },
    });
    const select = await screen.findByTestId('archive-status', {}, { timeout: 10_000 });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(statuses).toContain('DECLINED'));
  }, 20_000);
});
