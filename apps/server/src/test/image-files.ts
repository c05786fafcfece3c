import { deflateSync } from 'node:zlib';
import { APP_VERSION_HEADER, type UploadedImage } from '@larder/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  bytes: Buffer,
  { field = 'image', filename = 'photo.jpg', contentType = 'image/jpeg' } = {},
) {
  const boundary = `----larder${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A photo-like JPEG: a warm background with a plate and a garnish, so every variant has real
 * content. `orientation` writes an EXIF Orientation tag the way a phone camera does.
 */
export async function photoJpeg(
  width: number,
  height: number,
  options: { orientation?: number; quality?: number } = {},
) {
  const r = Math.round(Math.min(width, height) * 0.35);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8a33d"/><stop offset="1" stop-color="#8c3b1f"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#f7f1e3"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r * 0.7}" fill="#c0392b"/>` +
      `<rect x="0" y="0" width="${width / 10}" height="${height / 10}" fill="#2e7d32"/></svg>`,
  );
  let image = sharp(svg).jpeg({ quality: options.quality ?? 85 });
  if (options.orientation) {
    image = image
      .withExif({ IFD0: { Copyright: 'Test Camera Co', Make: 'Test Camera' } })
      .withMetadata({ orientation: options.orientation });
  }
  return image.toBuffer();
}

/** A PNG with a transparent background around an opaque disc (a logo). */
export function transparentPng(size: number) {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#d35400"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** An opaque PNG (a screenshot-like picture): stored as WebP, since it has nothing to keep transparent. */
export function opaquePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3d8b5a' } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a valid PNG header claiming width × height pixels, followed by a few
 * rows of data. Only the header is needed to refuse it; decoding it would take gigabytes.
 */
export function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a generated photo as the signed-in user and returns what the server stored. */
export async function uploadPhoto(
  app: FastifyInstance,
  cookie: string,
  accountId: number,
  { width = 1600, height = 1200, type = 'product' }: { width?: number; height?: number; type?: string } = {},
): Promise<UploadedImage> {
  const body = multipartBody(await photoJpeg(width, height));
  const res = await app.inject({
    method: 'POST',
    url: `/api/vendor/accounts/${accountId}/images?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, cookie, [APP_VERSION_HEADER]: 'test' },
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json();
}
