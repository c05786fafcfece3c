import { DEMO_USERS } from '@larder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeOrder } from './support/marketplace.ts';
import { apiAs, PHONE, signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

/**
 * The owner's language from the next page on: tests of this file switch it, so each test that reads
 * words sets the one it reads.
 */
async function ownerSpeaks(langCode: 'en' | 'ru') {
  const api = await apiAs(e2e, DEMO_USERS.owner);
  expect((await api.patch('/api/vendor/users/me', { data: { langCode } })).status()).toBe(200);
  await api.dispose();
}

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
    await ownerSpeaks('en');
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner);
    const name = page.getByTestId('account-link').locator('p');
    await name.waitFor();
    expect(await name.textContent()).toBe('Demo Bistro');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await context.close();
  });

  it('a vertical section shows 4 products a row and a horizontal one 3', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    const grid = page.getByTestId('product-grid').locator('[data-orientation]').first();
    await grid.waitFor();
    const columns = () =>
      grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(await grid.getAttribute('data-orientation')).toBe('HORIZONTAL');
    expect(await columns()).toBe(3);

    const sectionId = await page.getByTestId('product-grid').getAttribute('data-section');
    const res = await context.request.put(`${e2e.server.url}/api/vendor/sections/${sectionId}`, {
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
    await placeOrder(e2e.server, 1, { customerInfo: { name: 'Grace Hopper' } });
    await placeOrder(e2e.server, 1, { customerInfo: { name: 'Grace Hopper' } });
    await ownerSpeaks('ru');
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, {
      viewport: PHONE,
      path: 'orders?view=support',
    });
    // These two and any other of the file's tests left waiting.
    const active = await context.request.get(`${e2e.server.url}/api/vendor/1/orders`);
    const waiting = ((await active.json()) as { WAITING_APPROVAL: unknown[] }).WAITING_APPROVAL.length;
    expect(waiting).toBeGreaterThanOrEqual(2);
    const badge = page.getByTestId('mobile-orders-badge');
    await expect.poll(() => badge.textContent()).toBe(String(waiting));
    const box = await badge.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(16);
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const activeEntries = await page.locator('[data-testid^="mobile-nav-"][data-active]').all();
    expect(await Promise.all(activeEntries.map((link) => link.getAttribute('data-testid')))).toEqual([
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

  it('1280 px: the name stays whole beside the orders badge and "Paused until …", in English and Russian', async () => {
    await placeOrder(e2e.server, 1, { customerInfo: { name: 'Ada Lovelace' } });
    await ownerSpeaks('en');
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner);
    const header = page.getByTestId('app-header');
    // The hint of the pause button does not show through the menu it opened.
    const pauseButton = header.getByTestId('pause-menu');
    await pauseButton.hover();
    await pauseButton.click();
    await page.getByTestId('pause-menu-dropdown').waitFor();
    const hintShown = () =>
      pauseButton.evaluate((button) => getComputedStyle(button.closest('[data-hint]')!, '::after').display);
    expect(await hintShown()).toBe('none');
    await page.getByTestId('pause-for-30').click();
    await header.getByTestId('orders-badge').waitFor();
    const status = header.getByTestId('status-badge');
    // With its date when it ends after the vendor's midnight (shared/lib/vendor-clock.ts).
    await expect.poll(() => status.textContent()).toMatch(/^Paused until (\d\d\/\d\d )?\d\d:\d\d$/);
    const name = page.getByTestId('account-link').locator('p');
    expect(await fitsItsText(page, '[data-testid="account-link"] p')).toEqual([
      { text: 'Demo Bistro', fits: true },
    ]);
    await ownerSpeaks('ru');
    await page.reload();
    await expect.poll(() => status.textContent()).toMatch(/^Пауза до (\d\d\/\d\d )?\d\d:\d\d$/);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await context.request.delete(`${e2e.server.url}/api/vendor/1/pause`, {
      headers: { 'x-app-version': 'e2e' },
    });
    await context.close();
  });

  it('390 px: the orders board has one navigation, the bottom bar, and nothing wider than the screen', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { viewport: PHONE });
    await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // The views are a row over the board, which keeps the screen's width.
    const views = await page.getByTestId('orders-view-rail').boundingBox();
    const board = await page.getByTestId('order-group-WAITING_APPROVAL').boundingBox();
    expect(board!.x).toBeLessThan(20);
    expect(views!.y + views!.height).toBeLessThanOrEqual(board!.y);
    const bar = await page.getByTestId('mobile-nav').boundingBox();
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);
    const labels = await fitsItsText(page, '[data-testid="mobile-nav"] a > span:last-child');
    expect(labels.filter((label) => !label.fits)).toEqual([]);
    // The Activity page too fits the screen.
    await page.goto(`${e2e.server.url}/vendor/1/activity`);
    await page.getByTestId('activity-person-filter').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });

  it('1280×800: the address map opens on the whole delivery zone, with Save in view', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, {
      path: 'account?view=edit-vendor-address',
    });
    const map = page.getByTestId('address-map');
    const zone = map.locator('path.leaflet-interactive');
    await zone.waitFor();
    const mapBox = (await map.boundingBox())!;
    // Fitted once the dialog has its size: the zone fills the map rather than being a speck.
    await expect
      .poll(async () => ((await zone.boundingBox())?.height ?? 0) / mapBox.height)
      .toBeGreaterThan(0.6);
    const save = (await page.getByTestId('address-save').boundingBox())!;
    expect(save.y + save.height).toBeLessThanOrEqual(800 - 16);
    await context.close();
  });

  it('Activity: a period picked shows only its changes; All time shows them all again', async () => {
    await ownerSpeaks('en');
    const api = await apiAs(e2e, DEMO_USERS.owner);
    expect((await api.put('/api/vendor/1/pause', { data: { minutes: 15 } })).status()).toBe(200);
    expect((await api.delete('/api/vendor/1/pause')).status()).toBe(200);
    await api.dispose();
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'activity' });
    const list = page.getByTestId('activity-list');
    await list.waitFor();
    // The 1st and 2nd of last month: nothing of today's.
    await page.getByTestId('period-picker').click();
    await page.locator('[data-direction="previous"]').first().click();
    const day = (n: string) =>
      page
        .locator('button.mantine-DatePickerInput-day:not([data-outside])')
        .filter({ hasText: new RegExp(`^${n}$`) });
    await day('1').first().click();
    await day('2').first().click();
    await page.getByText('No changes match this period and these filters').waitFor();
    await page.getByTestId('activity-all-time').click();
    await list.waitFor();
    expect(await list.locator('[data-action="vendor.pause"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
