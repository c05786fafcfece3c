import type { Image, LocationRequest, UpdateVendorRequest, Vendor } from '@larder/contract';
import { ERROR_CODES, type GeoPoint, isOnZoneEdge } from '@larder/contract';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { platformSettings, vendors } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { changes as changedFields, recordAudit } from '../audit/service.ts';
import { resolveOwnedImage, resolveSentImage } from '../images/service.ts';
import { activateIfOnboarded, recordEvent } from '../onboarding/service.ts';
import { toPauseState } from '../pause/service.ts';
import { recordVendorEvent } from './marketplace-view.ts';

export type VendorRow = typeof vendors.$inferSelect;

/** What the audit log compares of a profile edit. */
const profileFields = (row: VendorRow) => ({
  name: row.name,
  logo: row.avatar?.path ?? null,
  image: row.image?.path ?? null,
  phone: row.phone,
  email: row.email,
  commentForCourier: row.commentForCourier,
  unp: row.unp,
  taxId: row.taxId,
  legalAddress: row.legalAddress,
  companyName: row.companyName,
});

/** The vendor as the API shows it; its pause as it stands at `now`. */
export function toVendorView(row: VendorRow, now: Date = new Date()): Vendor {
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
    ...toPauseState(row, now),
  };
}

/**
 * The picture a request sets: the `avatar`/`image` object when sent, else the bare
 * `avatarPath`/`imagePath`; either names an upload of this account, null removes the picture and
 * undefined leaves it as it is.
 */
function requestedImage(
  tx: Tx,
  accountId: number,
  image: Image | null | undefined,
  path: string | null | undefined,
): Promise<Image | null | undefined> {
  if (image !== undefined) return resolveSentImage(tx, accountId, image);
  return path === undefined ? Promise.resolve(undefined) : resolveOwnedImage(tx, accountId, path);
}

/**
 * Vendor info update: only the fields present in the request change. A logo or header image must
 * be one this account uploaded; its variants come from the upload, never from the request.
 */
export async function updateVendor(
  db: Db,
  vendorId: number,
  actor: { userId: number; accountId: number },
  changes: UpdateVendorRequest,
): Promise<Vendor> {
  const { id: _id, avatarPath, imagePath, avatar, image, ...fields } = changes;
  return changeCached(db, async (tx, stale) => {
    const set: Partial<VendorRow> = { ...fields };
    const logo = await requestedImage(tx, actor.accountId, avatar, avatarPath);
    const header = await requestedImage(tx, actor.accountId, image, imagePath);
    if (logo !== undefined) set.avatar = logo;
    if (header !== undefined) set.image = header;
    const [before] = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).for('no key update');
    if (!before) throw notFound('Vendor not found');
    const [row] = await tx.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
    if (!row) throw notFound('Vendor not found');
    const diff = changedFields(profileFields(before), profileFields(row));
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(
        tx,
        { userId: actor.userId, vendorIds: [vendorId] },
        {
          action: 'vendor.update',
          target: { type: 'vendor', id: vendorId, name: row.name },
          ...diff,
        },
      );
    }
    stale.account(row.accountId);
    if (Object.keys(diff.after).length > 0)
      await recordVendorEvent(tx, 'vendor.updated', vendorId, new Date());
    const event = { userId: actor.userId, vendorId };
    if (set.avatar) await recordEvent(tx, event, 'vendor_logo_set');
    if (set.image) {
      await recordEvent(tx, event, 'vendor_image_set');
      await activateIfOnboarded(tx, event);
    }
    return toVendorView(row);
  });
}

/** The delivery zone as a closed GeoJSON ring ([longitude, latitude], first point repeated). */
function zonePolygon(zone: GeoPoint[]) {
  const ring = zone.map((p) => [p.longitude, p.latitude]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([...first]);
  return polygon([ring]);
}

/** Whether a point is in the zone; the boundary counts as inside. */
export function pointInZone(zone: GeoPoint[], latitude: number, longitude: number): boolean {
  if (zone.length < 3) return false;
  return (
    booleanPointInPolygon(point([longitude, latitude]), zonePolygon(zone)) ||
    isOnZoneEdge({ latitude, longitude }, zone)
  );
}

/** Whether a point is in the platform's delivery zone. */
export async function isInDeliveryZone(db: Db, latitude: number, longitude: number): Promise<boolean> {
  const [settings] = await db
    .select({ deliveryZone: platformSettings.deliveryZone })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return pointInZone(settings?.deliveryZone ?? [], latitude, longitude);
}

/** PUT users/me/vendors/{id}/location: the address must lie inside the delivery zone. */
export async function setLocation(
  db: Db,
  vendorId: number,
  userId: number,
  location: LocationRequest,
): Promise<Vendor> {
  if (!(await isInDeliveryZone(db, location.latitude, location.longitude))) {
    throw badRequest(ERROR_CODES.outsideDeliveryZone, 'The address is outside the delivery zone');
  }
  return changeCached(db, async (tx, stale) => {
    const [before] = await tx
      .select({ location: vendors.location })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('no key update');
    const [row] = await tx.update(vendors).set({ location }).where(eq(vendors.id, vendorId)).returning();
    if (!row) throw notFound('Vendor not found');
    stale.account(row.accountId);
    const actor = { userId, vendorId };
    await recordAudit(
      tx,
      { userId, vendorIds: [vendorId] },
      {
        action: 'vendor.location',
        target: { type: 'vendor', id: vendorId, name: row.name },
        before: { address: before?.location?.address ?? null },
        after: { address: location.address },
      },
    );
    await recordEvent(tx, actor, 'vendor_address_set');
    await recordVendorEvent(tx, 'vendor.updated', vendorId, new Date());
    await activateIfOnboarded(tx, actor);
    return toVendorView(row);
  });
}
