import { type AppSearchParam, isOrderModalView, type ViewId } from '@/shared/paths';

/** Modal layouts (docs/product.md#modals). */
export type ModalLayoutName = 'default' | 'medium' | 'wide' | 'big' | 'small' | 'l-default' | 'huge';

/** Width of each layout; "wide" is the general 62rem (docs/product.md#modals). */
export const MODAL_WIDTHS: Record<ModalLayoutName, string> = {
  small: '24rem',
  default: '32rem',
  'l-default': '40rem',
  medium: '48rem',
  wide: '62rem',
  big: '72rem',
  huge: '84rem',
};

// The kitchen's order settings are a short form: the default width (issue 13).
const DEFAULT_LAYOUT: readonly ViewId[] = ['support', 'almost-ready', 'order-settings'];
const BIG_LAYOUT: readonly ViewId[] = [
  'change-product-parameters',
  'change-catalog-categories',
  'change-product-tags',
  // The same catalogue categories and tags modal, opened from a section.
  'change-section-categories-tags',
];
const HUGE_LAYOUT: readonly ViewId[] = ['edit-vendor-address'];

/**
 * docs/product.md#modals: default for support and almost-ready, big for product params, catalogue categories
 * and product tags, huge for the vendor address, wide otherwise.
 */
export function modalLayoutFor(view: ViewId): ModalLayoutName {
  if (DEFAULT_LAYOUT.includes(view)) return 'default';
  if (BIG_LAYOUT.includes(view)) return 'big';
  if (HUGE_LAYOUT.includes(view)) return 'huge';
  return 'wide';
}

/**
 * Modals whose work would be lost by a stray click: a click outside does not close them
 * (docs/product.md#modals).
 */
export const STICKY_MODALS: readonly ViewId[] = [
  'edit-vendor-address',
  'edit-vendor-contacts',
  'courier-comment',
  'add-employee',
  'change-product-components',
  // A change of an order being made: counts, chips, a picked substitute and the reason.
  'order-change',
  // onboarding
  'almost-ready',
  'first-step',
  'second-step',
  'create-catalog',
];

export function closesOnClickOutside(view: ViewId): boolean {
  return !STICKY_MODALS.includes(view);
}

/**
 * What closing removes from the URL: view, plus component for component modals, group for product
 * components, order for an order's modals.
 */
export function paramsClearedOnClose(view: ViewId): AppSearchParam[] {
  if (view === 'edit-component' || view === 'add-component') return ['view', 'component'];
  if (view === 'change-product-components') return ['view', 'group'];
  if (isOrderModalView(view)) return ['view', 'order'];
  return ['view'];
}
