import type { ArchiveOrderSummary } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const row = (orderId: number, overrides: Partial<ArchiveOrderSummary> = {}): ArchiveOrderSummary => ({
  orderId,
  vendorId: 1,
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

  it("shows a changed order's original total struck beside the final total, and its refund or charge", async () => {
    renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/archive_orders': {
          body: {
            content: [
              row(31, { totalPrice: 12.5, originalTotalPrice: 20, refund: 7.5 }),
              row(32, { totalPrice: 18, originalTotalPrice: 15, refund: -3 }),
              row(33),
            ],
            last: true,
            next: null,
            from: 'x',
            to: 'y',
          },
        },
      },
    });
    const cells = async (orderId: number) => {
      const link = await screen.findByText(`#0000${orderId}`, {}, { timeout: 10_000 });
      return within(link.closest('tr')!);
    };
    const reduced = await cells(31);
    expect(reduced.getByTestId('archive-original-total').tagName).toBe('S');
    expect(reduced.getByTestId('archive-original-total').textContent).toBe('Original total 20.00 EUR');
    expect(reduced.getByTestId('archive-total').textContent).toContain('12.50 EUR');
    expect(reduced.getByTestId('archive-refund').textContent).toBe('Refunded 7.50 EUR');

    const dearer = await cells(32);
    expect(dearer.getByTestId('archive-original-total').textContent).toContain('15.00 EUR');
    expect(dearer.getByTestId('archive-refund').textContent).toBe('Charged extra 3.00 EUR');

    const unchanged = await cells(33);
    expect(unchanged.getByTestId('archive-total').textContent).toBe('12.50 EUR');
    expect(unchanged.queryByTestId('archive-original-total')).toBeNull();
    expect(unchanged.queryByTestId('archive-refund')).toBeNull();
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

const emptyPage = { body: { content: [], last: true, next: null, from: 'x', to: 'y' } };

