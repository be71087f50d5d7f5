import type { Order } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { acceptedOnArrival, deskActions, deskStatus, isFinished } from './desk-status.ts';
import { nextSteps } from '@food/contract/order-flow';

type Fields = Pick<Order, 'approval_status' | 'fulfilment_status' | 'reject_reason_code' | 'order_type'>;
const PICKUP = 2;
const DELIVERY = 1;
const order = (fields: Partial<Fields>): Fields => ({
  approval_status: 1,
  fulfilment_status: null,
  reject_reason_code: null,
  order_type: PICKUP,
  ...fields,
});

describe('deskActions: what the desk offers for each status', () => {
  it('offers the answer only while the order is pending', () => {
    expect(deskActions(order({}))).toEqual({ kind: 'answer' });
    expect(deskActions(order({ approval_status: 3, reject_reason_code: 'busy' }))).toEqual({ kind: 'none' });
  });

  it('moves an accepted pickup through preparing, ready and completed', () => {
    expect(deskActions(order({ approval_status: 2 }))).toEqual({
      kind: 'fulfil',
      next: 'preparing',
      later: ['ready', 'completed'],
    });
    expect(deskActions(order({ approval_status: 2, fulfilment_status: 'preparing' }))).toEqual({
      kind: 'fulfil',
      next: 'ready',
      later: ['completed'],
    });
    expect(deskActions(order({ approval_status: 2, fulfilment_status: 'ready' }))).toEqual({
      kind: 'fulfil',
      next: 'completed',
      later: [],
    });
    expect(deskActions(order({ approval_status: 2, fulfilment_status: 'completed' }))).toEqual({
      kind: 'none',
    });
  });

  it('moves an accepted delivery through preparing, out for delivery and delivered', () => {
    const delivery = (status: Fields['fulfilment_status']) =>
      order({ approval_status: 2, order_type: DELIVERY, fulfilment_status: status });
    expect(nextSteps(delivery(null))).toEqual(['preparing', 'out_for_delivery', 'delivered']);
    expect(nextSteps(delivery('preparing'))).toEqual(['out_for_delivery', 'delivered']);
    expect(nextSteps(delivery('out_for_delivery'))).toEqual(['delivered']);
    expect(nextSteps(delivery('delivered'))).toEqual([]);
    expect(isFinished(delivery('delivered'))).toBe(true);
    expect(isFinished(delivery('preparing'))).toBe(false);
  });

  it('never offers steps for pending or rejected orders', () => {
    expect(nextSteps(order({}))).toEqual([]);
    expect(nextSteps(order({ approval_status: 3, order_type: DELIVERY }))).toEqual([]);
  });
});

describe('deskStatus', () => {
  it('names every state in words', () => {
    expect(deskStatus(order({}))).toEqual({ label: 'Pending', tone: 'pending' });
    expect(deskStatus(order({ approval_status: 2 }))).toEqual({ label: 'Accepted', tone: 'accepted' });
    expect(deskStatus(order({ approval_status: 2, fulfilment_status: 'ready' }))).toEqual({
      label: 'Ready for pickup',
      tone: 'progress',
    });
    expect(deskStatus(order({ approval_status: 2, fulfilment_status: 'completed' }))).toEqual({
      label: 'Completed',
      tone: 'done',
    });
    expect(deskStatus(order({ approval_status: 4 }))).toEqual({
      label: 'Cancelled by the customer',
      tone: 'rejected',
    });
    expect(deskActions(order({ approval_status: 4 }))).toEqual({ kind: 'none' });
    expect(deskStatus(order({ approval_status: 3, reject_reason_code: 'sold_out' }))).toEqual({
      label: 'Rejected',
      tone: 'rejected',
    });
  });

  it('tells a timeout from a person’s rejection', () => {
    expect(deskStatus(order({ approval_status: 3, reject_reason_code: 'no_answer' })).label).toBe(
      'No answer',
    );
  });
});

describe('acceptedOnArrival: the store accepted the order by itself', () => {
  const placed = '2026-06-10T16:00:00.000Z';

  it('is an order answered as it was created, accepted', () => {
    expect(acceptedOnArrival({ approval_status: 2, created_at: placed, answered_at: placed })).toBe(true);
    expect(
      acceptedOnArrival({ approval_status: 2, created_at: placed, answered_at: '2026-06-10T16:00:01.000Z' }),
    ).toBe(false);
    expect(acceptedOnArrival({ approval_status: 3, created_at: placed, answered_at: placed })).toBe(false);
    expect(acceptedOnArrival({ approval_status: 1, created_at: placed, answered_at: null })).toBe(false);
  });
});
