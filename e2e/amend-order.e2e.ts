import { DEMO_USERS, type Order } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { startReceiver } from '../apps/server/src/test/webhook-receiver.ts';
import { marketplacePost, sendOrder } from './support/marketplace.ts';
import { session, signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

// The marketplace's webhook receiver listens on 127.0.0.1: private addresses are allowed here.
const e2e = serverAndBrowser({ marketplace: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });

describe('changing an accepted order (docs/product.md#changing-an-accepted-order)', () => {
  it('a delivery order loses one of two pizzas: the board, the ticket and the archive show it, the marketplace hears of the refund', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await marketplacePost(e2e.server, '/webhooks', {
        url: receiver.url,
        types: ['order.amended'],
      });
      expect(hook.status).toBe(201);

      const { vendorId } = await session(e2e, DEMO_USERS.manager);
      const res = await sendOrder(e2e.server, vendorId, {
        receiptType: 'DELIVERY',
        customerInfo: { name: 'Grace Hopper', phone: '+12125550123', address: '12 Main St' },
        items: [
          { productId: 1, count: 2 },
          { productId: 6, count: 1 },
        ],
        deliveryCost: 2,
      });
      expect(res.status).toBe(201);
      const placed = (await res.json()) as Order;
      const pizzas = placed.items[0]!;
      const refund = pizzas.totalPrice / 2;

      const { context, page } = await signedInPage(e2e, DEMO_USERS.manager);
      const card = page.getByTestId(`order-card-${placed.orderId}`);
      await card.getByTestId('approve-order').click();
      await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${placed.orderId}`).waitFor();

      // The change: one pizza fewer, out of stock.
      await card.getByTestId('change-order').click();
      const dialog = page.getByTestId('order-change-modal');
      await dialog.getByTestId('change-line-0').getByRole('button', { name: 'Decrease' }).click();
      expect(Number.parseFloat((await dialog.getByTestId('change-refund').textContent()) ?? '')).toBeCloseTo(
        refund,
        2,
      );
      await dialog.getByTestId('change-save').click();
      await dialog.waitFor({ state: 'detached' });

      // The board: the struck line, the refund and the original total.
      const changes = card.getByTestId('order-changes');
      await expect.poll(() => changes.getByTestId('changed-line').textContent()).toMatch(/^2 × .+ → 1$/);
      expect(await changes.getByTestId('changes-original-total').textContent()).toContain(
        placed.totalPrice.toFixed(2),
      );
      expect(Number.parseFloat((await card.getByTestId('order-total').textContent()) ?? '')).toBeCloseTo(
        placed.totalPrice - refund,
        2,
      );

      // The kitchen ticket, reprinted: CHANGED, the pizza taken away struck through.
      const ticket = await context.newPage();
      await ticket.goto(`${e2e.server.url}/api/vendor/${vendorId}/orders/${placed.orderId}/ticket`);
      const sheet = ticket.getByTestId('ticket');
      expect(await sheet.locator('.changed').textContent()).toBe('Changed');
      expect(await sheet.locator('.item.removed').first().textContent()).toContain(`1×${pizzas.name}`);
      await ticket.close();

      // The archive's preview of the order.
      await page.goto(
        `${e2e.server.url}/vendor/${vendorId}/archive?view=archive-order-preview&order=${placed.orderId}`,
      );
      const preview = page.getByTestId('archive-order-preview');
      await preview.getByTestId('order-changes').waitFor();
      expect(await preview.getByTestId('changed-line').textContent()).toMatch(/^2 × .+ → 1$/);
      expect(await preview.getByTestId('changes-refund').textContent()).toContain(refund.toFixed(2));

      // The marketplace: order.amended with the refund.
      await receiver.waitFor(1);
      const event = JSON.parse(receiver.received[0]!.body) as {
        type: string;
        data: { order: { orderId?: number; id?: number }; refund: number; amendment: { status: string } };
      };
      expect(event.type).toBe('order.amended');
      expect(event.data.refund).toBeCloseTo(refund, 2);
      expect(event.data.amendment.status).toBe('APPLIED');

      // A substitute for the lemonade waits for the customer; the marketplace's yes arrives live.
      await page.goto(
        `${e2e.server.url}/vendor/${vendorId}/orders?view=order-change&order=${placed.orderId}`,
      );
      const again = page.getByTestId('order-change-modal');
      await again.getByTestId('change-line-1').getByTestId('change-replace').click();
      await again.getByRole('textbox', { name: 'Search the menu' }).fill('espresso');
      await again.getByTestId('product-picker').getByText('Espresso').click();
      await again.getByRole('button', { name: 'Ask the customer' }).click();
      await again.waitFor({ state: 'detached' });
      await card.getByTestId('proposal-countdown').waitFor();
      expect(await card.getByTestId('proposal-countdown').textContent()).toMatch(
        /^Waiting for the customer — (10:00|9:\d\d)$/,
      );
      const accepted = await marketplacePost(e2e.server, `/orders/${placed.orderId}/amendments/2/accept`, {});
      expect(accepted.status).toBe(200);
      await card.getByTestId('proposal-countdown').waitFor({ state: 'detached' });
      expect(await card.getByTestId('changed-substitute').textContent()).toContain(
        'accepted by the customer',
      );
      await context.close();
    } finally {
      await receiver.close();
    }
  });
});
