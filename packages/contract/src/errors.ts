/**
 * The error catalogue (docs/product.md#the-error-catalogue): every code the server answers with, in
 * one object per domain so a call site reads as `AMENDMENT_ERROR_CODES.expired`. Kept apart from the
 * schemas, without zod, so the web's first chunk can name a code or look up its message.
 */

/** Codes of any route: the request's form, the session, access, outside services. */
export const ERROR_CODES = {
  validation: 'ValidationError',
  malformedJson: 'MalformedJson',
  /** The id in the body is not the id in the path. */
  idMismatch: 'IdMismatch',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
  /** A request refused by the framework or a plugin for a reason none of the other codes names. */
  badRequest: 'BadRequest',
  badCredentials: 'BadCredentials',
  accountBlocked: 'AccountBlocked',
  notAuthenticated: 'NotAuthenticated',
  forbidden: 'Forbidden',
  missingAppVersion: 'MissingAppVersion',
  forbiddenOrigin: 'ForbiddenOrigin',
  notFound: 'NotFound',
  rateLimited: 'TooManyRequests',
  wrongPassword: 'WrongPassword',
  invalidResetToken: 'InvalidResetToken',
  /** Keeps the name clients already know. */
  alreadyExists: 'AlreadyExistsException',
  liveModeIrreversible: 'LiveModeIrreversible',
  outsideDeliveryZone: 'OutsideDeliveryZone',
  geocoderNotConfigured: 'GeocoderNotConfigured',
  geocoderUnavailable: 'GeocoderUnavailable',
  /** Never sent by this server: a partner's gateway answers it, and the web app knows it by this name. */
  partnerSuspended: 'partner_suspended',
  /** The health check: the database does not answer (503). */
  databaseUnavailable: 'DatabaseUnavailable',
  internal: 'InternalError',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Order actions (409, docs/product.md#the-state-machine) and the intake's refusal of a closed vendor. */
export const ORDER_ERROR_CODES = {
  invalidTransition: 'InvalidOrderTransition',
  invalidTakeAwayCode: 'InvalidTakeAwayCode',
  /** Marketplace order intake: the account is hidden or the vendor not working (409). */
  vendorClosed: 'VendorClosed',
} as const;

export const ORDER_SETTINGS_ERROR_CODES = {
  /** 409 at intake: the vendor's orders of this quarter hour reached maxOrdersPer15Min. */
  capacityReached: 'CapacityReached',
  /** 400: busy mode cannot end in the past. */
  busyUntilInPast: 'BusyUntilInPast',
} as const;

export const PAUSE_ERROR_CODES = {
  /** Marketplace intake while the vendor is paused (409). */
  vendorPaused: 'VendorPaused',
  /** An `until` in the past, or more than PAUSE_MAX_AHEAD_MS ahead (400). */
  invalidPauseEnd: 'InvalidPauseEnd',
} as const;

/** Sign-in refusals: the form asks for an e-mail, and a blocked employee learns why and whom to ask. */
export const SIGN_IN_MESSAGES = {
  badCredentials: 'Incorrect e-mail or password',
  accountBlocked: 'This account is blocked. Ask the owner of your establishment to unblock it.',
} as const;
