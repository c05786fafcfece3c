import { fc, test } from '@fast-check/vitest';
import { isInsideZone } from '@larder/contract';
import { describe, expect } from 'vitest';
import { pointInZone } from './service.ts';

// The seeded zone over lower Manhattan.
const zone = [
  { latitude: 40.7003, longitude: -74.0201 },
  { latitude: 40.7527, longitude: -74.0095 },
  { latitude: 40.7644, longitude: -73.9729 },
  { latitude: 40.7106, longitude: -73.9747 },
];

describe('delivery zone', () => {
  // The map ignores clicks with the contract's test; the server refuses with turf's. They must agree,
  // or the map would place a marker the server then refuses (or the other way round).
  test.prop([
    fc.double({ min: 40.69, max: 40.775, noNaN: true }),
    fc.double({ min: -74.03, max: -73.96, noNaN: true }),
  ])('the map and the server agree on every point around the zone', (latitude, longitude) => {
    expect(isInsideZone({ latitude, longitude }, zone)).toBe(pointInZone(zone, latitude, longitude));
  });

  test.prop([fc.integer({ min: 0, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'every point on an edge is inside, for both',
    (edge, t) => {
      const a = zone[edge]!;
      const b = zone[(edge + 1) % zone.length]!;
      const latitude = a.latitude + (b.latitude - a.latitude) * t;
      const longitude = a.longitude + (b.longitude - a.longitude) * t;
      expect(pointInZone(zone, latitude, longitude)).toBe(true);
      expect(isInsideZone({ latitude, longitude }, zone)).toBe(true);
    },
  );
});
