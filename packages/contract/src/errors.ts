/**
 * Error codes the server answers with (docs/product.md#the-error-catalogue); `AlreadyExistsException` and
 * `partner_suspended` keep the names clients already know.
 */
export const ERROR_CODES = {
  validation: 'ValidationError',
  malformedJson: 'MalformedJson',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
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
  alreadyExists: 'AlreadyExistsException',
  liveModeIrreversible: 'LiveModeIrreversible',
  outsideDeliveryZone: 'OutsideDeliveryZone',
  geocoderNotConfigured: 'GeocoderNotConfigured',
  geocoderUnavailable: 'GeocoderUnavailable',
  partnerSuspended: 'partner_suspended',
  internal: 'InternalError',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Sign-in refusals: the form asks for an e-mail, and a blocked employee learns why and whom to ask. */
export const SIGN_IN_MESSAGES = {
  badCredentials: 'Incorrect e-mail or password',
  accountBlocked: 'This account is blocked. Ask the owner of your establishment to unblock it.',
} as const;
