import { Navigate } from 'react-router';
import { DEFAULT_VENDOR_TAB, paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';

/** /vendor/{id} and unknown tabs open the default tab (orders). */
export function DefaultTabRedirect() {
  const { vendorId } = useVendorSession();
  return <Navigate to={paths.vendorTab(vendorId, DEFAULT_VENDOR_TAB)} replace />;
}
