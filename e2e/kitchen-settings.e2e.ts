import { DEMO_USERS } from '@larder/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { sendOrder, startMarketplaceServer } from './support/marketplace.ts';
import type { RunningServer } from './support/server.ts';
import { openPage, signInThroughForm } from './support/session.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startMarketplaceServer(), launchBrowser()]);
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

    const res = await sendOrder(server, vendorId);
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
