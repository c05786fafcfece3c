import { busyMinutesAt } from '@larder/contract';
import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFlame } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { Hint } from '@/shared/components/hint';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useOrderSettings } from '../api/get-order-settings';
import { clockTime } from '../lib/order-time';

/** Busy mode may end by itself: the chip checks the time this often. */
const BUSY_CHECK_MS = 15_000;

/**
 * The board header's kitchen controls: a "Busy +N min" chip while busy mode is on, and the button
 * that opens the order settings (view=order-settings).
 */
export function OrderSettingsControls({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { vendorId, vendor } = useVendorSession();
  const settings = useOrderSettings(vendorId).data;
  const now = useNow(BUSY_CHECK_MS);
  const busyMinutes = settings ? busyMinutesAt(settings, new Date(now)) : 0;
  const settingsLink = paths.modal(location, 'order-settings');

  return (
    <>
      {busyMinutes > 0 && (
        <Hint
          label={
            settings?.busyUntil
              ? t('orders.busyUntil', { time: clockTime(settings.busyUntil, vendor.timeZone) })
              : t('orders.busyUntilOff')
          }
        >
          <Badge
            component={Link}
            to={settingsLink}
            size={compact ? 'md' : 'lg'}
            color="orange"
            variant="filled"
            radius="sm"
            leftSection={<IconFlame size={16} aria-hidden />}
            style={{ cursor: 'pointer' }}
            data-testid="busy-chip"
          >
            {t('orders.busyChip', { minutes: busyMinutes })}
          </Badge>
        </Hint>
      )}
      <Button
        component={Link}
        to={settingsLink}
        variant="default"
        size={compact ? 'compact-md' : 'sm'}
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        data-testid="order-settings-open"
      >
        {t('orders.settings.open')}
      </Button>
    </>
  );
}
