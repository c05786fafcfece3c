/**
 * Runs `task` once the browser has painted what the page already shows, or after `fallbackMs` if
 * no frame comes (a tab opened in the background paints nothing until shown, and the app must
 * still start there: its sound and live updates matter most when nobody is looking).
 *
 * Over a server-rendered first screen the app's code often arrives before the stylesheets; the
 * browser then runs it (seconds of work on a slow tablet) as soon as they are in, before its first
 * frame, and the markup that was ready shows only after it. A frame first puts it on screen at once.
 */
export function afterFirstPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    task();
  };
  // A rAF callback runs just before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(runOnce, 0));
  setTimeout(runOnce, fallbackMs);
}
