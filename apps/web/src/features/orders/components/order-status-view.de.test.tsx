// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { OrderStatusView } from './order-status-view.tsx';

const berlin = { locale: 'de-DE', timezone: 'Europe/Berlin' };

function renderAnswer(answer: ReturnType<typeof order>) {
  return renderPage(
    <OrderStatusView
      orderNumber={7}
      status={answer.approval_status}
      order={answer}
      store={berlin}
      connectionLost
      countdown
      onFinish={vi.fn()}
      onEdit={vi.fn()}
    />,
    { path: '/checkout' },
  );
}

describe('the waiting view in German', () => {
  beforeEach(async () => {
    await loadDomains(['orders'], 'de');
    await setLanguage('de');
  });
  afterEach(() => setLanguage('en'));

  it('says the order is accepted, when it is ready and that the connection is being restored', () => {
    renderAnswer(order({ id: 7, approval_status: 2, ready_at: '2026-06-10T16:30:00.000Z' }));
    expect(screen.getByRole('heading', { name: 'Deine Bestellung wurde angenommen' })).toBeInTheDocument();
    expect(screen.getByText('Abholbereit um 18:30')).toBeInTheDocument();
    expect(screen.getByText('Du zahlst bar, wenn du deine Bestellung abholst.')).toBeInTheDocument();
    expect(screen.getByText('Verbindung unterbrochen – wird wiederhergestellt …')).toBeInTheDocument();
    expect(screen.getByText('Zurück zur Speisekarte in 30 Sekunden')).toBeInTheDocument();
  });

  it('shows a reason the restaurant picked in German, and one it wrote itself as written', () => {
    const { unmount } = renderAnswer(order({ id: 7, approval_status: 3, reject_reason_code: 'busy' }));
    expect(screen.getByRole('heading', { name: 'Bestellung nicht angenommen' })).toBeInTheDocument();
    expect(screen.getByText('Wir haben gerade zu viel zu tun')).toBeInTheDocument();
    unmount();

    renderAnswer(
      order({ id: 7, approval_status: 3, reject_reason_code: 'sold_out', reject_reason: 'Apfelstrudel' }),
    );
    expect(screen.getByText('Ausverkauft: Apfelstrudel')).toBeInTheDocument();
  });
});
