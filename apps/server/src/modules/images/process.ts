import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  IMAGE_BASE_PATH,
  IMAGE_ERROR_CODES,
  IMAGE_LIMITS,
  IMAGE_WIDTHS,
  type ImageType,
  sniffImageType,
  type UploadedImage,
} from '@larder/contract';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { Slots } from '../../lib/slots.ts';
import type { StoredBlob } from './store.ts';

// libvips' operation cache would keep decoded pixels of past uploads alive; uploads never repeat.
sharp.cache(false);

export interface ProcessedImage {
  image: UploadedImage;
  blobs: StoredBlob[];
}

const unsupported = () =>
  new AppError(415, IMAGE_ERROR_CODES.unsupportedType, 'Upload a JPEG or PNG picture');
const corrupt = () =>
  new AppError(400, IMAGE_ERROR_CODES.corrupt, 'The picture is damaged or incomplete and cannot be read');

/**
 * Widths to produce for a picture `width` pixels wide: the type's widths below it, and the
 * widest allowed one capped at the original, so nothing is ever upscaled.
 */
export function variantWidths(type: ImageType, width: number): number[] {
  const widths = IMAGE_WIDTHS[type];
  const top = Math.min(width, Math.max(...widths));
  return [...new Set([...widths.filter((w) => w < top), top])].sort((a, b) => a - b);
}

/**
 * Decoding a large photo takes a few hundred megabytes of pixels; two at a time keeps a burst of
 * uploads within memory while the two cores stay busy.
 */
const decoding = new Slots(Math.max(1, Math.min(2, availableParallelism())));

/**
 * An upload → its variants: checked by bytes and by header dimensions before anything is
 * decoded, then decoded once, turned upright by its EXIF orientation, stripped of metadata (sharp
 * writes none unless asked) and re-encoded at a few widths: WebP, or PNG when the picture really
 * has transparent pixels.
 */
export async function processImage(bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  const kind = sniffImageType(bytes);
  if (!kind) throw unsupported();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw corrupt();
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw corrupt();
  if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) {
    throw new AppError(
      413,
      IMAGE_ERROR_CODES.tooManyPixels,
      `The picture is ${meta.width}×${meta.height}: at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels are accepted`,
    );
  }
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const widths = variantWidths(type, upright);
  const widest = widths[widths.length - 1] ?? upright;

  return decoding.run(async () => {
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'truncated' })
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw corrupt();
    }
    const { width, height, channels } = base.info;
    const transparent = channels === 4 && hasTransparentPixel(base.data);
    const blobs: StoredBlob[] = [];
    const variants: UploadedImage['variants'] = [];
    for (const w of widths) {
      let pipeline = sharp(base.data, { raw: { width, height, channels } });
      if (w !== width) pipeline = pipeline.resize({ width: w });
      if (channels === 4 && !transparent) pipeline = pipeline.removeAlpha();
      const out = await (transparent
        ? pipeline.png({ compressionLevel: 8, adaptiveFiltering: true })
        : pipeline.webp({ quality: 82, effort: 3 })
      ).toBuffer({ resolveWithObject: true });
      const ext = transparent ? 'png' : 'webp';
      const name = `${createHash('sha256').update(out.data).digest('hex')}.${ext}`;
      blobs.push({ name, contentType: transparent ? 'image/png' : 'image/webp', bytes: out.data });
      variants.push({ w: out.info.width, h: out.info.height, n: name });
    }
    const largest = variants[variants.length - 1];
    if (!largest) throw corrupt();
    return { image: { path: `${IMAGE_BASE_PATH}${largest.n}`, basePath: IMAGE_BASE_PATH, variants }, blobs };
  });
}

function hasTransparentPixel(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}
