// @vitest-environment jsdom
import type { OptionGroup, SaveProduct } from '@food/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { product } from '@/features/cart/product-fixture.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { category, reducedTax } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { ProductFormModal, type ProductEditing } from './product-form-modal.tsx';

const categories = [category(4, 'Pizza')];
const sauce: OptionGroup = {
  id: 21,
  name: 'Sauce',
  translations: {},
  min: 1,
  max: 1,
  options: [
    { id: 210, name: 'Tomato', translations: {}, price: 0, sold_out: false, sold_out_until: null },
    { id: 211, name: 'Garlic', translations: {}, price: 0.5, sold_out: false, sold_out_until: null },
  ],
};
const toppings: OptionGroup = {
  id: 22,
  name: 'Toppings',
  translations: {},
  min: 0,
  max: 3,
  options: [{ id: 220, name: 'Olives', translations: {}, price: 1, sold_out: false, sold_out_until: null }],
};
const drinks: OptionGroup = { ...toppings, id: 23, name: 'Drink', min: 0, max: 1 };
const optionGroups = [sauce, toppings, drinks];

const pizza = product({
  id: 7,
  name: 'Margherita',
  item_code: 'PZ-01',
  description: 'Tomato and mozzarella',
  type: 'variable',
  price: null,
  category_id: 4,
  category: { id: 4, name: 'Pizza', tax: categories[0]!.tax },
  image_url: null,
  variants: [
    { id: 31, name: 'Small', translations: {}, price: 8, description: '26 cm' },
    { id: 32, name: 'Large', translations: {}, price: 11.5, description: '32 cm' },
  ],
  option_groups: [toppings, sauce],
  allergens: ['gluten', 'milk'],
  dietary: ['vegetarian'],
  sold_out: false,
  sold_out_until: null,
});

function openForm(editing: ProductEditing, routes: Record<string, unknown> = {}) {
  const onSaved = vi.fn();
  const api = stubApi({
    'POST /api/products/': ({ body }: { body: unknown }) => ({ msg: 'Product added', data: body }),
    'PUT /api/products/7': ({ body }: { body: unknown }) => ({ msg: 'Product updated', data: body }),
    ...routes,
  });
  const view = renderPage(
    <ProductFormModal
      storeId={9}
      categories={categories}
      taxes={[reducedTax]}
      optionGroups={optionGroups}
      currencyUnit={{ suffix: '€' }}
      editing={editing}
      onClose={() => {}}
      onSaved={onSaved}
    />,
    { path: '/admin/products' },
  );
  return { ...view, api, onSaved };
}

const variantsGroup = () => screen.getByRole('group', { name: 'Variants' });
const sentProduct = (api: ReturnType<typeof openForm>['api'], route: string) =>
  api.callsTo(route)[0]?.body as SaveProduct | undefined;

/** The product's own fields, with the first category (and its tax). */
async function fillProduct(user: UserEvent) {
  const dialog = screen.getByRole('dialog', { name: 'Add New Product' });
  await user.type(within(dialog).getAllByRole('textbox', { name: /^Name/ })[0]!, 'Margherita');
  await user.type(within(dialog).getByRole('textbox', { name: /^Item code/ }), 'PZ-01');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Pizza');
  await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Tomato and mozzarella');
}

async function fillVariant(user: UserEvent, row: HTMLElement, name: string, price: string) {
  await user.type(within(row).getByRole('textbox', { name: /^Name/ }), name);
  await user.type(within(row).getByRole('textbox', { name: /^Price/ }), price);
}

// These tests type whole forms key by key, which takes seconds on a busy machine.
const typingWholeForms = { timeout: 20_000 };

