import { createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '../fixtures.ts';
import { adminApi } from '../support/admin-api.ts';
import { followAdminLink } from '../support/admin-nav.ts';
import { answerOrder } from '../support/customer.ts';
import { loadMenu } from '../support/menu-data.ts';
import { logInAdmin, orderDetail, orderRow, placeOrderByApi, tokenOf } from '../support/order-desk.ts';
import { keepStoreOpenInEachTest } from '../support/store-hours.ts';
import { simpleProducts } from '../support/storefront-order.ts';

/** A network printer on this host: a raw TCP socket on a port of its own that keeps what it is sent. */
async function fakePrinter(): Promise<{ server: Server; port: number; received: () => string }> {
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, port, received: () => Buffer.concat(chunks).toString('latin1') };
}

/** Issue 6/8: the kitchen printer prints every accepted order by itself, and the desk says when it cannot. */
test.describe('the kitchen printer', () => {
  keepStoreOpenInEachTest();

  test('an owner adds the printer, an accepted order prints, and a printer gone offline shows on the desk', async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    const printer = await fakePrinter();
    const name = `Kitchen ${test.info().project.name}`;
    const admin = await adminApi(request);
    try {
      await logInAdmin(page);
      await followAdminLink(page, 'Printers');
      await expect(page.getByRole('heading', { level: 1, name: 'Printers' })).toBeVisible();
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add printer' });
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByRole('radio', { name: /Network printer/ }).check();
      await dialog.getByLabel('IP address').fill('127.0.0.1');
      await dialog.getByLabel('Port', { exact: true }).fill(String(printer.port));
      await dialog.getByLabel('Ticket language').selectOption('en');
      await expectAccessible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText(`127.0.0.1:${printer.port}`);

      // A customer orders; the restaurant accepts: the ticket comes out by itself.
      const [product] = simpleProducts((await loadMenu(request)).products);
      const customer = await tokenOf(request, 'customer@example.com', 'customer12345');
      const placed = await placeOrderByApi(request, customer, product!.id);
      expect(placed.status(), await placed.text()).toBe(201);
      const order = ((await placed.json()) as { data: { id: number; number: number } }).data;
      await answerOrder(request, order.id, 2);
      await expect.poll(printer.received, { timeout: 30_000 }).toContain(`#${order.number}`);

      await followAdminLink(page, /^Orders\b/);
      await orderRow(page, order.number).click();
      await expect(orderDetail(page, order.number).getByText(/^Ticket printed \d{1,2}:\d{2}$/)).toBeVisible({
        timeout: 30_000,
      });

      // The printer goes away: the next accepted order waits, and the desk says so where nobody misses it.
      await new Promise((resolve) => printer.server.close(resolve));
      const next = await placeOrderByApi(request, customer, product!.id);
      const nextOrder = ((await next.json()) as { data: { id: number; number: number } }).data;
      await answerOrder(request, nextOrder.id, 2);
      const banner = page.getByRole('alert').getByRole('region', { name });
      await expect(banner).toContainText(`${name} offline since`, { timeout: 60_000 });
      await expect(banner).toContainText('1 ticket not printed');
      await expect(banner.getByRole('link', { name: `Print #${nextOrder.number} in browser` })).toBeVisible();
      await expectAccessible();
    } finally {
      printer.server.close();
      const printers = await admin.get<{ id: number; name: string }[]>('/api/printers');
      for (const { id } of printers.filter((p) => p.name === name))
        await admin.deleteStatus(`/api/printers/${id}`);
    }
  });
});
