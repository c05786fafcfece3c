import { describe, expect, it } from 'vitest';
import { ordersPollInterval, reconnectDelayMs, shouldReconnect } from './live-schedule';

describe('reconnect schedule', () => {
  it('waits 20, 15, 10, 5 and 0 s for the first five attempts, then 300 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([
      20_000, 15_000, 10_000, 5_000, 0, 300_000, 300_000, 300_000,
    ]);
  });

  it('reconnects after any close but a normal one (1000, or -1) or one the app asked for', () => {
    expect(shouldReconnect(1006, false)).toBe(true);
    expect(shouldReconnect(1008, false)).toBe(true);
    expect(shouldReconnect(1011, false)).toBe(true);
    expect(shouldReconnect(1000, false)).toBe(false);
    expect(shouldReconnect(-1, false)).toBe(false);
    expect(shouldReconnect(1006, true)).toBe(false);
  });
});

describe('polling interval', () => {
  const base = { hasVendor: true, establishmentVisible: true, failed: false, tabHidden: false };

  it('polls every 60 s while the establishment is visible', () => {
    expect(ordersPollInterval(base)).toBe(60_000);
  });

  it('polls every 300 s while the establishment is not visible', () => {
    expect(ordersPollInterval({ ...base, establishmentVisible: false })).toBe(300_000);
  });

  it('polls every 2 s while there is no vendor id, whatever else holds', () => {
    expect(ordersPollInterval({ ...base, hasVendor: false })).toBe(2_000);
    expect(ordersPollInterval({ ...base, hasVendor: false, failed: true, tabHidden: true })).toBe(2_000);
  });

  it('polls 60 s after an error, even for an invisible establishment', () => {
    expect(ordersPollInterval({ ...base, failed: true })).toBe(60_000);
    expect(ordersPollInterval({ ...base, failed: true, establishmentVisible: false })).toBe(60_000);
  });

  it('slows to 300 s while the tab is hidden', () => {
    expect(ordersPollInterval({ ...base, tabHidden: true })).toBe(300_000);
  });
});
