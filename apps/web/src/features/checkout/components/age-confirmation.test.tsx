// @vitest-environment jsdom
import type { OrderCreated } from '@food/contract';
import { screen } from '@testing-library/react';
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
import { Checkout } from './checkout.tsx';
import '@/features/account/components/contact-form.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const placed: OrderCreated = { msg: 'Order placed successfully!', data: order({ id: 12, age_limit: 18 }) };
const beer = product({ id: 7, name: 'Helles', age_limit: 16 });
const schnapps = product({ id: 8, name: 'Obstler', age_limit: 18 });

function stubStore() {
  return stubApi({
    'GET /api/stores/9': store,
    'GET /api/discounts/': [],
    'GET /api/addresses/': { data: [] },
    'POST /api/orders/': placed,
    'GET /api/orders/12': placed.data,
  });
}

beforeEach(() => {
  logIn();
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  fulfilmentStore.setOrderType('pickup');
  cartStore.add(createCartLine(product({ id: 1 }), null, 1));
});

afterEach(() => {
  cartStore.clear();
  void setLanguage('en');
});

describe('the checkout of a cart with an age limit', () => {
  it("asks for the cart's highest age before Place Order, and sends the confirmation", async () => {
    const api = stubStore();
    cartStore.add(createCartLine(beer, null, 2));
    cartStore.add(createCartLine(schnapps, null, 1));
    const { user } = renderPage(<Checkout />, { path: '/checkout' });

    const confirm = await screen.findByRole('checkbox', { name: 'I am 18 or older' });
    expect(confirm).not.toBeChecked();
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    expect(screen.getAllByText('Confirm your age to order').length).toBeGreaterThan(0);
    expect(place).toBeDisabled();

    await user.click(confirm);
    await vi.waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/')[0]?.body).toMatchObject({ age_confirmed: true });
  });

  it('asks nothing of a cart without one, and sends no confirmation', async () => {
    const api = stubStore();
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    expect(screen.queryByRole('checkbox', { name: /or older/ })).not.toBeInTheDocument();
    await user.click(place);
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/')[0]?.body).not.toHaveProperty('age_confirmed');
  });

  it("asks for it after the server's refusal of a cart kept from before the menu had its limits", async () => {
    stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [] },
      'POST /api/orders/': () =>
        Response.json(
          {
            detail: 'Please confirm that you are 16 or older',
            code: 'age_confirmation_required',
            fields: { age_confirmed: ['Please confirm that you are 16 or older'] },
          },
          { status: 422 },
        ),
    });
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(await screen.findByRole('checkbox', { name: 'I am 18 or older' })).not.toBeChecked();
  });

  it('says it in German: "Ich bin 16 Jahre oder älter"', async () => {
    await loadDomains(['checkout', 'cart', 'menu', 'orders'], 'de');
    await setLanguage('de');
    stubStore();
    cartStore.add(createCartLine(beer, null, 1));
    renderPage(<Checkout />, { path: '/checkout' });
    expect(await screen.findByRole('checkbox', { name: 'Ich bin 16 Jahre oder älter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Altersgrenze: ab 16' })).toBeInTheDocument();
  });
});
