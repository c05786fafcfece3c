import type { LiveMessage, OrderStatus } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { makeActiveOrders, makeOrder } from '@/test/fixtures';
import { parseLiveMessage } from './live-message-parsers';
import { reduceLiveMessage } from './live-messages';

const waiting = makeOrder({ orderId: 1 });
const approved = makeOrder({ orderId: 2, status: 'APPROVED', receiptType: 'DELIVERY' });
const arrived = makeOrder({ orderId: 3, status: 'ARRIVED' });
const lists = makeActiveOrders(waiting, approved, arrived);
const state = { lists, declined: new Set<number>(), openOrderId: null };

const statusUpdate = (orderId: number, status: OrderStatus): LiveMessage => ({
  type: 'ORDER_STATUS_UPDATE',
  orderId,
  body: { status },
});

const ids = (list: { orderId: number }[]) => list.map((order) => order.orderId);

describe('parseLiveMessage', () => {
  it('reads JSON messages and ignores heartbeats and garbage', () => {
    expect(parseLiveMessage('{"type":"NEW_ORDER","orderId":5,"body":{"status":"WAITING_APPROVAL"}}')).toEqual(
      {
        type: 'NEW_ORDER',
        orderId: 5,
        body: { status: 'WAITING_APPROVAL' },
      },
    );
    expect(parseLiveMessage('heartbeat')).toBeNull();
    expect(parseLiveMessage('pong')).toBeNull();
    expect(parseLiveMessage('{oops')).toBeNull();
    expect(parseLiveMessage('{"type":"SOMETHING","orderId":5,"body":{"status":"APPROVED"}}')).toBeNull();
    expect(parseLiveMessage('{"type":"NEW_ORDER","orderId":"5","body":{"status":"APPROVED"}}')).toBeNull();
  });

  it('checks the body against the contract: a courier must be a courier, a location a position', () => {
    const courier = { name: 'Carl', phone: null, photo: null };
    const found = (body: unknown) => JSON.stringify({ type: 'COURIER_FOUND', orderId: 5, body });
    expect(parseLiveMessage(found({ status: 'APPROVED', courier }))?.body.courier).toEqual(courier);
    expect(parseLiveMessage(found({ status: 'APPROVED', courier: 'Carl' }))).toBeNull();
    expect(parseLiveMessage(found({ status: 'LOST', courier }))).toBeNull();
    const moved = (location: unknown) =>
      JSON.stringify({ type: 'COURIER_LOCATION_UPDATE', orderId: 5, body: { status: 'APPROVED', location } });
    expect(parseLiveMessage(moved({ latitude: 1, longitude: 2 }))?.body.location).toEqual({
      latitude: 1,
      longitude: 2,
    });
    expect(parseLiveMessage(moved({ latitude: '1' }))).toBeNull();
  });
});

