// @vitest-environment jsdom
import type { Postcode } from '@food/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { chosenOptions, createCartLine } from '../cart.ts';
import { product } from '../product-fixture.ts';
import { cartStore, fulfilmentStore } from '../use-cart.ts';
import CartModal from './cart-modal.tsx';
import { OrderTypeSwitch } from './order-type-switch.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

// 10 June 2026, 17:00 in Berlin; the store's midnight is 22:00 UTC.
const tonight = '2026-06-10T22:00:00.000Z';
const option = (id: number, name: string, soldOut = false) => ({
  id,
  name,
  price: 1,
  sold_out: soldOut,
  sold_out_until: null,
});
const pizza = product({
  id: 5,
  name: 'Pizza',
  price: 9.5,
  option_groups: [
    { id: 2, name: 'Toppings', min: 0, max: 2, options: [option(21, 'Olives', true), option(22, 'Ham')] },
  ],
});
const postcode: Postcode = {
  id: 4,
  postcode: '10115',
  delivery_fee: 2.5,
  min_order: null,
  free_delivery_over: 10,
  store_id: 9,
};

function serve() {
  stubApi({
    'GET /api/stores/9': store,
    'GET /api/discounts/': [],
    'GET /api/postcodes/store/9': [postcode],
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-06-10T15:00:00Z'));
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  fulfilmentStore.setOrderType('pickup');
});

afterEach(() => {
  vi.useRealTimers();
  cartStore.clear();
});

describe('the cart', () => {
  it('marks sold-out lines and keeps Place Order off until they are removed', async () => {
    serve();
    cartStore.addAll([
      createCartLine(product({ sold_out: true, sold_out_until: tonight }), null, 1),
      createCartLine(pizza, null, 1, { options: chosenOptions(pizza, [21, 22]) ?? [] }),
      createCartLine(pizza, null, 2, { options: chosenOptions(pizza, [22]) ?? [] }),
    ]);
    const { user } = renderPage(<CartModal open onClose={vi.fn()} />);

    expect(await screen.findByText('Sold out · back tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Olives is sold out')).toBeInTheDocument();
    expect(screen.getByText('Remove sold-out items to order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Brezel with Obatzda from the cart' }));
    await user.click(screen.getByRole('button', { name: 'Remove Pizza with Olives, Ham from the cart' }));

    expect(screen.queryByText('Remove sold-out items to order')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(cartStore.getSnapshot()).toHaveLength(1);
  });

  it('takes a note for the kitchen on a line, and keeps it with the line', async () => {
    serve();
    cartStore.add(createCartLine(product(), null, 2));
    const { user } = renderPage(<CartModal open onClose={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Add a note for Brezel with Obatzda' }));
    const field = screen.getByRole('textbox', { name: 'Note for Brezel with Obatzda' });
    expect(field).toHaveAttribute('maxlength', '200');
    await user.type(field, ' no onions ');
    expect(screen.getByText('9 of 200 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(screen.getByText('no onions')).toBeInTheDocument();
    expect(cartStore.getSnapshot().map((line) => [line.note, line.quantity])).toEqual([['no onions', 2]]);
    expect(
      screen.getByRole('button', { name: 'Change the note for Brezel with Obatzda' }),
    ).toBeInTheDocument();
  });

  it('shows Free delivery rather than the fee once the cart reaches the threshold', async () => {
    serve();
    fulfilmentStore.chooseDelivery(postcode);
    cartStore.add(createCartLine(product(), null, 2)); // 11.80
    renderPage(<CartModal open onClose={vi.fn()} />);

    expect(await screen.findByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('€11.80');
  });
});

describe('the cart while the store is closed', () => {
  function serveOrderingAhead(preorderDays: number) {
    stubApi({
      'GET /api/stores/9': {
        ...store,
        preorder_days: preorderDays,
        paused_until: null,
        next_open_at: null,
        closed_reason: null,
      },
      'GET /api/discounts/': [],
    });
  }

  it('lets the customer go on to order for later when the store takes orders ahead', async () => {
    serveOrderingAhead(7);
    cartStore.add(createCartLine(product(), null, 1));
    renderPage(<CartModal open onClose={vi.fn()} />);
    await FakeStatusSocket.send({
      is_open: false,
      today_hours: [],
      next_open_at: '2026-06-11T09:30:00.000Z',
    });

    expect(
      await screen.findByText(
        'The restaurant is not taking orders right now. You can order for later and choose the time at checkout.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens while the store is closed and takes no orders ahead, says why and when it opens, and blocks only placing', async () => {
    serveOrderingAhead(0);
    cartStore.add(createCartLine(product(), null, 1));
    const onClose = vi.fn();
    const { user } = renderPage(<CartModal open onClose={onClose} />);
    await FakeStatusSocket.send({
      is_open: false,
      today_hours: [],
      next_open_at: '2026-06-16T09:30:00.000Z',
    });

    const place = await screen.findByRole('button', { name: 'Place Order' });
    expect(place).toHaveAttribute('aria-disabled', 'true');
    const status = screen.getByText('Store is currently closed. You cannot place an order now.');
    await vi.waitFor(() => expect(status.parentElement).toHaveTextContent('Closed · opens Tue 11:30'));
    await user.click(place);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the customer go on while the status is reconnecting: only the server may say closed', async () => {
    serveOrderingAhead(0);
    cartStore.add(createCartLine(product(), null, 1));
    renderPage(<CartModal open onClose={vi.fn()} />);
    await FakeStatusSocket.send({ is_open: false, today_hours: [], next_open_at: null });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    FakeStatusSocket.drop();

    expect(screen.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/not taking orders right now/)).not.toBeInTheDocument();
  });
});

describe('the postcode chip', () => {
  it('shows the fee below the threshold and Free delivery from it on', async () => {
    serve();
    fulfilmentStore.chooseDelivery(postcode);
    cartStore.add(createCartLine(product(), null, 1)); // 5.90
    renderPage(<OrderTypeSwitch />);

    expect(
      await screen.findByRole('button', { name: 'Delivery postcode 10115, delivery fee €2.50. Change' }),
    ).toBeInTheDocument();
    cartStore.add(createCartLine(product(), null, 2));
    expect(
      await screen.findByRole('button', { name: 'Delivery postcode 10115, free delivery. Change' }),
    ).toHaveTextContent('10115Free delivery');
  });
});
