// @vitest-environment jsdom
import type { Address, Me, OrderCreated } from '@food/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/features/auth/session.ts';
import { createCartLine } from '@/features/cart/cart.ts';
import { product } from '@/features/cart/product-fixture.ts';
import { cartStore, fulfilmentStore } from '@/features/cart/use-cart.ts';
import { apiError, deferred, stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { currentSocket } from '@/testing/fake-socket.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { Checkout } from './checkout.tsx';
// The pickup contact form is a lazy chunk: loaded here first, so it shows within the queries' wait on a busy machine.
import '@/features/account/components/contact-form.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const CLOSED_NOW = 'Store is currently closed. You cannot place an order now.';
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
const me: Me = {
  id: 5,
  email: 'erika@example.com',
  role_id: 2,
  role: 'customer',
  store_id: null,
  customer_name: 'Erika Mustermann',
  phone: '+49 30 1234567',
  language: null,
};

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
  // Quiet unless a test speaks: the store's status stays unknown.
  vi.stubGlobal('WebSocket', FakeStatusSocket);
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

    // In the summary, and again in the bar by Place Order.
    expect(await screen.findAllByText('Remove sold-out items to order')).toHaveLength(2);
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
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

    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('2 × Brezel with Obatzda')).toBeInTheDocument();
    expect(within(items).getByText('€11.80')).toBeInTheDocument();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('€11.80');
    expect(screen.getByRole('radio', { name: /Cash/ })).toBeChecked();
    expect(screen.getByText(`Collect it at ${store.address}`)).toBeInTheDocument();
  });

  it('has one Place Order, beside the total in the bar phones keep at the bottom, and says there why it is off', async () => {
    stubStore(saved);
    cartStore.add(createCartLine(product({ id: 4, name: 'Strudel', sold_out: true }), null, 1));
    renderPage(<Checkout />, { path: '/checkout' });

    await screen.findAllByText('Remove sold-out items to order');
    const [place, ...others] = screen.getAllByRole('button', { name: /Place order and pay/ });
    expect(others).toHaveLength(0);
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Remove sold-out items to order');
    const bar = place?.closest('.fixed');
    expect(bar).toHaveClass('bottom-0', 'lg:static');
    // Two pretzels and the strudel.
    await vi.waitFor(() => expect(bar).toHaveTextContent('€17.70'));
  });

  it('for a pickup, shows the account’s name and phone number and no address', async () => {
    stubStore(saved);
    renderPage(<Checkout />, { path: '/checkout' });

    const panel = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(panel).getByText('Erika Mustermann')).toBeInTheDocument();
    expect(within(panel).getByText('+49 30 1234567')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(address.line1);
    expect(panel).not.toHaveTextContent(address.zip);
    expect(within(panel).getByRole('link', { name: 'Change your details' })).toBeInTheDocument();
  });

  it('for a pickup, asks for the phone number the account lacks before Place Order', async () => {
    saveSession(
      { access_token: 'customer-token', token_type: 'bearer', role_id: 2, language: null },
      { ...me, phone: '' },
    );
    const api = stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [] },
      'PATCH /api/users/me': { ...me, phone: '+49 30 7654321' },
    });
    const { user } = renderPage(<Checkout />, { path: '/checkout' });

    const form = await screen.findByRole('region', { name: 'Add your name and phone number' });
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Add your name and phone number first.');

    await user.type(await within(form).findByLabelText(/Phone Number/), '+49 30 7654321');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(place).toBeEnabled());
    expect(api.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      customer_name: 'Erika Mustermann',
      phone: '+49 30 7654321',
    });
    expect(screen.queryByRole('region', { name: 'Add your name and phone number' })).not.toBeInTheDocument();
    expect(screen.getByText('+49 30 7654321')).toBeInTheDocument();
  });

  it('says it is processing while the order is on its way, and sends it with an Idempotency-Key', async () => {
    const answer = deferred<OrderCreated>();
    const api = stubStore(() => answer.promise);
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
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
      // A pickup goes to no address.
      address_id: null,
    });
    answer.resolve(saved);
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
  });

  it('sends the note for the restaurant and the line notes, and shows them once placed', async () => {
    cartStore.setNote({ productId: 1, variantId: null }, 'no onions');
    const withNotes = order({
      id: 12,
      note: 'Nut allergy',
      items: [{ ...order().items[0]!, note: 'no onions' }],
    });
    const api = stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [address] },
      'POST /api/orders/': { msg: 'Order placed successfully!', data: withNotes },
      'GET /api/orders/12': withNotes,
    });
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    const note = screen.getByRole('textbox', { name: 'Note for the restaurant' });
    expect(note).toHaveAttribute('placeholder', 'Allergies, doorbell, …');
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, 'Nut allergy');
    expect(screen.getByText('11 of 500 characters')).toBeInTheDocument();
    await user.click(place);

    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    expect(api.callsTo('POST /api/orders/')[0]?.body).toMatchObject({
      note: 'Nut allergy',
      items: [{ product_id: 1, note: 'no onions' }],
    });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('no onions')).toBeInTheDocument();
    expect(within(summary).getByText('Nut allergy')).toBeInTheDocument();
  });

  it('shows the placed order waiting for the restaurant, and remembers it', async () => {
    stubStore(saved);
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Order #2 sent. If the restaurant accepts it, you pay €11.80 in cash.'),
    ).toBeInTheDocument();
    // Placed: nothing left to press (issue 33).
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).not.toBeInTheDocument();
    expect(localStorage.getItem('order_placed')).toBe('12');
  });

  it('once the order is rejected, says there is nothing to pay, and no longer what it would cost', async () => {
    stubStore(saved);
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });

    act(() =>
      currentSocket().serverSends('order_updated', {
        order_id: 12,
        approval_status: 3,
        ready_at: null,
        reject_reason_code: 'busy',
        fulfilment_status: null,
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Order Not Accepted' })).toBeInTheDocument();
    expect(screen.getByText('Order #2 was not accepted: there is nothing to pay.')).toBeInTheDocument();
    expect(screen.queryByText(/you pay/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the order is refused, and tries again with the same key", async () => {
    const api = stubStore(apiError(409, STORE_CLOSED, 'store_closed'));
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order');
    expect(alert).toHaveTextContent(STORE_CLOSED);
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
    expect(localStorage.getItem('order_placed')).toBeNull();

    api.answer('POST /api/orders/', saved);
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));

    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    const [first, second] = api.callsTo('POST /api/orders/');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows how many orders still wait for an answer when the server refuses one more (429)', async () => {
    const waiting =
      "You have 3 orders waiting for the restaurant's answer. Please wait until it answers one of them.";
    stubStore(
      Response.json(
        { detail: waiting, code: 'too_many_open_orders', params: { waiting: 3 } },
        { status: 429 },
      ),
    );
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await user.click(place);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order');
    expect(alert).toHaveTextContent(waiting);
    expect(localStorage.getItem('order_placed')).toBeNull();
  });

  it('after a reload, shows the placed order that still waits for the restaurant', async () => {
    stubStore(saved);
    localStorage.setItem('order_placed', '12');
    renderPage(<Checkout />, { path: '/checkout' });

    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Order #2 sent. If the restaurant accepts it, you pay €11.80 in cash.'),
    ).toBeInTheDocument();
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

describe('checkout for a later time', () => {
  // Wednesday 10 June 2026, 17:00 in Berlin.
  const NOW = '2026-06-10T15:00:00.000Z';
  const orderingAhead = {
    ...store,
    preorder_days: 7,
    paused_until: null,
    next_open_at: null,
    closed_reason: null,
  };
  const slot = (start: string, available = true) => ({
    start,
    end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
    available,
  });
  const thursday = [
    slot('2026-06-11T09:30:00.000Z'),
    slot('2026-06-11T09:45:00.000Z', false),
    slot('2026-06-11T10:00:00.000Z'),
  ];

  /** A store that takes orders ahead, with Thursday's slots and none left today. */
  function stubAhead(placeOrder: unknown = saved) {
    return stubApi({
      'GET /api/stores/9': orderingAhead,
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [address] },
      'GET /api/stores/9/slots': ({ search }: ApiCall) => ({
        data: new URLSearchParams(search).get('date') === '2026-06-11' ? thursday : [],
      }),
      'POST /api/orders/': placeOrder,
      'GET /api/orders/12': placed,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('while the store is closed, offers Schedule instead, from its next opening, and sends the slot', async () => {
    const api = stubAhead();
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    await FakeStatusSocket.send({
      is_open: false,
      today_hours: [],
      next_open_at: '2026-06-11T09:30:00.000Z',
    });

    const asap = await screen.findByRole('radio', { name: /As soon as possible/ });
    expect(asap).toBeDisabled();
    expect(asap.closest('label')).toHaveTextContent('Closed · opens Thu 11:30');
    expect(screen.getByRole('radio', { name: /Schedule/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    const times = screen.getByRole('group', { name: 'Time' });
    await within(times).findByRole('radio', { name: '11:30' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['11:30', '12:00']);
    expect(screen.getAllByText('Choose a day and a time for your order.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();

    await user.click(within(times).getByRole('radio', { name: '12:00' }));
    expect(screen.getByText('Scheduled for Thu 12:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));

    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    const [sent] = api.callsTo('POST /api/orders/');
    expect(sent?.body).toMatchObject({ scheduled_for: '2026-06-11T10:00:00.000Z' });
  });

  it('while open, orders as soon as possible unless Schedule is chosen; a day may have no times left', async () => {
    const api = stubAhead();
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    await FakeStatusSocket.send({ is_open: true, today_hours: [], next_open_at: null });

    expect(await screen.findByRole('radio', { name: /As soon as possible/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Time' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/stores/9/slots')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Schedule/ }));
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(
      await screen.findByText('No times left on this day. Please choose another day.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
  });

  it('after a full slot with no other offered, says so and reads the times again', async () => {
    const api = stubAhead(apiError(409, 'This time is fully booked. Please choose another.', 'slot_full'));
    const { user } = renderPage(<Checkout />, { path: '/checkout' });
    await FakeStatusSocket.send({
      is_open: false,
      today_hours: [],
      next_open_at: '2026-06-11T09:30:00.000Z',
    });
    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    const reads = api.callsTo('GET /api/stores/9/slots').length;

    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time is fully booked. Please choose another.',
    );
    await vi.waitFor(() => expect(api.callsTo('GET /api/stores/9/slots').length).toBeGreaterThan(reads));
    // Another time is another order, and takes the alert away.
    await user.click(screen.getByRole('radio', { name: '12:00' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// Last: the status connection outlives each test's page, so what these tests say would reach the next.
describe('checkout when the store closes', () => {
  it('turns Place Order off with the reason the moment the store closes, and on again when it opens', async () => {
    stubApi({
      'GET /api/stores/9': { ...store, preorder_days: 0 },
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [address] },
    });
    renderPage(<Checkout />, { path: '/checkout' });
    await FakeStatusSocket.send({ is_open: true, today_hours: [], next_change_at: null });
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toBeEnabled());

    await FakeStatusSocket.send({
      is_open: false,
      today_hours: [],
      next_open_at: new Date(Date.now() + 86_400_000).toISOString(),
      closed_reason: 'Staff training',
    });

    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(CLOSED_NOW);
    const reason = screen.getByText(CLOSED_NOW, { selector: 'p' }).closest('[role="status"]');
    expect(reason).toHaveTextContent(/Closed · opens \w{3} \d\d:\d\d/);
    expect(reason).toHaveTextContent('Staff training');

    await FakeStatusSocket.send({ is_open: true, today_hours: [], next_change_at: null });
    expect(place).toBeEnabled();
  });

  it('turns Place Order off by the clock once the closing time has passed, before the socket says so', async () => {
    stubApi({
      'GET /api/stores/9': { ...store, preorder_days: 0 },
      'GET /api/discounts/': [],
      'GET /api/addresses/': { data: [address] },
    });
    renderPage(<Checkout />, { path: '/checkout' });
    await FakeStatusSocket.send({
      is_open: true,
      today_hours: [],
      // Passed before the half minute the page's clock reads now began (lib/use-now.ts).
      next_change_at: new Date(Math.floor(Date.now() / 30_000) * 30_000 - 1_000).toISOString(),
    });

    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await vi.waitFor(() => expect(place).toHaveAccessibleDescription(CLOSED_NOW));
    expect(place).toBeDisabled();
  });
});
