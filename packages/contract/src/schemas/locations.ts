import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { ALL_LOCATIONS, LOCATION_LIMITS } from '../locations.ts';
import { InputText, RefId } from './common.ts';
import { zPhoneInput } from './rules.ts';

/**
 * POST /manager/accounts/{accountId}/vendors: another location of an existing account, with the
 * account's catalogue and weekly hours.
 */
export const CreateLocationRequest = z.strictObject({
  vendorName: InputText.trim().min(1).max(LIMITS.shortText),
  phone: zPhoneInput.optional(),
});
export type CreateLocationRequest = z.infer<typeof CreateLocationRequest>;

export const CreateLocationResponse = z.object({ vendorId: z.number() });
export type CreateLocationResponse = z.infer<typeof CreateLocationResponse>;

/** Reads every location the user works at (`all`) instead of the path's one. */
export const LocationsScope = z.enum([ALL_LOCATIONS]).optional();

/**
 * POST /vendor/{vendorId}/copy-settings: the path vendor's special hours, order settings and
 * auto-pause go to these other locations of the account.
 */
export const CopyLocationSettingsRequest = z.strictObject({
  vendorIds: z.array(RefId).min(1).max(LOCATION_LIMITS.perAccount),
});
export type CopyLocationSettingsRequest = z.infer<typeof CopyLocationSettingsRequest>;

export const CopyLocationSettingsResponse = z.object({ vendorIds: z.array(z.number()) });
export type CopyLocationSettingsResponse = z.infer<typeof CopyLocationSettingsResponse>;

/**
 * GET/PUT …/vendors/{vendorId}/users/{userId}/locations: the locations an employee works at, chosen
 * by the owner (at least one; owners work at every location).
 */
export const EmployeeLocations = z.strictObject({
  vendorIds: z.array(RefId).min(1).max(LOCATION_LIMITS.perAccount),
});
export type EmployeeLocations = z.infer<typeof EmployeeLocations>;
