import { accountModals } from '@/features/account/modals';
import { archiveModals } from '@/features/archive/modals';
import { catalogueModals } from '@/features/catalogue/modals';
import { employeeModals } from '@/features/employees/modals';
import { orderModals } from '@/features/orders/modals';
import { profileModals } from '@/features/profile/modals';
import { supportModals } from '@/features/support/modals';
import { defineModals, lazyNamed, type ModalRegistry } from '@/shared/modals/define-modals';

const orderPreviews = () => import('./order-previews');

/**
 * An archived order opened from the archive, or from a review on the statistics page: they join
 * the orders and archive features, so the app holds them. The same archive data, so the same
 * permission (docs/product.md#roles-and-permissions: not for workers).
 */
const previewModals = defineModals(
  {
    'archive-order-preview': lazyNamed(orderPreviews, 'ArchiveOrderPreview'),
    'account-order-preview': lazyNamed(orderPreviews, 'AccountOrderPreview'),
  },
  { clearOnClose: ['view', 'order'], permission: 'archive.view' },
);

/**
 * The one map from `view` to modal (docs/product.md#modals): each feature's own, merged. Views that
 * are page panels (main, timeSectionList, productBar, site-menu) are not modals.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  ...profileModals,
  ...supportModals,
  ...orderModals,
  ...previewModals,
  ...archiveModals,
  ...catalogueModals,
  ...employeeModals,
  ...accountModals,
};
