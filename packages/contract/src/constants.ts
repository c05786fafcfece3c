/**
 * Business constants and limits (docs/product.md#validation-and-formatting). Every limit lives here once;
 * both sides import it.
 */

export const MENU_LANGUAGES_MAX = 2;
export const DEFAULT_MENU_LANGUAGE = 'en';
export const SECTION_GROUP_NAME_LANGUAGES = [
  'ar',
  'en',
  'es',
  'fr',
  'it',
  'lv',
  'mg',
  'pt',
  'bg',
  'ru',
  'uk',
] as const;

/** UI languages: English first, Russian second (docs/architecture.md#conventions). */
export const UI_LANGUAGES = ['en', 'ru'] as const;

/**
 * The name limit (docs/product.md#validation-and-formatting), applied to every section and product name
 * (creator, clone, rename).
 */
const ITEM_NAME_MAX = 70;

export const LIMITS = {
  numberInputLength: 7,
  courierComment: 55,
  description: 1000,
  cookingTime: { min: 5, max: 95, step: 5, default: 20 },
  popularProducts: 9,
  catalogueCategories: 3,
  productTags: 15,
  itemName: ITEM_NAME_MAX,
  cloneName: ITEM_NAME_MAX,
  exportName: 30,
  employeeNameWordsBelow: 4,
  phoneDigitsMax: 13,
  logoBytes: 5_242_880,
  imageHint: { minWidth: 1600, minHeight: 1200 },
  componentGroupMaxCountDefault: 3,
  password: { minLength: 8 },
  /** Nutrition is per 100 g of the product: no nutrient, nor all three together, can weigh more. */
  nutrientGramsPer100g: 100,
  /** Free-text fields without a limit of their own still get one, so no request can store megabytes. */
  shortText: 255,
} as const;

export const TIMINGS_MS = {
  buttonReset: 500,
  ordersLoading: 1400,
  autoPublish: 300,
  copyFeedback: 300,
  passwordError: 5000,
  heartbeat: 30_000,
  viewportRefresh: 2000,
  dragTolerancePx: 5,
  socketNoVendorRetry: 5000,
  socketSlowRetry: 300_000,
  /** Code the board loads after its first screen (the live socket's, the chimes'): a failed download is tried again this often. */
  deferredCodeRetry: 5000,
  pollVisible: 60_000,
  pollInvisible: 300_000,
  pollNoVendor: 2000,
  pollAfterError: 60_000,
} as const;

/** Reconnect delay is 25 s minus 5 s per attempt made: 20, 15, 10, 5, 0 s, then SOCKET slow retry. */
export const SOCKET_RECONNECT_ATTEMPTS = 5;

/** Breakpoints by width (docs/product.md#validation-and-formatting): each name applies ABOVE its number. */
export const BREAKPOINTS = {
  SUPER_WIDE_DESKTOP: 1400,
  WIDE_DESKTOP: 1140,
  DESKTOP: 1080,
  TABLET: 768,
  MOBILE: 480,
  TINY_MOBILE: 320,
} as const;

/** The header shows above this width; the bottom navigation at and below it. */
export const MOBILE_LAYOUT_MAX_WIDTH = BREAKPOINTS.DESKTOP;

export const AVATAR_SIZE = { header: 24, profile: 104 } as const;

/** Headers every client request carries (docs/architecture.md#conventions). */
export const APP_VERSION_HEADER = 'x-app-version';
export const PARTNER_CODE_HEADER = 'x-partner-code';
/**
 * The vendor the client acts for: catalogue calls are addressed by account, and this names the
 * vendor whose screen made the change (its audit log records it; "until tomorrow" uses its zone).
 */
export const VENDOR_CONTEXT_HEADER = 'x-vendor-id';

export const SESSION_COOKIE = 'larder_session';
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * Live sockets: a session may hold a few (tabs, a kitchen screen); an address more, since a
 * restaurant's tablets share one. Each instance enforces them for its own sockets.
 */
export const LIVE_SOCKET_LIMITS = { perSession: 5, perAddress: 50 } as const;
/** Close codes of the live socket beyond RFC 6455's: 4401 means the session ended (sign in again). */
export const LIVE_CLOSE_CODES = { sessionEnded: 4401, policyViolation: 1008 } as const;
/**
 * Why a session ended: the reason of the live socket's 4401 close, which the sign-in page then
 * tells the user. SESSION_ENDED is the reason not known (a missed notice, or a request's 403).
 */
export const SESSION_END_REASONS = [
  'SIGNED_OUT',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'BLOCKED',
  'EXPIRED',
  'SESSION_ENDED',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Sign-in attempts: failures allowed per window before 429, per account and per address. A device
 * the user signed in from before has its own per-account count, so guesses from elsewhere do not
 * lock the user out of it.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

/** The long-lived cookie that marks a device the user has signed in from (see SIGN_IN_LIMITS). */
export const DEVICE_COOKIE = 'larder_device';
export const TRUSTED_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Password-reset requests allowed per window, per e-mail address and per client address. */
export const PASSWORD_RESET_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perEmail: 3,
  perAddress: 10,
} as const;

export const DEFAULT_SUPPORT_HOURS = { from: '10:00', until: '22:00' } as const;

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_USERS = {
  owner: 'owner@demo.larder.app',
  manager: 'manager@demo.larder.app',
  worker: 'worker@demo.larder.app',
} as const;
