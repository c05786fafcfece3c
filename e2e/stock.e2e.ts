import { DEMO_USERS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { sendOrder } from './support/marketplace.ts';
import { PHONE, signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

describe('stock counts', () => {
  it('a worker counts the last two portions on a phone; orders take them live and the third is refused', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.worker, {
      viewport: PHONE,
      path: 'catalog',
    });
    const tile = page
      .getByTestId('product-grid')
      .locator('[data-testid^="product-tile-"][data-available="true"]')
      .first();
    const tileId = (await tile.getAttribute('data-testid')) ?? '';
    const productId = Number(tileId.split('-').pop());

    await tile.getByTestId(`product-stock-${productId}-restock`).click();
    await page.getByTestId(`product-stock-${productId}-exact`).fill('2');
    await page.getByTestId(`product-stock-${productId}-set`).click();
    const left = page.getByTestId(`product-stock-${productId}-left`);
    await expect.poll(() => left.textContent()).toBe('2 left');
    expect(await left.getAttribute('data-low')).not.toBeNull();

    // The marketplace orders while the page is open: the tile follows without a reload.
    const items = [{ productId, count: 1 }];
    expect((await sendOrder(e2e.server, vendorId, { items, paid: true })).status).toBe(201);
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toBe('1 left');
    expect((await sendOrder(e2e.server, vendorId, { items, paid: true })).status).toBe(201);
    await expect
      .poll(() => page.getByTestId(tileId).getAttribute('data-available'), { timeout: 10_000 })
      .toBe('false');
    expect(await left.textContent()).toBe('0 left');
    const refused = await sendOrder(e2e.server, vendorId, { items, paid: true });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ProductUnavailable');

    // +10 brings it back.
    await page.getByTestId(tileId).getByTestId(`product-stock-${productId}-restock`).click();
    await page.getByTestId(`product-stock-${productId}-add`).click();
    await expect.poll(() => left.textContent()).toBe('10 left');
    expect(await page.getByTestId(tileId).getAttribute('data-available')).toBe('true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
