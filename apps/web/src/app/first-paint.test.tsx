import { describe, expect, it } from 'vitest';
import { product } from '@/features/cart/product-fixture.ts';
import { category, store } from '@/testing/fixtures.ts';
import { renderFirstPaint } from './first-paint.tsx';

const goulash = product({
  id: 40,
  name: 'Gulaschsuppe',
  description: 'Beef and paprika',
  price: 6.5,
  category_id: 4,
  image_url: null,
  category: { id: 4, name: 'Soups', tax: { id: 1, name: 'Reduced rate', percentage: 7 } },
});
const reads = {
  store,
  categories: [category(4, 'Soups'), category(5, 'Desserts')],
  products: [{ categoryId: 4, items: [goulash] }],
};

describe('renderFirstPaint', () => {
  it('renders the menu page from its reads: the store, its categories and their dishes with prices', async () => {
    const { head, body } = await renderFirstPaint({ lang: 'en', reads });
    expect(head).toContain(`<title>${store.name} | Order online</title>`);
    expect(body).not.toContain('<title>');
    expect(body).toMatch(/^<div data-first-paint="" inert="" aria-hidden="true" class="contents">/);
    expect(body).toContain(store.name);
    expect(body).toContain(store.address);
    for (const name of ['Soups', 'Desserts', 'Gulaschsuppe', 'Beef and paprika'])
      expect(body).toContain(name);
    expect(body).toMatch(/6\.50/);
    expect(body).toContain('Skip to content');
  });

  it('renders in the language asked for, one render after another', async () => {
    const german = await renderFirstPaint({ lang: 'de', reads });
    expect(german.head).toContain(`<title>${store.name} | Online bestellen</title>`);
    const english = await renderFirstPaint({ lang: 'en', reads });
    expect(english.head).toContain('Order online');
    expect(english.body).not.toContain('Online bestellen');
  });

  it("renders the back office's login in the language asked for, with its form and no toasts", async () => {
    const { head, body } = await renderFirstPaint({ path: '/admin', lang: 'de' });
    expect(head).toContain('<title>Admin-Anmeldung');
    expect(body).toMatch(/^<div data-first-paint="" inert=""/);
    expect(body).toMatch(/<h1[^>]*>Admin-Anmeldung<\/h1>/);
    expect(body).toMatch(/<input[^>]*type="password"/);
    // The toasts' region has an inline style, which the page's policy would refuse.
    expect(body).not.toContain('style=');
  });

  it('renders a legal page from its reads, in the language asked for, under either path', async () => {
    const legal = {
      legal_name: 'Linde Gastro GmbH',
      representative: 'Erika Musterfrau',
      address: 'Beispielweg 1\n10119 Berlin',
      email: 'legal@example.com',
      phone: '+49 30 12345678',
      vat_id: 'DE123456789',
      register_court: null,
      register_number: null,
      texts: {
        de: { imprint: '', privacy: '## Bestellungen\n\nWir speichern Ihren Namen.', terms: '' },
        en: { imprint: '', privacy: '## Orders\n\nWe keep your name.', terms: '' },
      },
      placeholders: [],
    };
    const imprint = await renderFirstPaint({ path: '/impressum', lang: 'de', reads: { store, legal } });
    expect(imprint.body).toMatch(/<h1[^>]*>Impressum<\/h1>/);
    expect(imprint.body).toContain('Linde Gastro GmbH');
    expect(imprint.body).toContain('DE123456789');
    const privacy = await renderFirstPaint({ path: '/privacy', lang: 'en', reads: { store, legal } });
    expect(privacy.body).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
    expect(privacy.body).toMatch(/<h\d[^>]*>Orders<\/h\d>/);
    expect(privacy.body).toContain('We keep your name.');
    expect(privacy.body).not.toContain('Wir speichern');
  });

  it('renders without reads as the page does while they load, never failing', async () => {
    const { body } = await renderFirstPaint({ lang: 'en', reads: undefined });
    expect(body).toMatch(/^<div data-first-paint="" inert/);
    expect(body).not.toContain('Gulaschsuppe');
  });

  it("says what the store's status socket would: open, with today's hours", async () => {
    const status = {
      is_open: true,
      today_hours: [{ open_time: '11:30', close_time: '14:30' }],
      next_change_at: '2026-06-10T12:30:00.000Z',
      next_open_at: null,
      paused_until: null,
      closed_reason: null,
    };
    const open = await renderFirstPaint({ lang: 'en', reads, status });
    expect(open.body).toMatch(/>Open</);
    expect(open.body).toContain('11:30 - 14:30');
    const unknown = await renderFirstPaint({ lang: 'en', reads });
    expect(unknown.body, 'no status: nothing claimed').not.toMatch(/>Open</);
    expect(unknown.body).not.toContain('11:30 - 14:30');
  });
});
