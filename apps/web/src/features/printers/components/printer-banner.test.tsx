// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { PrinterBanner } from './printer-banner.tsx';

const kitchen = {
  id: 1,
  store_id: 9,
  name: 'Kitchen',
  kind: 'escpos_tcp',
  host: '192.168.1.50',
  port: 9100,
  width_mm: 80,
  language: 'de',
  auto_print: true,
  category_ids: null,
  online: false,
  last_seen_at: '2026-11-28T18:40:00.000Z',
  offline_since: '2026-11-28T18:42:00.000Z',
  jobs_waiting: 2,
  jobs_failed: 0,
};
const ticket = (id: number, orderId: number, number: number) => ({
  id,
  printer_id: 1,
  order_id: orderId,
  order_number: number,
  kind: 'ticket',
  status: 'queued',
  attempts: 3,
  last_error: 'connect ECONNREFUSED',
  created_at: `2026-11-28T18:4${id}:00.000Z`,
  updated_at: `2026-11-28T18:4${id}:00.000Z`,
  printed_at: null,
});

beforeEach(() => logIn('admin'));

describe('PrinterBanner', () => {
  it('says since when a printer is offline and how many tickets wait, offers Retry, a test and the browser', async () => {
    const api = stubApi({
      'GET /api/printers': [kitchen, { ...kitchen, id: 2, name: 'Bar', online: true, offline_since: null }],
      'GET /api/print-jobs': [ticket(3, 31, 7), ticket(4, 32, 8)],
      'POST /api/printers/1/retry': { requeued: 0 },
    });
    const { user } = renderPage(<PrinterBanner clock={{ timezone: 'Europe/Berlin', locale: 'en-GB' }} />);

    const banner = await screen.findByRole('region', { name: 'Kitchen' });
    expect(banner).toHaveTextContent('Kitchen offline since 19:42 — 2 tickets not printed');
    expect(within(banner).getByRole('link', { name: 'Print #7 in browser' })).toHaveAttribute(
      'href',
      '/admin/orders/31/ticket',
    );
    expect(screen.queryByRole('region', { name: 'Bar' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/printers/1/retry')).toHaveLength(1));
  });
});
