import { useEffect } from 'react';
import { type PageName, preloadPages } from './router';

/**
 * Downloads the code of the pages a user is likely to open next once the browser is idle, so the
 * tab opens at once. Browsers without requestIdleCallback (and tests) just load them when opened.
 */
export function usePreloadWhenIdle(pages: readonly PageName[]): void {
  const key = pages.join(',');
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => preloadPages(key.split(',') as PageName[]));
    return () => window.cancelIdleCallback(handle);
  }, [key]);
}
