// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { Order } from '@food/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { currentSocket } from '@/testing/fake-socket.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { useLiveOrder } from '../hooks/use-live-order.ts';
import { OrderStatusView } from './order-status-view.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const pending = order({ id: 12 });
const accepted = order({
  id: 12,
  approval_status: 2,
  answered_at: '2026-06-10T16:02:00.000Z',
  ready_at: '2026-06-10T16:30:00.000Z',
});
const rejected = order({ id: 12, approval_status: 3, reject_reason_code: 'busy' });

/** The placed order's status as checkout shows it (or, `countdown` off, as its link opens it): read, then followed live. */
function LiveStatus({
  onFinish,
  onEdit,
  countdown = true,
}: {
  onFinish: () => void;
  onEdit: () => void;
  countdown?: boolean;
}) {
  const { order: current, status, connectionLost } = useLiveOrder(12, pending);
  return (
    <OrderStatusView
      orderNumber={2}
      status={status}
      order={current}
      store={store}
      connectionLost={connectionLost}
      countdown={countdown}
      onFinish={onFinish}
      onEdit={onEdit}
    />
  );
}

/** The server's `order_updated` for order `orderId`, as the restaurant answers it. */
function pushAnswer(answer: Order, orderId = answer.id) {
  return act(() =>
    currentSocket().serverSends('order_updated', {
      order_id: orderId,
      approval_status: answer.approval_status,
      ready_at: answer.ready_at,
      reject_reason_code: answer.reject_reason_code,
      reject_reason: answer.reject_reason,
      fulfilment_status: answer.fulfilment_status,
    }),
  );
}

function renderStatus(onFinish = vi.fn(), onEdit = vi.fn(), countdown = true) {
  return {
    ...renderPage(<LiveStatus onFinish={onFinish} onEdit={onEdit} countdown={countdown} />, {
      path: '/checkout',
    }),
    onFinish,
    onEdit,
  };
}

beforeEach(() => {
  logIn();
});

