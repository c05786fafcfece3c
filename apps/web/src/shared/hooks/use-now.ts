import { useEffect, useState } from 'react';
import { useServerMarkup } from '@/shared/ssr/server-markup';

/**
 * The current time, refreshed every `intervalMs` (one clock for a whole list of ticking times).
 * In server markup it is the moment the server rendered, then the device's clock at once.
 */
export function useNow(intervalMs: number): number {
  const markup = useServerMarkup();
  const [now, setNow] = useState(() => markup?.renderedAt ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
