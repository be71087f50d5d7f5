// @vitest-environment jsdom
import type { DeskOrdersPage } from '@food/contract';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { currentSocket } from '@/testing/fake-socket.ts';
import { order, store, storeSettings } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { slotText } from '../slot-time.ts';
import { OrderDesk } from './order-desk.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const accepted = order({ id: 11, approval_status: 2, customer_name: 'Max Muster' });
const pending = order({ id: 12 });

/** The store's orders on the server; the desk's lists are read from them by filter and search. */
function serveDesk(initial: DeskOrdersPage['data']) {
  let orders = initial;
  const page = ({ search }: ApiCall): DeskOrdersPage => {
    const query = new URLSearchParams(search);
    const filter = query.get('filter');
    const text = query.get('search')?.toLowerCase();
    const matching = orders.filter(
      (item) =>
        (filter !== 'pending' || item.approval_status === 1) &&
        (filter !== 'accepted' || item.approval_status === 2) &&
        (!text || item.customer_name.toLowerCase().includes(text)),
    );
    return {
      data: matching,
      total: matching.length,
      page: 1,
      page_size: Number(query.get('page_size')),
      pending_count: orders.filter((item) => item.approval_status === 1).length,
    };
  };
  const api = stubApi({
    'GET /api/stores/9': store,
    'GET /api/stores/9/settings': storeSettings(),
    'GET /api/orders/desk': page,
    ...Object.fromEntries(
      initial.map(({ id }) => [`GET /api/orders/${id}`, () => orders.find((item) => item.id === id)]),
    ),
  });
  return { ...api, place: (placed: DeskOrdersPage['data'][number]) => (orders = [placed, ...orders]) };
}

const deskReads = (api: ReturnType<typeof serveDesk>, filter: string) =>
  api
    .callsTo('GET /api/orders/desk')
    .map((call) => new URLSearchParams(call.search))
    .filter((query) => query.get('filter') === filter && query.get('page_size') === '20');

// jsdom joins the row's inline parts without spaces: "Order#2NewPending…". The fixture's number is 10 below its id.
const rowName = (id: number) => new RegExp(`^Order ?#${id - 10}(?!\\d)`);
const orderRow = (id: number) => screen.findByRole('button', { name: rowName(id) });

beforeEach(() => {
  logIn('admin');
});

