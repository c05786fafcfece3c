import os from 'node:os';
import path from 'node:path';
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS, formatOrderNumber } from '@larder/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const TOKEN = 'e2e-marketplace-token-0123456789';
let vendorId: number;
const ids: { completed: number; cancelled: number; waiting: number } = {
  completed: 0,
  cancelled: 0,
  waiting: 0,
};

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${e2e.server.url}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      [APP_VERSION_HEADER]: 'e2e',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const market = (url: string, body: unknown = {}) =>
  call('POST', `/manager${url}`, body, { authorization: `Bearer ${TOKEN}` });

/** Three orders: one delivered and reviewed, one cancelled, one still waiting. */
async function seedOrders() {
  const login = await fetch(`${e2e.server.url}/api/vendor/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'e2e' },
    body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  vendorId = ((await login.json()) as { account: { vendors: { id: number }[] } }).account.vendors[0]!.id;
  const order = async (receiptType: string, phone: string) => {
    const res = await market(`/vendors/${vendorId}/orders`, {
      receiptType,
      customerInfo: { name: 'Grace Hopper', phone, address: '1 Main St' },
      paymentType: 'CARD',
      items: [{ productId: 1, count: 2 }],
      deliveryCost: receiptType === 'DELIVERY' ? 2 : 0,
    });
    expect(res.status).toBe(201);
    return res.json.orderId as number;
  };
  ids.completed = await order('DELIVERY', '+12125550101');
  for (const action of ['approve', 'ready', 'complete']) {
    const res = await call('PUT', `/vendor/${vendorId}/orders/${ids.completed}/${action}`, undefined, {
      cookie,
    });
    expect(res.status).toBe(200);
  }
  expect((await market(`/orders/${ids.completed}/delivered`, { paid: true })).status).toBe(200);
  ids.cancelled = await order('TAKEAWAY', '+12125550102');
  expect((await market(`/orders/${ids.cancelled}/cancel`)).status).toBe(200);
  ids.waiting = await order('TAKEAWAY', '+12125550103');
  const review = await market(`/vendors/${vendorId}/reviews`, {
    orderId: ids.completed,
    rating: 4,
    text: 'Great pizza, a little late',
  });
  expect(review.status).toBe(201);
}

const e2e = serverAndBrowser({ env: { MARKETPLACE_TOKEN: TOKEN, DEMO_ORDER_INTERVAL_S: '0' } });
beforeAll(async () => {
  await seedOrders();
});

const signedIn = (path: string) => signedInPage(e2e, DEMO_USERS.owner, { path });

const rows = (page: Page) => page.getByTestId('archive-row');

describe('the record of the business', () => {
  it('the archive lists, filters, searches and previews orders', async () => {
    const { context, page } = await signedIn('archive');
    // The list comes after the page: its first load is the page's, before anything is cached.
    await rows(page).first().waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);

    await page.getByTestId('archive-status').click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(formatOrderNumber(ids.cancelled));
    // The filter is in the URL: a reload keeps it.
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByTestId('archive-status').inputValue()).toBe('Cancelled');
    await page.getByTestId('archive-status').click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);
    // Back brings the previous filter back, forward the next.
    await page.goBack();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByTestId('archive-status').inputValue()).toBe('Cancelled');
    await page.goForward();
    await expect.poll(() => rows(page).count()).toBe(3);

    await page.getByTestId('archive-search').fill(formatOrderNumber(ids.completed));
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByTestId('archive-order-link').first().click();
    const dialog = page.getByRole('dialog', { name: `Order ${formatOrderNumber(ids.completed)}` });
    await dialog.waitFor();
    await dialog.getByTestId('order-check').waitFor();
    expect(await dialog.getByTestId('receipt-item').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('order')).toBe(String(ids.completed));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('order')).toBeNull();
    await page.getByTestId('archive-search').fill('');
    await context.close();
  });

  it('exports the archive as a spreadsheet that opens with its rows', async () => {
    const { context, page } = await signedIn('archive');
    // The list comes after the page: its first load is the page's, before anything is cached.
    await rows(page).first().waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByTestId('archive-export-open').click();
    const name = page.getByTestId('export-name');
    await name.fill('Week report');
    // 31 characters: refused, the old value stays.
    await name.fill('x'.repeat(31));
    expect(await name.inputValue()).toBe('Week report');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-start').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Week_report.xlsx');
    const saved = path.join(os.tmpdir(), `larder-e2e-${process.pid}.xlsx`);
    await file.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const sheet = workbook.worksheets[0]!;
    // The three orders, then their totals.
    expect(sheet.rowCount).toBe(5);
    const numbers = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(numbers).toEqual([ids.waiting, ids.cancelled, ids.completed].map(formatOrderNumber));
    expect(typeof sheet.getRow(4).getCell(9).value).toBe('number');
    expect(sheet.getRow(5).getCell(1).value).toBe('Total: 3 orders');
    await context.close();
  });

  it('statistics show figures and charts, and the owner replies to a review', async () => {
    const { context, page } = await signedIn('statistics');
    await page.getByTestId('chart-per-day').locator('.uplot canvas').first().waitFor();
    await page.getByTestId('chart-per-hour').locator('.uplot canvas').first().waitFor();
    await page.getByTestId('chart-by-status').locator('svg[role="img"] circle').first().waitFor();
    expect(await page.getByTestId('kpi').first().textContent()).toContain('3');

    const panel = page.getByTestId('reviews-panel');
    await panel.getByTestId('review').first().waitFor();
    expect(await panel.getByTestId('reviews-average').textContent()).toBe('4');
    await panel.getByTestId('review-reply-open').click();
    await panel.getByTestId('review-reply-text').fill('Thank you! Next time it will be on time.');
    await panel.getByTestId('review-reply-send').click();
    await expect
      .poll(() => panel.getByTestId('review-reply').textContent())
      .toContain('Thank you! Next time it will be on time.');

    // The review's order opens over the statistics page with its receipt.
    await panel.getByTestId('review-order-link').first().click();
    const dialog = page.getByRole('dialog', { name: `Order ${formatOrderNumber(ids.completed)}` });
    await dialog.getByTestId('order-check').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/vendor/${vendorId}/statistics`);
    expect(new URL(page.url()).searchParams.get('view')).toBe('account-order-preview');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
