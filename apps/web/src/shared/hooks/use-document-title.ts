import { useEffect } from 'react';
import { usePartnerConfig } from '@/shared/config/partner-config-context';
import { useOptionalVendorSession } from '@/shared/session/vendor-context';

/**
 * docs/product.md#routes-and-redirects: the vendor name (or the platform name outside a vendor) · the service
 * label · the page.
 * `page` is the already translated suffix (Orders, Catalog, ...).
 */
export function useDocumentTitle(page: string) {
  const { platformName, serviceLabel } = usePartnerConfig();
  const vendorName = useOptionalVendorSession()?.vendor.name;
  const name = vendorName?.trim() || platformName;
  useEffect(() => {
    document.title = [name, serviceLabel, page].filter(Boolean).join(' · ');
  }, [name, serviceLabel, page]);
}
