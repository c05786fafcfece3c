import type { Catalogue, Role } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilNextReturn } from '@/features/catalogue/api/get-catalogue';
import { catalogueRoutes, makeCatalogue } from '@/test/catalogue-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The fixtures' vendor is in Europe/Riga (UTC+3 in summer).
const NOW = new Date('2025-06-10T09:00:00Z'); // 12:00 in Riga

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

function withProduct11(changes: { available: boolean; availableAgainAt: string | null }): Catalogue {
  const catalogue = makeCatalogue();
  return {
    ...catalogue,
    sections: catalogue.sections.map((section) => ({
      ...section,
      products: section.products.map((p) => (p.id === 11 ? { ...p, ...changes } : p)),
    })),
  };
}

function open(catalogue: Catalogue, role: Role = 'VENDOR_WORKER', sent: unknown[] = []) {
  return renderApp('/vendor/1/catalog', {
    user: makeUser(role),
    api: {
      ...catalogueRoutes(catalogue),
      'PUT vendor/products/11/available': (request: FakeRequest) => {
        sent.push(request.body);
        const body = request.body as { available: boolean; until?: string };
        const availableAgainAt =
          body.until === 'END_OF_DAY' ? '2025-06-11T03:00:00.000Z' : (body.until ?? null);
        return {
          body: { ...catalogue.sections[0]!.products[0]!, available: body.available, availableAgainAt },
        };
      },
    },
  });
}

const tile = () => screen.getByTestId('product-tile-11');

describe('the availability switch', () => {
  it('asks how long when switching off, and "until tomorrow" shows when it is back', async () => {
    const sent: unknown[] = [];
    open(makeCatalogue(), 'VENDOR_WORKER', sent);
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile()).getByRole('switch', { name: 'Available' }));
    const menu = await screen.findByTestId('product-available-11-menu');
    expect(within(menu).getByText('Until tomorrow')).toBeTruthy();
    expect(within(menu).getByText('For 4 hours')).toBeTruthy();
    expect(within(menu).getByText('Until I switch it back')).toBeTruthy();
    // Nothing is sent until a choice is made.
    expect(sent).toEqual([]);
    fireEvent.click(within(menu).getByText('Until tomorrow'));
    await waitFor(() => expect(sent).toEqual([{ available: false, until: 'END_OF_DAY' }]));
    // 03:00Z is 06:00 in Riga, the next day.
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-back-at-11').textContent).toBe('back tomorrow at 06:00'),
    );
    expect(tile().getAttribute('data-available')).toBe('false');
  });

  it('"for 4 hours" sends the moment four hours from now; "until I switch it back" sends no end', async () => {
    const sent: unknown[] = [];
    open(makeCatalogue(), 'VENDOR_OWNER', sent);
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile()).getByRole('switch', { name: 'Available' }));
    fireEvent.click(await screen.findByTestId('product-available-11-for-hours'));
    await waitFor(() =>
      expect(sent).toEqual([
        { available: false, until: new Date(NOW.getTime() + 4 * 3_600_000).toISOString() },
      ]),
    );
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-back-at-11').textContent).toBe('back at 16:00'),
    );
  });

  it('switching back on is immediate and drops "back at"', async () => {
    const sent: unknown[] = [];
    open(
      withProduct11({ available: false, availableAgainAt: '2025-06-10T13:00:00.000Z' }),
      'VENDOR_OWNER',
      sent,
    );
    await screen.findByTestId('product-grid');
    expect(within(tile()).getByTestId('product-back-at-11').textContent).toBe('back at 16:00');
    fireEvent.click(within(tile()).getByRole('switch', { name: 'Available' }));
    await waitFor(() => expect(sent).toEqual([{ available: true }]));
    await waitFor(() => expect(within(tile()).queryByTestId('product-back-at-11')).toBeNull());
    expect(screen.queryByTestId('product-available-11-menu')).toBeNull();
  });

  it('names the day when the item is back later than tomorrow', async () => {
    open(withProduct11({ available: false, availableAgainAt: '2025-06-13T05:30:00.000Z' }));
    await screen.findByTestId('product-grid');
    expect(within(tile()).getByTestId('product-back-at-11').textContent).toBe('back Fri at 08:30');
  });
});

describe('the catalogue reloads when an item is due back', () => {
  it('at the earliest end time, and not at all without one', () => {
    const now = NOW.getTime();
    expect(untilNextReturn(makeCatalogue(), now)).toBe(false);
    const due = withProduct11({ available: false, availableAgainAt: new Date(now + 60_000).toISOString() });
    expect(untilNextReturn(due, now)).toBe(61_000);
  });
});