describe('the order status after placing', () => {
  it('waits for the restaurant while the order is pending', async () => {
    stubApi({ 'GET /api/orders/12': pending });
    renderStatus();

    expect(
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your order #2 is being processed...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('shows the acceptance with the ready time as soon as the socket says so', async () => {
    const api = stubApi({ 'GET /api/orders/12': pending });
    const { user, onFinish } = renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });

    api.answer('GET /api/orders/12', accepted);
    pushAnswer(accepted);

    expect(await screen.findByRole('heading', { name: 'Your Order has been Accepted' })).toBeInTheDocument();
    expect(await screen.findByText('Ready for pickup at 18:30')).toBeInTheDocument();
    expect(screen.getByText('Pay in cash when you collect your order.')).toBeInTheDocument();
    expect(screen.getByText('Back to the menu in 30 seconds')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('shows the rejection with the reason and that nothing was charged', async () => {
    const api = stubApi({ 'GET /api/orders/12': pending });
    renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });

    api.answer('GET /api/orders/12', rejected);
    pushAnswer(rejected);

    expect(await screen.findByRole('heading', { name: 'Order Not Accepted' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the restaurant couldn't accept your order #2")).toBeInTheDocument();
    expect(await screen.findByText('We are too busy right now')).toHaveTextContent(
      'Reason: We are too busy right now',
    );
    expect(screen.getByText('Nothing has been charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '030 12345678' })).toHaveAttribute('href', 'tel:03012345678');
  });

  it('waits for the customer after a rejection: Edit my order or Home, and no countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = stubApi({ 'GET /api/orders/12': pending });
      const { user, onFinish, onEdit } = renderStatus();
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
      api.answer('GET /api/orders/12', rejected);
      pushAnswer(rejected);
      await screen.findByRole('heading', { name: 'Order Not Accepted' });

      expect(screen.queryByText(/Back to the menu in/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(onFinish).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Edit my order' }));
      expect(onEdit).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('link', { name: 'Home' }));
      expect(onFinish).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays on an order opened by its link, and shows each kitchen step as the restaurant takes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = stubApi({ 'GET /api/orders/12': pending });
      const { onFinish } = renderStatus(vi.fn(), vi.fn(), false);
      await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
      api.answer('GET /api/orders/12', accepted);
      pushAnswer(accepted);
      await screen.findByRole('heading', { name: 'Your Order has been Accepted' });
      expect(screen.queryByText(/Back to the menu in/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(35_000));
      expect(onFinish).not.toHaveBeenCalled();

      const progress = screen.getByRole('list', { name: 'Where your order is' });
      expect(
        within(progress)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual(['Accepted', 'Being prepared', 'Ready for pickup', 'Collected']);
      for (const [step, title, current] of [
        ['preparing', 'Your order is being prepared', 'Being prepared'],
        ['ready', 'Your order is ready for pickup', 'Ready for pickup'],
      ] as const) {
        const moved = { ...accepted, fulfilment_status: step };
        api.answer('GET /api/orders/12', moved);
        pushAnswer(moved);
        expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
        expect(within(progress).getByText(current).closest('li')).toHaveAttribute('aria-current', 'step');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels the pending order after asking once, and offers the way home', async () => {
    const cancelled = order({ id: 12, approval_status: 4 });
    const api = stubApi({
      'GET /api/orders/12': pending,
      'POST /api/orders/12/cancel': () => {
        api.answer('GET /api/orders/12', cancelled);
        return { msg: 'Order cancelled', data: cancelled };
      },
    });
    const { user, onFinish } = renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    expect(screen.getByRole('link', { name: '030 12345678' })).toHaveAttribute('href', 'tel:03012345678');
    expect(screen.getByText(/Questions\? Call/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('Cancel order #2? The restaurant will not prepare it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(api.callsTo('POST /api/orders/12/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByRole('heading', { name: 'Order Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your order #2 has been cancelled.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/12/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it("says why when the restaurant answered first, and shows the restaurant's answer", async () => {
    const api = stubApi({
      'GET /api/orders/12': pending,
      'POST /api/orders/12/cancel': () => {
        api.answer('GET /api/orders/12', accepted);
        return apiError(409, 'This order has already been answered.', 'order_already_answered');
      },
    });
    const { user } = renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByRole('heading', { name: 'Your Order has been Accepted' })).toBeInTheDocument();
  });

  it('ignores the answer to another order', async () => {
    const api = stubApi({ 'GET /api/orders/12': pending });
    renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });

    const before = api.calls.length;
    pushAnswer(accepted, 13);

    expect(screen.getByRole('heading', { name: 'Waiting for Restaurant Confirmation' })).toBeInTheDocument();
    expect(api.calls.length).toBe(before);
  });

  it('reads the order again on reconnecting, so an answer missed while offline still shows', async () => {
    const api = stubApi({ 'GET /api/orders/12': pending });
    renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    const socket = currentSocket();

    act(() => socket.drop());
    // The restaurant answers while this page is offline: the event never reaches it.
    api.answer('GET /api/orders/12', accepted);
    expect(screen.getByRole('heading', { name: 'Waiting for Restaurant Confirmation' })).toBeInTheDocument();

    act(() => socket.reconnect());

    expect(await screen.findByRole('heading', { name: 'Your Order has been Accepted' })).toBeInTheDocument();
    expect(screen.getByText('Ready for pickup at 18:30')).toBeInTheDocument();
  });

  it('says the connection is lost while it is, in a status region that was there before', async () => {
    stubApi({ 'GET /api/orders/12': pending });
    renderStatus();
    await screen.findByRole('heading', { name: 'Waiting for Restaurant Confirmation' });
    const lostText = 'Connection lost — reconnecting…';
    const regions = screen.getAllByRole('status');
    expect(screen.queryByText(lostText)).not.toBeInTheDocument();

    act(() => currentSocket().drop());

    const region = screen.getByText(lostText).closest('[role="status"]');
    expect(region).not.toBeNull();
    expect(regions).toContain(region);

    act(() => currentSocket().reconnect());
    expect(screen.queryByText(lostText)).not.toBeInTheDocument();

    act(() => currentSocket().serverSends('connect_error', new Error('refused')));
    expect(screen.getByText(lostText)).toBeInTheDocument();
  });

  describe('of an order for a later slot', () => {
    // Wednesday 10 June 2026, 14:00 in Berlin; the order is for Tuesday 19:30.
    const scheduled = order({ id: 12, scheduled_for: '2026-06-16T17:30:00.000Z' });
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-10T12:00:00.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says when it is for while it waits for the restaurant', () => {
      renderPage(
        <OrderStatusView
          orderNumber={2}
          status={1}
          order={scheduled}
          store={store}
          connectionLost={false}
          countdown
          onFinish={vi.fn()}
          onEdit={vi.fn()}
        />,
      );

      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Scheduled for Tue 19:30');
    });

    it('says it once accepted, without a ready time that only repeats it', () => {
      const acceptedAhead = { ...scheduled, approval_status: 2 as const, ready_at: scheduled.scheduled_for };
      renderPage(
        <OrderStatusView
          orderNumber={2}
          status={2}
          order={acceptedAhead}
          store={store}
          connectionLost={false}
          countdown
          onFinish={vi.fn()}
          onEdit={vi.fn()}
        />,
      );

      expect(screen.getByText('Scheduled for Tue 19:30')).toBeInTheDocument();
      expect(screen.queryByText(/Ready for pickup at/)).not.toBeInTheDocument();
    });
  });
});
