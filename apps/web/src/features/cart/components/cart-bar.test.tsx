// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { StoreStatusBadge } from '@/features/store/components/store-status-badge.tsx';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { createCartLine } from '../cart.ts';
import { cartUi } from '../cart-ui.ts';
import { product } from '../product-fixture.ts';
import { cartStore, fulfilmentStore } from '../use-cart.ts';
import { CartBar } from './cart-bar.tsx';

const CLOSED = 'Store is currently closed. You cannot place an order now.';
const openToday = { is_open: true, today_hours: [{ open_time: '11:30', close_time: '22:00' }] };

/** The storefront's header badge and cart bar, on the one status socket. */
function Storefront() {
  const status = useStoreStatus(9);
  return (
    <>
      <StoreStatusBadge status={status} store={store} />
      <CartBar money={{ currency: 'EUR', locale: 'en-GB' }} />
    </>
  );
}

const viewCart = () => screen.getByRole('button', { name: 'View Cart' });

/** The hook tries again after a pause (up to a second the first time): a new socket. */
async function reconnected(before: number) {
  await vi.waitFor(() => expect(FakeStatusSocket.opened.length).toBeGreaterThan(before), { timeout: 3000 });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  // No ordering ahead: a closed store blocks the cart.
  stubApi({ 'GET /api/stores/9': { ...store, preorder_days: 0 }, 'GET /api/discounts/': [] });
  cartStore.add(createCartLine(product(), null, 1));
});

afterEach(() => {
  cartStore.clear();
  cartUi.closeCart();
});

// The status connection outlives each test's page (it lingers), so the first test is the one before
// any message.
describe('the cart bar and header when the status connection is lost', () => {
  it('claims nothing before the first message, and View Cart opens the cart', async () => {
    const { user } = renderPage(<Storefront />);

    expect(screen.getByRole('status').textContent).toBe('');
    expect(viewCart()).not.toHaveAttribute('aria-disabled');
    await user.click(viewCart());
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  it('says Reconnecting… beside the last hours, keeps View Cart usable, and recovers by itself', async () => {
    const { user } = renderPage(<Storefront />);
    await FakeStatusSocket.send(openToday);
    expect(await screen.findByText('Open')).toBeInTheDocument();
    const before = FakeStatusSocket.opened.length;

    FakeStatusSocket.drop();

    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent('Reconnecting…');
    expect(badge).toHaveTextContent('11:30 - 22:00');
    expect(badge).not.toHaveTextContent('Open');
    expect(viewCart()).not.toHaveAttribute('aria-disabled');

    await reconnected(before);
    await FakeStatusSocket.send(openToday);
    expect(badge).toHaveTextContent('Open');
    expect(badge).not.toHaveTextContent('Reconnecting…');

    await user.click(viewCart());
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  it('does not call a store closed that was closed before the connection was lost', async () => {
    renderPage(<Storefront />);
    await FakeStatusSocket.send({ ...openToday, is_open: false, next_open_at: null });
    expect(await screen.findByText('Closed until further notice')).toBeInTheDocument();

    FakeStatusSocket.drop();

    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.queryByText('Closed until further notice')).not.toBeInTheDocument();
  });

  it('opens the cart while the server says the store is closed: only placing is blocked, in the cart', async () => {
    const { user } = renderPage(<Storefront />);
    await FakeStatusSocket.send({ ...openToday, is_open: false, next_open_at: null });
    expect(await screen.findByText('Closed until further notice')).toBeInTheDocument();
    expect(viewCart()).not.toHaveAttribute('aria-disabled');

    await user.click(viewCart());

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  it('gives the socket up as soon as the browser goes offline, and reconnects once it is back', async () => {
    renderPage(<Storefront />);
    await FakeStatusSocket.send(openToday);
    expect(await screen.findByText('Open')).toBeInTheDocument();
    const before = FakeStatusSocket.opened.length;

    act(() => void window.dispatchEvent(new Event('offline')));

    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(FakeStatusSocket.opened.at(-1)?.closed).toBe(true);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeStatusSocket.opened.length).toBeGreaterThan(before);
    await FakeStatusSocket.send(openToday);
    expect(screen.getByRole('status')).toHaveTextContent('Open');
  });
});

describe('the cart bar’s total', () => {
  it('says which discount it includes, for the order type chosen', async () => {
    stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [
        {
          id: 1,
          code: 'PICKUP_DISCOUNT',
          type: 'percentage',
          value: 10,
          expires_at: '2099-12-31',
          store_id: 9,
        },
        {
          id: 2,
          code: 'DELIVERY_DISCOUNT',
          type: 'percentage',
          value: 20,
          expires_at: '2099-12-31',
          store_id: 9,
        },
      ],
    });
    fulfilmentStore.setOrderType('pickup');
    renderPage(<CartBar money={{ currency: 'GBP', locale: 'en-GB' }} />);

    const bar = screen.getByRole('region', { name: 'Your order' });
    // 5.90 less 10 %.
    await vi.waitFor(() => expect(bar).toHaveTextContent('£5.31 · 10% pickup discount'));

    act(() => fulfilmentStore.setOrderType('delivery'));
    expect(bar).toHaveTextContent('£4.72 · 20% delivery discount');
    fulfilmentStore.setOrderType('pickup');
  });

  it('explains nothing without a discount', async () => {
    renderPage(<CartBar money={{ currency: 'GBP', locale: 'en-GB' }} />);
    const bar = screen.getByRole('region', { name: 'Your order' });
    await vi.waitFor(() => expect(bar).toHaveTextContent('£5.90'));
    expect(bar).not.toHaveTextContent('discount');
  });
});

describe('in German', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says what the cart holds and the store’s state in German, and switches back', async () => {
    await loadDomains(['store', 'cart', 'menu'], 'de');
    renderPage(<Storefront />);
    await act(() => setLanguage('de'));
    await FakeStatusSocket.send(openToday);

    expect(await screen.findByText('Geöffnet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('11:30–22:00');
    const bar = screen.getByRole('region', { name: 'Deine Bestellung' });
    expect(bar).toHaveTextContent('1 Artikel');
    expect(screen.getByRole('button', { name: 'Warenkorb' })).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('1 item');
  });
});
