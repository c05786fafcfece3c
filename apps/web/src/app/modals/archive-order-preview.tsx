import { ArchiveOrderPreviewModal } from '@/features/archive/components/archive-order-preview-modal';
import { OrderCheck } from '@/features/orders/components/order-check-modal';

/** The archive's order preview with the orders feature's receipt: the two features meet here. */
export function ArchiveOrderPreview() {
  return <ArchiveOrderPreviewModal receipt={(order) => <OrderCheck order={order} />} />;
}
