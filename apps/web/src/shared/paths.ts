/**
 * Every link and modal URL of the app is built here (docs/architecture.md#repository-layout: the URL is the
 * state). Components never concatenate paths or query strings themselves.
 */

/** Values of the `view` query parameter (docs/product.md#modals). */
export const VIEWS = [
  'main',
  'timeSectionList',
  'productBar',
  'support',
  'site-menu',
  'order-shipping',
  'order-info',
  'order-check',
  'order-change',
  'order-settings',
  'add-product',
  'create-product',
  'add-section',
  'add-group',
  'add-component',
  'add-menu-language',
  'edit-component',
  'change-section-cooking-time',
  'change-section-working-hours',
  'change-section-categories-tags',
  'change-product-price',
  'change-product-description',
  'change-product-nutrition',
  'change-product-tags',
  'change-product-parameters',
  'change-product-components',
  'change-product-image',
  'change-product-weight',
  'change-product-sku',
  'clone-product',
  'rename',
  'courier-comment',
  'edit-vendor-contacts',
  'edit-vendor-address',
  'edit-vendor-name-logo',
  'edit-vendor-image',
  'archive-order-preview',
  'account-order-preview',
  'archive-export',
  'change-catalog-categories',
  'change-catalog-working-hours',
  'profile',
  'edit-account-email',
  'edit-account-password',
  'almost-ready',
  'first-step',
  'second-step',
  'create-catalog',
  'add-employee',
  'employee-profile',
  'edit-employee',
  'change-vat-rate',
  'change-orientation',
  'set-catalog-category',
  'edit-section-groups',
  'change-display-method',
  'catalog-spreadsheet',
] as const;
export type ViewId = (typeof VIEWS)[number];

export function isViewId(value: string | null | undefined): value is ViewId {
  return value !== null && value !== undefined && (VIEWS as readonly string[]).includes(value);
}

/** The views of the mobile orders page, each with a sidebar icon (docs/product.md#header-and-navigation). */
export const ORDERS_PAGE_VIEWS = ['main', 'timeSectionList', 'productBar', 'support', 'site-menu'] as const;
export type OrdersPageView = (typeof ORDERS_PAGE_VIEWS)[number];

/** Modals about one order; the order id travels in the `order` parameter. */
export const ORDER_MODAL_VIEWS = ['order-info', 'order-check', 'order-shipping', 'order-change'] as const;
export type OrderModalView = (typeof ORDER_MODAL_VIEWS)[number];

export function isOrderModalView(view: string | null | undefined): view is OrderModalView {
  return view !== null && view !== undefined && (ORDER_MODAL_VIEWS as readonly string[]).includes(view);
}

/** Catalogue modals about one product: they read the `product` (and `section`) parameter. */
export const CATALOG_PRODUCT_VIEWS = [
  'change-product-price',
  'change-product-description',
  'change-product-nutrition',
  'change-product-tags',
  'change-product-weight',
  'change-product-sku',
  'change-product-parameters',
  'clone-product',
  'rename',
  'change-product-components',
  'change-product-image',
] as const;
export type CatalogueProductView = (typeof CATALOG_PRODUCT_VIEWS)[number];

/** Catalogue modals about one section: they read the `section` parameter. */
export const CATALOG_SECTION_VIEWS = [
  'change-section-cooking-time',
  'change-section-working-hours',
  'change-section-categories-tags',
  'change-vat-rate',
  'change-orientation',
  'set-catalog-category',
  'rename',
  'create-product',
  'add-product',
] as const;
export type CatalogueSectionView = (typeof CATALOG_SECTION_VIEWS)[number];

/** Catalogue modals about the whole catalogue (no section or product parameter). */
export const CATALOG_WIDE_VIEWS = [
  'add-section',
  'add-menu-language',
  'change-catalog-working-hours',
  'change-catalog-categories',
  'edit-section-groups',
  'create-catalog',
  'catalog-spreadsheet',
] as const;
export type CatalogueWideView = (typeof CATALOG_WIDE_VIEWS)[number];

