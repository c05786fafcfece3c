import { type CompressionProfile, sniffImageType } from '@larder/contract';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * docs/product.md#images: a picked PNG stays PNG unless it is larger than the profile's threshold (a big PNG
 * is a photo saved as PNG: JPEG makes it a fraction of the size); everything else is sent as JPEG.
 */
export function compressedType(detected: 'jpeg' | 'png' | null, bytes: number, profile: CompressionProfile) {
  return detected === 'png' && bytes <= profile.pngToJpegOverBytes ? 'image/png' : 'image/jpeg';
}

/** The output size of a crop: scaled down (never up) to fit the profile's maximum box. */
export function compressedSize(area: Pick<PixelArea, 'width' | 'height'>, profile: CompressionProfile) {
  const scale = Math.min(1, profile.maxWidth / area.width, profile.maxHeight / area.height);
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

export async function detectImageType(file: Blob) {
  return sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

/**
 * Cuts `area` (in the picture's upright pixels) out of `file` and encodes it per the profile, so a
 * 12-megapixel phone photo leaves the browser as a ~1920-px JPEG instead of 5 MB.
 */
export async function cropAndCompress(
  file: Blob,
  area: PixelArea,
  profile: CompressionProfile,
): Promise<Blob> {
  const type = compressedType(await detectImageType(file), file.size, profile);
  // Browsers apply the EXIF orientation here, as they do when showing the picture in the cropper.
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = compressedSize(area, profile);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    if (type === 'image/jpeg') {
      // JPEG has no transparency: transparent pixels would turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
        type,
        profile.quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
