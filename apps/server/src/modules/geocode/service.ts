import { ERROR_CODES, GEOCODE_LIMITS, type GeocodeResult } from '@larder/contract';
import { AppError } from '../../lib/errors.ts';

export interface GeocoderOptions {
  /** Nominatim-compatible base URL; undefined: every call answers 503 GeocoderNotConfigured. */
  baseUrl: string | undefined;
  timeoutMs: number;
  /** The clock, injected so tests move time instead of sleeping. */
  now?: () => number;
  fetch?: typeof fetch;
}

/** What Nominatim answers per place (format=jsonv2, addressdetails=1); every field may be missing. */
interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const USER_AGENT = 'Larder vendor back-office (address search)';

export function toGeocodeResult(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = place.address ?? {};
  const components = {
    route: a.road ?? a.pedestrian ?? null,
    streetNumber: a.house_number ?? null,
    locality: a.city ?? a.town ?? a.village ?? a.hamlet ?? null,
    postalTown: a.municipality ?? null,
    administrativeAreaLevel2: a.county ?? null,
    country: a.country ?? null,
  };
  const locality = components.locality ?? components.postalTown ?? components.administrativeAreaLevel2;
  // A complete address is formatted as the four parts the address form splits again
  // (docs/product.md#the-vendor-profile-and-address).
  const formattedAddress =
    components.route && components.streetNumber && locality && components.country
      ? `${components.route}, ${components.streetNumber}, ${locality}, ${components.country}`
      : (place.display_name ?? '');
  return { formattedAddress, latitude, longitude, components };
}

const unavailable = (message: string) => new AppError(502, ERROR_CODES.geocoderUnavailable, message);

/**
 * The proxy in front of the geocoder (docs/architecture.md#processes: never called from the browser):
 * restricted to the platform country, answered from a small cache when repeated, and limited per user so one
 * client cannot spend the upstream's quota.
 */
export class Geocoder {
  private readonly cache = new Map<string, { at: number; results: GeocodeResult[] }>();
  private readonly calls = new Map<number, number[]>();
  private readonly now: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: GeocoderOptions) {
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get configured(): boolean {
    return this.options.baseUrl !== undefined;
  }

  async search(
    userId: number,
    query: string,
    countryCode: string,
    lang: string,
    viewbox?: readonly [number, number, number, number],
  ): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      countrycodes: countryCode.toLowerCase(),
      'accept-language': lang,
    });
    // About a kilometre: nearby views of the map share cached answers.
    const box = viewbox?.map((edge) => edge.toFixed(2)).join(',');
    // A preference, not a filter (no `bounded`): a place just off the map is still found.
    if (box) params.set('viewbox', box);
    const key = `search:${countryCode}:${lang}:${box ?? ''}:${query.trim().toLowerCase()}`;
    return this.cached(userId, key, async () => {
      const body = await this.call('search', params);
      if (!Array.isArray(body)) throw unavailable('The geocoder answered something that is not a list');
      return body.flatMap((place) => toGeocodeResult(place as NominatimPlace) ?? []);
    });
  }

  async reverse(
    userId: number,
    latitude: number,
    longitude: number,
    countryCode: string,
    lang: string,
  ): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({
      lat: String(latitude),
      lon: String(longitude),
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': lang,
    });
    // About a metre: two clicks on the same spot share one upstream call.
    const key = `reverse:${lang}:${latitude.toFixed(5)},${longitude.toFixed(5)}`;
    return this.cached(userId, key, async () => {
      const body = (await this.call('reverse', params)) as NominatimPlace & {
        error?: unknown;
        address?: { country_code?: string };
      };
      if (!body || typeof body !== 'object' || body.error) return [];
      // Reverse geocoding has no country filter upstream: a point abroad has no address for us.
      if (
        body.address?.country_code &&
        body.address.country_code.toLowerCase() !== countryCode.toLowerCase()
      ) {
        return [];
      }
      const result = toGeocodeResult(body);
      return result ? [result] : [];
    });
  }

  private async cached(userId: number, key: string, load: () => Promise<GeocodeResult[]>) {
    if (!this.configured) {
      throw new AppError(503, ERROR_CODES.geocoderNotConfigured, 'Address search is not configured');
    }
    this.countCall(userId);
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < GEOCODE_LIMITS.cacheTtlMs) return hit.results;
    const results = await load();
    this.cache.delete(key);
    this.cache.set(key, { at: now, results });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.cache.size > GEOCODE_LIMITS.cacheEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return results;
  }

  private countCall(userId: number) {
    const now = this.now();
    const recent = (this.calls.get(userId) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= GEOCODE_LIMITS.perUserPerMinute) {
      this.calls.set(userId, recent);
      throw new AppError(429, ERROR_CODES.rateLimited, 'Too many address searches; try again in a minute');
    }
    recent.push(now);
    this.calls.set(userId, recent);
  }

  private async call(endpoint: 'search' | 'reverse', params: URLSearchParams): Promise<unknown> {
    const url = new URL(
      endpoint,
      this.options.baseUrl!.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    url.search = params.toString();
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw unavailable(timedOut ? 'The geocoder did not answer in time' : 'The geocoder cannot be reached');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(`The geocoder answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw unavailable('The geocoder answered something that is not JSON');
    }
  }
}
