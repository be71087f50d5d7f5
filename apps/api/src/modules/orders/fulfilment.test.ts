import { describe, expect, it } from 'vitest';
import { fulfilmentRefusal, type FulfilmentState } from './fulfilment.ts';

const pickup = (fulfilmentStatus: string | null, approvalStatus = 2): FulfilmentState => ({
  orderType: 2,
  approvalStatus,
  fulfilmentStatus,
});
const delivery = (fulfilmentStatus: string | null): FulfilmentState => ({
  orderType: 1,
  approvalStatus: 2,
  fulfilmentStatus,
});

describe('fulfilmentRefusal', () => {
  it('lets a pickup go preparing → ready → completed, skipping steps forward', () => {
    expect(fulfilmentRefusal(pickup(null), 'preparing')).toBeNull();
    expect(fulfilmentRefusal(pickup('preparing'), 'ready')).toBeNull();
    expect(fulfilmentRefusal(pickup('ready'), 'completed')).toBeNull();
    expect(fulfilmentRefusal(pickup(null), 'completed')).toBeNull();
    expect(fulfilmentRefusal(pickup('preparing'), 'completed')).toBeNull();
  });

  it('lets a delivery go preparing → out_for_delivery → delivered', () => {
    expect(fulfilmentRefusal(delivery(null), 'preparing')).toBeNull();
    expect(fulfilmentRefusal(delivery('preparing'), 'out_for_delivery')).toBeNull();
    expect(fulfilmentRefusal(delivery('out_for_delivery'), 'delivered')).toBeNull();
  });

  it('never goes back nor repeats a step', () => {
    expect(fulfilmentRefusal(pickup('ready'), 'preparing')).toBe(
      'This order is already ready for pickup; its steps cannot go back.',
    );
    expect(fulfilmentRefusal(delivery('delivered'), 'out_for_delivery')).toBe(
      'This order is already delivered; its steps cannot go back.',
    );
    expect(fulfilmentRefusal(pickup('preparing'), 'preparing')).toBe('This order is already preparing.');
  });

  it("refuses the other order type's steps", () => {
    expect(fulfilmentRefusal(pickup(null), 'out_for_delivery')).toBe(
      'A pickup order cannot be out for delivery.',
    );
    expect(fulfilmentRefusal(pickup('ready'), 'delivered')).toBe('A pickup order cannot be delivered.');
    expect(fulfilmentRefusal(delivery(null), 'ready')).toBe('A delivery order cannot be ready for pickup.');
    expect(fulfilmentRefusal(delivery('preparing'), 'completed')).toBe(
      'A delivery order cannot be completed.',
    );
  });

  it('needs an accepted order', () => {
    expect(fulfilmentRefusal(pickup(null, 1), 'preparing')).toBe('Accept the order first.');
    expect(fulfilmentRefusal(pickup(null, 3), 'preparing')).toBe('This order was rejected.');
  });
});
