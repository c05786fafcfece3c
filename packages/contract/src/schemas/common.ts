import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { DAYS } from '../enums.ts';

/** Database ids are positive integers; path params arrive as strings and are coerced. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });
export const VendorIdParams = z.object({ vendorId: Id });
export const AccountIdParams = z.object({ accountId: Id });

/**
 * Every text a client sends: a NUL cannot be stored by PostgreSQL and a lone surrogate is not
 * text at all, so both are refused here, once, for every field built on it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const InputText = z
  .string()
  .refine((value) => !value.includes('\u0000') && !LONE_SURROGATE.test(value), {
    message: 'Text contains characters that are not allowed',
  });

export const ShortText = InputText.trim().max(LIMITS.shortText);

/** A localized value: `{values: {lang: text}}` (SPEC §3). */
export const LocalizedValue = z.object({
  values: z.record(z.string().regex(/^[a-z]{2}$/), z.string().max(LIMITS.description)),
});
export type LocalizedValue = z.infer<typeof LocalizedValue>;

export const HHMM = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Time must be HH:MM');

export const WorkingInterval = z.object({
  from: HHMM,
  until: HHMM,
  turnIntoAnotherDay: z.boolean().default(false),
});
export type WorkingInterval = z.infer<typeof WorkingInterval>;

/** Intervals keyed MONDAY..SUNDAY; a missing day is a day off (SPEC §3). */
export const WorkingHours = z.object({
  intervals: z.partialRecord(z.enum(DAYS), WorkingInterval),
});
export type WorkingHours = z.infer<typeof WorkingHours>;

export const ImageVariant = z.object({ w: z.number().int(), h: z.number().int(), n: z.string() });
export const Image = z.object({
  path: z.string().nullable().optional(),
  basePath: z.string().nullable(),
  variants: z.array(ImageVariant),
});
export type Image = z.infer<typeof Image>;

export const Location = z.object({
  address: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Location = z.infer<typeof Location>;

export const LatLng = z.object({ latitude: z.number(), longitude: z.number() });

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
