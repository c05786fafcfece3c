import { z } from 'zod';

/** Every error the API answers has this shape (DESIGN §4). */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

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
