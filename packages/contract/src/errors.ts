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

/** The catalogue; the two ending in Exception keep the names clients already know. */
export const CATALOGUE_ERROR_CODES = {
  nonEmptySection: 'NonEmptyCatalogueSectionDeletionException',
  lastSection: 'ProductMustHaveAtLeastOneSectionException',
  popularProductsLimit: 'PopularProductsLimitExceeded',
  catalogueCategoriesLimit: 'CatalogueCategoriesLimitExceeded',
  productTagsLimit: 'ProductTagsLimitExceeded',
  menuLanguagesLimit: 'MenuLanguagesLimitExceeded',
  mandatoryMenuLanguage: 'MandatoryMenuLanguageRemoval',
  menuLanguageExists: 'MenuLanguageAlreadyAdded',
  unknownMenuLanguage: 'UnknownMenuLanguage',
  mandatoryNameRequired: 'MandatoryNameRequired',
  orderMismatch: 'OrderListMismatch',
  invalidWorkingHours: 'InvalidWorkingHours',
  invalidTax: 'InvalidTaxName',
  invalidAmount: 'InvalidAmount',
  invalidDiscountPrice: 'InvalidDiscountPrice',
  nameOrServiceSectionRequired: 'SectionNameRequired',
  notALeafCategory: 'NotALeafCategory',
  /** A product goes on sale only with a price (docs/product.md#products). */
  priceRequired: 'ProductPriceRequired',
  /** Marketplace order intake: the product is not the vendor's (400). */
  unknownProduct: 'UnknownProduct',
  /** Marketplace order intake: the product is hidden, only in hidden sections, or sold out (409). */
  productUnavailable: 'ProductUnavailable',
} as const;

export const COMPONENT_ERROR_CODES = {
  /**
   * docs/product.md#modifiers: the warning names every group whose allowed selection count exceeds its
   * components.
   */
  invalidMaxCount: 'InvalidMaxCount',
  invalidMaxComponentsCount: 'InvalidMaxComponentsCount',
  multiSelectionNeedsComponents: 'MultiSelectionNeedsComponents',
  invalidDefaultComponent: 'InvalidDefaultComponent',
  componentNotInGroup: 'ComponentNotInGroup',
  emptyComponentGroup: 'EmptyComponentGroup',
  /** Marketplace order intake. */
  unknownComponent: 'UnknownComponent',
  componentUnavailable: 'ComponentUnavailable',
  tooManyComponents: 'TooManyComponents',
  tooManyDifferentComponents: 'TooManyDifferentComponents',
} as const;

export const AVAILABILITY_ERROR_CODES = {
  /** An `until` in the past, or more than SOLD_OUT_MAX_AHEAD_MS ahead (400). */
  invalidAvailableUntil: 'InvalidAvailableUntil',
} as const;

export const IMAGE_ERROR_CODES = {
  /** Neither a JPEG nor a PNG by its bytes, whatever its name or declared type. */
  unsupportedType: 'UnsupportedImageType',
  /** More than IMAGE_LIMITS.maxBytes. */
  tooLarge: 'ImageTooLarge',
  /** More than IMAGE_LIMITS.maxPixels by its header. */
  tooManyPixels: 'ImageDimensionsTooLarge',
  /** Looks like a JPEG or PNG but cannot be decoded (truncated, corrupt). */
  corrupt: 'CorruptImage',
  /** The request carries no `image` file. */
  missingFile: 'ImageFileMissing',
  /** A path given for a product, component, vendor or section group was not uploaded by this account. */
  unknownImage: 'UnknownImage',
} as const;

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

export const AMENDMENT_ERROR_CODES = {
  /** 409: ready, completed, declined or cancelled orders are not changed any more. */
  notAmendable: 'OrderNotAmendable',
  /** 400: the change would leave no line; decline the order instead. */
  emptiesOrder: 'AmendmentEmptiesOrder',
  /** 400: every line stays as it is. */
  changesNothing: 'AmendmentChangesNothing',
  /** 400: no such line in the order's items, or no such modifier on the line. */
  unknownLine: 'UnknownOrderLine',
  unknownComponent: 'UnknownOrderComponent',
  /** 409: a proposal already waits for the customer's answer (or the line is part of it). */
  proposalPending: 'AmendmentProposalPending',
  /** 409: the proposal has been decided already. */
  alreadyResolved: 'AmendmentAlreadyResolved',
  /** 409: the answer came after answerBefore; the proposal expired as rejected. */
  expired: 'AmendmentExpired',
  /** 409: the order changed while the change was being made (another change, a cancel). */
  orderChanged: 'OrderChanged',
} as const;

export const MARKETPLACE_ERROR_CODES = {
  cursorExpired: 'CursorExpired',
  invalidCursor: 'InvalidCursor',
  webhookUrlRefused: 'WebhookUrlRefused',
  webhookLimitReached: 'WebhookLimitReached',
} as const;

/** Every domain's codes; a new domain object joins here, and so joins AppErrorCode and ALL_ERROR_CODES. */
const DOMAINS = [
  ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  COMPONENT_ERROR_CODES,
  AVAILABILITY_ERROR_CODES,
  IMAGE_ERROR_CODES,
  ORDER_ERROR_CODES,
  ORDER_SETTINGS_ERROR_CODES,
  PAUSE_ERROR_CODES,
  AMENDMENT_ERROR_CODES,
  MARKETPLACE_ERROR_CODES,
] as const;

type CodesOf<T> = T extends Record<string, infer Code> ? Code : never;
/** Every code the server can answer with (and `partner_suspended`, which a partner's gateway answers). */
export type AppErrorCode = CodesOf<(typeof DOMAINS)[number]>;
export type CatalogueErrorCode = CodesOf<typeof CATALOGUE_ERROR_CODES>;
export type OrderErrorCode = CodesOf<typeof ORDER_ERROR_CODES>;

/** Every code, in the catalogue's order: each has one home, so each is listed once. */
export const ALL_ERROR_CODES: readonly AppErrorCode[] = DOMAINS.flatMap(
  (codes) => Object.values(codes) as AppErrorCode[],
);

const KNOWN_CODES: ReadonlySet<string> = new Set(ALL_ERROR_CODES);

/** Whether a code from an answer is one of the catalogue's (a proxy or a gateway may answer others). */
export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code);
}

/** Sign-in refusals: the form asks for an e-mail, and a blocked employee learns why and whom to ask. */
export const SIGN_IN_MESSAGES = {
  badCredentials: 'Incorrect e-mail or password',
  accountBlocked: 'This account is blocked. Ask the owner of your establishment to unblock it.',
} as const;
