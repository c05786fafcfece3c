import { useTranslation } from '@/i18n/react';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useVendorStatus } from '@/shared/session/vendor-status';
import { useSpecialHours } from '../api/get-special-hours';
import { specialClosedLabel } from '../components/special-hours-section';

/**
 * "Closed today (Christmas)" while special hours keep an otherwise open vendor shut (the intake
 * refuses its orders then), else null: the header's and the account page's status say it instead
 * of Opened.
 */
export function useSpecialClosedLabel(): string | null {
  const { t } = useTranslation();
  const { vendor, vendorId } = useVendorSession();
  const { status } = useVendorStatus();
  const { data } = useSpecialHours(vendorId);
  return status === 'OPENED' ? specialClosedLabel(data, vendor.timeZone, t) : null;
}
