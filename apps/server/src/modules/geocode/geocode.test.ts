import { GEOCODE_LIMITS } from '@larder/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { asClient, createTestApp, OWNER, signInAs, type TestApp, WORKER } from '../../test/app.ts';
import { type NominatimFixture, startNominatimFixture } from '../../test/nominatim-fixture.ts';

let t: TestApp | undefined;
let fixture: NominatimFixture | undefined;
afterEach(async () => {
  await t?.close();
  await fixture?.close();
  t = undefined;
  fixture = undefined;
});

async function withGeocoder(timeoutMs = 5000) {
  fixture = await startNominatimFixture();
  t = await createTestApp({ geocoderUrl: fixture.url, geocoderTimeoutMs: timeoutMs });
  return { app: t.app, fixture, cookie: await signInAs(t.app, OWNER) };
}

const get = (app: TestApp['app'], url: string, cookie: string) =>
  app.inject(asClient({ method: 'GET', url, cookie }));

describe('GET /api/vendor/geocode', () => {
  it('answers the places the geocoder found, restricted to the platform country', async () => {
    const { app, fixture, cookie } = await withGeocoder();
    const res = await get(app, '/api/vendor/geocode?q=1%20Broadway', cookie);
    expect(res.statusCode).toBe(200);
    const [broadway, park] = res.json().results;
    expect(broadway).toEqual({
      formattedAddress: 'Broadway, 1, New York, United States',
      latitude: 40.7061,
      longitude: -74.0117,
      components: {
        route: 'Broadway',
        streetNumber: '1',
        locality: 'New York',
        postalTown: null,
        administrativeAreaLevel2: 'New York County',
        country: 'United States',
      },
    });
    // Without a street and a number the formatted address is the geocoder's own.
    expect(park.formattedAddress).toBe('City Hall Park, Manhattan, New York, United States');
    expect(fixture.requests[0]?.searchParams.get('countrycodes')).toBe('us');
  });

  it('passes what the map shows as a preferred viewbox, and refuses a malformed one', async () => {
    const { app, fixture, cookie } = await withGeocoder();
    const res = await get(
      app,
      '/api/vendor/geocode?q=broadway&viewbox=-74.0512,40.6801,-73.9412,40.7802',
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(fixture.requests[0]?.searchParams.get('viewbox')).toBe('-74.05,40.68,-73.94,40.78');
    expect(fixture.requests[0]?.searchParams.has('bounded')).toBe(false);
    expect((await get(app, '/api/vendor/geocode?q=broadway&viewbox=1,2,3', cookie)).statusCode).toBe(400);
    expect((await get(app, '/api/vendor/geocode?q=broadway&viewbox=5,2,3,4', cookie)).statusCode).toBe(400);
  });

  it('answers a repeated search from its cache', async () => {
    const { app, fixture, cookie } = await withGeocoder();
    await get(app, '/api/vendor/geocode?q=Broadway', cookie);
    const again = await get(app, '/api/vendor/geocode?q=broadway', cookie);
    expect(again.json().results).toHaveLength(2);
    expect(fixture.requests).toHaveLength(1);
  });

  it('reverse-geocodes a point, and finds nothing abroad or where nothing is', async () => {
    const { app, cookie } = await withGeocoder();
    const here = await get(app, '/api/vendor/geocode/reverse?lat=40.73&lon=-73.99', cookie);
    expect(here.json().results[0]).toMatchObject({
      formattedAddress: 'Broadway, 1, New York, United States',
      latitude: 40.73,
      longitude: -73.99,
    });
    expect((await get(app, '/api/vendor/geocode/reverse?lat=51&lon=-73.99', cookie)).json().results).toEqual(
      [],
    );
    expect((await get(app, '/api/vendor/geocode/reverse?lat=-1&lon=-73.99', cookie)).json().results).toEqual(
      [],
    );
  });

  it('limits each user: the call past the limit answers 429', async () => {
    const { app, cookie } = await withGeocoder();
    for (let i = 0; i < GEOCODE_LIMITS.perUserPerMinute; i++) {
      expect((await get(app, `/api/vendor/geocode?q=broadway%20${i}`, cookie)).statusCode).toBe(200);
    }
    const over = await get(app, '/api/vendor/geocode?q=broadway', cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TooManyRequests');
  });

  it('answers 502 GeocoderUnavailable when the geocoder fails, is down or does not answer in time', async () => {
    const { app, fixture, cookie } = await withGeocoder(300);
    fixture.mode = 'error';
    const failed = await get(app, '/api/vendor/geocode?q=broadway', cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('GeocoderUnavailable');

    fixture.mode = 'silent';
    const slow = await get(app, '/api/vendor/geocode?q=broadway%20slow', cookie);
    expect(slow.statusCode).toBe(502);
    expect(slow.json().code).toBe('GeocoderUnavailable');

    await fixture.close();
    const down = await get(app, '/api/vendor/geocode/reverse?lat=40.7&lon=-74', cookie);
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('GeocoderUnavailable');
  });

  it('answers 503 GeocoderNotConfigured without GEOCODER_URL, and the params say so', async () => {
    t = await createTestApp({ geocoderUrl: undefined });
    const cookie = await signInAs(t.app, OWNER);
    const res = await get(t.app, '/api/vendor/geocode?q=broadway', cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('GeocoderNotConfigured');
    const params = await get(t.app, '/api/vendor/params', cookie);
    expect(params.json().map).toEqual({ tileUrl: t.config.tileUrl, geocoder: false });
  });

  it('refuses a too short query, and workers', async () => {
    const { app, cookie } = await withGeocoder();
    expect((await get(app, '/api/vendor/geocode?q=b', cookie)).statusCode).toBe(400);
    expect((await get(app, '/api/vendor/geocode/reverse?lat=91&lon=0', cookie)).statusCode).toBe(400);
    const worker = await signInAs(app, WORKER);
    expect((await get(app, '/api/vendor/geocode?q=broadway', worker)).statusCode).toBe(403);
  });
});
