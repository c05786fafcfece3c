/**
 * The rest of the error catalogue (docs/product.md#the-error-catalogue): the codes of the domains the
 * web's first chunk does not answer to, and the catalogue as a whole. Apart from errors.ts, whose
 * codes the first chunk uses: a module is bundled whole where it is first used, and the whole
 * catalogue would otherwise ride in every first visit.
 */
import { ERROR_CODES, ORDER_ERROR_CODES, ORDER_SETTINGS_ERROR_CODES, PAUSE_ERROR_CODES } from './errors.ts';

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
  /** 409: the account already holds LOCATION_LIMITS.perAccount locations. */
  locationLimitReached: 'LocationLimitReached',
} as const;

/** The menu as a spreadsheet (docs/product.md#the-menu-as-a-spreadsheet). */
export const MENU_SPREADSHEET_ERROR_CODES = {
  /** 409: the catalogue was changed in its editor after the file was read; read it again. */
  catalogueChanged: 'CatalogueChanged',
  /** 400: not an .xlsx workbook (by its bytes), or one that cannot be read. */
  unreadable: 'SpreadsheetUnreadable',
  /** 413: more than MENU_SPREADSHEET_LIMITS.maxBytes. */
  tooLarge: 'SpreadsheetTooLarge',
  /** 400: more than MENU_SPREADSHEET_LIMITS.maxRows rows below the header. */
  tooManyRows: 'SpreadsheetTooManyRows',
  /** 400: the request carries no `file`, or more than one part. */
  missingFile: 'SpreadsheetFileMissing',
  /** 409: apply of a preview that refused cells. */
  hasErrors: 'SpreadsheetHasErrors',
  /** In a preview: a cell holds a formula instead of a value. */
  formula: 'SpreadsheetFormula',
  /** In a preview: a column the file needs is missing from its header row. */
  missingColumn: 'SpreadsheetColumnMissing',
  /** In a preview: a section name that is not one of the account's sections. */
  unknownSection: 'SpreadsheetUnknownSection',
  /** In a preview: a tag name that is not one of the platform's tags. */
  unknownTag: 'SpreadsheetUnknownTag',
  /** In a preview: two rows of one product give one field different values. */
  conflictingRows: 'SpreadsheetConflictingRows',
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
  MENU_SPREADSHEET_ERROR_CODES,
] as const;

type CodesOf<T> = T extends Record<string, infer Code> ? Code : never;
/** Every code the server can answer with (and `partner_suspended`, which a partner's gateway answers). */
export type AppErrorCode = CodesOf<(typeof DOMAINS)[number]>;
export type CatalogueErrorCode = CodesOf<typeof CATALOGUE_ERROR_CODES>;
export type OrderErrorCode = CodesOf<typeof ORDER_ERROR_CODES>;

/**
 * Every code, in the catalogue's order: each has one home, so each is listed once. Marked pure, as
 * the set below: a bundle that only needs one domain's codes (the web's first chunk) leaves the
 * rest of the catalogue out.
 */
export const ALL_ERROR_CODES: readonly AppErrorCode[] = /* @__PURE__ */ DOMAINS.flatMap(
  (codes) => Object.values(codes) as AppErrorCode[],
);

const KNOWN_CODES: ReadonlySet<string> = /* @__PURE__ */ new Set(ALL_ERROR_CODES);

/** Whether a code from an answer is one of the catalogue's (a proxy or a gateway may answer others). */
export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code);
}
