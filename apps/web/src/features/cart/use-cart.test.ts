// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/features/auth/session.ts';
import { logout } from '@/features/auth/api/logout.ts';
import { createCartLine } from './cart.ts';
import { product } from './product-fixture.ts';
import { cartStore } from './use-cart.ts';

const line = createCartLine(product({ id: 7 }), null, 2);

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.clear();
});

describe('the cart and the session', () => {
  it('empties the cart in memory and in storage on logout, so the next add does not bring it back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ msg: 'Logged out successfully!' })),
    );
    cartStore.add(line);
    expect(localStorage.getItem('cart')).not.toBeNull();

    await logout();

    expect(cartStore.getSnapshot()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    cartStore.add(createCartLine(product({ id: 8 }), null, 1));
    expect(cartStore.getSnapshot().map((item) => item.id)).toEqual([8]);
  });

  it('keeps the cart when a session merely expires', () => {
    cartStore.add(line);
    clearSession();
    expect(cartStore.getSnapshot()).toHaveLength(1);
  });
});