/** Catalogue modals about one component group (and one of its components): `group`, `component`. */
export const CATALOG_GROUP_VIEWS = [
  'add-component',
  'edit-component',
  'change-display-method',
  'rename',
] as const;
export type CatalogueGroupView = (typeof CATALOG_GROUP_VIEWS)[number];

/** `modal` value of the add-products modal when it picks the popular products. */
export const POPULAR_PRODUCTS_MODAL = 'popular';

/** Query parameters the app understands (docs/product.md#modals). */
export interface AppSearchParams {
  view?: ViewId;
  modal?: string;
  section?: number | string;
  category?: number | string;
  group?: number | string;
  component?: number | string;
  product?: number | string;
  id?: number | string;
  order?: number | string;
  /**
   * The archive's filters (docs/product.md#modals): a reload, the back button or a shared link keeps them.
   */
  status?: string;
  /** First and last whole vendor day of the archive's period, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  search?: string;
  /** `all`: the statistics or the archive of every location the user works at. */
  locations?: string;
}
export type AppSearchParam = keyof AppSearchParams;

/** The archive filter's parameters; the export modal opened over the archive reads the same ones. */
export const ARCHIVE_FILTER_PARAMS = ['status', 'from', 'to', 'search'] as const satisfies AppSearchParam[];
export type ArchiveFilterParam = (typeof ARCHIVE_FILTER_PARAMS)[number];

/** Tabs of the vendor area, in header order. */
export const VENDOR_TABS = [
  'statistics',
  'orders',
  'archive',
  'catalog',
  'employees',
  'account',
  // Not in the header: reached from the account and employees pages.
  'activity',
] as const;
export type VendorTab = (typeof VENDOR_TABS)[number];

export function isVendorTab(value: string | undefined): value is VendorTab {
  return value !== undefined && (VENDOR_TABS as readonly string[]).includes(value);
}

