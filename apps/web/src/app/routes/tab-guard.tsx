import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type VendorTab } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { canOpenTab } from '../tab-access';

/** A tab the role may not open is replaced by the catalogue (docs/product.md#roles-and-permissions). */
export function TabGuard({ tab, children }: { tab: VendorTab; children: ReactNode }) {
  const { user, vendorId } = useVendorSession();
  const location = useLocation();
  if (!canOpenTab(user.role, tab)) {
    return <Navigate to={{ pathname: paths.catalogue(vendorId), search: location.search }} replace />;
  }
  return <>{children}</>;
}
