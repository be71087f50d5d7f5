// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
    expect(await screen.findByRole('alert')).toHaveTextContent('At most €11.80 can still be refunded.');
  });

  it('shows nothing for a cash order', () => {
    const { container } = renderPage(<OrderRefunds order={order()} money={money} />);
    expect(container).toBeEmptyDOMElement();
  });
});
