import { useSearchParams } from 'react-router';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useOrder } from '../api/get-order';

/** The order named by the `order` query parameter (the order modals' subject). */
export function useOpenOrder() {
  const { vendorId } = useVendorSession();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('order');
  const orderId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return { orderId, ...useOrder(vendorId, orderId) };
}