describe('reduceLiveMessage', () => {
  it('moves an approved order from awaiting confirmation to confirmed, with its new status', () => {
    const outcome = reduceLiveMessage(state, statusUpdate(1, 'APPROVED'));
    expect(ids(outcome.lists?.WAITING_APPROVAL ?? [])).toEqual([]);
    expect(ids(outcome.lists?.APPROVED ?? [])).toEqual([1, 2]);
    expect(outcome.lists?.APPROVED.find((order) => order.orderId === 1)?.status).toBe('APPROVED');
    expect(outcome.closeOpenOrder).toBe(false);
  });

  it('reloads the lists when an order was changed (ORDER_AMENDED), leaving them as they are meanwhile', () => {
    const amended: LiveMessage = { type: 'ORDER_AMENDED', orderId: 2, body: { status: 'APPROVED' } };
    const outcome = reduceLiveMessage(state, amended);
    expect(outcome.refetch).toBe(true);
    expect(outcome.lists).toBe(lists);
    expect(reduceLiveMessage({ ...state, declined: new Set([2]) }, amended).refetch).toBe(false);
  });

  it('moves a takeaway order that became ARRIVED to ready for pickup', () => {
    const outcome = reduceLiveMessage(
      { ...state, lists: makeActiveOrders(makeOrder({ orderId: 7, status: 'APPROVED' })) },
      statusUpdate(7, 'ARRIVED'),
    );
    expect(ids(outcome.lists?.APPROVED ?? [])).toEqual([]);
    expect(ids(outcome.lists?.ARRIVED ?? [])).toEqual([7]);
  });

  it('takes a completed or cancelled order off the page without a refetch', () => {
    const completed = reduceLiveMessage(state, statusUpdate(3, 'COMPLETED'));
    expect(ids(completed.lists?.ARRIVED ?? [])).toEqual([]);
    expect(completed.refetch).toBe(false);
    const cancelled = reduceLiveMessage(state, statusUpdate(2, 'CANCELLED'));
    expect(ids(cancelled.lists?.APPROVED ?? [])).toEqual([]);
  });

  it('asks for a refetch for an order it does not know, and for a new order', () => {
    const unknown = reduceLiveMessage(state, statusUpdate(99, 'APPROVED'));
    expect(unknown.refetch).toBe(true);
    expect(unknown.lists).toBe(lists);
    const created = reduceLiveMessage(state, {
      type: 'NEW_ORDER',
      orderId: 100,
      body: { status: 'WAITING_APPROVAL' },
    });
    expect(created.refetch).toBe(true);
  });

  it('does not refetch for an unknown order that is already final', () => {
    expect(reduceLiveMessage(state, statusUpdate(99, 'COMPLETED')).refetch).toBe(false);
  });

  it('remembers a declined order and removes it', () => {
    const outcome = reduceLiveMessage(state, statusUpdate(1, 'DECLINED'));
    expect(outcome.declined).toEqual([1]);
    expect(ids(outcome.lists?.WAITING_APPROVAL ?? [])).toEqual([]);
  });

  it('remembers a declined order even when the lists do not hold it', () => {
    expect(reduceLiveMessage(state, statusUpdate(42, 'DECLINED')).declined).toEqual([42]);
  });

  it('does not refetch a new order that this browser already declined', () => {
    const outcome = reduceLiveMessage(
      { ...state, declined: new Set([100]) },
      { type: 'NEW_ORDER', orderId: 100, body: { status: 'WAITING_APPROVAL' } },
    );
    expect(outcome.refetch).toBe(false);
  });

  it('closes the open order when it is declined or cancelled, and only that one', () => {
    expect(reduceLiveMessage({ ...state, openOrderId: 1 }, statusUpdate(1, 'DECLINED')).closeOpenOrder).toBe(
      true,
    );
    expect(reduceLiveMessage({ ...state, openOrderId: 2 }, statusUpdate(2, 'CANCELLED')).closeOpenOrder).toBe(
      true,
    );
    expect(reduceLiveMessage({ ...state, openOrderId: 2 }, statusUpdate(1, 'DECLINED')).closeOpenOrder).toBe(
      false,
    );
    expect(reduceLiveMessage({ ...state, openOrderId: 3 }, statusUpdate(3, 'COMPLETED')).closeOpenOrder).toBe(
      false,
    );
  });

  it('refetches when a delivery order may have been marked ready elsewhere (its status stays APPROVED)', () => {
    expect(reduceLiveMessage(state, statusUpdate(2, 'APPROVED')).refetch).toBe(true);
    const ready = makeActiveOrders({ ...approved, readyAt: new Date().toISOString() });
    expect(reduceLiveMessage({ ...state, lists: ready }, statusUpdate(2, 'APPROVED')).refetch).toBe(false);
  });

  it('keeps the courier of a known order current', () => {
    const courier = { name: 'Carl Courier', phone: '+37120000000', photo: null };
    const found = reduceLiveMessage(state, {
      type: 'COURIER_FOUND',
      orderId: 2,
      body: { status: 'APPROVED', courier },
    });
    expect(found.lists?.APPROVED[0]?.courier).toEqual(courier);
    const gone = reduceLiveMessage(
      { ...state, lists: found.lists },
      { type: 'COURIER_CANCEL', orderId: 2, body: { status: 'APPROVED' } },
    );
    expect(gone.lists?.APPROVED[0]?.courier).toBeNull();
  });
});
