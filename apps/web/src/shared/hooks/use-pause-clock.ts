import { useEffect, useState } from 'react';
import { useNow } from '@/shared/hooks/use-now';
import { useServerMarkup } from '@/shared/ssr/server-markup';

/** How often the label's "today or another day" is looked at again. */
const LABEL_TICK_MS = 30_000;

/**
 * Now, re-read when a timed pause ends: whatever shows the pause drops it at that moment by
 * itself, with no word from the server.
 */
export function usePauseClock(pausedUntil: string | null): number {
  const now = useNow(LABEL_TICK_MS);
  const markup = useServerMarkup();
  const [, setEnded] = useState(0);
  useEffect(() => {
    if (!pausedUntil) return;
    const ms = Date.parse(pausedUntil) - Date.now();
    if (ms <= 0) return;
    // setTimeout takes at most 2^31-1 ms; a pause is at most a week.
    const timer = setTimeout(() => setEnded((n) => n + 1), Math.min(ms + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [pausedUntil]);
  return markup ? now : Math.max(now, Date.now());
}
