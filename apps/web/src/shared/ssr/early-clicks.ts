/**
 * Taps on a first screen the server rendered, made before the app has taken it over: the markup
 * shows buttons for a second or two before React listens to them, and a tap on Approve in that
 * time must not be lost. Each is held and replayed on the same element once hydrated.
 */
let held: Set<HTMLElement> | null = null;

function hold(event: MouseEvent): void {
  if (!held || !(event.target instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopPropagation();
  held.add(event.target);
}

/** From now until replayEarlyClicks, clicks are held (called before the app's code has loaded). */
export function holdEarlyClicks(): void {
  held = new Set();
  document.addEventListener('click', hold, true);
}

/** Replays the held clicks, each element once (a double tap is one), on what is still shown. */
export function replayEarlyClicks(): void {
  if (!held) return;
  const clicks = [...held];
  held = null;
  document.removeEventListener('click', hold, true);
  for (const target of clicks) if (target.isConnected) target.click();
}
