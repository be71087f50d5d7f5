// @vitest-environment jsdom
import type { AnswerOrder, Order } from '@food/contract';
import { formatMoney, toMinor } from '@food/money';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { order, store as londonStore } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { deskOrderQueryOptions } from '../api/desk-orders.ts';
import { OrderDetail } from './order-detail.tsx';
import { OrderTicketPage } from './order-ticket.tsx';

const store = { ...londonStore, locale: 'de-DE' };
const money = (amount: number) => formatMoney(toMinor(amount), { currency: 'EUR', locale: 'de-DE' });
const READY_AT = '2026-06-10T16:30:00.000Z';

function OpenOrder() {
  const opened = useQuery(deskOrderQueryOptions(12));
  return (
    <>
      {opened.data && <OrderDetail order={opened.data} store={store} money={money} />}
      <Toaster />
    </>
  );
}

function openOrder(initial: Order) {
  let current = initial;
  const api = stubApi({
    'GET /api/orders/12': () => current,
    'PATCH /api/orders/12': ({ body }: ApiCall) => {
      const { approval_status, reject_reason, reject_reason_code } = body as AnswerOrder;
      current = {
        ...current,
        approval_status,
        reject_reason_code: (reject_reason_code ?? null) as Order['reject_reason_code'],
        reject_reason: reject_reason ?? null,
        ready_at: READY_AT,
      };
      return { msg: 'Order updated', data: current };
    },
  });
  return { ...renderPage(<OpenOrder />, { path: '/admin/orders?order=12' }), api };
}

describe('the order desk in German', () => {
  beforeEach(async () => {
    await loadDomains(['desk', 'orders', 'menu'], 'de');
    await setLanguage('de');
  });
  afterEach(() => setLanguage('en'));

  it('offers the usual reasons in German, sends their codes and shows them in German', async () => {
    const { user, api } = openOrder(order());
    const detail = await screen.findByRole('article', { name: 'Bestellung #2' });
    expect(within(detail).getByText('Wartet auf deine Antwort')).toBeInTheDocument();
    expect(within(detail).getByText('Bar, Zahlung bei Abholung')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Ablehnen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bestellung #2 ablehnen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Wir haben gerade zu viel zu tun' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bestellung ablehnen' }));

    expect(await screen.findByText('Bestellung #2 abgelehnt')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/12')[0]?.body).toEqual({
      approval_status: 3,
      reject_reason_code: 'busy',
      reject_reason: null,
    });
    expect(within(detail).getByText('Wir haben gerade zu viel zu tun')).toHaveTextContent(
      'Grund für den Gast: Wir haben gerade zu viel zu tun',
    );
  });

  it('accepts with a ready time in minutes and tells the time on the store’s clock', async () => {
    const { user, api } = openOrder(order());
    await user.click(await screen.findByRole('button', { name: 'Annehmen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bestellung #2 annehmen' });
    await user.click(within(dialog).getByRole('radio', { name: '30 Minuten' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bestellung annehmen' }));

    expect(await screen.findByText('Fertig gegen 18:30 Uhr.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/12')[0]?.body).toEqual({
      approval_status: 2,
      ready_in_minutes: 30,
    });
  });

  it('prints the kitchen ticket in German, with the store’s currency', async () => {
    logIn('admin');
    stubApi({ 'GET /api/orders/12': order({ note: 'Klingeln' }), 'GET /api/stores/9': store });
    renderPage(<OrderTicketPage storeId={9} orderId={12} />, { path: '/admin/orders/12/ticket' });

    // By text, not by role: jsdom cannot compute styles against the ticket's print rules.
    const ticket = (await screen.findByText('Bestellung #2')).closest('article')!;
    expect(ticket).toHaveTextContent('Eingegangen10.06.2026, 18:00');
    expect(ticket).toHaveTextContent('StatusAusstehend');
    expect(ticket).toHaveTextContent('2 x Brezel with Obatzda11,80 €');
    expect(ticket).toHaveTextContent('Hinweis: Klingeln');
    expect(ticket).toHaveTextContent('GESAMT11,80 €');
    expect(ticket).toHaveTextContent('Bar, Zahlung bei Abholung');
    expect(screen.getByText('Drucken')).toBeInTheDocument();
  });
});
