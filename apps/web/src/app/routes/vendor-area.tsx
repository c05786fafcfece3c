import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { setApiVendorContext } from '@/shared/api/client';
import { paths } from '@/shared/paths';
import { useMe } from '@/shared/session/api/get-me';
import { VendorSessionProvider } from '@/shared/session/vendor-context';
import { AppLayout } from '../layout/app-layout';

const NUMERIC = /^\d+$/;

/**
 * /vendor/{id}: the id is the route parameter when numeric, otherwise the account's first vendor
 * (docs/product.md#routes-and-redirects); the URL is rewritten to the id actually shown. A numeric id the
 * account does not own falls back to the first vendor too.
 */
export function VendorArea() {
  const user = useMe().data;
  const { vendorId: raw = '' } = useParams();
  const location = useLocation();
  const vendors = user?.account.vendors ?? [];
  const requested = NUMERIC.test(raw) ? vendors.find((vendor) => vendor.id === Number(raw)) : undefined;
  const vendor = requested ?? vendors[0];

  const session = useMemo(
    () => (user && vendor ? { user, account: user.account, vendor, vendorId: vendor.id } : null),
    [user, vendor],
  );

  const shownVendorId = requested?.id ?? null;
  useEffect(() => {
    setApiVendorContext(shownVendorId);
    return () => setApiVendorContext(null);
  }, [shownVendorId]);

  // Signed out meanwhile (e.g. logout): the session gate takes over.
  if (!vendor || !session) return <Navigate to={paths.authEntry()} replace />;
  if (!requested) {
    const rest = location.pathname.split('/').slice(3).join('/');
    const pathname = `/vendor/${vendor.id}${rest ? `/${rest}` : ''}`;
    return <Navigate to={{ pathname, search: location.search }} replace />;
  }

  return (
    <VendorSessionProvider value={session}>
      <AppLayout />
    </VendorSessionProvider>
  );
}
