import { DEMO_USERS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { PHONE, signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

describe('sold out until tomorrow', () => {
  it('the owner switches a product off until tomorrow, sees when it is back, and finds it in the Activity', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    const tile = page
      .getByTestId('product-grid')
      .locator('[data-testid^="product-tile-"][data-available="true"]')
      .first();
    const tileId = (await tile.getAttribute('data-testid')) ?? '';
    const productId = Number(tileId.split('-').pop());
    const name = (await tile.getByTestId('product-name').textContent()) ?? '';

    await tile.getByRole('switch', { name: 'Available' }).click();
    await page.getByTestId(`product-available-${productId}-until-tomorrow`).click();
    const backAt = page.getByTestId(`product-back-at-${productId}`);
    await backAt.waitFor();
    expect(await backAt.textContent()).toMatch(/^back (tomorrow )?at \d{2}:\d{2}$|^back \w+ at \d{2}:\d{2}$/);
    expect(await page.getByTestId(tileId).getAttribute('data-available')).toBe('false');

    // Still off, and still saying when, after a reload: the server holds the time.
    await page.reload();
    await page.getByTestId(`product-back-at-${productId}`).waitFor();

    await page.goto(`${e2e.server.url}/vendor/${vendorId}/account`);
    await page.getByTestId('account-activity-link').click();
    await page.waitForURL(/\/activity$/);
    const newest = page
      .getByTestId('activity-list')
      .locator('[data-testid^="activity-"][data-action]')
      .first();
    await newest.waitFor();
    expect(await newest.getAttribute('data-action')).toBe('product.availability');
    expect(await newest.getByTestId('activity-action').textContent()).toBe(
      'Switched a product’s availability',
    );
    expect(await newest.getByTestId('activity-target').textContent()).toBe(`Product ${name}`);
    expect(await newest.getByTestId('activity-person').textContent()).toBe('Olivia Owner');
    await context.close();
  });

  it('the Activity page fits a phone', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.manager, {
      viewport: PHONE,
      path: 'activity',
    });
    await page.getByTestId('activity-person-filter').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
