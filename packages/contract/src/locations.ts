/**
 * Several locations under one account (docs/product.md#accounts-vendors-and-users): the plain rules
 * the server and the web share, apart from their schemas (schemas/locations.ts).
 */

/** Locations one account may hold: a chain's shops, not a loop of marketplace calls. */
export const LOCATION_LIMITS = { perAccount: 50 } as const;

/**
 * The `locations` query value of the statistics, the archive and its export that reads every
 * location the user works at instead of the one in the path.
 */
export const ALL_LOCATIONS = 'all' as const;
