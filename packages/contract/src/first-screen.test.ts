import { describe, expect, it } from 'vitest';
import {
  accountScreenRequest,
  firstScreenRequests,
  serverRendersFirstScreen,
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

  it('names the vendor tab a path opens', () => {
    expect(vendorTabOf('/vendor/3/catalog')).toBe('catalog');
    expect(vendorTabOf('/vendor/3/orders/')).toBe('orders');
    expect(vendorTabOf('/vendor/3')).toBeNull();
    expect(vendorTabOf('/vendor/x/catalog')).toBeNull();
    expect(vendorTabOf('/auth')).toBeNull();
  });

  it('has the server render the orders board and the catalogue, no other page', () => {
    expect(serverRendersFirstScreen('/vendor/3/orders')).toBe(true);
    expect(serverRendersFirstScreen('/vendor/3/catalog/')).toBe(true);
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
