import type { Order, OrderAmendment } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catalogueRoutes,
  makeCatalogue,
  namedComponent,
  namedGroup,
  namedProduct,
  namedSection,
} from '@/test/catalogue-fixtures';
import { makeActiveOrders, makeOrder, makeOrderItem, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const cheese = { componentId: 1, name: 'Extra cheese', nameI18n: { values: {} }, count: 1, price: 1.5 };
const pizzas = makeOrderItem({
  itemId: 501,
  productId: 11,
  count: 2,
  price: 11.9,
  totalPrice: 26.8,
  components: [cheese],
});
const cola = makeOrderItem({
  itemId: 502,
  productId: 31,
  name: 'Cola',
  nameI18n: { values: { en: 'Cola' } },
  count: 1,
  price: 3,
  totalPrice: 3,
  components: [],
});
// Items 29.80 + delivery 3.50.
const order = makeOrder({
  orderId: 42,
  status: 'APPROVED',
  receiptType: 'DELIVERY',
  deliveryCost: 3.5,
  totalPrice: 33.3,
  originalTotalPrice: 33.3,
  vendorPrice: 25.33,
  items: [pizzas, cola],
  acceptBefore: null,
});

function open(url: string, orders: Order[] = [order], api = {}) {
  return renderApp(url, {
    user: makeUser('VENDOR_WORKER'),
    api: {
      'GET vendor/1/orders': { body: makeActiveOrders(...orders) },
      ...catalogueRoutes(makeCatalogue()),
      ...api,
    },
  });
}

describe('change order (order-change)', () => {
  it('counts a line down and takes a modifier off, shows the refund, and saves exactly that', async () => {
    const changed = makeOrder({ ...order, totalPrice: 18.4, items: [{ ...pizzas, count: 1 }, cola] });
    const app = open('/vendor/1/orders?view=order-change&order=42', [order], {
      'POST vendor/1/orders/42/amend': { body: changed },
    });
    const modal = await screen.findByTestId('order-change-modal');
    expect(await within(modal).findByRole('heading', { name: 'Change order #000042' })).toBeTruthy();
    const save = within(modal).getByTestId('change-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    const line = within(modal).getByTestId('change-line-0');
    fireEvent.click(within(line).getByRole('button', { name: 'Decrease' }));
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Extra cheese' }));
    expect(within(line).getByRole('button', { name: 'Put Extra cheese back' })).toBeTruthy();

    // 1 × 11.90 + 3.00 + delivery 3.50; the refund is what the customer paid beyond it.
    expect(within(modal).getByTestId('change-new-total').textContent).toBe('18.40 EUR');
    expect(within(modal).getByTestId('change-refund').textContent).toBe('14.90 EUR');
    expect(within(modal).getByText('Refund')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('radio', { name: 'Other' }));
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Comment' }), {
      target: { value: ' Cheese ran out ' },
    });
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Mark as sold out until tomorrow' }));
    fireEvent.click(save);

    await waitFor(() => expect(app.location().search).toBe(''));
    expect(app.server.callsTo('POST', 'vendor/1/orders/42/amend').map((call) => call.body)).toEqual([
      {
        lines: [{ line: 0, count: 1, removeComponentIds: [1] }],
        substitutes: [],
        reason: 'OTHER',
        comment: 'Cheese ran out',
        markSoldOut: 'END_OF_DAY',
      },
    ]);
    const card = await screen.findByTestId('order-card-42');
    expect(within(card).getByTestId('order-total').textContent).toBe('18.40 EUR');
  });

  it('replaces a line with a product of the orderable menu, as a proposal with its charge', async () => {
    const app = open('/vendor/1/orders?view=order-change&order=42', [order], {
      'POST vendor/1/orders/42/amend': {
        status: 409,
        body: {
          code: 'AmendmentProposalPending',
          message: "Proposal 1 still waits for the customer's answer",
        },
      },
    });
    const modal = await screen.findByTestId('order-change-modal');
    // The dialog shows before its lines, which wait for the order and the menu.
    const line = await within(modal).findByTestId('change-line-1');
    fireEvent.click(within(line).getByRole('button', { name: 'Replace with…' }));
    const picker = within(line).getByTestId('product-picker');
    // Hidden (Lemonade) and sold-out (Greek salad) products are not offered; nor the line's own.
    await within(picker).findByText('Pepperoni');
    expect(within(picker).queryByText('Greek salad')).toBeNull();
    expect(within(picker).queryByText('Lemonade')).toBeNull();
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Search the menu' }), {
      target: { value: 'formag' },
    });
    expect(within(picker).queryByText('Pepperoni')).toBeNull();
    fireEvent.click(within(picker).getByText('Quattro Formaggi'));

    expect(within(line).getByTestId('change-substitute').textContent).toContain('1 × Quattro Formaggi');
    // 3.00 replaced by 12.50: charged 9.50 if accepted, 3.00 back if refused.
    expect(within(modal).getByText('Extra charge')).toBeTruthy();
    expect(within(modal).getByTestId('change-refund').textContent).toBe('9.50 EUR');
    expect(within(modal).getByTestId('change-if-rejected').textContent).toContain('3.00 EUR');

    fireEvent.click(within(modal).getByRole('button', { name: 'Ask the customer' }));
    // The catalogue's words for the code, in the user's language, not the server's message.
    expect((await within(modal).findByRole('alert')).textContent).toContain(
      "A proposal already waits for the customer's answer.",
    );
    expect(app.server.callsTo('POST', 'vendor/1/orders/42/amend')[0]?.body).toMatchObject({
      lines: [],
      substitutes: [{ line: 1, productId: 13, count: 1, componentIds: [] }],
    });
  });
  it('offers another product for the only line, with its modifiers, and says a refusal cancels', async () => {
    const crust = namedGroup(7, 'Crust', [
      namedComponent(71, 7, 'Thin', 0),
      namedComponent(72, 7, 'Thick', 1),
    ]);
    const toppings = namedGroup(8, 'Toppings', [
      namedComponent(81, 8, 'Jalapeño', 0.8),
      namedComponent(82, 8, 'Olives', 0.6),
      namedComponent(83, 8, 'Bacon', 1.5),
      namedComponent(84, 8, 'Truffle', 9, false),
    ]);
    const attach = (
      group: typeof crust,
      required: boolean,
      most: number,
      defaultComponentId: number | null,
    ) => ({
      componentGroupID: group.id,
      name: group.name,
      required,
      multiSelection: most > 1,
      maxCount: most,
      maxComponentsCount: most,
      defaultComponentId,
      components: group.components.map((c) => ({ id: c.id, price: c.price })),
    });
    const pepperoni = namedProduct(12, 'Pepperoni', 1, {
      price: 13,
      discountPrice: null,
      componentGroups: [attach(crust, true, 1, 71), attach(toppings, false, 2, null)],
    });
    const catalogue = makeCatalogue({
      sections: [namedSection(1, 'Pizza', [pepperoni])],
      componentGroups: [crust, toppings],
    });
    const single = makeOrder({ ...order, items: [pizzas], totalPrice: 30.3, originalTotalPrice: 30.3 });
    const app = open('/vendor/1/orders?view=order-change&order=42', [single], {
      ...catalogueRoutes(catalogue),
      'POST vendor/1/orders/42/amend': { body: single },
    });
    const modal = await screen.findByTestId('order-change-modal');
    // The dialog shows before its lines, which wait for the order and the menu.
    const line = await within(modal).findByTestId('change-line-0');
    fireEvent.click(within(line).getByRole('button', { name: 'Replace with…' }));
    fireEvent.click(await within(line).findByText('Pepperoni'));

    // The required crust starts on its default; a single choice swaps and cannot be left empty.
    const crustChips = within(line).getByTestId('substitute-group-7');
    expect(within(crustChips).getByRole('button', { name: 'Thin' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(crustChips).getByRole('button', { name: 'Thick +1.00 EUR' }));
    fireEvent.click(within(crustChips).getByRole('button', { name: 'Thick +1.00 EUR' }));
    expect(within(crustChips).getByRole('button', { name: 'Thin' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // Two toppings at most; a sold-out one is not offered.
    const toppingChips = within(line).getByTestId('substitute-group-8');
    expect(within(toppingChips).queryByRole('button', { name: /Truffle/ })).toBeNull();
    fireEvent.click(within(toppingChips).getByRole('button', { name: 'Jalapeño +0.80 EUR' }));
    fireEvent.click(within(toppingChips).getByRole('button', { name: 'Olives +0.60 EUR' }));
    expect(
      within(toppingChips).getByRole('button', { name: 'Bacon +1.50 EUR' }).hasAttribute('disabled'),
    ).toBe(true);

    // 2 × (13.00 + 1.00 + 0.80 + 0.60) = 30.80 in place of 26.80.
    expect(within(line).getByTestId('change-substitute').textContent).toContain('30.80 EUR');
    expect(within(modal).getByTestId('change-refund').textContent).toBe('4.00 EUR');
    expect(within(modal).getByTestId('change-refusal-cancels').textContent).toContain(
      'the order is cancelled',
    );
    // Not also "the line is removed and refunded": a refusal takes the whole order.
    expect(within(modal).queryByTestId('change-if-rejected')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Ask the customer' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(app.server.callsTo('POST', 'vendor/1/orders/42/amend')[0]?.body).toMatchObject({
      lines: [],
      substitutes: [{ line: 0, productId: 12, count: 2, componentIds: [72, 81, 82] }],
    });
  });
});

describe('a changed order on the board', () => {
  const proposal: OrderAmendment = {
    id: 2,
    at: new Date().toISOString(),
    by: { userId: 100, name: 'Wanda' },
    reason: 'OUT_OF_STOCK',
    comment: null,
    removed: [],
    substitutes: [
      {
        itemId: 502,
        before: cola,
        substitute: { ...cola, name: 'Lemonade', nameI18n: { values: { en: 'Lemonade' } } },
      },
    ],
    status: 'PENDING',
    totalPriceBefore: 20.8,
    totalPriceAfter: 21.3,
    refund: -0.5,
    refundIfRejected: 3,
    answerBefore: new Date(Date.now() + 8 * 60_000 + 42_000).toISOString(),
    resolvedAt: null,
  };
  const applied: OrderAmendment = {
    ...proposal,
    id: 1,
    removed: [{ itemId: 501, before: pizzas, after: { ...pizzas, count: 1, totalPrice: 13.4 } }],
    substitutes: [],
    status: 'APPLIED',
    totalPriceBefore: 33.3,
    totalPriceAfter: 20.8,
    refund: 12.5,
    refundIfRejected: null,
    answerBefore: null,
  };
  const changed = makeOrder({
    ...order,
    totalPrice: 20.8,
    items: [{ ...pizzas, count: 1, totalPrice: 13.4 }, cola],
    amendments: [applied, proposal],
  });

  it('shows the waiting proposal counting down, the struck line, the refund and the original total', async () => {
    open('/vendor/1/orders', [changed]);
    const card = await screen.findByTestId('order-card-42');
    // The changes' code comes with the first card that has some.
    expect((await within(card).findByTestId('proposal-countdown')).textContent).toMatch(
      /^Waiting for the customer — 8:[0-4]\d$/,
    );
    const changes = within(card).getByTestId('order-changes');
    expect(within(changes).getByTestId('changed-line').textContent).toBe('2 × Margherita → 1');
    expect(within(changes).getByTestId('changed-substitute').textContent).toBe(
      '1 × Cola → 1 × Lemonade (waiting for the customer: 0.50 EUR extra if accepted)',
    );
    expect(within(changes).getByText('Changed')).toBeTruthy();
    expect(within(changes).getByTestId('changes-refund').textContent).toContain('12.50 EUR');
    expect(within(changes).getByTestId('changes-original-total').textContent).toBe('33.30 EUR');
  });

  it('says a change is only proposed while nothing has been changed yet', async () => {
    open('/vendor/1/orders', [{ ...order, amendments: [proposal] }]);
    const card = await screen.findByTestId('order-card-42');
    expect(await within(card).findByText('Change proposed')).toBeTruthy();
    expect(within(card).queryByTestId('changes-refund')).toBeNull();
  });

  it('the receipt says why, once, and what a removed modifier was', async () => {
    const withoutCheese: OrderAmendment = {
      ...applied,
      removed: [{ itemId: 501, before: pizzas, after: { ...pizzas, components: [], totalPrice: 23.8 } }],
    };
    open('/vendor/1/orders?view=order-check&order=42', [
      { ...changed, amendments: [withoutCheese, proposal] },
    ]);
    const modal = await screen.findByTestId('order-check-modal');
    const changes = await within(modal).findByTestId('order-changes');
    expect(within(changes).getByTestId('changes-reasons').textContent).toBe('Out of stock');
    expect(within(changes).getByTestId('changed-line').textContent).toBe(
      '2 × Margherita, without Extra cheese',
    );
    expect(within(modal).getByTestId('change-order').textContent).toBe('Change order');
  });
});
