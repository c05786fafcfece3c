import type { UpdateVendorRequest, Vendor } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type VendorRow = typeof vendors.$inferSelect;

export function toVendorView(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    working: row.working,
    timeZone: row.timeZone,
    avatar: row.avatar,
    avatarPath: row.avatar?.path ?? null,
    image: row.image,
    imagePath: row.image?.path ?? null,
    location: row.location,
    commentForCourier: row.commentForCourier,
    phone: row.phone,
    email: row.email,
    unp: row.unp,
    taxId: row.taxId,
    legalAddress: row.legalAddress,
    companyName: row.companyName,
    catalogPageSettings: row.catalogPageSettings,
  };
}

/** Vendor info update: only the fields present in the request change. */
export async function updateVendor(db: Db, vendorId: number, changes: UpdateVendorRequest): Promise<Vendor> {
  const { id: _id, avatarPath, imagePath, ...fields } = changes;
  const set: Partial<VendorRow> = { ...fields };
  // A bare path is shorthand for an image without variants.
  if (avatarPath !== undefined && changes.avatar === undefined) {
    set.avatar = avatarPath === null ? null : { path: avatarPath, basePath: null, variants: [] };
  }
  if (imagePath !== undefined && changes.image === undefined) {
    set.image = imagePath === null ? null : { path: imagePath, basePath: null, variants: [] };
  }
  const query = db.update(vendors).set(set).where(eq(vendors.id, vendorId));
  const [row] = Object.keys(set).length
    ? await query.returning()
    : await db.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return toVendorView(row);
}
