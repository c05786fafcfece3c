import type { Role } from '@larder/contract';
import { buildSearch, paths, type VendorTab, type ViewId } from '@/shared/paths';
import { canOpenTab } from '../tab-access';

export type NavKey = Exclude<VendorTab, 'account' | 'activity'> | 'support';

/** Where a navigation entry leads: a page, or (object target) a page with a `view` opened on it. */
export interface NavTarget {
  pathname: string;
  view?: ViewId;
}

export interface NavItem {
  key: NavKey;
  target: NavTarget;
  href: string;
}

interface LocationLike {
  pathname: string;
  search: string;
}

const HEADER_TABS: Exclude<NavKey, 'support'>[] = ['statistics', 'orders', 'archive', 'catalog', 'employees'];

const normalizePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Views that are navigation entries of their own: while one is open, it is the active entry. */
const NAV_VIEWS: readonly string[] = ['support', 'profile'] satisfies ViewId[];

/**
 * docs/product.md#header-and-navigation: a link is active when the current path equals its target; for an
 * object target (a page plus a view) both the path and the view query value must match. One entry is active
 * at a time: a page's tab gives way while support or the profile is open over it.
 */
export function isNavTargetActive(location: LocationLike, target: NavTarget): boolean {
  const samePath = normalizePath(location.pathname) === normalizePath(target.pathname);
  const view = new URLSearchParams(location.search).get('view');
  if (target.view === undefined) return samePath && !(view !== null && NAV_VIEWS.includes(view));
  return samePath && view === target.view;
}

/** The header tabs a role may see, then the support entry (view=support over the current page). */
export function buildNavItems(role: Role, vendorId: number, location: LocationLike): NavItem[] {
  const tabs: NavItem[] = HEADER_TABS.filter((tab) => canOpenTab(role, tab)).map((tab) => {
    const href = paths.vendorTab(vendorId, tab);
    return { key: tab, target: { pathname: href }, href };
  });
  const support: NavItem = {
    key: 'support',
    target: { pathname: location.pathname, view: 'support' },
    href: `${location.pathname}${buildSearch(location.search, { view: 'support' })}`,
  };
  return [...tabs, support];
}
