import { IMAGE_BASE_PATH, IMAGE_ERROR_CODES, IMAGE_LIMITS, type UploadedImage } from '@larder/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageBlobs, images } from '../../db/schema/index.ts';
import { asClient, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { catalogueClient } from '../../test/catalogue-client.ts';
import { multipartBody, opaquePng, photoJpeg, pngClaiming, transparentPng } from '../../test/image-files.ts';
import { marketplace, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);

const upload = (
  bytes: Buffer,
  options: {
    type?: string;
    cookie?: string;
    accountId?: number;
    filename?: string;
    contentType?: string;
  } = {},
) => {
  const body = multipartBody(bytes, options);
  return t.app.inject(
    asClient({
      method: 'POST',
      url: `/api/vendor/accounts/${options.accountId ?? owner.accountId}/images?type=${options.type ?? 'product'}`,
      cookie: options.cookie ?? owner.cookie,
      payload: body.payload,
      headers: body.headers,
    }),
  );
};

const rowCounts = async () => {
  const [blobs] = await t.database.db.select({ n: count() }).from(imageBlobs);
  const [uploads] = await t.database.db.select({ n: count() }).from(images);
  return { blobs: blobs?.n, uploads: uploads?.n };
};

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('image upload: refused files', () => {
  const refusals: [
    string,
    () => Promise<Buffer>,
    { status: number; code: string },
    Record<string, string>,
  ][] = [
    [
      'a text file renamed to .jpg',
      async () => Buffer.from('Dear diary, today I cooked pasta.\n'.repeat(20)),
      { status: 415, code: IMAGE_ERROR_CODES.unsupportedType },
      { filename: 'photo.jpg', contentType: 'image/jpeg' },
    ],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      { status: 415, code: IMAGE_ERROR_CODES.unsupportedType },
      { filename: 'logo.png', contentType: 'image/png' },
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
      { status: 415, code: IMAGE_ERROR_CODES.unsupportedType },
      { filename: 'anim.gif', contentType: 'image/gif' },
    ],
    [
      'a 6 MB file',
      async () => Buffer.concat([await photoJpeg(400, 300), Buffer.alloc(6 * 1024 * 1024)]),
      { status: 413, code: IMAGE_ERROR_CODES.tooLarge },
      {},
    ],
    [
      'a 20000×20000 PNG of a few hundred bytes (refused by its header, never decoded)',
      async () => pngClaiming(20_000, 20_000),
      { status: 413, code: IMAGE_ERROR_CODES.tooManyPixels },
      { filename: 'bomb.png', contentType: 'image/png' },
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await photoJpeg(1200, 900);
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      { status: 400, code: IMAGE_ERROR_CODES.corrupt },
      {},
    ],
    [
      'a PNG signature followed by garbage',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]),
      { status: 400, code: IMAGE_ERROR_CODES.corrupt },
      { filename: 'x.png', contentType: 'image/png' },
    ],
  ];

  it.each(refusals)(
    'refuses %s with a JSON error and stores nothing',
    async (_name, make, expected, names) => {
      const before = await rowCounts();
      const res = await upload(await make(), names);
      expect(res.statusCode).toBe(expected.status);
      expect(res.json()).toMatchObject({ code: expected.code, message: expect.any(String) });
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const photo = await photoJpeg(800, 600);
    // Bytes after a JPEG's end marker are ignored by decoders: the size alone decides.
    const atLimit = Buffer.concat([photo, Buffer.alloc(IMAGE_LIMITS.maxBytes - photo.length)]);
    expect(atLimit.length).toBe(IMAGE_LIMITS.maxBytes);
    expect((await upload(atLimit)).statusCode).toBe(201);
    const over = await upload(Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe(IMAGE_ERROR_CODES.tooLarge);
  });

  it('refuses a request without the image field, and a non-multipart body', async () => {
    const wrongField = await upload(await photoJpeg(400, 300), { field: 'file' } as never);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe(IMAGE_ERROR_CODES.missingFile);
    const json = await owner.call('POST', `/api/vendor/accounts/${owner.accountId}/images?type=product`, {
      a: 1,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
    // A picture sent as the raw body is told the same, not to send JSON.
    const raw = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/accounts/${owner.accountId}/images?type=product`,
        cookie: owner.cookie,
        headers: { 'content-type': 'image/png' },
        payload: await photoJpeg(40, 30),
      }),
    );
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({
      code: 'UnsupportedMediaType',
      message: 'Send the body as multipart/form-data',
    });
  });

  it('refuses an unknown type value', async () => {
    const res = await upload(await photoJpeg(400, 300), { type: 'banner' });
    expect(res.statusCode).toBe(400);
  });
});

describe('image upload: access', () => {
  it('lets an owner and a manager upload, refuses a worker with 403 and stores nothing', async () => {
    const photo = await photoJpeg(400, 300);
    const manager = seededCookie(MANAGER);
    expect((await upload(photo, { cookie: manager })).statusCode).toBe(201);
    const before = await rowCounts();
    const worker = seededCookie(WORKER);
    const res = await upload(await photoJpeg(500, 300), { cookie: worker });
    expect(res.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 for another account's id and 403 without a session", async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const before = await rowCounts();
    const res = await upload(await photoJpeg(400, 300), { accountId: other.accountId });
    expect(res.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
    const anonymous = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/accounts/${owner.accountId}/images?type=product`,
        ...multipartBody(await photoJpeg(400, 300)),
      }),
    );
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('image upload: variants', () => {
  it('turns a phone photo upright, strips its metadata and stores widths up to 1920 without upscaling', async () => {
    // Stored 3000×2000 with EXIF orientation 6: the camera was held upright, so it shows 2000×3000.
    const res = await upload(await photoJpeg(3000, 2000, { orientation: 6 }));
    expect(res.statusCode).toBe(201);
    const image: UploadedImage = res.json();
    expect(image.basePath).toBe(IMAGE_BASE_PATH);
    expect(image.variants.map((v) => [v.w, v.h])).toEqual([
      [320, 480],
      [640, 960],
      [1280, 1920],
      [1920, 2880],
    ]);
    expect(image.path).toBe(`${IMAGE_BASE_PATH}${image.variants[3]?.n}`);
    for (const variant of image.variants) {
      const file = await fetchFile(`${image.basePath}${variant.n}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.w, variant.h]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('never upscales: a small picture keeps its own width as the only variant', async () => {
    const image: UploadedImage = (await upload(await photoJpeg(300, 200))).json();
    expect(image.variants.map((v) => [v.w, v.h])).toEqual([[300, 200]]);
    const logo: UploadedImage = (await upload(await photoJpeg(600, 600), { type: 'logo' })).json();
    expect(logo.variants.map((v) => v.w)).toEqual([64, 256, 512]);
  });

  it('keeps PNG only when the picture has transparent pixels', async () => {
    const transparent: UploadedImage = (
      await upload(await transparentPng(400), {
        type: 'logo',
        filename: 'logo.png',
        contentType: 'image/png',
      })
    ).json();
    for (const v of transparent.variants) {
      const file = await fetchFile(`${transparent.basePath}${v.n}`);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await sharp(file.rawPayload).metadata()).hasAlpha).toBe(true);
    }
    const opaque: UploadedImage = (
      await upload(await opaquePng(700, 500), { filename: 'shot.png', contentType: 'image/png' })
    ).json();
    expect(opaque.variants.every((v) => v.n.endsWith('.webp'))).toBe(true);
  });

  it('two uploads of the same picture at once both succeed and store it once', async () => {
    const photo = await photoJpeg(800, 600);
    const before = await rowCounts();
    const [a, b] = await Promise.all([upload(photo), upload(photo)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const after = await rowCounts();
    expect(after.uploads).toBe((before.uploads ?? 0) + 1);
    expect(after.blobs).toBe((before.blobs ?? 0) + a.json().variants.length);
  });

  it('stores the same picture once when it is uploaded twice', async () => {
    const photo = await photoJpeg(900, 600);
    const first: UploadedImage = (await upload(photo)).json();
    const counts = await rowCounts();
    const second: UploadedImage = (await upload(photo)).json();
    expect(second).toEqual(first);
    expect(await rowCounts()).toEqual(counts);
  });
});

describe('image files', () => {
  it('are public, immutable, with a strong ETag and 304 on If-None-Match', async () => {
    const image: UploadedImage = (await upload(await photoJpeg(700, 500))).json();
    const url = `${image.basePath}${image.variants[0]?.n}`;
    const first = await fetchFile(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetchFile(url, { 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await fetchFile(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answer 404 JSON for an unknown file and 400 for a name that is not a file hash', async () => {
    const unknown = await fetchFile(`${IMAGE_BASE_PATH}${'0'.repeat(64)}.webp`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NotFound');
    expect((await fetchFile(`${IMAGE_BASE_PATH}..%2Fetc%2Fpasswd`)).statusCode).toBe(400);
  });

  it('serve hot variants from memory without reading the database again', async () => {
    const image: UploadedImage = (await upload(await photoJpeg(700, 500))).json();
    const url = `${image.basePath}${image.variants[0]?.n}`;
    const first = await fetchFile(url);
    await t.database.db.delete(imageBlobs);
    const cached = await fetchFile(url);
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('demo pictures', () => {
  it('give every demo product, topping and the vendor real, servable variants', async () => {
    const catalogue = await owner.catalogue();
    const products = catalogue.sections.flatMap(
      (s: { products: { image: UploadedImage | null }[] }) => s.products,
    );
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.image?.variants.length).toBeGreaterThan(0);
    }
    const first = products[0]!.image!;
    const file = await fetchFile(`${first.basePath}${first.variants[0]!.n}`);
    expect(file.statusCode).toBe(200);
    const me = (
      await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: owner.cookie }))
    ).json();
    expect(me.account.vendors[0].avatar.variants.map((v: { w: number }) => v.w)).toEqual([64, 256, 512]);
  });

  it("show on the receipt: an order's items carry their product's current picture", async () => {
    const product = (await owner.catalogue()).sections[0].products[0];
    const created = await marketplace(t.app).createOrder(owner.vendorId, orderBody([product.id]));
    expect(created.statusCode).toBe(201);
    const url = `/api/vendor/${owner.vendorId}/orders/${created.json().orderId}`;
    const res = await t.app.inject(asClient({ method: 'GET', url, cookie: owner.cookie }));
    expect(res.json().items[0].image).toEqual(product.image);
  });
});
