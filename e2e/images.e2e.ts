import { APP_VERSION_HEADER, DEMO_USERS, type Product } from '@larder/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

/** A 2400×1600 phone-like photo: a bowl on a green table. */
function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="100%" height="100%" fill="#2d6a4f"/><circle cx="1200" cy="800" r="600" fill="#fefae0"/><circle cx="1200" cy="800" r="450" fill="#e76f51"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A picture smaller than the hint's 1600×1200. */
function smallPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#264653"/><circle cx="400" cy="300" r="200" fill="#e9c46a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('product pictures', () => {
  it('warns before saving that a picture smaller than the hint may look blurry, and still saves it', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    const tile = page.getByTestId('product-grid').locator('[data-testid^="product-tile-"]').first();
    await tile.waitFor();
    const productId = Number((await tile.getAttribute('data-testid'))?.split('-').pop());
    await page.getByTestId(`product-menu-${productId}`).click();
    await page.getByTestId('product-action-change-product-image').click();
    const dialog = page.getByTestId('change-product-image-modal');
    await dialog.getByTestId('image-choose').waitFor();
    await dialog
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto() });
    const notice = dialog.getByTestId('image-blurry');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^This crop is 800×600 px, smaller than 1600×1200: it may look blurry/,
    );
    await dialog.getByTestId('image-save').click();
    await dialog.getByTestId('image-current').waitFor();
    await context.close();
  });

  it('uploads and crops a product photo, and the grid shows it from its variants', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    const grid = page.getByTestId('product-grid');
    await grid.waitFor();
    const tile = grid.locator('[data-testid^="product-tile-"]').first();
    const productId = Number((await tile.getAttribute('data-testid'))?.split('-').pop());
    const picture = tile.getByTestId('product-image');
    const before = await picture.getAttribute('src');

    await page.getByTestId(`product-menu-${productId}`).click();
    await page.getByTestId('product-action-change-product-image').click();
    const dialog = page.getByTestId('change-product-image-modal');
    await dialog.getByTestId('image-choose').waitFor();
    await dialog
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'bowl.jpg', mimeType: 'image/jpeg', buffer: await photo() });

    // The cropper opens with its fixed box; zoom in a little with the keyboard, then save.
    await dialog.locator('.reactEasyCrop_CropArea').waitFor();
    await dialog.getByRole('slider').focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('slider').getAttribute('aria-valuenow')).toBe('20');
    await dialog.getByTestId('image-save').click();
    await dialog.getByTestId('image-current').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('view'));

    // The tile now shows the upload, with a srcset over its variants, and it loaded.
    await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
    const srcset = (await picture.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/\/api\/images\/[0-9a-f]{64}\.webp 320w/);
    expect(await picture.getAttribute('loading')).toBe('lazy');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // The crop is what was stored: the fixed 4:3 box, zoomed in, at most 1920 px wide.
    const cookies = await context.cookies();
    const res = await fetch(`${e2e.server.url}/api/vendor/products/${productId}`, {
      headers: {
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        [APP_VERSION_HEADER]: 'e2e',
      },
    });
    const product = (await res.json()) as Product;
    const widest = product.image!.variants.at(-1)!;
    expect(widest.w / widest.h).toBeCloseTo(4 / 3, 1);
    expect(widest.w).toBeLessThan(2400);
    await context.close();
  });

  it('gives a new component a picture in the item creator, and the group grid shows it', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    const firstGroup = page.locator('[data-testid^="group-item-"]').first();
    await firstGroup.waitFor();
    const groupId = Number((await firstGroup.getAttribute('data-testid'))?.split('-').pop());
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog?group=${groupId}`);
    const grid = page.getByTestId('component-grid');
    await grid.getByTestId('add-component').click();

    const form = page.getByTestId('add-component-modal');
    await form.getByTestId('component-name-en').fill('Roasted pepper');
    await form.getByTestId('image-choose').waitFor();
    await form
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'pepper.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await form.locator('.reactEasyCrop_CropArea').waitFor();
    await form.getByTestId('image-save').click();
    await form.getByTestId('image-current').and(page.locator('[srcset]')).waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));

    const tile = grid.locator('[data-testid^="component-tile-"]', { hasText: 'Roasted pepper' });
    const picture = tile.getByTestId('component-image');
    expect(await picture.getAttribute('srcset')).toMatch(/\/api\/images\/[0-9a-f]{64}\.webp 320w/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await context.close();
  });
});
