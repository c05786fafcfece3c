import { DEMO_USERS } from '@larder/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { placeOrder, startMarketplaceServer } from './support/marketplace.ts';
import type { RunningServer } from './support/server.ts';
import { DESKTOP, openPage, PHONE, signInThroughForm } from './support/session.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startMarketplaceServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** True when the element shows all of its text: nothing clipped or spilling out. */
const fitsItsText = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => ({
      text: element.textContent,
      fits: element.scrollWidth <= element.clientWidth + 1,
    })),
  );

describe('what the screen-by-screen walk found', () => {
  it('the vendor name is not cut at 1280 px when the header has room for it', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await signInThroughForm(page, server.url, DEMO_USERS.owner);
    const name = page.getByTestId('account-link').locator('p');
    await name.waitFor();
    expect(await name.textContent()).toBe('Demo Bistro');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await context.close();
  });

  it('a vertical section shows 4 products a row and a horizontal one 3 (SPEC §2)', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await signInThroughForm(page, server.url, DEMO_USERS.owner);
    await page.goto(`${server.url}/vendor/1/catalog`);
    const grid = page.getByTestId('product-grid').locator('[data-orientation]').first();
    await grid.waitFor();
    const columns = () =>
      grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(await grid.getAttribute('data-orientation')).toBe('HORIZONTAL');
    expect(await columns()).toBe(3);

    const sectionId = await page.getByTestId('product-grid').getAttribute('data-section');
    const res = await context.request.put(`${server.url}/api/vendor/sections/${sectionId}`, {
      data: { imageOrientation: 'VERTICAL' },
      headers: { 'x-app-version': 'e2e' },
    });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.locator('[data-orientation="VERTICAL"]').first().waitFor();
    expect(await columns()).toBe(4);
    await context.close();
  });

  it('phone: the orders badge shows its number, one entry is active, Russian labels are whole', async () => {
    await placeOrder(server, 1, { customerInfo: { name: 'Grace Hopper' } });
    await placeOrder(server, 1, { customerInfo: { name: 'Grace Hopper' } });
    const { context, page } = await openPage(browser, PHONE);
    await signInThroughForm(page, server.url, DEMO_USERS.owner);
    await context.request.patch(`${server.url}/api/vendor/users/me`, {
      data: { langCode: 'ru' },
      headers: { 'x-app-version': 'e2e' },
    });
    await page.goto(`${server.url}/vendor/1/orders?view=support`);
    const badge = page.getByTestId('mobile-orders-badge');
    await expect.poll(() => badge.textContent()).toBe('2');
    const box = await badge.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(16);
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const active = await page.locator('[data-testid^="mobile-nav-"][data-active]').all();
    expect(await Promise.all(active.map((link) => link.getAttribute('data-testid')))).toEqual([
      'mobile-nav-support',
    ]);

    const employees = () => page.getByTestId('mobile-nav-employees').textContent();
    await expect.poll(async () => (await employees())?.replaceAll('\u00ad', '')).toBe('Сотрудники');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const labels = await fitsItsText(page, '[data-testid="mobile-nav"] a > span:last-child');
      expect(labels.filter((label) => !label.fits)).toEqual([]);
    }
    await context.close();
  });
});
