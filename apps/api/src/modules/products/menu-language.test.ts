import type { Category, Product } from '@food/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, taxes } from '../../db/schema/index.ts';
import { bearer, buildTestApp, loginDemoAdmin, type TestContext } from '../../../test/helpers.ts';

const MENU = '/api/categories/?store_id=9';

describe('the menu in the reader’s language', () => {
  let t: TestContext;
  let admin: string;
  let reducedTaxId: number;
  const read = <T>(url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.json<T>(), headers: response.headers };
    });
  const productsOf = (categoryId: number, language: string) =>
    read<Product[]>(`/api/products/limitbycat/100?store_id=9&category_id=${categoryId}`, {
      'accept-language': language,
    });
  const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(admin), payload });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    const [reduced] = await t.database.db.select().from(taxes).where(eq(taxes.name, 'Reduced rate'));
    reducedTaxId = reduced!.id;
  });
  afterAll(() => t.close());

  it('answers a German reader in German and an English one in English, from the same cache', async () => {
    const german = await read<Category[]>(MENU, { 'accept-language': 'de-DE,de;q=0.9' });
    const english = await read<Category[]>(MENU, { 'accept-language': 'en-US,en;q=0.9' });
    expect(german.body[0]).toMatchObject({
      name: 'Vorspeisen',
      description: expect.stringMatching(/^Kleine/),
    });
    expect(english.body[0]).toMatchObject({ name: 'Starters' });
    expect(german.headers.vary).toMatch(/accept-language/);
    expect(german.headers.etag).not.toBe(english.headers.etag);
    // Both are cached now: neither is handed to the other.
    expect((await read<Category[]>(MENU, { 'accept-language': 'en' })).body[0]!.name).toBe('Starters');
    expect((await read<Category[]>(MENU, { 'accept-language': 'de' })).body[0]!.name).toBe('Vorspeisen');
    // ?lang= wins over the header; no language asked for: the store's default, German.
    expect((await read<Category[]>(`${MENU}&lang=en`, { 'accept-language': 'de' })).body[0]!.name).toBe(
      'Starters',
    );
    expect((await read<Category[]>(MENU, { 'accept-language': '' })).body[0]!.name).toBe('Vorspeisen');
    expect((await read<Category[]>(MENU, { 'accept-language': 'fr' })).body[0]!.name).toBe('Vorspeisen');
  });

  it('names products, variants, option groups and options in the reader’s language', async () => {
    const [mains] = await t.database.db.select().from(categories).where(eq(categories.name, 'Mains'));
    const german = (await productsOf(mains!.id, 'de')).body;
    const english = (await productsOf(mains!.id, 'en')).body;
    const schnitzel = (list: Product[]) => list.find((product) => product.item_code === 'MA-01')!;
    const currywurst = (list: Product[]) => list.find((product) => product.item_code === 'MA-05')!;
    expect(schnitzel(german).variants.map((variant) => variant.name)).toEqual(['Klein', 'Normal', 'Groß']);
    expect(schnitzel(english).variants.map((variant) => variant.name)).toEqual(['Small', 'Regular', 'Large']);
    expect(schnitzel(german).category.name).toBe('Hauptgerichte');
    expect(currywurst(german).description).toMatch(/^Unsere eigene gegrillte Bratwurst/);
    expect(currywurst(english).description).toMatch(/^Our own grilled pork sausage/);
    const [sauce] = currywurst(german).option_groups;
    expect(sauce).toMatchObject({ name: 'Currysoße' });
    expect(sauce!.options.map((option) => option.name)).toEqual(['Mild', 'Scharf', 'Extra scharf']);
    expect(currywurst(english).option_groups[0]!.options.map((option) => option.name)).toEqual([
      'Mild',
      'Hot',
      'Extra hot',
    ]);
    expect(english.find((product) => product.item_code === 'MA-08')!.name).toBe('Spinach Maultaschen');
    expect(german.find((product) => product.item_code === 'MA-08')!.name).toBe('Spinat-Maultaschen');
  });

  it('falls back to the default texts where a language has no translation', async () => {
    const created = await save('POST', '/api/categories', {
      name: 'Specials',
      description: 'Only today',
      tax_id: reducedTaxId,
      translations: { de: { name: 'Tagesgerichte' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: Category }>().data.id;
    const shown = async (language: string) =>
      (await read<Category[]>(MENU, { 'accept-language': language })).body.find((c) => c.id === id);
    expect(await shown('de')).toMatchObject({ name: 'Tagesgerichte', description: 'Only today' });
    expect(await shown('en')).toMatchObject({ name: 'Specials', description: 'Only today' });
  });

  it('round-trips translations through the back office, which reads the default texts', async () => {
    const payload = {
      name: 'Pretzel',
      item_code: 'T-LANG-1',
      description: 'Warm, with salt',
      translations: { de: { name: ' Brezel ', description: 'Warm, mit Salz' } },
      category_id: (await t.database.db.select().from(categories).where(eq(categories.name, 'Starters')))[0]!
        .id,
      tax_id: reducedTaxId,
      type: 'variable',
      variants: [{ name: 'Small', price: 2, translations: { de: { name: 'Klein' } } }],
    };
    const created = await save('POST', '/api/products', payload);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ data: Product }>().data;
    expect(product).toMatchObject({
      name: 'Pretzel',
      description: 'Warm, with salt',
      translations: { de: { name: 'Brezel', description: 'Warm, mit Salz' } },
      variants: [{ name: 'Small', translations: { de: { name: 'Klein' } } }],
    });
    const adminRead = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: { ...bearer(admin), 'accept-language': 'de' },
    });
    expect(adminRead.json()).toMatchObject({ name: 'Pretzel', translations: product.translations });

    // A save without translations keeps them; one with them replaces them.
    const { translations: _kept, ...withoutTranslations } = payload;
    const variants = [{ id: product.variants[0]!.id, name: 'Small', price: 2 }];
    const kept = await save('PUT', `/api/products/${product.id}`, { ...withoutTranslations, variants });
    expect(kept.json<{ data: Product }>().data).toMatchObject({
      translations: { de: { name: 'Brezel' } },
      variants: [{ translations: { de: { name: 'Klein' } } }],
    });
    const replaced = await save('PUT', `/api/products/${product.id}`, {
      ...payload,
      variants,
      translations: { en: { name: 'Soft pretzel' } },
    });
    expect(replaced.json<{ data: Product }>().data.translations).toEqual({ en: { name: 'Soft pretzel' } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.translations).toEqual({ en: { name: 'Soft pretzel' } });
  });

  it('round-trips option group translations and refuses a blank translated name with 422', async () => {
    const group = {
      name: 'Sauce',
      translations: { de: { name: 'Soße' } },
      min: 0,
      max: 1,
      options: [{ name: 'Garlic', price: 0, translations: { de: { name: 'Knoblauch' } } }],
    };
    const created = await save('POST', '/api/option-groups', group);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Sauce',
      translations: { de: { name: 'Soße' } },
      options: [{ name: 'Garlic', translations: { de: { name: 'Knoblauch' } } }],
    });

    for (const [url, payload, field] of [
      ['/api/option-groups', { ...group, translations: { de: { name: '  ' } } }, 'translations.de.name'],
      [
        '/api/option-groups',
        { ...group, options: [{ name: 'Garlic', price: 0, translations: { en: { name: '' } } }] },
        'options.0.translations.en.name',
      ],
      [
        '/api/categories',
        { name: 'Soups', tax_id: reducedTaxId, translations: { de: { name: ' ' } } },
        'translations.de.name',
      ],
      [
        '/api/categories',
        { name: 'Soups', tax_id: reducedTaxId, translations: { fr: { name: 'Soupes' } } },
        'translations',
      ],
    ] as const) {
      const refused = await save('POST', url, payload);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(JSON.stringify(refused.json())).toContain(field);
    }
  });

  it('finds menu names in any language in the back-office search, named in the admin’s language', async () => {
    const search = async (q: string, language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/search?${new URLSearchParams({ q })}`,
        headers: { ...bearer(admin), 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        products: { name: string; category_name: string }[];
        categories: { name: string }[];
      }>();
    };
    expect((await search('Räucherforelle', 'en')).products).toEqual([
      expect.objectContaining({ name: 'Smoked Trout on Pumpernickel', category_name: 'Starters' }),
    ]);
    expect((await search('smoked trout', 'de')).products).toEqual([
      expect.objectContaining({ name: 'Räucherforelle auf Pumpernickel', category_name: 'Vorspeisen' }),
    ]);
    expect((await search('Nachspeisen', 'en')).categories.map((category) => category.name)).toEqual([
      'Desserts',
    ]);
  });
});