/** Applies `changes` to a search string: a value sets, undefined or null removes. Returns '' or '?…'. */
export function buildSearch(
  current: string | URLSearchParams,
  changes: Partial<Record<AppSearchParam, string | number | null | undefined>>,
): string {
  const search = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') search.delete(key);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const withParams = (pathname: string, params?: AppSearchParams): string =>
  `${pathname}${params ? buildSearch('', params) : ''}`;

type VendorId = number | string;

export const paths = {
  root: () => '/',
  /** Sign-in; where logout and a reset session land (docs/product.md#routes-and-redirects). */
  auth: () => '/auth',
  /** Where a user who is not signed in is sent (docs/product.md#routes-and-redirects). */
  authEntry: () => '/auth/',
  resetPassword: (token: string) => `/auth?resetToken=${encodeURIComponent(token)}`,
  vendor: (vendorId: VendorId) => `/vendor/${vendorId}`,
  vendorTab: (vendorId: VendorId, tab: VendorTab, params?: AppSearchParams) =>
    withParams(`/vendor/${vendorId}/${tab}`, params),
  statistics: (vendorId: VendorId, params?: AppSearchParams) =>
    paths.vendorTab(vendorId, 'statistics', params),
  orders: (vendorId: VendorId, params?: AppSearchParams) => paths.vendorTab(vendorId, 'orders', params),
  archive: (vendorId: VendorId, params?: AppSearchParams) => paths.vendorTab(vendorId, 'archive', params),
  /**
   * An archive order's preview over the current page (view=archive-order-preview&order=N); an order
   * of another location listed with all of them opens at that location's address, the list kept.
   */
  archiveOrder: (location: { pathname: string; search: string }, orderId: number, vendorId?: number) =>
    `${vendorId === undefined ? location.pathname : paths.atLocation(location, vendorId)}${buildSearch(location.search, { view: 'archive-order-preview', order: orderId })}`,
  /** An order's preview opened outside the archive (a review's order), over the current page. */
  accountOrder: (location: { pathname: string; search: string }, orderId: number) =>
    `${location.pathname}${buildSearch(location.search, { view: 'account-order-preview', order: orderId })}`,
  catalogue: (vendorId: VendorId, params?: AppSearchParams) => paths.vendorTab(vendorId, 'catalog', params),
  employees: (vendorId: VendorId, params?: AppSearchParams) => paths.vendorTab(vendorId, 'employees', params),
  account: (vendorId: VendorId, params?: AppSearchParams) => paths.vendorTab(vendorId, 'account', params),
  /** The audit log of the vendor (issue 13). */
  activity: (vendorId: VendorId) => paths.vendorTab(vendorId, 'activity'),
  /** The catalogue with a section (and a product of it) selected. */
  catalogueItem: (vendorId: VendorId, item: { section: number; product?: number }) =>
    paths.catalogue(vendorId, item),
  /** A product's modal over the catalogue, that product selected. */
  catalogueProductModal: (
    vendorId: VendorId,
    view: CatalogueProductView,
    item: { section: number; product: number },
  ) => paths.catalogue(vendorId, { ...item, view }),
  /** A section's modal over the catalogue, that section selected. */
  catalogueSectionModal: (vendorId: VendorId, view: CatalogueSectionView, section: number) =>
    paths.catalogue(vendorId, { section, view }),
  /** A modal about the whole catalogue, keeping `section` selected (for when it closes) when given. */
  catalogueModal: (vendorId: VendorId, view: CatalogueWideView, section?: number) =>
    paths.catalogue(vendorId, { section, view }),
  /** The catalogue with a component group selected: its components fill the grid. */
  catalogueGroup: (vendorId: VendorId, group: number) => paths.catalogue(vendorId, { group }),
  /** A component group's modal over the catalogue (with `component` for one of its components). */
  catalogueGroupModal: (vendorId: VendorId, view: CatalogueGroupView, group: number, component?: number) =>
    paths.catalogue(vendorId, { group, component, view }),
  /** The add-group modal over the catalogue. */
  catalogueAddGroup: (vendorId: VendorId) => paths.catalogue(vendorId, { view: 'add-group' }),
  /** A product's components modal; `group` opens that group's setup at once (docs/product.md#modals). */
  productComponents: (vendorId: VendorId, item: { section: number; product: number }, group?: number) =>
    paths.catalogue(vendorId, { ...item, group, view: 'change-product-components' }),
  /** The add-products modal picking the popular products (`modal=popular`) instead of a section's. */
  cataloguePopularProducts: (vendorId: VendorId, section?: number) =>
    paths.catalogue(vendorId, { section, view: 'add-product', modal: POPULAR_PRODUCTS_MODAL }),
  /** The current page with a modal opened on top of it (other query parameters are kept). */
  modal: (
    location: { pathname: string; search: string },
    view: ViewId,
    params?: Omit<AppSearchParams, 'view'>,
  ) => `${location.pathname}${buildSearch(location.search, { ...params, view })}`,
  /** An order's modal (details, receipt, courier) over the current page. */
  orderModal: (location: { pathname: string; search: string }, view: OrderModalView, orderId: number) =>
    `${location.pathname}${buildSearch(location.search, { view, order: orderId })}`,
  /**
   * The same page at another location of the account; the query stays behind, since its modals and
   * filters name this location's orders and people.
   */
  atLocation: (location: { pathname: string }, vendorId: VendorId) =>
    location.pathname.replace(/^\/vendor\/[^/]+/, `/vendor/${vendorId}`),
  /** A view of the mobile orders page; `main` is the page itself. */
  ordersView: (vendorId: VendorId, view: OrdersPageView) =>
    paths.orders(vendorId, view === 'main' ? undefined : { view }),
} as const;

/** The tab the vendor area opens on (orders for every role). */
export const DEFAULT_VENDOR_TAB: VendorTab = 'orders';
