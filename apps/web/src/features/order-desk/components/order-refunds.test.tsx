// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { apiError, stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { order } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { OrderRefunds } from './order-refunds.tsx';

const money = (amount: number) => `€${amount.toFixed(2)}`;
const paidOnline = order({
  payment: {
    payment_method: 'online',
    status: 'paid',
    amount: 11.8,
    refunded_amount: 0,
    paid_at: '2026-06-10T16:05:00.000Z',
    checkout_url: null,
    refunds: [],
  },
});

describe("the desk's refunds of an order paid online", () => {
  it('refunds part of what is left, with a reason and one key per refund, and lists it', async () => {
    const api = stubApi({
      'POST /api/orders/12/refunds': ({ body }: ApiCall) => ({
        msg: 'Refund made',
        data: {
          ...paidOnline,
          payment: {
            ...paidOnline.payment,
            status: 'partially_refunded',
            refunded_amount: 2.5,
            refunds: [
              { id: 1, ...(body as object), status: 'succeeded', created_at: '2026-06-10T17:00:00.000Z' },
            ],
          },
        },
      }),
    });
    const { user } = renderPage(
      <>
        <OrderRefunds order={paidOnline} money={money} />
        <Toaster />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: /^Amount \(at most €11\.80\)/ }), '2.50');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Cold fries');
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    // Nothing moves until the amount is confirmed.
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund €2.50?' });
    expect(dialog).toHaveAccessibleDescription(
      "€2.50 go back to the customer's payment for order #2 (reason: Cold fries). A refund cannot be undone.",
    );
    expect(api.callsTo('POST /api/orders/12/refunds')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refund €2.50' }));

    expect(await screen.findByText('€2.50 refunded.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/orders/12/refunds');
    expect(call?.body).toEqual({ amount: 2.5, reason: 'Cold fries' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal, such as more than is left", async () => {
    stubApi({
      'POST /api/orders/12/refunds': apiError(
        422,
        'At most €11.80 can still be refunded.',
        'refund_too_large',
      ),
    });
    const { user } = renderPage(<OrderRefunds order={paidOnline} money={money} />);
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '20');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Wrong order');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(await screen.findByRole('button', { name: 'Refund €20.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most €11.80 can still be refunded.');
  });

  it('moves no money when the confirmation is cancelled, by its button or Escape, and keeps the form filled', async () => {
    const api = stubApi({});
    const { user } = renderPage(<OrderRefunds order={paidOnline} money={money} />);
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '11.80');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Never arrived');
    const submit = screen.getByRole('button', { name: 'Refund' });
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The focus goes back to the button that asked.
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Refund €11.80?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/12/refunds')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('11.80');
  });

  it('shows nothing for a cash order', () => {
    const { container } = renderPage(<OrderRefunds order={order()} money={money} />);
    expect(container).toBeEmptyDOMElement();
  });
});