describe('the product form with variants', typingWholeForms, () => {
  it('starts a variable product with one variant, adds and removes variants, and saves them in order', async () => {
    const { user, api, onSaved } = openForm({ mode: 'new' });
    await fillProduct(user);

    await user.click(screen.getByRole('radio', { name: /^Variable/ }));
    expect(within(variantsGroup()).getAllByRole('listitem')).toHaveLength(1);
    await fillVariant(user, within(variantsGroup()).getAllByRole('listitem')[0]!, 'Small', '8');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await fillVariant(user, within(variantsGroup()).getAllByRole('listitem')[1]!, 'Medium', '9.5');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await fillVariant(user, within(variantsGroup()).getAllByRole('listitem')[2]!, 'Large', '11.5');

    await user.click(screen.getByRole('button', { name: 'Remove Medium' }));

    const rows = within(variantsGroup()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('textbox', { name: /^Name/ })).toHaveValue('Small');
    expect(within(rows[1]!).getByRole('textbox', { name: /^Name/ })).toHaveValue('Large');
    expect(within(variantsGroup()).getByRole('status')).toHaveTextContent('Medium removed');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Product added successfully!', expect.anything()),
    );
    expect(sentProduct(api, 'POST /api/products/')).toMatchObject({
      name: 'Margherita',
      type: 'variable',
      price: null,
      category_id: 4,
      tax_id: 1,
      variants: [
        { name: 'Small', price: 8, description: '' },
        { name: 'Large', price: 11.5, description: '' },
      ],
    });
  });

  it('says what is missing in a variant, and saves nothing', async () => {
    const { user, api } = openForm({ mode: 'new' });
    await fillProduct(user);
    await user.click(screen.getByRole('radio', { name: /^Variable/ }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const row = within(variantsGroup()).getAllByRole('listitem')[0]!;
    expect(await within(row).findByText('Required')).toBeInTheDocument();
    expect(within(row).getByText('Enter a price')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: /^Name/ })).toBeInvalid();
    expect(api.callsTo('POST /api/products/')).toHaveLength(0);
  });

  it('asks for at least one variant when the last one is removed', async () => {
    const { user, api } = openForm({ mode: 'new' });
    await fillProduct(user);
    await user.click(screen.getByRole('radio', { name: /^Variable/ }));
    await user.click(screen.getByRole('button', { name: 'Remove variant 1' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(variantsGroup()).findByText('Add at least one variant')).toBeInTheDocument();
    expect(within(variantsGroup()).queryAllByRole('listitem')).toHaveLength(0);
    expect(api.callsTo('POST /api/products/')).toHaveLength(0);
  });

  it("edits a product's variants and keeps the ids of the ones it keeps", async () => {
    const { user, api, onSaved } = openForm({ mode: 'edit', id: 7 }, { 'GET /api/products/7': pizza });

    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await within(dialog).findByRole('group', { name: 'Variants' });
    const rows = within(variantsGroup()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('textbox', { name: /^Name/ })).toHaveValue('Small');
    expect(within(rows[1]!).getByRole('textbox', { name: /^Description/ })).toHaveValue('32 cm');

    await user.click(screen.getByRole('button', { name: 'Remove Small' }));
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await fillVariant(user, within(variantsGroup()).getAllByRole('listitem')[1]!, 'Family', '19');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Product updated successfully!', expect.anything()),
    );
    expect(sentProduct(api, 'PUT /api/products/7')?.variants).toEqual([
      { id: 32, name: 'Large', price: 11.5, description: '32 cm', translations: {} },
      { name: 'Family', price: 19, description: '', translations: {} },
    ]);
  });
});

const optionGroupsField = () => screen.getByRole('group', { name: 'Option groups' });
const chosenGroups = () =>
  within(optionGroupsField())
    .queryAllByRole('listitem')
    .map((row) => row.textContent);

async function addGroup(user: UserEvent, label: string) {
  await user.selectOptions(within(optionGroupsField()).getByRole('combobox'), label);
  await user.click(within(optionGroupsField()).getByRole('button', { name: 'Add group' }));
}

