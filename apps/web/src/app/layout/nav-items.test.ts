import { describe, expect, it } from 'vitest';
import { buildNavItems, isNavTargetActive } from './nav-items';

describe('isNavTargetActive', () => {
  it('matches a page target on the path alone', () => {
    const target = { pathname: '/vendor/1/orders' };
    expect(isNavTargetActive({ pathname: '/vendor/1/orders', search: '' }, target)).toBe(true);
    expect(
      isNavTargetActive({ pathname: '/vendor/1/orders/', search: '?order=4&view=order-info' }, target),
    ).toBe(true);
    expect(isNavTargetActive({ pathname: '/vendor/1/catalog', search: '' }, target)).toBe(false);
    expect(isNavTargetActive({ pathname: '/vendor/2/orders', search: '' }, target)).toBe(false);
  });

  it('needs both the path and the view value for an object target', () => {
    const target = { pathname: '/vendor/1/orders', view: 'support' as const };
    expect(isNavTargetActive({ pathname: '/vendor/1/orders', search: '?view=support' }, target)).toBe(true);
    expect(
      isNavTargetActive({ pathname: '/vendor/1/orders', search: '?section=3&view=support' }, target),
    ).toBe(true);
    expect(isNavTargetActive({ pathname: '/vendor/1/orders', search: '' }, target)).toBe(false);
    expect(isNavTargetActive({ pathname: '/vendor/1/orders', search: '?view=profile' }, target)).toBe(false);
    expect(isNavTargetActive({ pathname: '/vendor/1/catalog', search: '?view=support' }, target)).toBe(false);
  });
});

describe('one active entry at a time', () => {
  it('the page tab gives way while support or the profile is open over it', () => {
    const orders = { pathname: '/vendor/1/orders' };
    const support = { pathname: '/vendor/1/orders', view: 'support' as const };
    const onSupport = { pathname: '/vendor/1/orders', search: '?view=support' };
    expect(isNavTargetActive(onSupport, support)).toBe(true);
    expect(isNavTargetActive(onSupport, orders)).toBe(false);
    expect(isNavTargetActive({ pathname: '/vendor/1/orders', search: '?view=profile' }, orders)).toBe(false);
  });
});

describe('buildNavItems', () => {
  const here = { pathname: '/vendor/4/catalog', search: '?section=2' };

  it('gives owners and managers every tab, then support', () => {
    for (const role of ['VENDOR_OWNER', 'VENDOR_MANAGER'] as const) {
      expect(buildNavItems(role, 4, here).map((item) => item.key)).toEqual([
        'statistics',
        'orders',
        'archive',
        'catalog',
        'employees',
        'support',
      ]);
    }
  });

  it('hides statistics, archive and employees from workers', () => {
    expect(buildNavItems('VENDOR_WORKER', 4, here).map((item) => item.key)).toEqual([
      'orders',
      'catalog',
      'support',
    ]);
  });

  it('opens support over the current page, keeping its parameters', () => {
    const support = buildNavItems('VENDOR_OWNER', 4, here).at(-1);
    expect(support?.href).toBe('/vendor/4/catalog?section=2&view=support');
    expect(support?.target).toEqual({ pathname: '/vendor/4/catalog', view: 'support' });
    expect(buildNavItems('VENDOR_OWNER', 4, here)[1]?.href).toBe('/vendor/4/orders');
  });
});
