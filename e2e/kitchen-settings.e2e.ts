import { DEMO_USERS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { sendOrder } from './support/marketplace.ts';
import { openPage, signInThroughForm } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

describe('a busy kitchen’s controls', () => {
  it('with auto-accept on, a marketplace order appears approved and "Accepted automatically"', async () => {
    const { context, page } = await openPage(e2e.browser);
    await signInThroughForm(page, e2e.server.url, DEMO_USERS.manager);
    const vendorId = /\/vendor\/(\d+)\//.exec(page.url())![1]!;
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();

    await page.getByTestId('order-settings-open').click();
    await page.getByTestId('order-settings-form').waitFor();
    await page.getByRole('switch', { name: 'Accept new orders automatically' }).check();
    await page.getByTestId('order-settings-save').click();
    await page.getByTestId('order-settings-form').waitFor({ state: 'detached' });

    const res = await sendOrder(e2e.server, vendorId);
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
