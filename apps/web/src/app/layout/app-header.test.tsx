import type { Role } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';

afterEach(() => vi.unstubAllGlobals());

const tabKeys = () =>
  within(screen.getByTestId('app-header'))
    .queryAllByTestId(/^nav-/)
    .map((element) => element.getAttribute('data-testid'));

async function openAs(role: Role, url = '/vendor/1/orders', userOverrides = {}) {
  const app = renderApp(url, { user: makeUser(role, userOverrides) });
  await screen.findByTestId('app-header');
  return app;
}

describe('header tabs per role', () => {
  it('shows an owner every tab and the support entry', async () => {
    await openAs('VENDOR_OWNER');
    expect(tabKeys()).toEqual([
      'nav-statistics',
      'nav-orders',
      'nav-archive',
      'nav-catalog',
      'nav-employees',
      'nav-support',
    ]);
    expect(screen.getByTestId('nav-orders').textContent).toContain('Orders');
  });

  it('shows a worker orders, catalog and support only, and no account link or status button', async () => {
    await openAs('VENDOR_WORKER');
    expect(tabKeys()).toEqual(['nav-orders', 'nav-catalog', 'nav-support']);
    expect(screen.getByTestId('app-header').textContent).toContain('Trattoria Bella');
    expect(screen.queryByTestId('account-link')).toBeNull();
    expect(screen.queryByTestId('status-badge')).toBeNull();
  });

  it('gives a manager the account link and the status button', async () => {
    await openAs('VENDOR_MANAGER');
    expect(screen.getByTestId('account-link').getAttribute('href')).toBe('/vendor/1/account');
    expect(screen.getByTestId('status-badge').textContent).toBe('Opened');
  });
});

describe('vendor status', () => {
  // A pause of half an hour from noon on the vendor's clock (Europe/Riga, UTC+3 in summer) ends the
  // same day, so the badge gives the time alone; near midnight it would give the date too.
  const NOON_IN_RIGA = new Date('2025-06-10T09:00:00Z');
  const halfAnHourOn = () => new Date(Date.now() + 30 * 60_000);
  beforeEach(() => {
    vi.useFakeTimers({ now: NOON_IN_RIGA, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('reads Opened when the account is visible and the vendor working', async () => {
    await openAs('VENDOR_OWNER');
    expect(screen.getByTestId('status-badge').textContent).toBe('Opened');
    expect(screen.getByTestId('status-badge').getAttribute('data-status')).toBe('opened');
  });

  it('reads Closed when the account is not visible', async () => {
    await openAs('VENDOR_OWNER', undefined, { account: makeAccount({ visible: false }) });
    expect(screen.getByTestId('status-badge').textContent).toBe('Closed');
  });

  it('reads Paused until the pause ends, on the vendor clock, in orange, here and on the account page', async () => {
    const end = halfAnHourOn();
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Riga',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(end);
    await openAs('VENDOR_OWNER', '/vendor/1/account', {
      account: makeAccount({ vendors: [makeVendor({ pausedUntil: end.toISOString() })] }),
    });
    const badge = screen.getByTestId('status-badge');
    expect(badge.textContent).toContain(`Paused until ${clock}`);
    expect(badge.getAttribute('data-status')).toBe('paused');
    expect((await screen.findByTestId('account-vendor-status')).textContent).toContain(
      `Paused until ${clock}`,
    );
  });

  it('on a phone says Paused only: the strip under the top bar gives the time', async () => {
    setViewportWidth(390);
    renderApp('/vendor/1/orders', {
      user: makeUser('VENDOR_OWNER', {
        account: makeAccount({
          vendors: [makeVendor({ pausedUntil: halfAnHourOn().toISOString() })],
        }),
      }),
    });
    const badge = await screen.findByTestId('status-badge');
    expect(badge.textContent).toBe('Paused');
    expect((await screen.findByTestId('paused-until')).textContent).toBe('Paused until 12:30');
  });

  it('gives the date too when the pause ends after midnight on the vendor clock', async () => {
    vi.setSystemTime(new Date('2025-06-10T20:50:00Z')); // 23:50 in Riga
    await openAs('VENDOR_OWNER', undefined, {
      account: makeAccount({ vendors: [makeVendor({ pausedUntil: halfAnHourOn().toISOString() })] }),
    });
    expect(screen.getByTestId('status-badge').textContent).toContain('Paused until 11/06 00:20');
  });

  it('reads Paused for a pause that lasts until someone resumes', async () => {
    await openAs('VENDOR_OWNER', undefined, {
      account: makeAccount({ vendors: [makeVendor({ autoPausedAt: new Date().toISOString() })] }),
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Paused');
  });

  it('reads Closed when closed, even while a pause holds', async () => {
    await openAs('VENDOR_OWNER', undefined, {
      account: makeAccount({
        vendors: [makeVendor({ working: false, pausedUntil: new Date(Date.now() + 60_000).toISOString() })],
      }),
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Closed');
  });

  it('reads Closed when the vendor is not working', async () => {
    await openAs('VENDOR_OWNER', undefined, {
      account: makeAccount({ vendors: [makeVendor({ working: false })] }),
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Closed');
  });
});

describe('active link', () => {
  it('marks the tab whose path is the current one', async () => {
    await openAs('VENDOR_OWNER', '/vendor/1/catalog');
    expect(screen.getByTestId('nav-catalog').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('nav-orders').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('nav-support').getAttribute('aria-current')).toBeNull();
  });

  it('marks support only while view=support is open, and follows navigation', async () => {
    const app = await openAs('VENDOR_OWNER', '/vendor/1/catalog');
    fireEvent.click(screen.getByTestId('nav-support'));
    expect(app.location().search).toBe('?view=support');
    expect(screen.getByTestId('nav-support').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByTestId('nav-orders'));
    // The tab's route requests its data first: the URL changes a moment later.
    await waitFor(() => expect(screen.getByTestId('nav-orders').getAttribute('aria-current')).toBe('page'));
    expect(app.location().pathname).toBe('/vendor/1/orders');
    expect(screen.getByTestId('nav-catalog').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('nav-support').getAttribute('aria-current')).toBeNull();
  });
});

describe('responsive layout', () => {
  it('hides the header at 1080 px and below and shows the bottom navigation instead', async () => {
    await openAs('VENDOR_OWNER');
    expect(screen.queryByTestId('mobile-nav')).toBeNull();

    setViewportWidth(1080);
    expect(screen.queryByTestId('app-header')).toBeNull();
    const mobileNav = screen.getByTestId('mobile-nav');
    expect(within(mobileNav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(mobileNav).getByRole('link', { name: 'Catalogue' })).toBeTruthy();
    expect(within(mobileNav).getByRole('link', { name: 'Profile' })).toBeTruthy();

    setViewportWidth(1081);
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.queryByTestId('mobile-nav')).toBeNull();
  });

  it('gives a worker the same reduced entries in the bottom navigation', async () => {
    setViewportWidth(390);
    renderApp('/vendor/1/catalog', { user: makeUser('VENDOR_WORKER') });
    const mobileNav = await screen.findByTestId('mobile-nav');
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Orders', 'Catalogue', 'Support', 'Profile']);
  });
});
