import { CatalogueAvailabilityMessage, LiveMessage, VendorPauseMessage } from '@larder/contract';

/*
 * The socket's messages are checked against the contract's schemas, which bring zod: this module
 * is loaded when the live connection starts, not with the first page (live-connection.ts).
 */

/** A JSON live message as the contract defines it, or null for anything else ('heartbeat', 'pong', garbage). */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LiveMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A vendor's pause changed (VENDOR_PAUSE), or null for anything else. */
export function parseVendorPauseMessage(data: unknown): VendorPauseMessage | null {
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  try {
    const parsed = VendorPauseMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Items of the catalogue changed availability or stock count (CATALOGUE_AVAILABILITY), or null for anything else. */
export function parseCatalogueMessage(data: unknown): CatalogueAvailabilityMessage | null {
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  try {
    const parsed = CatalogueAvailabilityMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
