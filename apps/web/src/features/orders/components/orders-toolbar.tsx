import { ActionIcon, Alert, Badge, Button, CloseButton, Group, Switch, TextInput } from '@mantine/core';
import { IconBell, IconBellRinging, IconSearch, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { Hint } from '@/shared/components/hint';
import { Spinner } from '@/shared/components/spinner';
import { orderKeys } from '../api/order-keys';
import type { OrderAlert } from '../hooks/use-order-alert';
import type { LiveState } from '../hooks/use-orders-live';
import { useOrdersLoading } from '../hooks/use-orders-loading';
import { usePrintOnAccept } from '../lib/print-settings';
import classes from './orders.module.css';

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      className={classes.search}
      size="md"
      radius="md"
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={18} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('orders.search.clear')} onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}

/** The mute toggle: sound on (default) or off, remembered on this device. */
export function MuteToggle({ alert, compact = false }: { alert: OrderAlert; compact?: boolean }) {
  const { t } = useTranslation();
  const label = alert.muted ? t('orders.alert.soundOff') : t('orders.alert.soundOn');
  const toggle = () => {
    alert.toggleMute();
    // A click is the moment a browser lets us ask for notifications.
    alert.requestNotifications();
  };
  if (compact) {
    const Icon = alert.muted ? IconVolumeOff : IconVolume;
    return (
      <Hint label={label}>
        <ActionIcon
          variant={alert.muted ? 'light' : 'default'}
          color={alert.muted ? 'red' : 'gray'}
          size={36}
          aria-label={t('orders.alert.sound')}
          aria-pressed={!alert.muted}
          onClick={toggle}
          data-testid="sound-toggle"
        >
          <Icon size={20} />
        </ActionIcon>
      </Hint>
    );
  }
  return (
    <Button
      variant={alert.muted ? 'light' : 'default'}
      color={alert.muted ? 'red' : 'gray'}
      size="md"
      leftSection={alert.muted ? <IconVolumeOff size={20} /> : <IconVolume size={20} />}
      aria-pressed={!alert.muted}
      onClick={toggle}
      data-testid="sound-toggle"
    >
      {label}
    </Button>
  );
}

export function NotificationsButton({ alert }: { alert: OrderAlert }) {
  const { t } = useTranslation();
  if (alert.notificationPermission !== 'default') return null;
  return (
    <Hint label={t('orders.alert.enableNotifications')}>
      <ActionIcon
        variant="default"
        size={42}
        onClick={alert.requestNotifications}
        aria-label={t('orders.alert.enableNotifications')}
        data-testid="enable-notifications"
      >
        <IconBell size={20} />
      </ActionIcon>
    </Hint>
  );
}

/**
 * The live connection: green while open; red once it is lost (closed, or silent past a heartbeat)
 * until it is back; grey before the first open. A dot alone where space is short.
 */
export function LiveStatus({ state, compact = false }: { state: LiveState; compact?: boolean }) {
  const { t } = useTranslation();
  const label =
    state === 'live'
      ? t('orders.live.connected')
      : state === 'lost'
        ? t('orders.live.offline')
        : t('orders.live.connecting');
  return (
    <Hint label={label} disabled={!compact}>
      <Badge
        variant="dot"
        color={state === 'live' ? 'green' : state === 'lost' ? 'red' : 'gray'}
        size="lg"
        data-testid="live-status"
        data-state={state}
        data-connected={state === 'live' || undefined}
        aria-label={compact ? label : undefined}
        role="status"
        styles={compact ? { root: { paddingInline: 8, gap: 0 }, label: { display: 'none' } } : undefined}
      >
        {label}
      </Badge>
    </Hint>
  );
}

/**
 * The indicator for the vendor's order lists. It watches the loads itself: the page around it (the
 * whole board) does not render again each time a poll starts and ends.
 */
export function OrderListsLoadingIndicator({ vendorId }: { vendorId: number }) {
  const fetching = useIsFetching({ queryKey: orderKeys.list(vendorId) }) > 0;
  return <OrdersLoadingIndicator fetching={fetching} />;
}

/**
 * A small "updating" mark: set when a load starts, gone 1.4 s later
 * (docs/product.md#the-active-orders-board).
 */
export function OrdersLoadingIndicator({ fetching }: { fetching: boolean }) {
  const { t } = useTranslation();
  const loading = useOrdersLoading(fetching);
  if (!loading) return null;
  return <Spinner size={20} label={t('orders.loading')} color="var(--mantine-color-dimmed)" />;
}

/** Shown while the browser keeps the chime silent until someone clicks the page. */
export function SoundBanner({ alert }: { alert: OrderAlert }) {
  const { t } = useTranslation();
  if (!alert.soundBlocked || alert.muted) return null;
  return (
    <Alert
      variant="filled"
      // White on orange reads below 4.5:1: a ringing order gets the deep red that keeps it.
      color={alert.ringing ? 'red.9' : 'dark'}
      radius="md"
      mb="md"
      icon={<IconBellRinging size={22} />}
      data-testid="sound-banner"
      styles={{ body: { justifyContent: 'center' } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <span>{alert.ringing ? t('orders.alert.ringing') : t('orders.alert.enableSoundHint')}</span>
        <Button variant="white" color="dark" size="sm" onClick={alert.enableSound}>
          {t('orders.alert.enableSound')}
        </Button>
      </Group>
    </Alert>
  );
}

/** "Print on accept": accepting an order opens its kitchen ticket for printing, on this device. */
export function PrintOnAcceptSwitch() {
  const { t } = useTranslation();
  const [printOnAccept, setPrintOnAccept] = usePrintOnAccept();
  return (
    <Hint label={t('orders.print.onAcceptHint')} multiline>
      <Switch
        size="md"
        checked={printOnAccept}
        onChange={(event) => setPrintOnAccept(event.currentTarget.checked)}
        label={t('orders.print.onAccept')}
        data-testid="print-on-accept"
      />
    </Hint>
  );
}
