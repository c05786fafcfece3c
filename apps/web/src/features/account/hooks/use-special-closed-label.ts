import { isSpecialClosedAt, type SpecialDay, zonedDay } from '@larder/contract';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useVendorStatus } from '@/shared/session/vendor-status';
import { useSpecialHours } from '../api/get-special-hours';

/**
 * "Closed today (Christmas)" while a closed special day (or its closed hours) holds, else null.
 * Here rather than beside the special-hours form: the header shows it on every page, and loads
 * none of the form's code for it.
 */
export function specialClosedLabel(
  list: SpecialDay[] | undefined,
  timeZone: string,
  t: TFunction,
  now = new Date(),
) {
  if (!list || !isSpecialClosedAt(list, timeZone, now)) return null;
  const today = list.find((day) => day.date === zonedDay(now, timeZone));
  return today?.note
    ? t('specialHours.closedTodayWithNote', { note: today.note })
    : t('specialHours.closedToday');
}

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
