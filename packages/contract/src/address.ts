/**
 * The address rules (docs/product.md#the-vendor-profile-and-address), shared by the address modal (what it
 * fills in) and the server (what it accepts): the four-part split, the geocoded-parts rule and the
 * delivery-zone test.
 */

export interface AddressParts {
  street: string;
  houseNumber: string;
  city: string;
  country: string;
}

/** Address components a geocoder answers; any of them may be missing. */
export interface GeocodedComponents {
  route: string | null;
  streetNumber: string | null;
  locality: string | null;
  postalTown: string | null;
  administrativeAreaLevel2: string | null;
  country: string | null;
}

const fillAll = (text: string): AddressParts => ({
  street: text,
  houseNumber: text,
  city: text,
  country: text,
});

/**
 * "Street, house, city, country" is split into its four parts; any other text fills every part,
 * so a hand-typed address is never refused for its shape.
 */
export function splitAddress(text: string): AddressParts {
  const trimmed = text.trim();
  const parts = trimmed.split(',').map((part) => part.trim());
  if (parts.length === 4) {
    const [street, houseNumber, city, country] = parts as [string, string, string, string];
    return { street, houseNumber, city, country };
  }
  return fillAll(trimmed);
}

/**
 * A geocoded result gives its own parts only when it has a route, a street number, a locality
 * (falling back to the postal town, then the second-level administrative area) and a country;
 * otherwise its formatted address fills every part.
 */
export function partsFromGeocoded(formattedAddress: string, components: GeocodedComponents): AddressParts {
  const locality = components.locality || components.postalTown || components.administrativeAreaLevel2;
  const { route, streetNumber, country } = components;
  if (route && streetNumber && locality && country) {
    return { street: route, houseNumber: streetNumber, city: locality, country };
  }
  return fillAll(formattedAddress.trim());
}

/** An address is used only when all four parts are non-empty. */
export function isCompleteAddress(parts: AddressParts): boolean {
  return [parts.street, parts.houseNumber, parts.city, parts.country].every((part) => part.trim() !== '');
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

// A point computed onto an edge is rarely exactly on it in floating point: within about a
// millimetre (1e-8 degrees) counts as on the edge.
const EDGE_TOLERANCE = 1e-8;

function onSegment(p: GeoPoint, a: GeoPoint, b: GeoPoint): boolean {
  const dx = b.longitude - a.longitude;
  const dy = b.latitude - a.latitude;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p.longitude - a.longitude, p.latitude - a.latitude) <= EDGE_TOLERANCE;
  const distance = Math.abs(dx * (p.latitude - a.latitude) - dy * (p.longitude - a.longitude)) / length;
  if (distance > EDGE_TOLERANCE) return false;
  return (
    Math.min(a.longitude, b.longitude) <= p.longitude &&
    p.longitude <= Math.max(a.longitude, b.longitude) &&
    Math.min(a.latitude, b.latitude) <= p.latitude &&
    p.latitude <= Math.max(a.latitude, b.latitude)
  );
}

/** Whether a point lies on the zone's boundary (within EDGE_TOLERANCE). */
export function isOnZoneEdge(point: GeoPoint, zone: readonly GeoPoint[]): boolean {
  return zone.some((a, i) => onSegment(point, a, zone[(i + 1) % zone.length]!));
}

/**
 * Whether a point lies in the delivery zone, its edge included (a vendor on the boundary street
 * is delivered to). The map uses it to ignore clicks outside; the server checks the same with turf.
 */
export function isInsideZone(point: GeoPoint, zone: readonly GeoPoint[]): boolean {
  if (zone.length < 3) return false;
  let inside = false;
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i++) {
    const a = zone[i]!;
    const b = zone[j]!;
    if (onSegment(point, a, b)) return true;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}
