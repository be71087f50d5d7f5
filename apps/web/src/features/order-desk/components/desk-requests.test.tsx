// @vitest-environment jsdom
import type { DeskOrdersPage } from '@food/contract';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { currentSocket, FakeSocket } from '@/testing/fake-socket.ts';
import { order, store, storeSettings } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { OrderDesk } from './order-desk.tsx';
import { PendingOrdersBadge } from './pending-orders-badge.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const pending = order({ id: 12 });

function serveDesk() {
  const page = ({ search }: ApiCall): DeskOrdersPage => {
    const filter = new URLSearchParams(search).get('filter');
    const data = filter === 'accepted' ? [] : [pending];
    return { data, total: data.length, page: 1, page_size: 20, pending_count: 1 };
  };
  return stubApi({
    'GET /api/stores/9': store,
    'GET /api/stores/9/settings': storeSettings(),
    'GET /api/orders/desk': page,
    'GET /api/orders/12': pending,
    'GET /api/printers': [],
  });
}

/** The desk's reads, by filter and page size: `pending/100` is the sidebar's count. */
const readsOf = (api: ReturnType<typeof serveDesk>) =>
  api.callsTo('GET /api/orders/desk').map((call) => {
    const query = new URLSearchParams(call.search);
    return `${query.get('filter')}/${query.get('page_size')}`;
  });

/** The back office's layout with the sidebar's count; the desk's page shows once its link is pressed. */
function Page() {
  const [desk, setDesk] = useState(false);
  return (
    <>
      <button onClick={() => setDesk(true)}>Open the desk</button>
      <PendingOrdersBadge collapsed={false} />
      {desk && <OrderDesk storeId={9} />}
    </>
  );
}

beforeEach(() => {
  logIn('admin');
});

describe("opening the back office's order desk", () => {
  it('reads each list once: the sidebar, the desk arriving after it and the socket connecting share the reads', async () => {
    const api = serveDesk();
    // The socket connects once the network answers, after the page's first reads.
    const connect = vi.spyOn(FakeSocket.prototype, 'connect').mockImplementation(function (this: FakeSocket) {
      return this;
    });
    // The layout's sidebar first; the desk's page is a chunk of its own, a moment later.
    const { user } = renderPage(<Page />, { path: '/admin/orders' });
    await vi.waitFor(() => expect(readsOf(api).sort()).toEqual(['accepted/100', 'pending/100']));
    await screen.findByText('1');
    await user.click(screen.getByRole('button', { name: 'Open the desk' }));
    await screen.findByRole('list', { name: 'Orders' });
    connect.mockRestore();
    act(() => currentSocket().reconnect());
    // Whatever the page would still send, it sends within this time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(readsOf(api).sort()).toEqual(['accepted/100', 'pending/100', 'today/20']);

    // A reconnect reads everything again: orders may have come while the socket was away.
    act(() => {
      currentSocket().drop();
      currentSocket().reconnect();
    });
    await vi.waitFor(() => expect(readsOf(api)).toHaveLength(6));
    // And news of an order reads the lists at once, however fresh they are.
    act(() => currentSocket().serverSends('order_created', { order_id: 13 }));
    await vi.waitFor(() => expect(readsOf(api)).toHaveLength(9));
  });
});
