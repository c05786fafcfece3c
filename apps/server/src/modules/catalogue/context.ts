import {
  CATALOGUE_ERROR_CODES,
  DEFAULT_MENU_LANGUAGE,
  dropEmptyValues,
  fromMinorUnits,
  type LocalizedValue,
  localizedName,
  type MenuLanguage,
  toMinorUnits,
  VALIDATION_MESSAGES,
  type WorkingHoursInput,
  workingHoursProblems,
} from '@larder/contract';
import { asc, eq } from 'drizzle-orm';
import { type Db, readEach, type Tx } from '../../db/client.ts';
import { accountMenuLanguages, platformSettings } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { changeCached, type StaleCopies } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { type AuditActor, type AuditEvent, recordAudit } from '../audit/service.ts';
import { recordMenuChange } from './menu-version.ts';

/**
 * What every catalogue call needs besides its input: the account, its menu languages, the signed-in user's
 * language (display names fall back current → mandatory → first, docs/product.md#menu-languages) and the
 * platform currency (decimals in the API, minor units in the database).
 */
export interface CatalogueContext {
  accountId: number;
  /** Who asked: the onboarding events name them. */
  userId: number;
  vendorIds: number[];
  currency: string;
  /** The user's UI language: the first choice for display names. */
  lang: string;
  mandatory: string;
  languages: MenuLanguage[];
  /** Who is changing the catalogue, for which vendors: every change is audited under them. */
  actor: AuditActor;
  /** The moment of the request: availability that ends by itself is compared with it. */
  now: Date;
}

export async function loadMenuLanguages(db: Db | Tx, accountId: number): Promise<MenuLanguage[]> {
  const [rows, settings] = await readEach(db, [
    () =>
      db
        .select({ code: accountMenuLanguages.code, mandatory: accountMenuLanguages.mandatory })
        .from(accountMenuLanguages)
        .where(eq(accountMenuLanguages.accountId, accountId))
        .orderBy(asc(accountMenuLanguages.position)),
    () => db.select({ menuLanguages: platformSettings.menuLanguages }).from(platformSettings),
  ]);
  return rows.length > 0 ? rows : platformDefaultLanguages(settings[0]?.menuLanguages);
}

/** An account that never chose languages has the platform's mandatory one. */
export function platformDefaultLanguages(platform: MenuLanguage[] | undefined): MenuLanguage[] {
  const mandatory = platform?.find((l) => l.mandatory)?.code ?? DEFAULT_MENU_LANGUAGE;
  return [{ code: mandatory, mandatory: true }];
}

export async function loadContext(
  db: Db | Tx,
  auth: SessionUser,
  actor: AuditActor,
  now: Date,
): Promise<CatalogueContext> {
  const [[settings], languages] = await readEach(db, [
    () =>
      db
        .select({ currency: platformSettings.currencyCode })
        .from(platformSettings)
        .where(eq(platformSettings.id, 1)),
    () => loadMenuLanguages(db, auth.accountId),
  ]);
  if (!settings) throw notFound('Platform settings not found');
  return {
    accountId: auth.accountId,
    userId: auth.userId,
    vendorIds: auth.vendorIds,
    currency: settings.currency,
    // The session carries the language: a change of it ends the session's copies everywhere.
    lang: auth.langCode,
    mandatory: languages.find((l) => l.mandatory)?.code ?? DEFAULT_MENU_LANGUAGE,
    languages,
    actor,
    now,
  };
}

/** Records a catalogue change in its transaction, under the request's user and vendors. */
export const auditChange = (tx: Tx, ctx: CatalogueContext, event: AuditEvent) =>
  recordAudit(tx, ctx.actor, event);

export const display = (ctx: CatalogueContext, value: LocalizedValue | null | undefined) =>
  localizedName(value, ctx.lang, ctx.mandatory);