describe('the product form with option groups, allergens and dietary tags', typingWholeForms, () => {
  it('chooses option groups in order, ticks allergens and dietary tags, and sends them', async () => {
    const { user, api, onSaved } = openForm({ mode: 'new' });
    await fillProduct(user);
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '9');

    await addGroup(user, 'Toppings (Up to 3)');
    await addGroup(user, 'Sauce (Choose 1)');
    await addGroup(user, 'Drink (Up to 1)');
    expect(chosenGroups()).toHaveLength(3);
    expect(within(optionGroupsField()).queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Sauce up' }));
    expect(within(optionGroupsField()).getByRole('status')).toHaveTextContent(
      'Sauce moved to position 1 of 3',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Drink' }));
    expect(chosenGroups()).toEqual([expect.stringContaining('Sauce'), expect.stringContaining('Toppings')]);
    expect(chosenGroups()[0]).toContain('Choose 1 · Tomato, Garlic');

    const allergens = screen.getByRole('group', { name: 'Allergens' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    await user.click(within(allergens).getByRole('checkbox', { name: 'Sulphites' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Gluten' }));
    const dietary = screen.getByRole('group', { name: 'Dietary' });
    await user.click(within(dietary).getByRole('checkbox', { name: 'Gluten-free' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Product added successfully!', expect.anything()),
    );
    expect(sentProduct(api, 'POST /api/products/')).toMatchObject({
      option_group_ids: [21, 22],
      allergens: ['gluten', 'sulphites'],
      dietary: ['gluten_free'],
    });
  });

  it("shows a product's groups and tags, and keeps what is not changed", async () => {
    const { user, api, onSaved } = openForm({ mode: 'edit', id: 7 }, { 'GET /api/products/7': pizza });

    await screen.findByRole('group', { name: 'Option groups' });
    expect(chosenGroups()).toEqual([expect.stringContaining('Toppings'), expect.stringContaining('Sauce')]);
    const allergens = screen.getByRole('group', { name: 'Allergens' });
    expect(within(allergens).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(within(allergens).getByRole('checkbox', { name: 'Eggs' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();

    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Product updated successfully!', expect.anything()),
    );
    expect(sentProduct(api, 'PUT /api/products/7')).toMatchObject({
      option_group_ids: [22, 21],
      allergens: ['gluten'],
      dietary: ['vegetarian'],
    });
  });
});

describe('the product form in two languages', typingWholeForms, () => {
  it('sends a German name typed on the German tab as translations.de', async () => {
    const { user, api, onSaved } = openForm({ mode: 'new' });
    await fillProduct(user);
    const dialog = screen.getByRole('dialog', { name: 'Add New Product' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '9');

    const tabs = within(dialog).getByRole('tablist', { name: 'Languages of the name and description' });
    expect(within(tabs).getByRole('tab', { name: 'Default' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'German' }));
    // The arrow keys move between the tabs (a moment later: Radix moves the focus in a timeout).
    await user.keyboard('{ArrowRight}');
    await within(tabs).findByRole('tab', { name: 'English', selected: true });
    await user.keyboard('{ArrowLeft}');
    await within(tabs).findByRole('tab', { name: 'German', selected: true });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in German' }), 'Pizza Margherita');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Product added successfully!', expect.anything()),
    );
    const sent = sentProduct(api, 'POST /api/products/');
    expect(sent?.name).toBe('Margherita');
    expect(sent?.translations).toEqual({ de: { name: 'Pizza Margherita' } });
  });

  it("shows a product's translations on their tabs, and opens the tab that needs a name", async () => {
    const translated = { ...pizza, translations: { en: { name: 'Pizza', description: 'Stone-baked' } } };
    const { user, api } = openForm({ mode: 'edit', id: 7 }, { 'GET /api/products/7': translated });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const tabs = await within(dialog).findByRole('tablist', {
      name: 'Languages of the name and description',
    });
    await user.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name in English' })).toHaveValue('Pizza');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name in English' }));
    await user.click(within(tabs).getByRole('tab', { name: 'Default' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await within(tabs).findByRole('tab', { name: 'English (has an error)', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name in English' })).toHaveAccessibleDescription(
      /Required/,
    );
    expect(api.callsTo('PUT /api/products/7')).toHaveLength(0);
  });

  it('speaks German: the tabs, their fields and the form', async () => {
    await loadDomains(['catalogue'], 'de');
    await setLanguage('de');
    try {
      const { user } = openForm({ mode: 'new' });
      const dialog = screen.getByRole('dialog', { name: 'Neues Produkt' });
      const tabs = within(dialog).getByRole('tablist', { name: 'Sprachen von Name und Beschreibung' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Standard', 'Deutsch', 'Englisch']);
      await user.click(within(tabs).getByRole('tab', { name: 'Englisch' }));
      expect(within(dialog).getByRole('textbox', { name: 'Name auf Englisch' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
