// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { PrinterList } from './printer-list.tsx';

const untried = {
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
  last_seen_at: null,
  offline_since: null,
  jobs_waiting: 0,
  jobs_failed: 0,
};
const OFF_NETWORK =
  'Enter the printer’s address on the restaurant’s own network: a private address such as 192.168.1.50, or a name that leads to one';

beforeEach(() => logIn('admin'));

describe('PrinterList', () => {
  it("says a printer the server has not reached yet is not reached, and a new one prints in the store's language", async () => {
    stubApi({
      'GET /api/stores/9': { ...store, default_language: 'de' },
      'GET /api/printers': [untried],
      'GET /api/categories/': [],
      'POST /api/printers': Response.json(
        { detail: `host: ${OFF_NETWORK}`, code: 'validation_failed', fields: { host: [OFF_NETWORK] } },
        { status: 422 },
      ),
    });
    const { user } = renderPage(<PrinterList storeId={9} />);

    const row = (await screen.findByText('Kitchen', { selector: 'td *, td' })).closest('tr')!;
    expect(row).toHaveTextContent('Not reached yet');
    expect(row).toHaveTextContent('Print a test page to check the connection');
    expect(row).not.toHaveTextContent('Online');

    // The back office speaks English here; the kitchen of this store reads German.
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add printer' });
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Ticket language')).toHaveValue('de'));
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Bar');
    await user.type(within(dialog).getByLabelText('IP address', { exact: false }), '127.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OFF_NETWORK)).toBeInTheDocument();
    // Typing in a dialog takes a while on a busy machine.
  }, 30_000);
});
