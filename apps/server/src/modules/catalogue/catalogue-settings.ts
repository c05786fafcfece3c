/** The account-wide catalogue settings: its visibility, its working hours, and a vendor's catalogue page. */
import {
  CATALOG_SECTIONS_LIST,
  type CataloguePageSettings,
  type CataloguePageSettingsRequest,
  type WorkingHours,
  type WorkingHoursRequest,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { changes } from '../audit/service.ts';
import { catalogueActor, recordEvent, recordVisibilityChange } from '../onboarding/service.ts';
import { recordAccountVendorsEvent } from '../vendors/marketplace-view.ts';
import { assertWorkingHours, auditChange, type CatalogueContext, writeCatalogue } from './context.ts';

/** The whole catalogue shown to customers or not (the establishment's visibility; users/me shows it too). */
export async function setCatalogueVisible(db: Db, ctx: CatalogueContext, visible: boolean) {
  await writeCatalogue(db, ctx.accountId, async (tx, stale) => {
    const [before] = await tx
      .select({ visible: accounts.visible })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for('no key update');
    await tx.update(accounts).set({ visible }).where(eq(accounts.id, ctx.accountId));
    stale.account(ctx.accountId);
    if (before?.visible === visible) return;
    await recordAccountVendorsEvent(tx, visible ? 'vendor.opened' : 'vendor.closed', ctx.accountId, ctx.now);
    await recordVisibilityChange(tx, catalogueActor(ctx), visible);
    await auditChange(tx, ctx, {
      action: 'catalogue.visibility',
      target: { type: 'catalogue', id: ctx.accountId },
      before: { visible: before?.visible ?? null },
      after: { visible },
    });
  });
  return { visible };
}

export async function setCatalogueWorkingHours(
  db: Db,
  ctx: CatalogueContext,
  hours: WorkingHoursRequest,
): Promise<WorkingHours> {
  assertWorkingHours(hours);
  const workingHours = { intervals: hours.intervals };
  await writeCatalogue(db, ctx.accountId, async (tx, stale) => {
    const [before] = await tx
      .select({ workingHours: accounts.workingHours })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for('no key update');
    await tx.update(accounts).set({ workingHours }).where(eq(accounts.id, ctx.accountId));
    stale.account(ctx.accountId);
    await auditChange(tx, ctx, {
      action: 'catalogue.workingHours',
      target: { type: 'catalogue', id: ctx.accountId },
      ...changes(
        { workingHours: before?.workingHours?.intervals ?? null },
        { workingHours: hours.intervals },
      ),
    });
    await recordEvent(tx, catalogueActor(ctx), 'vendor_availability_set');
    await recordAccountVendorsEvent(tx, 'vendor.updated', ctx.accountId, ctx.now);
  });
  return workingHours;
}

/**
 * The catalogue page's blocks, always ending with the sections list (docs/product.md#the-catalogue-page);
 * users/me shows them.
 */
export async function setCataloguePageSettings(
  db: Db,
  ctx: CatalogueContext,
  vendorId: number,
  input: CataloguePageSettingsRequest,
): Promise<CataloguePageSettings> {
  const seen = new Set<string>();
  const components: { type: string }[] = [];
  for (const { type } of input.components) {
    if (type === CATALOG_SECTIONS_LIST || seen.has(type)) continue;
    seen.add(type);
    components.push({ type });
  }
  components.push({ type: CATALOG_SECTIONS_LIST });
  return changeCached(db, async (tx, stale) => {
    const [before] = await tx
      .select({
        catalogPageSettings: vendors.catalogPageSettings,
        name: vendors.name,
        accountId: vendors.accountId,
      })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('no key update');
    if (!before) throw notFound('Vendor not found');
    const [row] = await tx
      .update(vendors)
      .set({ catalogPageSettings: { components } })
      .where(eq(vendors.id, vendorId))
      .returning({ catalogPageSettings: vendors.catalogPageSettings });
    const blocks = (settings: CataloguePageSettings) => settings.components.map((c) => c.type);
    await auditChange(tx, ctx, {
      action: 'catalogue.pageSettings',
      target: { type: 'vendor', id: vendorId, name: before.name },
      ...changes(
        { blocks: blocks(before.catalogPageSettings) },
        { blocks: blocks(row!.catalogPageSettings) },
      ),
    });
    stale.account(before.accountId);
    return row!.catalogPageSettings;
  });
}
