import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { createCustomer, markEmailVerified } from '../users/service.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The PDF's text, page by page, as a reader (or a search engine) extracts it. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe("an order's receipt as a PDF", () => {
  let t: TestContext;
  let customer: string;
  let admin: string;
  let stranger: string;

  const receipt = (id: number, token: string, language = 'de') =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/receipt.pdf`,
      headers: { ...bearer(token), 'accept-language': language },
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    await openAroundTheClock(t.database.db);
    customer = await loginDemoCustomer(t.app);
    admin = await loginDemoAdmin(t.app);
    const other = await createCustomer(t.database.db, {
      email: 'kim@example.com',
      passwordHash: await hashPassword('kims-password'),
      storeId: 9,
      customerName: 'Kim',
      phone: '030 1234567',
    });
    await markEmailVerified(t.database.db, other.id);
    stranger = await loginAs(t.app, 'kim@example.com', 'kims-password');
  });
  afterAll(() => t.close());

  it('lays out the order as a simplified invoice in the reader’s language, umlauts and £ included', async () => {
    const { delivery } = await demoOrders(t.database.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'accept-language': 'de' },
      payload: { ...delivery, note: 'Bitte klingeln – 2. Stock' },
    });
    const id = placed.json<{ data: { id: number } }>().data.id;
    const answer = await receipt(id, customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="receipt-\d+\.pdf"$/);
    const text = await textOf(answer.rawPayload);
    expect(text).toContain('Gasthaus Zur Linde');
    expect(text).toMatch(/Bestellung Nr\. \d+/);
    expect(text).toContain('Lieferung, so bald wie möglich');
    expect(text).toContain('Brezel mit Obatzda');
    expect(text).toContain('Zwischensumme');
    expect(text).toMatch(/Gesamt\s+\d+,\d\d £/);
    expect(text).toContain('Alle Preise inkl. MwSt.');
    expect(text).toContain('Gasthaus Zur Linde Demo GmbH (fiktiv)');
    expect(text).toContain('USt-IdNr. DE000000000');
    expect(text).toMatch(/enth\. MwSt\. 7 % auf \d+,\d\d £\s+\d+,\d\d £/);
    expect(text).toContain('Barzahlung bei Lieferung');

    const english = await textOf((await receipt(id, admin, 'en')).rawPayload);
    expect(english).toContain('Brezel mit Obatzda');
    expect(english).toMatch(/Total\s+£\d+\.\d\d/);
  });

  it("is not found for another customer's order, nor for a rejected one", async () => {
    const { pickup } = await demoOrders(t.database.db);
    const id = await placeOrder(t.app, customer, pickup);
    expect((await receipt(id, stranger)).statusCode).toBe(404);
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { approval_status: 3, reject_reason: 'Closed' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await receipt(id, customer)).statusCode).toBe(404);
  });
});
