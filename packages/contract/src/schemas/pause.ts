/** The pause's requests, answers and live message (rules and values: pause.ts). */
import { z } from 'zod';
import { AUTO_PAUSE_LIMITS, END_OF_DAY, PAUSE_MINUTES, type PauseMinutes } from '../pause.ts';

/** PUT /api/vendor/{vendorId}/pause: for a number of minutes, or until an instant or the end of the day. */
export const PauseRequest = z.union([
  z.strictObject({
    minutes: z.union(PAUSE_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<PauseMinutes>]),
  }),
  z.strictObject({
    until: z.union([z.literal(END_OF_DAY), z.iso.datetime({ offset: true })]),
  }),
]);
export type PauseRequest = z.infer<typeof PauseRequest>;

export const AutoPauseSettings = z.strictObject({
  autoPauseAfterMinutes: z.number().int().min(AUTO_PAUSE_LIMITS.min).max(AUTO_PAUSE_LIMITS.max).nullable(),
});
export type AutoPauseSettings = z.infer<typeof AutoPauseSettings>;

/**
 * What a vendor's pause looks like now. `pausedUntil` is the end of a timed pause (null when there
 * is none, or it has passed); `autoPausedAt` is set while a pause the server made (no orders screen
 * open) holds, which lasts until someone resumes; `autoPauseNoticeAt` keeps that moment until
 * someone dismisses the notice about it.
 */
export const PauseState = z.object({
  pausedUntil: z.string().nullable(),
  autoPausedAt: z.string().nullable(),
  autoPauseNoticeAt: z.string().nullable(),
});
export type PauseState = z.infer<typeof PauseState>;

/** The live message every board of the vendor gets when its pause changes. */
export const VendorPauseMessage = z.object({
  type: z.literal('VENDOR_PAUSE'),
  body: PauseState,
});
export type VendorPauseMessage = z.infer<typeof VendorPauseMessage>;
