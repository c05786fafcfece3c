import type { AuditEntry } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-02T09:05:00.000Z',
  userId: 5,
  userName: 'Olivia Owner',
  vendorId: 1,
  action: 'product.availability',
  target: { type: 'product', id: 11, name: 'Margherita' },
  before: { available: true, availableAgainAt: null },
  after: { available: false, availableAgainAt: '2026-03-03T04:00:00.000Z' },
  ...overrides,
});

const people = [
  { id: 5, name: 'Olivia Owner' },
  { id: 6, name: 'Max Manager' },
];

function openActivity(handler: (request: FakeRequest) => { body: unknown }, role = 'VENDOR_OWNER' as const) {
  return renderApp('/vendor/1/activity', {
    user: makeUser(role),
    api: { 'GET vendor/1/audit': handler, 'GET vendor/1/audit/people': { body: people } },
  });
}

describe('activity page', () => {
  it('lists who did what to which item and how, in the vendor’s time, and pages on', async () => {
    const pages: string[] = [];
    const { server } = openActivity((request) => {
      pages.push(request.query.get('page') ?? '');
      return request.query.get('page') === '1'
        ? {
            body: {
              content: [
                entry(1, {
                  action: 'order.approve',
                  target: { type: 'order', id: 123, name: '#000123' },
                  before: { status: 'WAITING_APPROVAL' },
                  after: { status: 'APPROVED' },
                  userName: 'Max Manager',
                  userId: 6,
                }),
              ],
              last: true,
            },
          }
        : { body: { content: [entry(2)], last: false } };
    });
    const first = await screen.findByTestId('activity-2', {}, { timeout: 10_000 });
    expect(within(first).getByTestId('activity-action').textContent).toBe(
      'Switched a product’s availability',
    );
    expect(within(first).getByTestId('activity-target').textContent).toBe('Product Margherita');
    expect(within(first).getByTestId('activity-person').textContent).toBe('Olivia Owner');
    // 09:05Z is 11:05 in Riga.
    expect(within(first).getByTestId('activity-time').textContent).toBe('02/03/2026 11:05');
    const changes = within(first).getByTestId('activity-changes').textContent;
    expect(changes).toContain('Available:yes');
    expect(changes).toContain('no');
    expect(changes).toContain('03/03/2026 06:00');

    fireEvent.click(screen.getByTestId('activity-more'));
    const second = await screen.findByTestId('activity-1');
    expect(within(second).getByTestId('activity-action').textContent).toBe('Accepted an order');
    expect(within(second).getByTestId('activity-target').textContent).toBe('Order #000123');
    expect(within(second).getByTestId('activity-changes').textContent).toContain('Confirmed');
    expect(pages).toEqual(['0', '1']);
    expect(server.callsTo('GET', 'vendor/1/audit')[0]!.query.get('size')).toBe('20');
  });

  it('reads a restock in words: the count before and after, "not counted" for none', async () => {
    openActivity(() => ({
      body: {
        content: [
          entry(3, { action: 'product.restock', before: { stock: 2 }, after: { stock: 12 } }),
          entry(4, {
            action: 'component.restock',
            target: { type: 'component', id: 31, name: 'Garlic' },
            before: { stock: 5 },
            after: { stock: null },
          }),
        ],
        last: true,
      },
    }));
    const product = await screen.findByTestId('activity-3', {}, { timeout: 10_000 });
    expect(within(product).getByTestId('activity-action').textContent).toBe('Restocked a product');
    const changes = within(product).getByTestId('activity-changes').textContent;
    expect(changes).toContain('Portions left');
    expect(changes).toContain('2');
    expect(changes).toContain('12');
    const modifier = screen.getByTestId('activity-4');
    expect(within(modifier).getByTestId('activity-action').textContent).toBe('Restocked a modifier');
    expect(within(modifier).getByTestId('activity-changes').textContent).toContain('not counted');
  });

  it('filters by person and by action', async () => {
    const asked: { userId: string | null; action: string | null }[] = [];
    openActivity((request) => {
      asked.push({ userId: request.query.get('userId'), action: request.query.get('action') });
      return { body: { content: [entry(asked.length)], last: true } };
    });
    await screen.findByTestId('activity-list', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('activity-person-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Max Manager' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ userId: '6', action: null }));
    fireEvent.click(screen.getByTestId('activity-action-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Changed a price' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ userId: '6', action: 'product.price' }));
  }, 20_000);

  it('reads each entry as a manager would: labels, money, hours, names and pictures, no internals', async () => {
    openActivity(() => ({
      body: {
        content: [
          entry(1, {
            action: 'vendor.pause',
            target: { type: 'vendor', id: 1, name: null },
            before: { pausedUntil: null },
            after: { pausedUntil: '2026-03-02T09:35:00.000Z' },
          }),
          entry(2, {
            action: 'vendor.orderSettings',
            target: { type: 'vendor', id: 1, name: null },
            before: { acceptanceMinutes: 10, maxOrdersPer15Min: null },
            after: { acceptanceMinutes: 7, maxOrdersPer15Min: 10 },
          }),
          entry(3, {
            action: 'catalogue.workingHours',
            target: { type: 'catalogue', id: 1, name: null },
            before: { workingHours: null },
            after: {
              workingHours: {
                FRIDAY: { from: '10:00', until: '00:00', turnIntoAnotherDay: false },
                MONDAY: { from: '09:00', until: '22:00', turnIntoAnotherDay: false },
                SATURDAY: { from: '18:00', until: '02:00', turnIntoAnotherDay: true },
              },
            },
          }),
          entry(4, { action: 'product.price', before: { price: 11.9 }, after: { price: 14.5 } }),
          entry(5, {
            action: 'product.image',
            before: { horizontalImage: null },
            after: { horizontalImage: '/api/images/abc.webp' },
          }),
          entry(6, {
            action: 'order.amend',
            target: { type: 'order', id: 4, name: '#000004' },
            before: { totalPrice: 21.3 },
            after: {
              totalPrice: 12.4,
              lines: ['1 × Greek salad: removed'],
              reason: 'OUT_OF_STOCK',
              comment: 'No feta today',
            },
          }),
        ],
        last: true,
      },
    }));
    const text = async (id: number) => {
      const card = await screen.findByTestId(`activity-${id}`, {}, { timeout: 10_000 });
      return card.textContent ?? '';
    };
    const pause = await text(1);
    expect(pause).toContain('Establishment Trattoria Bella');
    expect(pause).toContain('Paused until');
    expect(pause).not.toMatch(/pausedUntil|#1/);
    const settings = await text(2);
    expect(settings).toContain('Time to accept, min');
    expect(settings).toContain('Orders per 15 minutes, at most');
    expect(settings).not.toMatch(/acceptanceMinutes|maxOrdersPer15Min/);
    const hours = await text(3);
    expect(hours).toContain('Mon 09:00–22:00, Fri 10:00–24:00, Sat 18:00–02:00 (next day)');
    expect(hours).not.toMatch(/turnIntoAnotherDay|FRIDAY|#1/);
    const price = await text(4);
    expect(price).toContain('11.90 EUR');
    expect(price).toContain('14.50 EUR');
    const amended = await text(6);
    expect(amended).toContain('Lines');
    expect(amended).toContain('Reason');
    expect(amended).toContain('Out of stock');
    expect(amended).toContain('No feta today');
    expect(amended).not.toMatch(/OUT_OF_STOCK|lines:|reason:|comment:/);
    const picture = await screen.findByTestId('activity-5');
    expect(picture.textContent).not.toContain('/api/images/');
    expect(
      within(picture).getByTestId('activity-picture').querySelector('img')?.getAttribute('src'),
    ).toContain('abc.webp');
  });

  it('starts on all time, saying so in the period picker', async () => {
    const asked: { from: string | null; to: string | null }[] = [];
    openActivity((request) => {
      asked.push({ from: request.query.get('from'), to: request.query.get('to') });
      return { body: { content: [entry(1)], last: true } };
    });
    const picker = await screen.findByTestId('period-picker', {}, { timeout: 10_000 });
    expect(picker.textContent).toContain('All time');
    expect(asked[0]).toEqual({ from: null, to: null });
    expect(screen.queryByTestId('activity-all-time')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    openActivity(() => ({ body: { content: [], last: true } }));
    expect(await screen.findByText('No activity yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('is reached from the account and the employees pages, and not by workers', async () => {
    const { unmount } = renderApp('/vendor/1/account', {
      user: makeUser('VENDOR_MANAGER'),
      api: {
        'GET vendor/1/audit': { body: { content: [], last: true } },
        'GET vendor/1/audit/people': { body: [] },
      },
    });
    const link = await screen.findByTestId('account-activity-link', {}, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/vendor/1/activity');
    unmount();

    const worker = renderApp('/vendor/1/activity', { user: makeUser('VENDOR_WORKER'), api: {} });
    await waitFor(() => expect(worker.location().pathname).toBe('/vendor/1/catalog'));
  });
});
