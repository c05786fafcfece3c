import { ArchiveOrderPreviewModal } from '@/features/archive/components/archive-order-preview-modal';
import { OrderCheck } from '@/features/orders/components/order-check-modal';

/** The archive's order preview with the orders feature's receipt: the two features meet here. */
export function ArchiveOrderPreview() {
  return <ArchiveOrderPreviewModal receipt={(order) => <OrderCheck order={order} />} />;
}

/**
 * The same preview opened away from the archive (a review's order on the statistics page), with
 * a way to the order's row in the archive.
 */
export function AccountOrderPreview() {
  return <ArchiveOrderPreviewModal receipt={(order) => <OrderCheck order={order} />} linkToArchive />;
}
