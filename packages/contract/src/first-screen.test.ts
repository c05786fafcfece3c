import { describe, expect, it } from 'vitest';
import { openingStatisticPeriod } from './calendar-days.ts';
import {
  accountScreenRequest,
  firstScreenRequests,
  serverRendersFirstScreen,
  statisticsScreenRequest,
  stringPartsFor,
  vendorTabOf,
} from './first-screen.ts';

describe('the first screen’s requests', () => {
  it('asks for the user everywhere, the vendor settings in the vendor area, the orders on the board', () => {
    expect(firstScreenRequests('/auth', '/api')).toEqual(['/api/vendor/users/me']);
    expect(firstScreenRequests('/vendor/7/orders', 'https://x.test/api')).toEqual([
      'https://x.test/api/vendor/users/me',
      'https://x.test/api/vendor/params',
      'https://x.test/api/vendor/7/orders',
    ]);
    expect(firstScreenRequests('/vendor/7/orders/', '/api')).toContain('/api/vendor/7/orders');
    expect(firstScreenRequests('/vendor/7/archive', '/api')).toEqual([
      '/api/vendor/users/me',
      '/api/vendor/params',
    ]);
    expect(firstScreenRequests('/vendor/x/orders', '/api')).not.toContain('/api/vendor/x/orders');
  });

  it("asks for the catalogue of the user's account on the catalogue page only", () => {
    expect(accountScreenRequest('/vendor/7/catalog', '/api')?.(3)).toBe(
      '/api/vendor/accounts/3/catalogue/catalogue',
    );
    expect(accountScreenRequest('/vendor/7/orders', '/api')).toBeNull();
    expect(accountScreenRequest('/auth', '/api')).toBeNull();
  });

  it("asks on the statistics page for the week up to the end of today on the vendor's clock", () => {
    const request = statisticsScreenRequest('/vendor/7/statistics', '/api');
    expect(request?.vendorId).toBe(7);
    // 23:30 on 10 March in Moscow: the week of 4–10 March, from the 4th's midnight to the 11th's.
    const url = request!.url(openingStatisticPeriod('Europe/Moscow', new Date('2026-03-10T20:30:00Z')));
    expect(url).toBe(
      `/api/vendor/7/statistic?${new URLSearchParams({ from: '2026-03-03T21:00:00.000Z', to: '2026-03-10T21:00:00.000Z' })}`,
    );
    // The same address all that day long, from its first minute: the page asks for what the server
    // preloaded. Half an hour later it is the 11th there.
    expect(request!.url(openingStatisticPeriod('Europe/Moscow', new Date('2026-03-09T21:00:00Z')))).toBe(url);
    expect(request!.url(openingStatisticPeriod('Europe/Moscow', new Date('2026-03-10T21:00:00Z')))).not.toBe(
      url,
    );
    expect(statisticsScreenRequest('/vendor/7/statistics/', '/api')?.vendorId).toBe(7);
    expect(statisticsScreenRequest('/vendor/7/orders', '/api')).toBeNull();
    expect(statisticsScreenRequest('/vendor/x/statistics', '/api')).toBeNull();
  });

  it('names the vendor tab a path opens', () => {
    expect(vendorTabOf('/vendor/3/catalog')).toBe('catalog');
    expect(vendorTabOf('/vendor/3/orders/')).toBe('orders');
    expect(vendorTabOf('/vendor/3')).toBeNull();
    expect(vendorTabOf('/vendor/x/catalog')).toBeNull();
    expect(vendorTabOf('/auth')).toBeNull();
  });

  it('has the server render the orders board, the catalogue and the statistics, no other page', () => {
    expect(serverRendersFirstScreen('/vendor/3/orders')).toBe(true);
    expect(serverRendersFirstScreen('/vendor/3/catalog/')).toBe(true);
    expect(serverRendersFirstScreen('/vendor/3/statistics')).toBe(true);
    for (const other of [
      '/vendor/3/archive',
      '/vendor/3',
      '/vendor/x/orders',
      '/auth',
      '/vendor/3/orders/9',
    ]) {
      expect(serverRendersFirstScreen(other), other).toBe(false);
    }
  });
});

describe('the strings a first visit waits for', () => {
  it("the board and the sign-in page only the board's part, every other page both", () => {
    expect(stringPartsFor('/vendor/7/orders')).toEqual(['board']);
    expect(stringPartsFor('/vendor/7/orders/')).toEqual(['board']);
    expect(stringPartsFor('/auth')).toEqual(['board']);
    expect(stringPartsFor('/auth/reset')).toEqual(['board']);
    expect(stringPartsFor('/vendor/7/catalog')).toEqual(['board', 'rest']);
    expect(stringPartsFor('/vendor/7/orders-archive')).toEqual(['board', 'rest']);
    expect(stringPartsFor('/authority')).toEqual(['board', 'rest']);
    expect(stringPartsFor('/')).toEqual(['board', 'rest']);
  });
});
