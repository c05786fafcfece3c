import { type Vendor, type VendorStatus, vendorStatusAt } from '@larder/contract';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { usePauseClock } from '@/shared/hooks/use-pause-clock';
import { vendorClockLabel } from '@/shared/lib/vendor-clock';
import { useVendorSession } from './vendor-context';

export interface VendorStatusView {
  status: VendorStatus;
  /** "Opened", "Closed", "Paused until 14:30" (on the vendor's clock), "Paused" (until resumed). */
  label: string;
  /** The same without the time ("Paused"), where the pause strip right under it gives the time. */
  shortLabel: string;
  color: 'green' | 'orange' | 'gray';
}

const COLORS = { OPENED: 'green', PAUSED: 'orange', CLOSED: 'gray' } as const;

/** "Paused until 14:30", or "Paused" for a pause that lasts until someone resumes. */
export function pausedLabel(vendor: Vendor, now: number, t: TFunction): string {
  if (vendor.autoPausedAt !== null || vendor.pausedUntil === null) return t('vendorStatus.paused');
  return t('vendorStatus.pausedUntil', { time: vendorClockLabel(vendor.pausedUntil, vendor.timeZone, now) });
}

/**
 * The vendor's status as customers meet it (contract's vendorStatusAt), the same in the header,
 * on the account page and in the pause strip; it changes by itself when a timed pause ends.
 */
export function useVendorStatus(): VendorStatusView {
  const { t } = useTranslation();
  const { account, vendor } = useVendorSession();
  const now = usePauseClock(vendor.pausedUntil);
  const status = vendorStatusAt(account, vendor, now);
  const label =
    status === 'PAUSED'
      ? pausedLabel(vendor, now, t)
      : status === 'OPENED'
        ? t('vendorStatus.opened')
        : t('vendorStatus.closed');
  const shortLabel = status === 'PAUSED' ? t('vendorStatus.paused') : label;
  return { status, label, shortLabel, color: COLORS[status] };
}
