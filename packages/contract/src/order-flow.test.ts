import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUS, discountCodeFor, ORDER_TYPE } from './constants.ts';
import { isOrderInProgress, nextStates, orderState, planMove, type Move } from './order-flow.ts';

const pickup = (
  approval_status: number,
  fulfilment_status: Parameters<typeof orderState>[0]['fulfilment_status'] = null,
) => ({
  order_type: ORDER_TYPE.pickup,
  approval_status,
  fulfilment_status,
});
const delivery = (fulfilment_status: Parameters<typeof orderState>[0]['fulfilment_status'] = null) => ({
  order_type: ORDER_TYPE.delivery,
  approval_status: APPROVAL_STATUS.accepted,
  fulfilment_status,
});

describe('the order flow', () => {
  it('names the state of a record', () => {
    expect(orderState(pickup(APPROVAL_STATUS.pending))).toBe('pending');
    expect(orderState(pickup(APPROVAL_STATUS.rejected))).toBe('rejected');
    expect(orderState(pickup(APPROVAL_STATUS.accepted))).toBe('accepted');
    expect(orderState(pickup(APPROVAL_STATUS.accepted, 'ready'))).toBe('ready');
  });

  it('lets the restaurant answer a pending order, and the server only reject it', () => {
    expect(nextStates(pickup(APPROVAL_STATUS.pending))).toEqual(['accepted', 'rejected']);
    expect(nextStates(pickup(APPROVAL_STATUS.pending), 'system')).toEqual(['rejected']);
    expect(planMove(pickup(APPROVAL_STATUS.pending), 'rejected', 'system')).toEqual({
      ok: true,
      move: { kind: 'pickup', from: 'pending', to: 'rejected' },
    });
  });

  it('lets only the customer cancel a pending order, and nobody move a cancelled one', () => {
    expect(nextStates(pickup(APPROVAL_STATUS.pending), 'customer')).toEqual(['cancelled']);
    expect(planMove(pickup(APPROVAL_STATUS.pending), 'cancelled', 'customer')).toEqual({
      ok: true,
      move: { kind: 'pickup', from: 'pending', to: 'cancelled' },
    });
    expect(planMove(pickup(APPROVAL_STATUS.pending), 'cancelled', 'restaurant').ok).toBe(false);
    expect(orderState(pickup(APPROVAL_STATUS.cancelled))).toBe('cancelled');
    expect(nextStates(pickup(APPROVAL_STATUS.cancelled))).toEqual([]);
    expect(isOrderInProgress(pickup(APPROVAL_STATUS.cancelled))).toBe(false);
    expect(planMove(pickup(APPROVAL_STATUS.cancelled), 'accepted', 'restaurant')).toEqual({
      ok: false,
      reason: 'The customer cancelled this order.',
    });
    expect(planMove(pickup(APPROVAL_STATUS.accepted), 'cancelled', 'customer')).toEqual({
      ok: false,
      reason: 'This order has already been answered.',
    });
  });

  it('moves the kitchen steps forward only, skipping allowed', () => {
    expect(nextStates(pickup(APPROVAL_STATUS.accepted))).toEqual(['preparing', 'ready', 'completed']);
    expect(nextStates(delivery('preparing'))).toEqual(['out_for_delivery', 'delivered']);
    expect(planMove(delivery('out_for_delivery'), 'delivered', 'restaurant').ok).toBe(true);
    expect(planMove(delivery('out_for_delivery'), 'preparing', 'restaurant')).toEqual({
      ok: false,
      reason: 'This order is already out for delivery; its steps cannot go back.',
    });
    expect(planMove(pickup(APPROVAL_STATUS.accepted, 'ready'), 'ready', 'restaurant')).toEqual({
      ok: false,
      reason: 'This order is already ready for pickup.',
    });
  });

  it('says why a move is refused', () => {
    const reason = (order: Parameters<typeof planMove>[0], to: Parameters<typeof planMove>[1]) => {
      const plan = planMove(order, to, 'restaurant');
      return plan.ok ? null : plan.reason;
    };
    expect(reason(pickup(APPROVAL_STATUS.pending), 'preparing')).toBe('Accept the order first.');
    expect(reason(pickup(APPROVAL_STATUS.rejected), 'preparing')).toBe('This order was rejected.');
    expect(reason(pickup(APPROVAL_STATUS.rejected), 'accepted')).toBe(
      'This order has already been answered.',
    );
    expect(reason(pickup(APPROVAL_STATUS.accepted), 'rejected')).toBe(
      'This order has already been answered.',
    );
    expect(reason(pickup(APPROVAL_STATUS.accepted), 'out_for_delivery')).toBe(
      'A pickup order cannot be out for delivery.',
    );
    expect(reason(pickup(APPROVAL_STATUS.accepted, 'ready'), 'delivered')).toBe(
      'A pickup order cannot be delivered.',
    );
    expect(reason(delivery(), 'ready')).toBe('A delivery order cannot be ready for pickup.');
    expect(reason(delivery('preparing'), 'completed')).toBe('A delivery order cannot be completed.');
  });

  it('knows when an order can still change', () => {
    expect(isOrderInProgress(pickup(APPROVAL_STATUS.pending))).toBe(true);
    expect(isOrderInProgress(delivery('out_for_delivery'))).toBe(true);
    expect(isOrderInProgress(delivery('delivered'))).toBe(false);
    expect(isOrderInProgress(pickup(APPROVAL_STATUS.rejected))).toBe(false);
    expect(isOrderInProgress(pickup(APPROVAL_STATUS.accepted, 'ready'))).toBe(true);
    expect(isOrderInProgress(pickup(APPROVAL_STATUS.accepted, 'completed'))).toBe(false);
  });

  it('cannot express an illegal move', () => {
    const legal: Move = { kind: 'delivery', from: 'preparing', to: 'delivered' };
    // @ts-expect-error a step cannot go back
    const back: Move = { kind: 'pickup', from: 'completed', to: 'preparing' };
    // @ts-expect-error a pickup is never out for delivery
    const wrongKind: Move = { kind: 'pickup', from: 'accepted', to: 'out_for_delivery' };
    expect([legal, back, wrongKind]).toHaveLength(3);
  });

  it('picks the discount code by order type', () => {
    expect(discountCodeFor(ORDER_TYPE.delivery)).toBe('DELIVERY_DISCOUNT');
    expect(discountCodeFor(ORDER_TYPE.pickup)).toBe('PICKUP_DISCOUNT');
  });
});
