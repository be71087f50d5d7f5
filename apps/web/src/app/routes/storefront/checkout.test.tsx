// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { guestKeys } from '@/features/orders/guest-keys.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { order, store } from '@/testing/fixtures.ts';
import '@/testing/render.tsx';
import CheckoutRoute from './checkout.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

/** The checkout as the app routes it, with the pages it may send a visitor to. */
function openCheckout(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout/*', element: <CheckoutRoute /> },
      { path: '/login', element: <h1>Log in</h1> },
      { path: '/update-address', element: <h1>Your details</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the checkout route, for a visitor who is not logged in', () => {
  it('says the cart is empty rather than asking them to log in', async () => {
    const router = openCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('takes a guest back from paying in a new tab to their order, by the key this browser keeps', async () => {
    guestKeys.save(12, 'guest-key-12');
    const api = stubApi({
      'GET /api/orders/12': order({ id: 12, number: 2, guest_email: 'gina@example.com' }),
      'GET /api/stores/9': store,
    });
    const router = openCheckout('/checkout/return?order=12');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/return');
    expect(api.callsTo('GET /api/orders/12')[0]?.search).toBe('?key=guest-key-12');
  });

  it('sends anyone else back from the payment page to log in', async () => {
    const router = openCheckout('/checkout/return?order=12');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