/**
 * The one way a catalogue changes: in a transaction that names the account's catalogue stale, so
 * every instance drops its prebuilt answer with the commit (answer-cache.ts), and that counts a
 * new menu version for the marketplace (menu-version.ts). `stale` takes what else the change
 * touches (users/me shows the account's visibility and working hours).
 *
 * The version is counted first: that locks the account's row before any other row of the
 * catalogue, so every catalogue write of an account takes its locks in the same order and two of
 * them can never wait for each other.
 */
export function writeCatalogue<T>(
  db: Db,
  accountId: number,
  work: (tx: Tx, stale: StaleCopies) => Promise<T>,
): Promise<T> {
  return changeCached(db, async (tx, stale) => {
    await beginCatalogueWrite(tx, stale, accountId, new Date(), { edit: true });
    return work(tx, stale);
  });
}

/**
 * writeCatalogue's first step inside a transaction another area runs (changeCached), for a
 * catalogue change made as part of its own: the catalogue named stale, the menu version counted.
 * Such a change is no edit of the catalogue's (an order's, the sweep's) unless `edit` says so.
 */
export async function beginCatalogueWrite(
  tx: Tx,
  stale: StaleCopies,
  accountId: number,
  now: Date,
  options: { edit?: boolean } = {},
) {
  stale.catalogue(accountId);
  await recordMenuChange(tx, accountId, now, options);
}

/** Minor units → the decimal the API carries. */
export const toAmount = (ctx: CatalogueContext, minor: number) => fromMinorUnits(minor, ctx.currency);

/**
 * A decimal from the API → minor units. An amount with more decimals than the currency has is
 * refused rather than silently rounded.
 */
export function toMinor(ctx: CatalogueContext, amount: number, field: string): number {
  const minor = toMinorUnits(amount, ctx.currency);
  if (fromMinorUnits(minor, ctx.currency) !== amount) {
    throw badRequest(
      CATALOGUE_ERROR_CODES.invalidAmount,
      `${field} has more decimals than ${ctx.currency} allows: ${amount}`,
    );
  }
  return minor;
}

/**
 * A localized name or description from a request, for the account's menu languages: values in another
 * language are refused, empty values dropped (docs/product.md#menu-languages) and, when `required`, the
 * mandatory language must keep a name. Values stored in a language the account no longer uses are kept.
 */
export function menuText(
  ctx: CatalogueContext,
  input: LocalizedValue,
  options: { required: boolean; field: string; stored?: LocalizedValue | null },
): LocalizedValue {
  const codes = new Set(ctx.languages.map((l) => l.code));
  for (const [code, text] of Object.entries(input.values)) {
    // A value kept from a language the account no longer uses comes back as GET gave it: no change.
    if (!codes.has(code) && options.stored?.values[code] !== text) {
      throw badRequest(
        CATALOGUE_ERROR_CODES.unknownMenuLanguage,
        `${code} is not a menu language of this catalogue (${[...codes].join(', ')})`,
      );
    }
  }
  const sent = dropEmptyValues(
    Object.fromEntries(
      Object.entries(input.values)
        .filter(([code]) => codes.has(code))
        .map(([code, text]) => [code, text.trim()]),
    ),
  );
  if (options.required && !sent[ctx.mandatory]) {
    throw badRequest(
      CATALOGUE_ERROR_CODES.mandatoryNameRequired,
      `The ${options.field} in the mandatory language (${ctx.mandatory}) can't be empty`,
    );
  }
  const kept = Object.fromEntries(
    Object.entries(options.stored?.values ?? {}).filter(([code]) => !codes.has(code)),
  );
  return { values: { ...kept, ...sent } };
}

/** The server-side check of a schedule (the rule itself lives in the contract). */
export function assertWorkingHours(hours: WorkingHoursInput) {
  const problems = workingHoursProblems(hours);
  if (problems.length > 0) {
    throw new AppError(
      400,
      CATALOGUE_ERROR_CODES.invalidWorkingHours,
      VALIDATION_MESSAGES.workingHours,
      problems,
    );
  }
}
