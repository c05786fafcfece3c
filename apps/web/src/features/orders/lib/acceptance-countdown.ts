/** In its last minute the countdown turns red: the order is about to be declined. */
export const COUNTDOWN_URGENT_MS = 60_000;

/** Whole seconds left until `acceptBefore` (never negative). */
export function secondsLeft(acceptBefore: string, now: number): number {
  const deadline = Date.parse(acceptBefore);
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `m:ss`, as a kitchen clock shows a countdown. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
