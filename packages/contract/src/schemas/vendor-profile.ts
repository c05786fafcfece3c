import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { InputText } from './common.ts';
import { zEmail, zPhoneInput } from './rules.ts';

const AddressPart = InputText.trim().min(1).max(LIMITS.shortText);

/** PUT users/me/vendors/{id}/location: every part is required; the point must be in the delivery zone. */
export const LocationRequest = z.strictObject({
  address: AddressPart,
  street: AddressPart,
  houseNumber: AddressPart,
  city: AddressPart,
  country: AddressPart,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type LocationRequest = z.infer<typeof LocationRequest>;

/** Longitude/latitude bounds "west,south,east,north": what the map shows, preferred by a search. */
export const Viewbox = z
  .string()
  .max(100)
  .transform((value) => value.split(',').map(Number))
  .pipe(
    z
      .tuple([
        z.number().min(-180).max(180),
        z.number().min(-90).max(90),
        z.number().min(-180).max(180),
        z.number().min(-90).max(90),
      ])
      .refine(([west, south, east, north]) => west < east && south < north, { message: 'Empty viewbox' }),
  );

/** GET /vendor/geocode?q=&viewbox=: a forward search, preferring what the map shows. */
export const GeocodeQuery = z.object({
  q: InputText.trim().min(2).max(LIMITS.shortText),
  viewbox: Viewbox.optional(),
});
/** GET /vendor/geocode/reverse?lat=&lon=: the address at a point. */
export const ReverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/**
 * One geocoded address (the address search, docs/product.md#the-vendor-profile-and-address): components,
 * geometry, formatted address.
 */
export const GeocodeResult = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  components: z.object({
    route: z.string().nullable(),
    streetNumber: z.string().nullable(),
    locality: z.string().nullable(),
    postalTown: z.string().nullable(),
    administrativeAreaLevel2: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
export const GeocodeResponse = z.object({ results: z.array(GeocodeResult) });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

/** Geocoding: at most this many calls per user per window, answered from a small cache when repeated. */
export const GEOCODE_LIMITS = { perUserPerMinute: 30, cacheEntries: 500, cacheTtlMs: 10 * 60_000 } as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** POST /manager/accounts: the marketplace opens a vendor account with its owner. */
export const CreateAccountRequest = z.strictObject({
  ownerEmail: zEmail,
  ownerName: InputText.trim().min(1).max(LIMITS.shortText),
  vendorName: InputText.trim().min(1).max(LIMITS.shortText),
  phone: zPhoneInput.optional(),
  /** The vendor's IANA time zone; UTC when not given. */
  timeZone: InputText.refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
});
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

export const CreateAccountResponse = z.object({
  accountId: z.number(),
  vendorId: z.number(),
  email: z.string(),
  /** Generated, shown once: only its hash is stored. */
  password: z.string(),
});
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;

/** The device platform the X-Platform header names. */
export const DevicePlatform = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['ios', 'android', 'web']));
export const FcmTokenHeaders = z.looseObject({ 'x-platform': DevicePlatform });

/** POST /vendor/fcm_token: one push token per user and device; a new one replaces the old. */
export const FcmTokenRequest = z.strictObject({
  fcm_token: InputText.trim().min(1).max(4096),
  device_token: InputText.trim().min(1).max(LIMITS.shortText),
  fcmProjectId: InputText.trim().min(1).max(LIMITS.shortText),
});
export type FcmTokenRequest = z.infer<typeof FcmTokenRequest>;

/**
 * The events the browser reports: a creation modal was opened. Only the user knows that; the
 * server records every other event itself, where the change happens.
 */
export const CLIENT_ONBOARDING_EVENTS = [
  'section_creation_started',
  'group_creation_started',
  'product_creation_started',
  'component_creation_started',
] as const;
export type ClientOnboardingEvent = (typeof CLIENT_ONBOARDING_EVENTS)[number];

/**
 * Onboarding events (docs/product.md#onboarding), recorded by the server in its events table: sign-in and
 * out, the vendor's logo, header image, address and availability set, creating a section, group, product or
 * component (started in the browser, finished on the server), publishing a product, a section or the
 * catalogue, opening or closing the establishment, leaving demo mode, adding a popular product.
 */
export const ONBOARDING_EVENTS = [
  'login',
  'logout',
  'vendor_logo_set',
  'vendor_image_set',
  'vendor_address_set',
  'vendor_availability_set',
  ...CLIENT_ONBOARDING_EVENTS,
  'section_created',
  'group_created',
  'product_created',
  'component_created',
  'product_published',
  'section_published',
  'catalog_published',
  'vendor_opened',
  'vendor_closed',
  'popular_product_added',
  'onboarding_completed',
  'leave_demo_mode',
] as const;
export type OnboardingEventName = (typeof ONBOARDING_EVENTS)[number];

/** POST /vendor/{vendorId}/onboarding/events: the browser reports a creation modal it opened. */
export const OnboardingEventRequest = z.strictObject({ event: z.enum(CLIENT_ONBOARDING_EVENTS) });
export type OnboardingEventRequest = z.infer<typeof OnboardingEventRequest>;

/**
 * Reported events a user may send per minute: opening creation modals one after another stays
 * far below it; a loop in a page or a script does not fill the events table.
 */
export const ONBOARDING_EVENT_LIMITS = { windowMs: 60 * 1000, perUser: 30 } as const;

/** The map's configuration, given to the client with the vendor params. */
export const MapParams = z.object({
  tileUrl: z.string(),
  /** Whether address search is available (GEOCODER_URL set); without it the marker is placed by hand. */
  geocoder: z.boolean(),
});
export type MapParams = z.infer<typeof MapParams>;

/** Map zoom levels (docs/product.md#the-vendor-profile-and-address). */
export const MAP_ZOOM = { default: 10, onboarding: 10.8, selected: 17 } as const;
/** Map debounces: marker drag, map drag and click. */
export const MAP_DEBOUNCE_MS = { markerDrag: 100, mapDrag: 500, click: 100 } as const;
