import type { NotificationsProps } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred-module';
import { whenIdle } from '@/shared/lib/when-idle';

const notificationsModule = deferredModule(() => import('./mantine-notifications'));

/**
 * Mantine's notifications list, mounted once the app is idle after its first screen. A notice shown
 * before waits in the notifications store and appears when the list mounts.
 */
export function DeferredNotifications(props: NotificationsProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const module = useDeferredModule(notificationsModule, idle ? 1 : 0);
  return module ? <module.Notifications {...props} /> : null;
}
