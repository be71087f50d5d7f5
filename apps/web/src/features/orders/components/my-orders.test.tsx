// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartLine } from '@/features/cart/cart.ts';
import { cartUi, useCartUi } from '@/features/cart/cart-ui.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { product } from '@/features/cart/product-fixture.ts';
import { cartStore, fulfilmentStore } from '@/features/cart/use-cart.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { category, order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { MyOrders } from './my-orders.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const pizza = order({
  approval_status: 2,
  fulfilment_status: 'completed',
  items: [
    {
      ...order().items[0]!,
      product_name: 'Pizza Margherita',
      quantity: 1,
      options: [
        { option_id: 101, name: 'Tomato sauce', price: 0 },
        { option_id: 102, name: 'Mushrooms', price: 1 },
        { option_id: 103, name: 'Olives', price: 1 },
      ],
      unit_price: 11.5,
      line_total: 11.5,
    },
    { ...order().items[0]!, id: 2 },
  ],
});

beforeEach(() => {
  logIn();
});

describe('My orders', () => {
  it('shows the options chosen for each line under its name', async () => {
    stubApi({ 'GET /api/orders/': [pizza], 'GET /api/stores/9': store });
    renderPage(<MyOrders />, { path: '/orders' });

    const items = await screen.findByRole('list', { name: 'Items of order #2' });
    const options = within(items).getByRole('list', { name: 'Options' });
    expect(options.parentElement).toHaveTextContent(/^1 × Pizza Margherita/);
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tomato sauce', '·Mushrooms (+€1.00)', '·Olives (+€1.00)']);
    expect(within(items).getAllByRole('list', { name: 'Options' })).toHaveLength(1);
  });

  it('shows when a scheduled order is for, but not for a refused one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00.000Z'));
    try {
      const ahead = order({ id: 14, scheduled_for: '2026-06-16T17:30:00.000Z' });
      const refused = order({ id: 13, approval_status: 3, scheduled_for: '2026-06-12T17:30:00.000Z' });
      stubApi({ 'GET /api/orders/': [ahead, refused, pizza], 'GET /api/stores/9': store });
      renderPage(<MyOrders />, { path: '/orders' });

      const card = (await screen.findByRole('heading', { name: 'Order #4' })).closest('article')!;
      expect(await within(card).findByText('Scheduled for Tue 19:30')).toBeInTheDocument();
      const refusedCard = screen.getByRole('heading', { name: 'Order #3' }).closest('article')!;
      expect(within(refusedCard).queryByText(/Scheduled for/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how each order is paid, and leaves out one whose online payment never completed', async () => {
    const online = order().payment;
    const paid = order({
      id: 15,
      approval_status: 2,
      payment: { ...online, payment_method: 'online', status: 'paid' },
    });
    const refunded = order({
      id: 16,
      approval_status: 3,
      payment: { ...online, payment_method: 'online', status: 'refunded', refunded_amount: 4.5 },
    });
    const unpaid = {
      ...order({ id: 17 }),
      number: null,
      payment: { ...online, payment_method: 'online' as const },
    };
    stubApi({ 'GET /api/orders/': [unpaid, refunded, paid, pizza], 'GET /api/stores/9': store });
    renderPage(<MyOrders />, { path: '/orders' });

    const card = async (number: number) =>
      (await screen.findByRole('heading', { name: `Order #${number}` })).closest('article')!;
    expect(within(await card(5)).getByText('Paid online')).toBeInTheDocument();
    expect(within(await card(6)).getByText('Refunded €4.50')).toBeInTheDocument();
    expect(within(await card(2)).getByText('Cash on pickup')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('a pending order', () => {
  it('says it waits for the restaurant, follows the answer live, can be cancelled, and has no receipt yet', async () => {
    const pending = order({ id: 21, number: 21 });
    const cancelled = order({ id: 21, number: 21, approval_status: 4 });
    const api = stubApi({
      'GET /api/orders/': [pending],
      'GET /api/stores/9': store,
      'POST /api/orders/21/cancel': () => {
        api.answer('GET /api/orders/', [cancelled]);
        return { msg: 'Order cancelled', data: cancelled };
      },
    });
    const { user } = renderPage(<MyOrders />, { path: '/orders' });

    const card = await screen.findByRole('article', { name: 'Order #21' });
    expect(card).toHaveTextContent('Waiting for the restaurant to answer');
    expect(within(card).getByRole('link', { name: 'Follow order #21' })).toHaveAttribute(
      'href',
      '/orders/21',
    );
    expect(within(card).queryByRole('button', { name: 'Download receipt' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel order' }));
    await vi.waitFor(() => expect(within(card).getByText('Cancelled')).toBeInTheDocument());
    expect(card).not.toHaveTextContent('Waiting for the restaurant to answer');
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('the receipt', () => {
  it('downloads the PDF of an accepted order as a file, and offers none for a refused one', async () => {
    const refused = order({ id: 13, number: 13, approval_status: 3 });
    const api = stubApi({
      'GET /api/orders/': [pizza, refused],
      'GET /api/stores/9': store,
      [`GET /api/orders/${pizza.id}/receipt.pdf`]: () =>
        new Response('%PDF-1.3', {
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderPage(<MyOrders />, { path: '/orders' });

    const card = await screen.findByRole('article', { name: `Order #${pizza.number}` });
    within(card).getByRole('button', { name: 'Download receipt' }).click();
    await vi.waitFor(() => expect(saved).toEqual([`receipt-${pizza.number}.pdf`]));
    expect(api.callsTo(`GET /api/orders/${pizza.id}/receipt.pdf`)).toHaveLength(1);
    const refusedCard = screen.getByRole('article', { name: 'Order #13' });
    expect(within(refusedCard).queryByRole('button', { name: 'Download receipt' })).toBeNull();
    click.mockRestore();
  });
});

describe('Order again', () => {
  function CartNotes() {
    const { cartOpen, cartNotes } = useCartUi();
    return cartOpen ? (
      <ul aria-label="Cart notes">
        {cartNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    ) : null;
  }

  it("puts the order's lines that can be ordered today into the cart, names the others, and opens the cart", async () => {
    cartStore.clear();
    cartUi.closeCart();
    // The cart of an order placed before, whose status page was left early: that journey is over.
    cartStore.addAll([createCartLine(product({ id: 7, name: 'Brezel' }), null, 1)]);
    orderPlaced.mark(17);
    const earlier = order({
      id: 18,
      approval_status: 2,
      fulfilment_status: 'completed',
      order_type: 2,
      items: [
        { ...order().items[0]!, product_id: 1, quantity: 2, note: 'Extra mustard' },
        { ...order().items[0]!, id: 2, product_id: 3, product_name: 'Apfelstrudel' },
      ],
    });
    stubApi({
      'GET /api/orders/': [earlier],
      'GET /api/stores/9': store,
      'GET /api/categories/': [category(1, 'Starters')],
      'GET /api/products/limitbycat/10': [
        product({ id: 1, price: 6.5 }),
        product({ id: 3, name: 'Apfelstrudel', sold_out: true }),
      ],
    });
    const { user } = renderPage(
      <>
        <MyOrders />
        <CartNotes />
      </>,
      { path: '/orders' },
    );

    const card = await screen.findByRole('article', { name: `Order #${earlier.number}` });
    await user.click(within(card).getByRole('button', { name: 'Order again' }));

    const notes = await screen.findByRole('list', { name: 'Cart notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual(['Apfelstrudel is sold out today']);
    expect(
      cartStore.getSnapshot().map((line) => [line.id, line.quantity, line.displayPrice, line.note]),
    ).toEqual([[1, 2, 6.5, 'Extra mustard']]);
    expect(fulfilmentStore.getSnapshot().orderType).toBe('pickup');
    // Going to the menu (or to checkout) now keeps this cart.
    expect(orderPlaced.read().set).toBe(false);
  });
});
