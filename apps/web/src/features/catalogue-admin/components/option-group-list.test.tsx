// @vitest-environment jsdom
import type { OptionGroup, SaveOptionGroup } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { OptionGroupList } from './option-group-list.tsx';

const sauce: OptionGroup = {
  id: 21,
  name: 'Sauce',
  translations: {},
  min: 1,
  max: 1,
  options: [
    { id: 210, name: 'Tomato', translations: {}, price: 0, sold_out: false, sold_out_until: null },
    { id: 211, name: 'Garlic', translations: {}, price: 0.5, sold_out: true, sold_out_until: null },
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

function openList(groups: OptionGroup[], routes: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/stores/9': store,
    'GET /api/option-groups/': { data: groups },
    ...routes,
  });
  const view = renderPage(
    <>
      <OptionGroupList storeId={9} />
      <Toaster />
    </>,
    { path: '/admin/option-groups' },
  );
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: 'Option groups' });

// The add test types a whole form key by key, which takes seconds on a busy machine.
describe('the option groups screen', { timeout: 20_000 }, () => {
  it('lists each group with its rule in words and its options with their prices', async () => {
    openList([sauce, toppings]);

    const row = (await within(table()).findByText('Sauce')).closest('tr')!;
    expect(row).toHaveTextContent('Choose 1');
    const option = (name: string) => within(row).getByText(name).closest('li');
    expect(option('Tomato')).toHaveTextContent('Free');
    expect(option('Garlic')).toHaveTextContent('+€0.50');
    expect(within(table()).getByText('Toppings').closest('tr')).toHaveTextContent('Up to 3');
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    openList([]);
    expect(await within(table()).findByText(/No option groups yet\./)).toBeInTheDocument();
  });

  it('adds a group with its options in order', async () => {
    const { user, api } = openList([], {
      'POST /api/option-groups/': ({ body }: { body: unknown }) => ({ msg: 'Created', data: body }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Option Group' });
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Name/ })[0]!, 'Toppings');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Maximum/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Maximum/ }), '3');
    expect(within(dialog).getByText('Up to 3')).toBeInTheDocument();

    const options = within(dialog).getByRole('group', { name: 'Options' });
    const rows = () => within(options).getAllByRole('listitem');
    await user.type(within(rows()[0]!).getByRole('textbox', { name: /^Name/ }), 'Olives');
    await user.type(within(rows()[0]!).getByRole('textbox', { name: /^Extra charge/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(rows()[1]!).getByRole('textbox', { name: /^Name/ }), 'Ham');
    await user.type(within(rows()[1]!).getByRole('textbox', { name: /^Extra charge/ }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Move Ham up' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Option group added successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/option-groups/')[0]?.body as SaveOptionGroup).toEqual({
      name: 'Toppings',
      translations: {},
      min: 0,
      max: 3,
      options: [
        { name: 'Ham', translations: {}, price: 1.5 },
        { name: 'Olives', translations: {}, price: 1 },
      ],
      store_id: 9,
    });
  });

  it('checks the rule before saving', async () => {
    const { user, api } = openList([sauce]);
    await user.click(await within(table()).findByRole('button', { name: 'Edit Sauce' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Option Group' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Minimum/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The minimum cannot be above the maximum')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/option-groups/21')).toHaveLength(0);
  });

  it("shows the server's reason when a group in use cannot be deleted", async () => {
    const { user } = openList([sauce], {
      'DELETE /api/option-groups/21': apiError(409, 'Margherita uses this option group', 'conflict'),
    });
    await user.click(await within(table()).findByRole('button', { name: 'Delete Sauce' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Margherita uses this option group')).toBeInTheDocument();
  });

  it('marks an option sold out until the end of the day, and makes one available again', async () => {
    const { user, api } = openList([sauce], {
      'PUT /api/option-groups/21/options/210/sold-out': { msg: 'Saved', data: sauce },
      'PUT /api/option-groups/21/options/211/sold-out': { msg: 'Saved', data: sauce },
    });
    const row = (await within(table()).findByText('Sauce')).closest('tr')!;
    expect(within(row).getByText('Sold out')).toBeInTheDocument();
    expect(within(row).getByText('Until you make it available again')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Tomato:\s*Mark sold out$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Until end of day' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/option-groups/21/options/210/sold-out')[0]?.body).toEqual({
        until: 'end_of_day',
      }),
    );

    await user.click(within(row).getByRole('button', { name: /^Garlic:\s*Available again$/ }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/option-groups/21/options/211/sold-out')[0]?.body).toEqual({
        until: null,
      }),
    );
  });
});
