import { TIMINGS_MS } from '@larder/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * docs/product.md#the-active-orders-board: the orders loading flag is set when a load starts and clears 1.4 s
 * after it was set, so a quick reload does not flicker.
 */
export function useOrdersLoading(fetching: boolean): boolean {
  const [loading, setLoading] = useState(fetching);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasFetching = useRef(false);

  useEffect(() => {
    const started = fetching && !wasFetching.current;
    wasFetching.current = fetching;
    if (!started) return;
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), TIMINGS_MS.ordersLoading);
  }, [fetching]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return loading;
}
