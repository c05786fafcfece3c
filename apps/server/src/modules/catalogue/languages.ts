import { CATALOGUE_ERROR_CODES, MENU_LANGUAGES_MAX, type MenuLanguage } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountMenuLanguages } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { auditChange, type CatalogueContext, loadMenuLanguages, writeCatalogue } from './context.ts';
import { lockAccount } from './ordering.ts';

/**
 * Menu languages of an account (docs/product.md#menu-languages): the mandatory one (default en) plus at most
 * one optional one. Names and descriptions in a removed language stay stored and come back if it is re-added.
 */
export { loadMenuLanguages };

/** The account's languages under the account lock, written out the first time they change. */
async function lockedLanguages(tx: Tx, accountId: number): Promise<MenuLanguage[]> {
  await lockAccount(tx, accountId);
  const rows = await tx
    .select({ code: accountMenuLanguages.code })
    .from(accountMenuLanguages)
    .where(eq(accountMenuLanguages.accountId, accountId));
  const languages = await loadMenuLanguages(tx, accountId);
  if (rows.length === 0) {
    await tx
      .insert(accountMenuLanguages)
      .values(
        languages.map((l, position) => ({ accountId, code: l.code, mandatory: l.mandatory, position })),
      );
  }
  return languages;
}

export async function addMenuLanguage(db: Db, ctx: CatalogueContext, code: string) {
  const { accountId } = ctx;
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const languages = await lockedLanguages(tx, accountId);
    if (languages.some((l) => l.code === code)) {
      throw conflict(CATALOGUE_ERROR_CODES.menuLanguageExists, `${code} is already a menu language`);
    }
    if (languages.length >= MENU_LANGUAGES_MAX) {
      throw conflict(
        CATALOGUE_ERROR_CODES.menuLanguagesLimit,
        `A menu has at most ${MENU_LANGUAGES_MAX} languages: remove the optional one first`,
      );
    }
    await tx
      .insert(accountMenuLanguages)
      .values({ accountId, code, mandatory: false, position: languages.length });
    await auditChange(tx, ctx, {
      action: 'catalogue.languageAdd',
      target: { type: 'catalogue', id: accountId },
      after: { language: code },
    });
  });
  return loadMenuLanguages(db, accountId);
}

export async function removeMenuLanguage(db: Db, ctx: CatalogueContext, code: string) {
  const { accountId } = ctx;
  await writeCatalogue(db, ctx.accountId, async (tx) => {
    const languages = await lockedLanguages(tx, accountId);
    const language = languages.find((l) => l.code === code);
    if (!language) throw notFound(`${code} is not a menu language`);
    if (language.mandatory) {
      throw conflict(
        CATALOGUE_ERROR_CODES.mandatoryMenuLanguage,
        'The mandatory menu language cannot be removed',
      );
    }
    await tx
      .delete(accountMenuLanguages)
      .where(and(eq(accountMenuLanguages.accountId, accountId), eq(accountMenuLanguages.code, code)));
    await auditChange(tx, ctx, {
      action: 'catalogue.languageRemove',
      target: { type: 'catalogue', id: accountId },
      before: { language: code },
    });
  });
  return loadMenuLanguages(db, accountId);
}
