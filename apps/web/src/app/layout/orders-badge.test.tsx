import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';

const waiting = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/orders/hooks/use-waiting-orders-count', () => ({
  useWaitingOrdersCount: () => waiting.count,
}));

afterEach(() => vi.unstubAllGlobals());

describe('orders badge', () => {
  it('shows no badge while no order waits for approval', async () => {
    waiting.count = 0;
    renderApp('/vendor/1/catalog', { user: makeUser() });
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('orders-badge')).toBeNull();
  });

  it('counts waiting orders on the Orders tab', async () => {
    waiting.count = 3;
    renderApp('/vendor/1/catalog', { user: makeUser() });
    const badge = await screen.findByTestId('orders-badge');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 orders waiting for approval');
  });

  it('abbreviates large counts like the counter badge', async () => {
    waiting.count = 1234;
    renderApp('/vendor/1/catalog', { user: makeUser() });
    expect((await screen.findByTestId('orders-badge')).textContent).toBe('+1K');
  });

  it('shows the count in the bottom navigation too', async () => {
    waiting.count = 12;
    setViewportWidth(390);
    renderApp('/vendor/1/catalog', { user: makeUser('VENDOR_WORKER') });
    const orders = await screen.findByTestId('mobile-nav-orders');
    expect(screen.getByTestId('mobile-orders-badge').textContent).toBe('12');
    expect(orders.getAttribute('aria-label')).toBe('Orders, 12 orders waiting for approval');
  });
});
