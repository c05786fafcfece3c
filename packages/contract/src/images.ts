import { LIMITS } from './constants.ts';
import type { Image } from './schemas/common.ts';
import type { ImageType } from './schemas/images.ts';

/**
 * Images (docs/product.md#images): the upload, compression and variant choice.
 * What the server accepts and produces and what the browser compresses before sending live here
 * once, so the two sides cannot drift.
 */

/** The upload's `type` query value: what the picture is for (docs/product.md#images). */
export const IMAGE_TYPES = ['product', 'component', 'vendor', 'logo', 'category'] as const;

/** The multipart field that carries the file. */
export const IMAGE_UPLOAD_FIELD = 'image';

export const IMAGE_LIMITS = {
  /** The largest upload the server reads, in bytes (docs/product.md#images: 5 MB). */
  maxBytes: LIMITS.logoBytes,
  /**
   * Width × height read from the header before anything is decoded: a 20000×20000 PNG of a
   * few kilobytes would otherwise expand to 1.6 GB of pixels.
   */
  maxPixels: 50_000_000,
  /** The cropper's smallest crop and canvas (docs/product.md#images). */
  minCrop: 100,
  zoom: { min: 0, max: 100, step: 1 },
} as const;

/**
 * Widths (px) each type is re-encoded at; never wider than the original. The widest fits the
 * largest place the picture is shown at twice its CSS size; the narrowest serves the thumbnails.
 */
export const IMAGE_WIDTHS: Record<ImageType, readonly number[]> = {
  product: [320, 640, 1280, 1920],
  component: [160, 320, 640],
  category: [320, 640, 1280],
  logo: [64, 256, 512],
  vendor: [640, 1280, 2560],
};

/** Where variants are served from: public, immutable, content-addressed. */
export const IMAGE_BASE_PATH = '/api/images/';
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{64}\.(?:webp|png|jpg)$/;

/**
 * The browser's compression before upload (docs/product.md#images): the header image keeps more detail; every
 * other picture is capped at 1920×1920. A PNG larger than `pngToJpegOverBytes` is sent as JPEG;
 * a smaller PNG stays PNG (it may be a logo with transparency).
 */
export interface CompressionProfile {
  quality: number;
  maxWidth: number;
  maxHeight: number;
  pngToJpegOverBytes: number;
}
export const COMPRESSION_PROFILES = {
  default: { quality: 0.9, maxWidth: 1920, maxHeight: 1920, pngToJpegOverBytes: 250_000 },
  header: { quality: 0.95, maxWidth: 2560, maxHeight: 1440, pngToJpegOverBytes: 2_000_000 },
} as const satisfies Record<string, CompressionProfile>;
export type CompressionProfileName = keyof typeof COMPRESSION_PROFILES;

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * JPEG or PNG by the file's first bytes, never by its name or declared type: the server refuses
 * anything else, and the browser keeps a detected PNG a PNG (docs/product.md#images).
 */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (JPEG_MAGIC.every((b, i) => bytes[i] === b)) return 'jpeg';
  if (PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * Whether a file of this size can be uploaded at all (the web's "image too large" warning,
 * docs/product.md#images).
 */
export const imageFits = (bytes: number) => bytes <= IMAGE_LIMITS.maxBytes;

/**
 * docs/product.md#images: a horizontal picture's ratio lies strictly between 1 and 2.9; a vertical one below
 * 1.
 */
export const HORIZONTAL_RATIO = { above: 1, below: 2.9 } as const;

type Variant = Image['variants'][number];
type Orientation = 'HORIZONTAL' | 'VERTICAL';

const usable = (image: Image | null | undefined): image is Image =>
  Boolean(image?.basePath) && (image?.variants.length ?? 0) > 0;

const fitsOrientation = (v: Variant, orientation: Orientation) =>
  orientation === 'HORIZONTAL'
    ? v.h > 0 && v.w / v.h > HORIZONTAL_RATIO.above && v.w / v.h < HORIZONTAL_RATIO.below
    : v.h > 0 && v.w / v.h < 1;

const widest = (variants: readonly Variant[]) =>
  variants.reduce<Variant | undefined>((best, v) => (!best || v.w > best.w ? v : best), undefined);

/**
 * Variant choice (docs/product.md#images): among a product's images, the one whose variants have the wanted
 * orientation; otherwise the one with the widest variant of all. Null means "show the placeholder".
 */
export function chooseImage(
  images: readonly (Image | null | undefined)[],
  orientation: Orientation = 'HORIZONTAL',
): Image | null {
  const candidates = images.filter(usable);
  const matching = candidates.find((image) => image.variants.some((v) => fitsOrientation(v, orientation)));
  if (matching) return matching;
  let best: Image | null = null;
  let bestWidth = -1;
  for (const image of candidates) {
    const w = widest(image.variants)?.w ?? -1;
    if (w > bestWidth) {
      best = image;
      bestWidth = w;
    }
  }
  return best;
}

/** The narrowest variant (header avatar) or the widest (profile, editor, mobile). */
export function pickVariant(image: Image | null | undefined, which: 'narrowest' | 'widest'): Variant | null {
  if (!usable(image)) return null;
  return image.variants.reduce((best, v) => ((which === 'widest' ? v.w > best.w : v.w < best.w) ? v : best));
}

/** `srcset` entries `url {w}w`, narrowest first, for the browser to pick by layout width. */
export function imageSrcSet(image: Image, url: (path: string) => string): string {
  return [...image.variants]
    .sort((a, b) => a.w - b.w)
    .map((v) => `${url(`${image.basePath ?? ''}${v.n}`)} ${v.w}w`)
    .join(', ');
}