describe('archive filters in the URL', () => {
  it('filters that match nothing say so and offer to clear them; the plain archive says it is empty', async () => {
    const app = renderApp('/vendor/1/archive?status=DECLINED&search=%23000999', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': emptyPage },
    });
    expect(await screen.findByText('No orders match the filters', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('The archive is empty')).toBeNull();
    fireEvent.click(screen.getByTestId('archive-clear-filters'));
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(await screen.findByText('The archive is empty')).toBeTruthy();
    expect(screen.queryByTestId('archive-clear-filters')).toBeNull();
  }, 30_000);

  async function pickStatus(label: string) {
    fireEvent.click(await screen.findByTestId('archive-status', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
  }

  it('a reload of the page keeps the status, period and search', async () => {
    const first = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': emptyPage },
    });
    await pickStatus('Declined');
    fireEvent.change(screen.getByTestId('archive-search'), { target: { value: '#000123' } });
    await waitFor(() => expect(first.location().search).toContain('search=%23000123'));
    expect(first.location().search).toContain('status=DECLINED');
    const url = `${first.location().pathname}${first.location().search}&from=2025-01-01&to=2025-01-31`;
    first.unmount();

    const reloaded = renderApp(url, {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': emptyPage },
    });
    const status = (await screen.findByTestId('archive-status', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(status.value).toBe('Declined');
    expect((screen.getByTestId('archive-search') as HTMLInputElement).value).toBe('#000123');
    await waitFor(() =>
      expect(reloaded.server.callsTo('GET', 'vendor/1/archive_orders')).not.toHaveLength(0),
    );
    const asked = reloaded.server.callsTo('GET', 'vendor/1/archive_orders')[0]!.query;
    expect(asked.get('status')).toBe('DECLINED');
    expect(asked.get('search')).toBe('#000123');
    // Whole days on the vendor's calendar (Riga, UTC+2 in winter).
    expect(asked.get('from')).toBe('2024-12-31T22:00:00.000Z');
    expect(asked.get('to')).toBe('2025-01-31T22:00:00.000Z');
  }, 30_000);

  it('the back button restores the previous filter and asks the server for it again', async () => {
    const app = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': emptyPage },
    });
    await pickStatus('Declined');
    await waitFor(() => expect(app.location().search).toContain('status=DECLINED'));
    await pickStatus('Cancelled');
    await waitFor(() => expect(app.location().search).toContain('status=CANCELLED'));

    await act(() => app.router.navigate(-1));
    await waitFor(() =>
      expect((screen.getByTestId('archive-status') as HTMLInputElement).value).toBe('Declined'),
    );
    expect(app.location().search).toBe('?status=DECLINED');
    const statuses = () =>
      app.server.callsTo('GET', 'vendor/1/archive_orders').map((c) => c.query.get('status'));
    await waitFor(() => expect(statuses().at(-1)).toBe('DECLINED'));
    await act(() => app.router.navigate(-1));
    await waitFor(() =>
      expect((screen.getByTestId('archive-status') as HTMLInputElement).value).toBe('All statuses'),
    );
    await waitFor(() => expect(statuses().at(-1)).toBeNull());
    expect(app.location().search).toBe('');
  }, 30_000);

  it('a link with an unknown status or a period outside the calendar shows the default archive', async () => {
    const app = renderApp('/vendor/1/archive?status=LOST&from=2021-12-31&to=2022-01-05', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': emptyPage },
    });
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/1/archive_orders')).not.toHaveLength(0));
    const asked = app.server.callsTo('GET', 'vendor/1/archive_orders')[0]!.query;
    expect(asked.get('status')).toBeNull();
    expect(Date.parse(asked.get('from')!)).toBeGreaterThan(Date.now() - 33 * 24 * 3600 * 1000);
  }, 20_000);

  it('opening the export keeps the filter, and the export asks for the same status', async () => {
    const app = renderApp('/vendor/1/archive?status=DECLINED&from=2025-01-01&to=2025-01-31', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/archive_orders': emptyPage,
        'GET vendor/1/archive_orders/excel': { status: 500, body: { code: 'Internal', message: 'boom' } },
      },
    });
    fireEvent.click(await screen.findByTestId('archive-export-open', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('export-start', {}, { timeout: 10_000 }));
    expect(app.location().search).toContain('status=DECLINED');
    expect(app.location().search).toContain('view=archive-export');
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/1/archive_orders/excel')).toHaveLength(1));
    const asked = app.server.callsTo('GET', 'vendor/1/archive_orders/excel')[0]!.query;
    expect(asked.get('status')).toBe('DECLINED');
    expect(asked.get('from')).toBe('2024-12-31T22:00:00.000Z');
    expect(asked.get('to')).toBe('2025-01-31T22:00:00.000Z');
  }, 20_000);
});

describe('archive load failure', () => {
  it('opens the error modal; Try again loads the list', async () => {
    let fail = true;
    const app = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/archive_orders': () =>
          fail
            ? { status: 500, body: { code: 'Internal', message: 'boom' } }
            : { body: { content: [row(55)], last: true, next: null, from: 'x', to: 'y' } },
      },
    });
    const modal = await screen.findByTestId('warning-modal', {}, { timeout: 10_000 });
    expect(modal.textContent).toContain('Oops! Something went wrong!');
    expect(modal.textContent).toContain('The archive could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByTestId('warning-action'));
    await screen.findByText('#000055', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByTestId('warning-modal')).toBeNull());
    expect(app.server.callsTo('GET', 'vendor/1/archive_orders')).toHaveLength(2);
  }, 20_000);

  it('a second failure opens the modal again; after Understand the page offers a retry', async () => {
    const app = renderApp('/vendor/1/archive', {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/1/archive_orders': { status: 500, body: { code: 'Internal', message: 'boom' } } },
    });
    await screen.findByTestId('warning-modal', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('warning-action'));
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/1/archive_orders')).toHaveLength(2));
    fireEvent.click(await screen.findByTestId('warning-understand', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByTestId('warning-modal')).toBeNull());
    fireEvent.click(screen.getByTestId('archive-retry'));
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/1/archive_orders')).toHaveLength(3));
    await screen.findByTestId('warning-modal', {}, { timeout: 10_000 });
  }, 20_000);
});
