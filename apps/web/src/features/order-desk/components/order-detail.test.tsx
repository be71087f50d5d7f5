// @vitest-environment jsdom
import type { AnswerOrder, FulfilmentStatus, Order } from '@food/contract';
import { formatMoney, toMinor } from '@food/money';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { apiError, stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { deskOrderQueryOptions } from '../api/desk-orders.ts';
import { slotText } from '../slot-time.ts';
import { OrderDetail } from './order-detail.tsx';

const ACCEPTED_AT = '2026-06-10T16:02:00.000Z';
const READY_AT = '2026-06-10T16:30:00.000Z';

const money = (amount: number) => formatMoney(toMinor(amount), store);

/** The order as the desk opens it (read fresh from the server), with the desk's toasts. */
function OpenOrder() {
  const opened = useQuery(deskOrderQueryOptions(12));
  return (
    <>
      {opened.data && <OrderDetail order={opened.data} store={store} money={money} />}
      <Toaster />
    </>
  );
}

/** The server's side of one order: it answers what it holds and applies the desk's answer and steps. */
function serveOrder(initial: Order) {
  let current = initial;
  const answer = ({ body }: ApiCall) => {
    const { approval_status, reject_reason, reject_reason_code } = body as AnswerOrder;
    current =
      approval_status === 2
        ? { ...current, approval_status, answered_at: ACCEPTED_AT, ready_at: READY_AT }
        : {
            ...current,
            approval_status,
            answered_at: ACCEPTED_AT,
            reject_reason_code: (reject_reason_code ?? null) as Order['reject_reason_code'],
            reject_reason: reject_reason ?? null,
          };
    return { msg: 'Order updated successfully!', data: current };
  };
  const step = ({ body }: ApiCall) => {
    current = { ...current, fulfilment_status: (body as { status: FulfilmentStatus }).status };
    return { msg: 'Order is ready for pickup', data: current };
  };
  return stubApi({
    'GET /api/orders/12': () => current,
    'PATCH /api/orders/12': answer,
    'POST /api/orders/12/fulfilment': step,
  });
}

function openOrder(initial: Order) {
  const api = serveOrder(initial);
  return { ...renderPage(<OpenOrder />, { path: '/admin/orders?order=12' }), api };
}

const inEightMinutes = () => new Date(Date.now() + 8 * 60_000).toISOString();

describe('the order desk: a pending order', () => {
  it('shows what the kitchen needs, the deadline, and the two answers', async () => {
    openOrder(order({ answer_deadline: inEightMinutes(), note: 'Ring twice' }));

    const detail = await screen.findByRole('article', { name: 'Order #2' });
    expect(within(detail).getByText('Pending')).toBeInTheDocument();
    expect(within(detail).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(
      within(detail).getByText(/^Rejected automatically at \d{2}:\d{2} \(in 8 min\) if nobody answers\.$/),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(within(detail).getByText('The customer collects the order at the counter.')).toBeInTheDocument();
    expect(within(detail).getByText('Brezel with Obatzda')).toBeInTheDocument();
    expect(within(detail).getByText('Ring twice')).toHaveTextContent('Order note: Ring twice');
    expect(within(detail).getByText('Cash, paid on collection')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(detail).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(detail).queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
  });

  it('accepts with a ready time, then offers the kitchen steps', async () => {
    const { user, api } = openOrder(order());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept order #2' });
    await user.click(within(dialog).getByRole('radio', { name: '30 minutes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    expect(await screen.findByText('Order #2 accepted')).toBeInTheDocument();
    expect(screen.getByText('Ready at about 18:30.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/12')[0]?.body).toEqual({
      approval_status: 2,
      ready_in_minutes: 30,
    });
    const detail = screen.getByRole('article', { name: 'Order #2' });
    expect(within(detail).getByText('Ready at about 18:30')).toBeInTheDocument();
    expect(within(detail).getByText('(accepted at 18:02)')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('rejects a sold-out item by its name, which the desk then shows', async () => {
    const { user, api } = openOrder(order());
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject order #2' });
    await user.click(within(dialog).getByRole('radio', { name: 'An item is sold out' }));
    // The order's only product is the one sold out.
    expect(within(dialog).getByRole('checkbox', { name: 'Brezel with Obatzda' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));

    expect(await screen.findByText('Order #2 rejected')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/12')[0]?.body).toEqual({
      approval_status: 3,
      reject_reason_code: 'sold_out',
      reject_reason: 'Brezel with Obatzda',
      sold_out_product_ids: [1],
    });
    const detail = screen.getByRole('article', { name: 'Order #2' });
    expect(within(detail).getByText('Rejected', { selector: 'p' })).toBeInTheDocument();
    expect(within(detail).getByText('Sold out: Brezel with Obatzda')).toHaveTextContent(
      'Reason given to the customer: Sold out: Brezel with Obatzda',
    );
  });

  it('asks which products are sold out when the order has several, and offers only reasons that fit', async () => {
    const [brezel] = order().items;
    const { user, api } = openOrder(
      order({ items: [brezel!, { ...brezel!, id: 2, product_id: 2, product_name: 'Apfelstrudel' }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject order #2' });
    // A pickup: nothing to deliver.
    expect(
      within(dialog).queryByRole('radio', { name: 'We cannot deliver to this address' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'An item is sold out' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(within(dialog).getByText('Choose what is sold out')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/12')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Apfelstrudel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/orders/12')[0]?.body).toEqual({
      approval_status: 3,
      reject_reason_code: 'sold_out',
      reject_reason: 'Apfelstrudel',
      sold_out_product_ids: [2],
    });
  });

  it('asks for the reason before rejecting with "Other reason"', async () => {
    const { user, api } = openOrder(order());
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject order #2' });
    await user.click(within(dialog).getByRole('radio', { name: /Other reason/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));

    expect(within(dialog).getByText('Write the reason the customer will read')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason for the customer/ })).toBeInvalid();
    expect(api.callsTo('PATCH /api/orders/12')).toHaveLength(0);
  });

  it('says so when someone else answered first, and reads the order again', async () => {
    const { user, api } = openOrder(order());
    api.answer('PATCH /api/orders/12', apiError(409, 'This order has already been answered.', 'conflict'));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #2' });
    const readsBefore = api.callsTo('GET /api/orders/12').length;

    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order has already been answered.',
    );
    await expect.poll(() => api.callsTo('GET /api/orders/12').length).toBeGreaterThan(readsBefore);
  });
});

describe('the order desk: the ready time', () => {
  const prepMinutes = (minutes: number) => ({ store_id: 9, prep_minutes: minutes });

  it("starts at the store's preparation time", async () => {
    const { user, api } = openOrder(order());
    api.answer('GET /api/stores/9/settings', prepMinutes(25));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept order #2' });
    expect(await within(dialog).findByRole('radio', { name: '25 minutes' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    await expect
      .poll(() => api.callsTo('PATCH /api/orders/12')[0]?.body)
      .toEqual({ approval_status: 2, ready_in_minutes: 25 });
  });

  it('is the slot of a scheduled order, which the detail shows', async () => {
    const now = new Date();
    // Two days ahead: the server takes a ready time up to a day after the order's slot.
    const slot = new Date(Math.ceil(now.getTime() / 900_000) * 900_000 + 2 * 86_400_000).toISOString();
    const { user, api } = openOrder(order({ scheduled_for: slot }));
    api.answer('GET /api/stores/9/settings', prepMinutes(20));

    const detail = await screen.findByRole('article', { name: 'Order #2' });
    const when = slotText(slot, now, store);
    expect(within(detail).getByText(`Scheduled for ${when}`)).toHaveAttribute('dateTime', slot);
    await user.click(within(detail).getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept order #2' });
    expect(within(dialog).getByText(`Ordered for ${when}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'As ordered' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    await expect
      .poll(() => api.callsTo('PATCH /api/orders/12')[0]?.body)
      .toEqual({ approval_status: 2, ready_at: slot });
  });

  it('is the preparation time for an order whose slot has started', async () => {
    const now = new Date();
    const slot = new Date(Math.floor(now.getTime() / 900_000) * 900_000).toISOString();
    const { user } = openOrder(order({ scheduled_for: slot }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept order #2' });
    expect(within(dialog).getByText(`Ordered for ${slotText(slot, now, store)}`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'As ordered' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '20 minutes' })).toBeChecked();
  });
});

describe('the order desk: an accepted order', () => {
  const preparing = order({
    approval_status: 2,
    fulfilment_status: 'preparing',
    answered_at: ACCEPTED_AT,
    ready_at: READY_AT,
  });

  it('shows the kitchen steps done and to come, and moves to the next one', async () => {
    const { user, api } = openOrder(preparing);

    const steps = await screen.findByRole('list', { name: 'Progress' });
    const [accepted, current, next, last] = within(steps).getAllByRole('listitem');
    expect(accepted).toHaveTextContent('Accepted (done)');
    expect(current).toHaveTextContent('Preparing');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(next).toHaveTextContent('Ready for pickup');
    expect(last).toHaveTextContent('Completed');

    await user.click(screen.getByRole('button', { name: 'Mark ready for pickup' }));

    expect(await screen.findByText('Order #2 is ready for pickup')).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/12/fulfilment')[0]?.body).toEqual({ status: 'ready' });
    expect(current).toHaveTextContent('Preparing (done)');
    expect(next).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Mark ready for pickup' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
  });

  it('follows a delivery to its address and out for delivery', async () => {
    openOrder(
      order({
        ...preparing,
        order_type: 1,
        delivery_postcode: '10969',
        delivery_fee: 2.5,
        total: 14.3,
        address: { line1: 'Lindenstraße 5', area: null, city: 'Berlin', zip: '10969', country: 'Germany' },
      }),
    );

    const detail = await screen.findByRole('article', { name: 'Order #2' });
    const destination = within(detail).getByRole('heading', { name: 'Deliver to' }).parentElement!;
    expect(destination).toHaveTextContent(/Lindenstraße 5\s*10969 Berlin/);
    expect(destination).toHaveTextContent('Delivery postcode 10969');
    expect(within(detail).getByText('Cash, paid on delivery')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Send out for delivery' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('says when there is nothing left to do', async () => {
    openOrder(order({ ...preparing, fulfilment_status: 'completed' }));

    expect(await screen.findByText('This order is finished. Nothing left to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  });
});

describe('the order desk: options', () => {
  it('lists each line’s options under its name, with what they cost extra', async () => {
    openOrder(
      order({
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
        ],
      }),
    );

    const detail = await screen.findByRole('article', { name: 'Order #2' });
    const options = within(detail).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tomato sauce', '·Mushrooms (+€1.00)', '·Olives (+€1.00)']);
    expect(options.previousElementSibling).toHaveTextContent('Pizza Margherita');
  });
});
