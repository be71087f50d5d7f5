// @vitest-environment jsdom
import type { Order, OrderCreated } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartLine } from '@/features/cart/cart.ts';
import { product } from '@/features/cart/product-fixture.ts';
import { cartStore, fulfilmentStore } from '@/features/cart/use-cart.ts';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { ORDER_PLACED_KEY } from '@/features/cart/order-placed-flag.ts';
import { Checkout } from './checkout.tsx';
import { CheckoutReturn } from './checkout-return.tsx';
import '@/features/account/components/contact-form.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const AWAITING_KEY = 'checkout-awaiting-payment';
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
const onlineStore = { ...store, payment_methods: ['cash', 'online'] as const } as typeof store;

/** The order as the server keeps it while its payment is awaited: no number yet. */
const awaiting: Order = {
  ...order({ id: 12 }),
  number: null,
  payment: { ...order().payment, payment_method: 'online', checkout_url: CHECKOUT_URL },
};
const online = (payment: Partial<Order['payment']>, overrides: Partial<Omit<Order, 'number'>> = {}) =>
  order({ id: 12, ...overrides, payment: { ...awaiting.payment, checkout_url: null, ...payment } });

function stubOnline(routes: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/stores/9': onlineStore,
    'GET /api/discounts/': [],
    'GET /api/addresses/': { data: [] },
    'POST /api/orders/': { msg: 'Order placed successfully!', data: awaiting } satisfies OrderCreated,
    ...routes,
  });
}

beforeEach(() => {
  logIn();
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  fulfilmentStore.setOrderType('pickup');
  cartStore.add(createCartLine(product({ id: 1 }), null, 2));
});
afterEach(() => {
  cartStore.clear();
  localStorage.removeItem(AWAITING_KEY);
});

describe('the checkout’s payment choice', () => {
  it('offers online first, says Pay now, and Place order and pay once cash is chosen', async () => {
    stubOnline();
    const { user } = renderPage(<Checkout />, { path: '/checkout' });

    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods).getByRole('radio', { name: /Pay online.*Card, Apple Pay, Google Pay, PayPal/ }),
    ).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: /Cash on pickup/ }));

    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('sends the online choice and goes to the payment page, keeping the cart', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubOnline();
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await vi.waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.callsTo('POST /api/orders/')[0]?.body).toMatchObject({
      payment: { payment_method: 'online' },
    });
    expect(screen.getByRole('button', { name: 'Going to the payment page…' })).toBeDisabled();
    expect(cartStore.getSnapshot()).toHaveLength(1);
    // Not placed yet as far as checkout is concerned: that waits for the payment.
    expect(localStorage.getItem(ORDER_PLACED_KEY)).toBeNull();
  });

  it('offers no choice where the store takes only cash', async () => {
    stubOnline({ 'GET /api/stores/9': store });
    renderPage(<Checkout />, { path: '/checkout' });

    await screen.findByRole('button', { name: 'Place order and pay' });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByText(/Pay online/)).not.toBeInTheDocument();
  });

  it('says nothing was charged when the customer cancelled on the payment page, and cancels that order', async () => {
    const api = stubOnline({
      'GET /api/orders/12': awaiting,
      'POST /api/orders/12/cancel': { msg: 'Order cancelled', data: online({ status: 'expired' }) },
    });
    localStorage.setItem(AWAITING_KEY, '12');
    renderPage(<Checkout />, { path: '/checkout?payment=cancelled&order=12' });

    expect(await screen.findByText('Payment cancelled — you were not charged')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.getByText('2 × Brezel with Obatzda')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/12/cancel')).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem(AWAITING_KEY)).toBeNull());
  });

  it('cancels the order sent to the payment page before when the cart is paid for again', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = stubOnline({
      'GET /api/orders/12': awaiting,
      'POST /api/orders/12/cancel': { msg: 'Order cancelled', data: online({ status: 'expired' }) },
      'POST /api/orders/': { msg: 'Order placed', data: { ...awaiting, id: 13 } } satisfies OrderCreated,
    });
    localStorage.setItem(AWAITING_KEY, '12');
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await vi.waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);

    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/')).toHaveLength(1));
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /api/orders/12/cancel')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('POST /api/orders/12/cancel')).toBeLessThan(order.indexOf('POST /api/orders/'));
    expect(localStorage.getItem(AWAITING_KEY)).toBe('13');
  });

  it('does not cancel the order before when it was paid meanwhile (in another tab)', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = stubOnline({ 'GET /api/orders/12': online({ status: 'authorized' }) });
    localStorage.setItem(AWAITING_KEY, '12');
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await vi.waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);

    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/12/cancel')).toHaveLength(0);
  });

  it('says Zahlungspflichtig bestellen in German for either method', async () => {
    await loadDomains(['checkout'], 'de');
    await setLanguage('de');
    try {
      stubOnline();
      const { user } = renderPage(<Checkout />, { path: '/checkout' });
      const pay = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
      await user.click(await screen.findByRole('radio', { name: /Barzahlung bei Abholung/ }));
      expect(pay).toHaveAccessibleName('Zahlungspflichtig bestellen');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the return from the payment page', () => {
  it('confirms the payment while the webhook has not arrived, then waits for the restaurant', async () => {
    let reads = 0;
    stubOnline({
      'GET /api/orders/12': () => (++reads < 2 ? awaiting : online({ status: 'authorized' })),
    });
    renderPage(<CheckoutReturn />, { path: '/checkout/return?order=12' });

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Payment authorised — waiting for the restaurant', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for Restaurant Confirmation' })).toBeInTheDocument();
    // From here the order is placed, as any: a reload of checkout resumes it.
    expect(localStorage.getItem(ORDER_PLACED_KEY)).toBe('12');
    expect(cartStore.getSnapshot()).toHaveLength(1);
  });

  it('sends the customer back to checkout when the payment never completed', async () => {
    stubOnline({
      'GET /api/orders/12': {
        ...awaiting,
        approval_status: 4,
        payment: { ...awaiting.payment, status: 'expired' },
      },
    });
    renderPage(<CheckoutReturn />, { path: '/checkout/return?order=12' });

    expect(
      await screen.findByRole('heading', { name: 'The payment was not completed — you were not charged' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it.each([
    [
      'accepted',
      online({ status: 'paid', paid_at: '2026-06-10T16:05:00.000Z' }, { approval_status: 2 }),
      'Paid online.',
    ],
    [
      'released',
      online({ status: 'voided' }, { approval_status: 3 }),
      'You were not charged: the hold on your payment is released.',
    ],
    [
      'refunded',
      online({ status: 'refunded', refunded_amount: 4.5 }, { approval_status: 3 }),
      '€4.50 refunded.',
    ],
  ])('tells what happened to the money of an order %s', async (_, answered, text) => {
    stubOnline({ 'GET /api/orders/12': answered });
    renderPage(<CheckoutReturn />, { path: '/checkout/return?order=12' });

    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
