import { AUTO_PAUSE_CHOICES, can, END_OF_DAY, isPausedAt, type PauseRequest } from '@larder/contract';
import { ActionIcon, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { DeferredMenu } from '@/shared/components/deferred-menu';
import { Hint } from '@/shared/components/hint';
import { usePauseClock } from '@/shared/hooks/use-pause-clock';
import { useVendorSession } from '@/shared/session/vendor-context';
import { pausedLabel } from '@/shared/session/vendor-status';
import { useAutoPause } from '../api/get-auto-pause';
import { usePauseVendor } from '../api/pause-vendor';
import { useResumeVendor } from '../api/resume-vendor';
import { useSetAutoPause } from '../api/set-auto-pause';
import classes from './pause.module.css';

/** The pauses the menu offers (the API also takes 2 and 4 hours, or an instant). */
const PAUSE_CHOICES: readonly { key: '15' | '30' | '60' | 'endOfDay'; request: PauseRequest }[] = [
  { key: '15', request: { minutes: 15 } },
  { key: '30', request: { minutes: 30 } },
  { key: '60', request: { minutes: 60 } },
  { key: 'endOfDay', request: { until: END_OF_DAY } },
];

/**
 * While the shop is paused: a strip across the top of every page, under the header, saying until
 * when ("Paused until 14:30", on the vendor's clock) with Resume for those who may. Everyone sees
 * it, workers included; it goes by itself when a timed pause ends.
 */
export function PauseBanner({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const { user, vendor, vendorId } = useVendorSession();
  const now = usePauseClock(vendor.pausedUntil);
  const resume = useResumeVendor(vendorId);
  if (!isPausedAt(vendor, now)) return null;
  return (
    <div
      className={mobile ? `${classes.banner} ${classes.bannerMobile}` : classes.banner}
      role="status"
      data-testid="pause-banner"
    >
      <IconPlayerPause size={18} aria-hidden className={classes.icon} />
      <span className={classes.label} data-testid="paused-until">
        {pausedLabel(vendor, now, t)}
      </span>
      {!mobile && <span className={classes.hint}>{t('pause.hint')}</span>}
      {can(user.role, 'vendor.pause') && (
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          loading={resume.isPending}
          onClick={() => resume.mutate(undefined, { onError: () => showFailure(t) })}
          data-testid="resume-orders"
        >
          {t('pause.resume')}
        </Button>
      )}
    </div>
  );
}

function showFailure(t: TFunction) {
  notifications.show({ color: 'red', message: t('pause.failed') });
}

/** "Pause orders" in the header: pause for a while, and the auto-pause setting. Not while paused. */
export function PauseMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, vendor, vendorId } = useVendorSession();
  const now = usePauseClock(vendor.pausedUntil);
  const [opened, setOpened] = useState(false);
  const pause = usePauseVendor(vendorId);
  const autoPause = useAutoPause(vendorId, opened);
  const setAutoPause = useSetAutoPause(vendorId);
  const current = autoPause.data?.autoPauseAfterMinutes;
  if (!can(user.role, 'vendor.pause') || isPausedAt(vendor, now)) return null;

  const trigger = compact ? (
    <ActionIcon
      variant="default"
      size={32}
      radius="xl"
      aria-label={t('pause.pauseOrders')}
      loading={pause.isPending}
      data-testid="pause-menu"
    >
      <IconPlayerPause size={16} />
    </ActionIcon>
  ) : (
    <Button
      variant="default"
      size="compact-sm"
      radius="xl"
      leftSection={<IconPlayerPause size={14} aria-hidden />}
      loading={pause.isPending}
      data-testid="pause-menu"
      style={{ flex: 'none' }}
    >
      {t('pause.pauseOrders')}
    </Button>
  );

  const menu = (
    <DeferredMenu
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={280}
      target={trigger}
      dropdownProps={{ 'data-testid': 'pause-menu-dropdown' }}
    >
      {({ Menu, NativeSelect }) => (
        <>
          <Menu.Label>{t('pause.menuLabel')}</Menu.Label>
          {PAUSE_CHOICES.map((choice) => (
            <Menu.Item
              key={choice.key}
              onClick={() => pause.mutate(choice.request, { onError: () => showFailure(t) })}
              data-testid={`pause-for-${choice.key}`}
            >
              {t(`pause.choices.${choice.key}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <NativeSelect
            px="sm"
            pb="xs"
            size="sm"
            label={t('pause.autoPause.label')}
            description={t('pause.autoPause.hint')}
            disabled={autoPause.data === undefined || setAutoPause.isPending}
            value={current === null || current === undefined ? 'off' : String(current)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAutoPause.mutate(
                { autoPauseAfterMinutes: value === 'off' ? null : Number(value) },
                { onError: () => showFailure(t) },
              );
            }}
            data={[
              { value: 'off', label: t('pause.autoPause.off') },
              ...AUTO_PAUSE_CHOICES.map((minutes) => ({
                value: String(minutes),
                label: t('pause.autoPause.after', { count: minutes }),
              })),
            ]}
            data-testid="auto-pause-select"
          />
        </>
      )}
    </DeferredMenu>
  );
  return compact ? <Hint label={t('pause.pauseOrders')}>{menu}</Hint> : menu;
}
