import {
  ACCEPTANCE_MINUTES,
  type BusyExtraMinutes,
  MAX_ORDERS_PER_SLOT,
  OrderSettings,
} from '@larder/contract';

/** How long busy mode lasts from the moment it is saved; `keep` keeps the end already set. */
export const BUSY_DURATIONS = ['untilOff', 'keep', '30', '60', '120', '240'] as const;
export type BusyDuration = (typeof BUSY_DURATIONS)[number];

/** What the cap field offers when it is switched on: a busy quarter hour for a small kitchen. */
export const SUGGESTED_MAX_ORDERS = 10;

/** The modal's fields as typed: numbers stay text until they are saved. */
export interface OrderSettingsForm {
  autoAccept: boolean;
  acceptanceMinutes: string;
  capped: boolean;
  maxOrders: string;
  busyExtraMinutes: BusyExtraMinutes;
  busyFor: BusyDuration;
}

export function formFromSettings(settings: OrderSettings): OrderSettingsForm {
  return {
    autoAccept: settings.autoAccept,
    acceptanceMinutes: String(settings.acceptanceMinutes),
    capped: settings.maxOrdersPer15Min !== null,
    maxOrders: settings.maxOrdersPer15Min === null ? '' : String(settings.maxOrdersPer15Min),
    busyExtraMinutes: settings.busyExtraMinutes,
    busyFor: settings.busyUntil === null ? 'untilOff' : 'keep',
  };
}

export interface OrderSettingsFormErrors {
  acceptanceMinutes?: { min: number; max: number };
  maxOrders?: { min: number; max: number };
}

/**
 * The settings the form says, checked by the contract's own rules; `current` gives the busy end
 * to keep. Null settings with the errors to show when a field is out of range.
 */
export function settingsFromForm(
  form: OrderSettingsForm,
  current: OrderSettings,
  now: number,
): { settings: OrderSettings | null; errors: OrderSettingsFormErrors } {
  const errors: OrderSettingsFormErrors = {};
  const acceptanceMinutes = Number(form.acceptanceMinutes);
  if (
    form.acceptanceMinutes.trim() === '' ||
    !OrderSettings.shape.acceptanceMinutes.safeParse(acceptanceMinutes).success
  ) {
    errors.acceptanceMinutes = { min: ACCEPTANCE_MINUTES.min, max: ACCEPTANCE_MINUTES.max };
  }
  const maxOrdersPer15Min = form.capped ? Number(form.maxOrders) : null;
  if (
    form.capped &&
    (form.maxOrders.trim() === '' ||
      !OrderSettings.shape.maxOrdersPer15Min.safeParse(maxOrdersPer15Min).success)
  ) {
    errors.maxOrders = { min: MAX_ORDERS_PER_SLOT.min, max: MAX_ORDERS_PER_SLOT.max };
  }
  if (errors.acceptanceMinutes || errors.maxOrders) return { settings: null, errors };
  return {
    settings: {
      autoAccept: form.autoAccept,
      acceptanceMinutes,
      maxOrdersPer15Min,
      busyExtraMinutes: form.busyExtraMinutes,
      busyUntil: busyUntilOf(form, current, now),
    },
    errors,
  };
}

function busyUntilOf(form: OrderSettingsForm, current: OrderSettings, now: number): string | null {
  if (form.busyExtraMinutes === 0 || form.busyFor === 'untilOff') return null;
  if (form.busyFor === 'keep') return current.busyUntil;
  return new Date(now + Number(form.busyFor) * 60_000).toISOString();
}
