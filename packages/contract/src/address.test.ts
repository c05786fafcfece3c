import { describe, expect, it } from 'vitest';
import { isCompleteAddress, isInsideZone, partsFromGeocoded, splitAddress } from './address.ts';

describe('splitAddress', () => {
  it('splits four comma-separated parts into street, house number, city and country', () => {
    expect(splitAddress(' Broadway , 1,New York, United States ')).toEqual({
      street: 'Broadway',
      houseNumber: '1',
      city: 'New York',
      country: 'United States',
    });
  });

  it('fills every part with any other text', () => {
    const parts = splitAddress('Broadway 1, New York');
    expect(Object.values(parts)).toEqual(Array(4).fill('Broadway 1, New York'));
    expect(Object.values(splitAddress('a, b, c, d, e'))).toEqual(Array(4).fill('a, b, c, d, e'));
  });
});

describe('partsFromGeocoded', () => {
  const full = {
    route: 'Broadway',
    streetNumber: '1',
    locality: 'New York',
    postalTown: null,
    administrativeAreaLevel2: 'New York County',
    country: 'United States',
  };

  it('takes the geocoded parts when all four are there', () => {
    expect(partsFromGeocoded('x', full)).toEqual({
      street: 'Broadway',
      houseNumber: '1',
      city: 'New York',
      country: 'United States',
    });
  });

  it('falls back from locality to postal town, then to the second-level administrative area', () => {
    expect(partsFromGeocoded('x', { ...full, locality: null, postalTown: 'Brooklyn' }).city).toBe('Brooklyn');
    expect(partsFromGeocoded('x', { ...full, locality: null }).city).toBe('New York County');
  });

  it('fills every part with the formatted address when a part is missing', () => {
    expect(Object.values(partsFromGeocoded('City Hall Park', { ...full, streetNumber: null }))).toEqual(
      Array(4).fill('City Hall Park'),
    );
  });
});

describe('isCompleteAddress', () => {
  it('needs all four parts non-empty', () => {
    expect(isCompleteAddress(splitAddress('a, b, c, d'))).toBe(true);
    expect(isCompleteAddress({ street: 'a', houseNumber: ' ', city: 'c', country: 'd' })).toBe(false);
  });
});

describe('isInsideZone', () => {
  const square = [
    { latitude: 0, longitude: 0 },
    { latitude: 0, longitude: 1 },
    { latitude: 1, longitude: 1 },
    { latitude: 1, longitude: 0 },
  ];

  it('takes a point inside, on an edge and on a corner; refuses one outside', () => {
    expect(isInsideZone({ latitude: 0.5, longitude: 0.5 }, square)).toBe(true);
    expect(isInsideZone({ latitude: 0, longitude: 0.5 }, square)).toBe(true);
    expect(isInsideZone({ latitude: 1, longitude: 1 }, square)).toBe(true);
    expect(isInsideZone({ latitude: 1.0001, longitude: 0.5 }, square)).toBe(false);
    expect(isInsideZone({ latitude: 0.5, longitude: -0.0001 }, square)).toBe(false);
  });

  it('has no inside without three points', () => {
    expect(isInsideZone({ latitude: 0, longitude: 0 }, square.slice(0, 2))).toBe(false);
  });
});
