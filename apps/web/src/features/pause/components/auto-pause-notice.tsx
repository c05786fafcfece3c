import { can } from '@larder/contract';
import { Alert } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { usePartnerConfig } from '@/shared/config/partner-config-context';
import { vendorClockLabel } from '@/shared/lib/vendor-clock';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useServerMarkup } from '@/shared/ssr/server-markup';
import { useDismissPauseNotice } from '../api/dismiss-pause-notice';

/**
 * Tells the owner or manager, at the next sign-in or on the open board, that the server paused
 * the shop because no orders screen was open, until someone dismisses it (for everyone).
 */
export function AutoPauseNotice() {
  const { t } = useTranslation();
  const { platformName } = usePartnerConfig();
  const { user, vendor, vendorId } = useVendorSession();
  const dismiss = useDismissPauseNotice(vendorId);
  const markup = useServerMarkup();
  if (!vendor.autoPauseNoticeAt || !can(user.role, 'vendor.pause')) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconPlayerPause size={20} />}
      title={t('pause.notice.title')}
      withCloseButton
      closeButtonLabel={t('pause.notice.dismiss')}
      onClose={() => dismiss.mutate()}
      data-testid="auto-pause-notice"
    >
      {t('pause.notice.body', {
        platform: platformName,
        time: vendorClockLabel(vendor.autoPauseNoticeAt, vendor.timeZone, markup?.renderedAt ?? Date.now()),
      })}
    </Alert>
  );
}
