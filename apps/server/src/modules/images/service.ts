import { IMAGE_ERROR_CODES, type Image, type ImageType, type UploadedImage } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { processImage } from './process.ts';
import type { ImageStore } from './store.ts';

/**
 * Checks, re-encodes and stores an upload of an account. A refused file (wrong type, too many
 * pixels, damaged) throws before anything is written; the variants are written before the row
 * that names them, so a row never points at missing bytes.
 */
export async function storeUpload(
  db: Db | Tx,
  store: ImageStore,
  accountId: number,
  type: ImageType,
  bytes: Buffer,
): Promise<UploadedImage> {
  const { image, blobs } = await processImage(bytes, type);
  await store.put(blobs);
  await db.insert(images).values({ accountId, type, path: image.path, image }).onConflictDoNothing();
  return image;
}

/**
 * The image an account uploaded under this path, as stored at upload: what a product, vendor or
 * group keeps. Variants and basePath sent by a client are never trusted. Null clears the picture.
 */
export async function resolveOwnedImage(
  db: Db | Tx,
  accountId: number,
  path: string | null | undefined,
): Promise<Image | null> {
  return path ? findOwnedImage(db, accountId, path) : null;
}

/**
 * A picture as a request sends it (the upload's answer), resolved by its path like
 * resolveOwnedImage: undefined (not sent) and null (removed) stay as they are; a picture without
 * a path names no upload and is refused.
 */
export async function resolveSentImage(
  db: Db | Tx,
  accountId: number,
  sent: { path?: string | null },
): Promise<Image>;
export async function resolveSentImage(
  db: Db | Tx,
  accountId: number,
  sent: { path?: string | null } | null | undefined,
): Promise<Image | null | undefined>;
export async function resolveSentImage(
  db: Db | Tx,
  accountId: number,
  sent: { path?: string | null } | null | undefined,
): Promise<Image | null | undefined> {
  if (sent === undefined || sent === null) return sent;
  if (!sent.path) throw unknownImage();
  return findOwnedImage(db, accountId, sent.path);
}

async function findOwnedImage(db: Db | Tx, accountId: number, path: string): Promise<Image> {
  const [row] = await db
    .select({ image: images.image })
    .from(images)
    .where(and(eq(images.accountId, accountId), eq(images.path, path)));
  if (!row) throw unknownImage();
  return row.image;
}

const unknownImage = () =>
  badRequest(IMAGE_ERROR_CODES.unknownImage, 'The picture was not uploaded to this account: upload it first');
