import { DEMO_USERS } from '@larder/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { openPage, signInThroughForm } from './support/session.ts';

const TOKEN = 'e2e-marketplace-token-0123456789';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // Demo mode would add orders of its own: switched off so the test knows every order.
    startServer({ env: { MARKETPLACE_TOKEN: TOKEN, DEMO_ORDER_INTERVAL_S: '0' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a busy kitchen’s controls', () => {
  it('with auto-accept on, a marketplace order appears approved and "Accepted automatically"', async () => {
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, server.url, DEMO_USERS.manager);
    const vendorId = /\/vendor\/(\d+)\//.exec(page.url())![1]!;
    await page.goto(`${server.url}/vendor/${vendorId}/orders`);
    await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();

    await page.getByTestId('order-settings-open').click();
    await page.getByTestId('order-settings-form').waitFor();
    await page.getByRole('switch', { name: 'Accept new orders automatically' }).check();
    await page.getByTestId('order-settings-save').click();
    await page.getByTestId('order-settings-form').waitFor({ state: 'detached' });

    const res = await fetch(`${server.url}/api/manager/vendors/${vendorId}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        receiptType: 'TAKEAWAY',
        customerInfo: { name: 'Grace Hopper', phone: '+12125550123' },
        paymentType: 'CARD',
        items: [{ productId: 1, count: 1 }],
      }),
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as { orderId: number; status: string };
    expect(order.status).toBe('APPROVED');

    const card = page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${order.orderId}`);
    await card.waitFor();
    expect(await card.getByTestId('order-auto-accepted').textContent()).toBe('Accepted automatically');
    expect(
      await page
        .getByTestId('order-group-WAITING_APPROVAL')
        .getByTestId(`order-card-${order.orderId}`)
        .count(),
    ).toBe(0);
    await context.close();
  });
});
