import { formatOrderNumber, type Order, TIMINGS_MS } from '@larder/contract';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { deferredModule, loadUntilLoaded } from '@/shared/lib/deferred-module';
import { whenIdle } from '@/shared/lib/when-idle';
import { useDeviceState } from '@/shared/ssr/server-markup';

/** The chimes' code, which comes with the AudioContext once the board has painted. */
const chimeModule = deferredModule(() => import('../lib/chime'));

/** The sound: the AudioContext and the chimes played through it. */
interface Sound {
  context: AudioContext;
  chime: typeof import('../lib/chime');
}

export const SOUND_MUTED_STORAGE_KEY = 'larder.orders.soundMuted';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const readMuted = (): boolean => {
  try {
    return window.localStorage.getItem(SOUND_MUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

const writeMuted = (muted: boolean) => {
  try {
    window.localStorage.setItem(SOUND_MUTED_STORAGE_KEY, String(muted));
  } catch {
    // Not remembering the choice is fine.
  }
};

const notificationPermission = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export interface OrderAlert {
  /** Some order waits for approval and nobody has acknowledged it. */
  ringing: boolean;
  /** The waiting orders nobody has acknowledged yet. */
  unacknowledged: ReadonlySet<number>;
  muted: boolean;
  toggleMute: () => void;
  /** The browser holds the sound until a user gesture. */
  soundBlocked: boolean;
  enableSound: () => void;
  notificationPermission: NotificationPermissionState;
  requestNotifications: () => void;
  /** Someone is at the screen: these orders (all waiting ones by default) stop the ringing. */
  acknowledge: (orderIds?: number[]) => void;
  /**
   * An order on the board was cancelled: a short falling tone (unless muted), a notice that does not
   * block the board, and a system notification when the tab is in the background.
   */
  announceCancelled: (order: Order) => void;
}

/** A system notification, when the user allowed them and the tab is in the background. */
function notifyInBackground(title: string, options: NotificationOptions) {
  if (document.visibilityState !== 'hidden' || notificationPermission() !== 'granted') return;
  try {
    new Notification(title, options);
  } catch {
    // Some browsers only allow notifications from a service worker; the sound and notice remain.
  }
}

/**
 * The new-order alert: a chime every few seconds while an order waits for approval unacknowledged
 * (unless muted, a choice kept on this device), and a browser notification for each new order while
 * the tab is hidden, when the user allowed notifications.
 */
export function useOrderAlert(
  waiting: readonly Order[] | undefined,
  /** Orders approved by auto-accept: each new one rings once, nobody needs to act on it. */
  autoAccepted?: readonly Order[],
): OrderAlert {
  const { t } = useTranslation();
  const [muted, setMuted] = useDeviceState(readMuted, false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<number>>(() => new Set());
  const [permission, setPermission] = useDeviceState<NotificationPermissionState>(
    notificationPermission,
    'unsupported',
  );
  const [sound, setSound] = useState<Sound | null>(null);
  const [audioState, setAudioState] = useState<AudioContextState | 'unavailable'>('unavailable');

  // One AudioContext for the session; browsers start it suspended until the user interacts.
  // Creating one takes a slow tablet a quarter of a second: it waits until the board has painted,
  // and the chimes' code with it (a failed download is tried again until it comes).
  useEffect(() => {
    let dispose = () => {};
    let stopLoading = () => {};
    const cancel = whenIdle(() => {
      stopLoading = loadUntilLoaded(chimeModule, TIMINGS_MS.deferredCodeRetry, (chime) => {
        const context = chime.createAudioContext();
        if (!context) return;
        setSound({ context, chime });
        setAudioState(context.state);
        const onStateChange = () => setAudioState(context.state);
        context.addEventListener('statechange', onStateChange);
        // Any tap, click or key press anywhere is the gesture that lets the sound play. At its end,
        // not its start: the sound banner then goes, and the board moving up under a finger still
        // down would make the tap land on another card.
        const unlock = () => {
          if (context.state === 'suspended') void context.resume().catch(() => {});
        };
        document.addEventListener('pointerup', unlock, true);
        document.addEventListener('keydown', unlock, true);
        dispose = () => {
          context.removeEventListener('statechange', onStateChange);
          document.removeEventListener('pointerup', unlock, true);
          document.removeEventListener('keydown', unlock, true);
          void context.close().catch(() => {});
        };
      });
    });
    return () => {
      cancel();
      stopLoading();
      dispose();
    };
  }, []);

  const waitingIds = useMemo(() => (waiting ?? []).map((order) => order.orderId), [waiting]);
  const unacknowledged = useMemo(
    () => new Set(waitingIds.filter((id) => !acknowledged.has(id))),
    [waitingIds, acknowledged],
  );
  const ringing = unacknowledged.size > 0;

  useEffect(() => {
    if (!ringing || muted || !sound || audioState !== 'running') return;
    const { context, chime } = sound;
    chime.playChime(context);
    const timer = setInterval(() => chime.playChime(context), chime.CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, muted, sound, audioState]);

  // One chime for each auto-accepted order that arrives while the page is open (those already
  // there when it opened are old news).
  const announced = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!autoAccepted) return;
    const ids = autoAccepted.map((order) => order.orderId);
    if (announced.current === null) {
      announced.current = new Set(ids);
      return;
    }
    const known = announced.current;
    const arrived = ids.filter((id) => !known.has(id));
    for (const id of arrived) known.add(id);
    if (arrived.length > 0 && !muted && sound && audioState === 'running')
      sound.chime.playChime(sound.context);
  }, [autoAccepted, muted, sound, audioState]);

  // A notification for each order that appears while the tab is hidden.
  const seen = useRef(new Set<number>());
  useEffect(() => {
    for (const order of waiting ?? []) {
      if (seen.current.has(order.orderId)) continue;
      seen.current.add(order.orderId);
      notifyInBackground(t('orders.alert.notificationTitle', { number: formatOrderNumber(order.orderId) }), {
        body: t('orders.alert.notificationBody', { name: order.customerInfo.name }),
        tag: `order-${order.orderId}`,
      });
    }
  }, [waiting, t]);

  const acknowledge = useCallback(
    (orderIds?: number[]) => {
      const ids = orderIds ?? waitingIds;
      setAcknowledged((current) => {
        if (ids.every((id) => current.has(id))) return current;
        return new Set([...current, ...ids]);
      });
    },
    [waitingIds],
  );

  const announceCancelled = useCallback(
    (order: Order) => {
      const number = formatOrderNumber(order.orderId);
      if (!muted && sound && audioState === 'running') sound.chime.playCancelTone(sound.context);
      notifications.show({
        color: 'orange',
        message: t('orders.notices.cancelled', { number }),
        autoClose: 10_000,
        withBorder: true,
      });
      notifyInBackground(t('orders.alert.cancelledNotificationTitle', { number }), {
        body: t('orders.alert.cancelledNotificationBody', { name: order.customerInfo.name }),
        tag: `order-${order.orderId}-cancelled`,
      });
    },
    [muted, sound, audioState, t],
  );

  const toggleMute = useCallback(() => {
    setMuted((current) => {
      writeMuted(!current);
      return !current;
    });
  }, [setMuted]);

  const enableSound = useCallback(() => {
    if (sound?.context.state === 'suspended') void sound.context.resume().catch(() => {});
  }, [sound]);

  const requestNotifications = useCallback(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    void Notification.requestPermission().then(setPermission, () => setPermission(notificationPermission()));
  }, [setPermission]);

  return {
    ringing,
    unacknowledged,
    muted,
    toggleMute,
    soundBlocked: audioState === 'suspended',
    enableSound,
    notificationPermission: permission,
    requestNotifications,
    acknowledge,
    announceCancelled,
  };
}
