import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { imageBlobs } from '../../db/schema/index.ts';

/** One stored variant: its content-addressed file name, its type and its bytes. */
export interface StoredBlob {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where variant bytes live. The database driver below is the only one today; an S3-compatible
 * bucket is the driver to add when image traffic outgrows PostgreSQL (docs/architecture.md#images). Names are
 * content hashes, so `put` of an existing name is a no-op and a name never changes content.
 */
export interface ImageStore {
  /** Stores every blob or none. */
  put(blobs: readonly StoredBlob[]): Promise<void>;
  get(name: string): Promise<StoredBlob | null>;
  /** Which of these names are stored. */
  exists(names: readonly string[]): Promise<Set<string>>;
}

/** Variants as bytea rows: PGlite and PostgreSQL take one code path; every instance sees every image. */
export function databaseImageStore(db: Db | Tx): ImageStore {
  return {
    put: async (blobs) => {
      if (blobs.length === 0) return;
      // One statement: all rows or none, and a concurrent upload of the same bytes is harmless.
      await db
        .insert(imageBlobs)
        .values(
          blobs.map((b) => ({
            name: b.name,
            contentType: b.contentType,
            size: b.bytes.length,
            bytes: b.bytes,
          })),
        )
        .onConflictDoNothing();
    },
    get: async (name) => {
      const [row] = await db
        .select({ name: imageBlobs.name, contentType: imageBlobs.contentType, bytes: imageBlobs.bytes })
        .from(imageBlobs)
        .where(eq(imageBlobs.name, name));
      return row ?? null;
    },
    exists: async (names) => {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: imageBlobs.name })
        .from(imageBlobs)
        .where(inArray(imageBlobs.name, [...names]));
      return new Set(rows.map((r) => r.name));
    },
  };
}
