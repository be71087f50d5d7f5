// @vitest-environment jsdom
import type { Address, OrderCreated } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartLine } from '@/features/cart/cart.ts';
import { product } from '@/features/cart/product-fixture.ts';
import { cartStore, fulfilmentStore } from '@/features/cart/use-cart.ts';
import { apiError, deferred, stubApi } from '@/testing/fake-api.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { Checkout } from './checkout.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const STORE_CLOSED = 'The restaurant is closed right now. Please order during opening hours.';

const address: Address = {
  id: 3,
  type: 'shipping',
  line1: 'Lindenstraße 5',
  area: null,
  city: 'Berlin',
  zip: '10969',
  country: 'Germany',
  phone: '+49 30 1234567',
  customer_name: 'Erika Mustermann',
};
const placed = order({ id: 12 });

/** The server of a store with no discounts, the customer's address, and the order's answers. */
function stubStore(placeOrder: unknown) {
  return stubApi({
    'GET /api/stores/9': store,
    'GET /api/discounts/': [],
    'GET /api/addresses/': { data: [address] },
    'POST /api/orders/': placeOrder,
    'GET /api/orders/12': placed,
  });
}

const saved: OrderCreated = { msg: 'Order placed successfully!', data: placed };

beforeEach(() => {
  logIn();
  fulfilmentStore.setOrderType('pickup');
  cartStore.add(createCartLine(product({ id: 1 }), null, 2));
});

afterEach(() => {
  cartStore.clear();
});

describe('checkout', () => {
  it('names a sold-out line and keeps Place Order off until it is removed', async () => {
    stubStore(saved);
    cartStore.add(createCartLine(product({ id: 4, name: 'Strudel', sold_out: true }), null, 1));
    renderPage(<Checkout />, { path: '/checkout' });

    expect(await screen.findByText('Remove sold-out items to order')).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('shows Free delivery as the delivery charges once the cart reaches the threshold', async () => {
    stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [address] },
      'GET /api/postcodes/store/9': [
        { id: 4, postcode: '10115', delivery_fee: 2.5, min_order: null, free_delivery_over: 10, store_id: 9 },
      ],
    });
    fulfilmentStore.chooseDelivery({ id: 4, postcode: '10115', delivery_fee: 2.5 });
    renderPage(<Checkout />, { path: '/checkout' });

    expect(await screen.findByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('Delivery Charges').nextElementSibling).toHaveTextContent('Free delivery');
  });

  it('shows the cart, its totals and how to pay before the order is placed', async () => {
    stubStore(saved);
    renderPage(<Checkout />, { path: '/checkout' });

    const place = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('2 × Brezel with Obatzda')).toBeInTheDocument();
    expect(within(items).getByText('€11.80')).toBeInTheDocument();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('€11.80');
    expect(screen.getByRole('radio', { name: /Cash/ })).toBeChecked();
    expect(screen.getByText(`Collect it at ${store.address}`)).toBeInTheDocument();
  });

  it('says it is processing while the order is on its way, and sends it with an Idempotency-Key', async () => {
    const answer = deferred<OrderCreated>();
    const api = stubStore(() => answer.promise);
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [sent] = api.callsTo('POST /api/orders/');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(sent?.body).toMatchObject({
      order_type: 2,
      store_id: 9,
      items: [{ product_id: 1, quantity: 2 }],
      payment: { payment_method: 'cash' },
    });
    answer.resolve(saved);
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
  });

  it('shows the placed order waiting for the restaurant, and remembers it', async () => {
    stubStore(saved);
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Order #12 placed. You pay €11.80 in cash.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(localStorage.getItem('order_placed')).toBe('12');
  });

  it("shows the server's reason when the order is refused, and tries again with the same key", async () => {
    const api = stubStore(apiError(409, STORE_CLOSED, 'store_closed'));
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order');
    expect(alert).toHaveTextContent(STORE_CLOSED);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(localStorage.getItem('order_placed')).toBeNull();

    api.answer('POST /api/orders/', saved);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    const [first, second] = api.callsTo('POST /api/orders/');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('after a reload, shows the placed order that still waits for the restaurant', async () => {
    stubStore(saved);
    localStorage.setItem('order_placed', '12');
    renderPage(<Checkout />, { path: '/checkout' });

    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Order #12 placed. You pay €11.80 in cash.')).toBeInTheDocument();
  });

  it('after a reload, ends the journey of an order answered meanwhile: empty cart, menu', async () => {
    const api = stubStore(saved);
    api.answer('GET /api/orders/12', order({ id: 12, approval_status: 2 }));
    localStorage.setItem('order_placed', '12');
    const { router } = renderPage(<Checkout />, { path: '/checkout' });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('order_placed')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('sends the customer to the menu when the cart is empty', async () => {
    stubStore(saved);
    cartStore.clear();
    renderPage(<Checkout />, { path: '/checkout' });

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/');
  });
});
