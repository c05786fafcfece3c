import { describe, expect, it } from 'vitest';
import { busyMinutesAt, capacitySlotStart, effectiveOrderSettings } from './order-settings.ts';
import { OrderSettings } from './schemas/order-settings.ts';

describe('capacity slots', () => {
  it('start at :00, :15, :30 and :45 of the vendor’s clock', () => {
    const at = (iso: string, zone: string) => capacitySlotStart(new Date(iso), zone).toISOString();
    expect(at('2030-01-07T12:14:59.999Z', 'Europe/Riga')).toBe('2030-01-07T12:00:00.000Z');
    expect(at('2030-01-07T12:15:00.000Z', 'Europe/Riga')).toBe('2030-01-07T12:15:00.000Z');
    // Kathmandu is UTC+5:45: 12:20 UTC is 18:05 there, in the 18:00 slot that began at 12:15 UTC.
    expect(at('2030-01-07T12:20:00.000Z', 'Asia/Kathmandu')).toBe('2030-01-07T12:15:00.000Z');
  });
});

describe('busy mode', () => {
  const busy = { busyExtraMinutes: 20 as const, busyUntil: '2030-01-07T13:00:00.000Z' };
  it('adds its minutes until busyUntil, and none from then on', () => {
    expect(busyMinutesAt(busy, new Date('2030-01-07T12:59:59.999Z'))).toBe(20);
    expect(busyMinutesAt(busy, new Date('2030-01-07T13:00:00.000Z'))).toBe(0);
    expect(busyMinutesAt({ ...busy, busyUntil: null }, new Date('2099-01-01T00:00:00Z'))).toBe(20);
  });

  it('reads as off once it has ended', () => {
    const settings: OrderSettings = {
      autoAccept: false,
      acceptanceMinutes: 10,
      maxOrdersPer15Min: null,
      ...busy,
    };
    expect(effectiveOrderSettings(settings, new Date('2030-01-07T14:00:00Z'))).toMatchObject({
      busyExtraMinutes: 0,
      busyUntil: null,
    });
  });

  it('offers 0, 10, 20 or 30 minutes only', () => {
    expect(OrderSettings.shape.busyExtraMinutes.safeParse(15).success).toBe(false);
    expect(OrderSettings.shape.busyExtraMinutes.safeParse(30).success).toBe(true);
  });
});
