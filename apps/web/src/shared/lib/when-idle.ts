/**
 * Runs `work` once the browser has a quiet moment (at the latest after `timeoutMs`), so costly
 * set-up that the first screen does not need waits until that screen has painted. Where there is
 * no requestIdleCallback (Safari, jsdom) it runs on the next task. Answers the cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
