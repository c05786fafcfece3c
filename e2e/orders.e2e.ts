import { DEMO_USERS } from '@larder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeOrder } from './support/marketplace.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

// Demo mode would add orders of its own: switched off so the test knows every order.
const e2e = serverAndBrowser({ marketplace: true });

/** The manager's orders board, in a context of its own. */
async function openOrdersPage() {
  const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.manager);
  await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();
  return { context, page, vendorId };
}

const badge = (page: Page) => page.getByTestId('orders-badge');

describe('live orders', () => {
  it('an order from the marketplace appears without reload, rings the badge, and approve moves it', async () => {
    const { context, page, vendorId } = await openOrdersPage();
    const orderId = await placeOrder(e2e.server, vendorId, { items: [{ productId: 1, count: 2 }] });

    const card = page.getByTestId('order-group-WAITING_APPROVAL').getByTestId(`order-card-${orderId}`);
    await card.waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await card.getByTestId('approve-order').click();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    await expect
      .poll(async () => (await badge(page).count()) === 0 || (await badge(page).textContent()) === '0')
      .toBe(true);
    await context.close();
  });

  it('decline removes the order', async () => {
    const { context, page, vendorId } = await openOrdersPage();
    const orderId = await placeOrder(e2e.server, vendorId, { items: [{ productId: 4, count: 1 }] });
    const card = page.getByTestId(`order-card-${orderId}`);
    await card.waitFor();
    await card.getByTestId('decline-order').click();
    await page.getByTestId('confirm-decline').click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the receipt shows the items of the order', async () => {
    const { context, page, vendorId } = await openOrdersPage();
    const orderId = await placeOrder(e2e.server, vendorId, {
      items: [
        { productId: 2, count: 1 },
        { productId: 6, count: 3 },
      ],
    });
    await page.getByTestId(`order-card-${orderId}`).waitFor();
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders?view=order-check&order=${orderId}`);
    const receipt = page.getByTestId('order-check-modal');
    await receipt.getByText('Pepperoni').waitFor();
    await receipt.getByText('Lemonade').waitFor();
    await context.close();
  });
});