describe('the order desk', () => {
  it("lists today's orders with the new one marked, and narrows them to the pending ones", async () => {
    const api = serveDesk([pending, accepted]);
    const { user, router } = renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });

    const list = await screen.findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Order #2New'),
      expect.stringContaining('Order #1'),
    ]);
    expect(rows[1]).not.toHaveTextContent('New');

    await user.click(screen.getByRole('button', { name: /^Pending/ }));

    expect(screen.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?filter=pending');
    await vi.waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(deskReads(api, 'pending')).not.toHaveLength(0);
  });

  it('opens an order in place of the list on a narrow screen, and goes back to it', async () => {
    // An order no other test opens: opening one marks it seen on this device for good.
    serveDesk([order({ id: 14 }), accepted]);
    const { user, router } = renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });

    await user.click(await orderRow(14));

    expect(await screen.findByRole('article', { name: 'Order #4' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=14');
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to orders' }));

    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Opened once, the order is no longer new.
    expect(screen.getByRole('button', { name: rowName(14) })).not.toHaveTextContent('New');
  });

  it('searches once typing pauses, and keeps the search in the address', async () => {
    const api = serveDesk([pending, accepted]);
    const { user, router } = renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });
    await screen.findByRole('list', { name: 'Orders' });

    await user.type(screen.getByRole('searchbox', { name: /Search orders/ }), 'Max');

    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=Max'));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('button')).toHaveLength(1),
    );
    const searched = api.callsTo('GET /api/orders/desk').map((call) => new URLSearchParams(call.search));
    expect(
      searched.filter((query) => query.get('search') !== null).map((query) => query.get('search')),
    ).toEqual(['Max']);
  });

  it('shows an order placed meanwhile as soon as the server says so, and announces it', async () => {
    const api = serveDesk([accepted]);
    renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });
    await screen.findByRole('list', { name: 'Orders' });
    await screen.findByText('Live: new orders appear by themselves');
    expect(currentSocket().sent).toContainEqual(['join_store', { store_id: 9 }]);

    // Another order than the other tests', which this device has seen opened already.
    api.place(order({ id: 13 }));
    act(() => currentSocket().serverSends('order_created', { order_id: 13, store_id: 9 }));

    expect(await orderRow(13)).toHaveTextContent('New');
    expect(await screen.findByText('New order #3 is waiting for an answer.')).toBeInTheDocument();
  });

  it('says when it is offline, and reads everything again when it is back', async () => {
    const api = serveDesk([accepted]);
    renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });
    await screen.findByText('Live: new orders appear by themselves');
    const socket = currentSocket();

    act(() => socket.drop());
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    api.place(pending);

    act(() => socket.reconnect());

    expect(await screen.findByText('Back online. The orders have been reloaded.')).toBeInTheDocument();
    expect(await orderRow(12)).toBeInTheDocument();
  });

  it('lists scheduled orders under their slot, earliest first, after the orders for now', async () => {
    const now = new Date();
    const slot = (minutes: number) =>
      new Date(Math.ceil(now.getTime() / 900_000) * 900_000 + minutes * 60_000).toISOString();
    const [early, late] = [slot(120), slot(180)];
    serveDesk([
      order({ id: 21, approval_status: 2, scheduled_for: late }),
      order({ id: 20, approval_status: 2, scheduled_for: early }),
      accepted,
      order({ id: 19, approval_status: 2, scheduled_for: late }),
    ]);
    renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });

    const list = await screen.findByRole('list', { name: 'Orders' });
    const headings = within(list).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'As soon as possible',
      `Scheduled · ${slotText(early, now, store)}`,
      `Scheduled · ${slotText(late, now, store)}`,
    ]);
    const rows = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('button')
        .map((row) => row.dataset.orderId);
    expect(rows('As soon as possible')).toEqual(['11']);
    expect(rows(`Scheduled · ${slotText(late, now, store)}`)).toEqual(['21', '19']);
    expect(await orderRow(20)).toHaveTextContent(`For ${slotText(early, now, store)}`);
  });

  it('shows an order the store accepted by itself as new', async () => {
    const placed = new Date().toISOString();
    serveDesk([order({ id: 22, approval_status: 2, created_at: placed, answered_at: placed }), accepted]);
    renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });

    expect(await orderRow(22)).toHaveTextContent('New');
    expect(await orderRow(11)).not.toHaveTextContent('New');
  });

  it('reminds the kitchen to start a scheduled order the preparation time before its slot', async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 15 * 60_000).toISOString();
    const later = new Date(now.getTime() + 45 * 60_000).toISOString();
    serveDesk([
      order({ id: 23, approval_status: 2, scheduled_for: soon }),
      order({ id: 24, approval_status: 2, scheduled_for: later }),
      order({ id: 25, approval_status: 2, scheduled_for: soon, fulfilment_status: 'preparing' }),
    ]);
    const { user, router } = renderPage(<OrderDesk storeId={9} />, { path: '/admin/orders' });

    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const text = `Start preparing: #13 for ${slotText(soon, now, store)}`;
    expect(within(reminders).getByText(text)).toBeInTheDocument();
    expect(reminders).not.toHaveTextContent('#14');
    expect(reminders).not.toHaveTextContent('#15');
    expect(await screen.findByText(`${text}.`)).toBeInTheDocument();

    await user.click(within(reminders).getByRole('button', { name: 'Open order #13' }));
    expect(router.state.location.search).toBe('?order=23');
  });
});
