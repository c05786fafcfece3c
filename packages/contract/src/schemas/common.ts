import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { DAYS } from '../enum-values.ts';
import { ALL_ERROR_CODES } from '../error-catalogue.ts';

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

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A whole number in a path or query string: plain decimal digits and nothing else, so `0x1`,
 * `1e0`, `1.0`, `+1` or ` 1` are refused rather than read as 1 (z.coerce and Number() accept them).
 */
export const decimalInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,9})$/, 'Expected a whole number in plain decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * 1 to MAX_ID in plain decimal digits, as a pattern: the OpenAPI document shows it, so a client
 * reading only the document takes the ids the server takes.
 */
const ID_PATTERN =
  /^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$/;

/** A database id in a path or query string (every path id goes through this one schema). */
export const Id = z
  .string()
  .regex(ID_PATTERN, `Expected an id: a whole number from 1 to ${MAX_ID} in plain decimal digits`)
  .transform(Number);
export const IdParams = z.object({ id: Id });
export const VendorIdParams = z.object({ vendorId: Id });
export const AccountIdParams = z.object({ accountId: Id });

/** An id inside a JSON body: a number, never a numeric string. */
export const RefId = z.number().int().positive().max(MAX_ID);

/**
 * An update whose fields are all optional must change something: `{}` (or only the echoed `id`)
 * is refused with 400 rather than reaching the database as an empty UPDATE.
 */
export const nonEmptyUpdate = <T extends z.ZodObject>(schema: T, ignored: readonly string[] = ['id']) =>
  schema.refine(
    (value) => Object.entries(value).some(([key, field]) => field !== undefined && !ignored.includes(key)),
    { message: 'Nothing to change: send at least one field' },
  );

/** A localized value: `{values: {lang: text}}` (docs/product.md#menu-languages). */
export const LocalizedValue = z.object({
  values: z.record(InputText.regex(/^[a-z]{2}$/), InputText.max(LIMITS.description)),
});
export type LocalizedValue = z.infer<typeof LocalizedValue>;

export const HHMM = InputText.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Time must be HH:MM');

export const WorkingInterval = z.object({
  from: HHMM,
  until: HHMM,
  turnIntoAnotherDay: z.boolean().default(false),
});
export type WorkingInterval = z.infer<typeof WorkingInterval>;

/** Intervals keyed MONDAY..SUNDAY; a missing day is a day off (docs/product.md#working-hours). */
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

/** An image as a client sends it: the same shape, every text checked like any input. */
export const ImageVariantInput = z.object({
  w: z.number().int().nonnegative().max(100_000),
  h: z.number().int().nonnegative().max(100_000),
  n: InputText.max(200),
});
export const ImageInput = z.object({
  path: InputText.max(1000).nullable().optional(),
  basePath: InputText.max(1000).nullable(),
  variants: z.array(ImageVariantInput).max(20),
});

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

/**
 * Every error the API answers has this shape (docs/product.md#errors). The code is one of the
 * catalogue's: the OpenAPI lists them, and an answer with any other fails its schema.
 */
export const ApiError = z.object({
  code: z.enum(ALL_ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
