// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { slotText } from '../slot-time.ts';
import { OrderTicketPage } from './order-ticket.tsx';

const pizza = order({
  items: [
    {
      ...order().items[0]!,
      product_name: 'Pizza Margherita',
      variant_name: 'Large',
      quantity: 2,
      options: [
        { option_id: 101, name: 'Tomato sauce', price: 0 },
        { option_id: 102, name: 'Mushrooms', price: 1 },
      ],
      unit_price: 13,
      line_total: 26,
      note: 'Well done',
    },
    { ...order().items[0]!, id: 2 },
  ],
});

beforeEach(() => {
  logIn('admin');
});

describe('the kitchen ticket', () => {
  it('prints each option on its own line under the item, and nothing for a line without options', async () => {
    stubApi({ 'GET /api/orders/12': pizza, 'GET /api/stores/9': store });
    renderPage(<OrderTicketPage storeId={9} orderId={12} />, { path: '/admin/orders/12/ticket' });

    // By label, not by role: jsdom cannot compute styles against the ticket's print rules.
    const items = await screen.findByLabelText('Items');
    const [withOptions, plain] = Array.from(items.children) as HTMLElement[];
    expect(withOptions).toHaveTextContent(
      /^2 x Pizza Margherita€26\.00Large\+ Tomato sauce\+ Mushrooms\* Well done$/,
    );
    const options = within(withOptions!).getByLabelText('Options');
    expect(Array.from(options.children, (item) => item.textContent)).toEqual([
      '+ Tomato sauce',
      '+ Mushrooms',
    ]);
    expect(within(plain!).queryByLabelText('Options')).not.toBeInTheDocument();
  });

  it('puts the slot of a scheduled order under the order type', async () => {
    const slot = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 3_600_000).toISOString();
    stubApi({ 'GET /api/orders/12': order({ scheduled_for: slot }), 'GET /api/stores/9': store });
    renderPage(<OrderTicketPage storeId={9} orderId={12} />, { path: '/admin/orders/12/ticket' });

    const scheduled = await screen.findByText(`Scheduled for ${slotText(slot, new Date(), store)}`);
    expect(scheduled.previousElementSibling).toHaveTextContent('Pickup');
  });

  it('writes amounts with the order’s currency while the store is still loading', async () => {
    stubApi({ 'GET /api/orders/12': pizza, 'GET /api/stores/9': () => new Promise<never>(() => {}) });
    renderPage(<OrderTicketPage storeId={9} orderId={12} />, { path: '/admin/orders/12/ticket' });

    const items = await screen.findByLabelText('Items');
    expect(items.children[0]).toHaveTextContent(/€26\.00/);
  });
});
