// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { createCartLine } from '../cart.ts';
import { cartUi } from '../cart-ui.ts';
import { product } from '../product-fixture.ts';
import { cartStore } from '../use-cart.ts';
import { CartBar } from './cart-bar.tsx';
import { StorefrontDialogs } from './storefront-dialogs.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  stubApi({ 'GET /api/stores/9': store, 'GET /api/discounts/': [] });
  cartStore.add(createCartLine(product(), null, 1));
});

afterEach(() => {
  cartStore.clear();
  cartUi.closeCart();
});

describe('the storefront dialogs', () => {
  it('give the focus back to View Cart when the cart closes, though the bar was hidden meanwhile', async () => {
    const { user } = renderPage(
      <>
        <CartBar money={{ currency: 'GBP', locale: 'en-GB' }} />
        <StorefrontDialogs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    // The cart's code is a lazy chunk: its first import in a test takes a while on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Cart' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Cart' })).toHaveFocus());
  });
});
