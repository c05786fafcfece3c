import { SOCKET_RECONNECT_ATTEMPTS, TIMINGS_MS } from '@larder/contract';

const RECONNECT_BASE_MS = 25_000;
const RECONNECT_STEP_MS = 5_000;

/**
 * The reconnect schedule (docs/product.md#live-updates). `attempt` is the number of this reconnect attempt,
 * counted from 1 since the last successful open: 20, 15, 10, 5 and 0 s for the first five, then every 300 s.
 */
export function reconnectDelayMs(attempt: number): number {
  if (attempt > SOCKET_RECONNECT_ATTEMPTS) return TIMINGS_MS.socketSlowRetry;
  return Math.max(0, RECONNECT_BASE_MS - RECONNECT_STEP_MS * Math.max(1, attempt));
}

/** A normal close (1000) or one the app asked for is final; any other code means "try again". */
export function shouldReconnect(code: number, closedByApp: boolean): boolean {
  return !closedByApp && code !== 1000 && code !== -1;
}

export interface PollState {
  hasVendor: boolean;
  /** account.visible: customers can order (docs/product.md#accounts-vendors-and-users). */
  establishmentVisible: boolean;
  /** The last load failed. */
  failed: boolean;
  /** The browser tab is hidden. */
  tabHidden: boolean;
}

/**
 * Polling (docs/product.md#the-active-orders-board): every 2 s while there is no vendor id, 60 s after an
 * error, 300 s while the establishment is not visible, otherwise 60 s. A hidden tab slows down to the 300 s
 * rate: the live socket still brings new orders, polling there is only the safety net.
 */
export function ordersPollInterval({
  hasVendor,
  establishmentVisible,
  failed,
  tabHidden,
}: PollState): number {
  if (!hasVendor) return TIMINGS_MS.pollNoVendor;
  if (failed) return TIMINGS_MS.pollAfterError;
  if (!establishmentVisible || tabHidden) return TIMINGS_MS.pollInvisible;
  return TIMINGS_MS.pollVisible;
}
