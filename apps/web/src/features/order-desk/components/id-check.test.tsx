// @vitest-environment jsdom
import { formatMoney, toMinor } from '@food/money';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { order, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { OrderDetail } from './order-detail.tsx';
import { OrderTicketPage } from './order-ticket.tsx';

const money = (amount: number) => formatMoney(toMinor(amount), { currency: 'EUR', locale: 'en-GB' });

beforeEach(() => {
  logIn('admin');
});

afterEach(() => void setLanguage('en'));

describe('an order with an age limit', () => {
  it('tells the desk to check ID before handing it over', async () => {
    stubApi({ 'GET /api/printers': [] });
    renderPage(<OrderDetail order={order({ age_limit: 18 })} store={store} money={money} />);
    expect(await screen.findByText('ID CHECK 18+')).toBeInTheDocument();
    expect(
      screen.getByText(
        "This order holds products sold only to people aged 18 or over: hand it over only after checking the customer's ID.",
      ),
    ).toBeInTheDocument();
  });

  it('says nothing for an order without one', async () => {
    stubApi({ 'GET /api/printers': [] });
    renderPage(<OrderDetail order={order()} store={store} money={money} />);
    await screen.findByRole('heading', { name: /Order #2/ });
    expect(screen.queryByText(/ID CHECK/)).not.toBeInTheDocument();
  });

  it('prints ID CHECK on the ticket, in German too', async () => {
    stubApi({ 'GET /api/orders/12': order({ age_limit: 16 }), 'GET /api/stores/9': store });
    const english = renderPage(<OrderTicketPage storeId={9} orderId={12} />, {
      path: '/admin/orders/12/ticket',
    });
    expect(await screen.findByText('ID CHECK 16+')).toBeInTheDocument();
    english.unmount();

    await loadDomains(['desk', 'orders', 'menu'], 'de');
    await setLanguage('de');
    renderPage(<OrderTicketPage storeId={9} orderId={12} />, { path: '/admin/orders/12/ticket' });
    expect(await screen.findByText('AUSWEIS PRÜFEN 16+')).toBeInTheDocument();
  });
});
