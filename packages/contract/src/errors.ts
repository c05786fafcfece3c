/** Error codes the server answers with; codes named in SPEC §8 keep their names. */
export const ERROR_CODES = {
  validation: 'ValidationError',
  malformedJson: 'MalformedJson',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
  badCredentials: 'BadCredentials',
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
