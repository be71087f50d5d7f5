// @vitest-environment jsdom
import type { OptionGroup } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { optionsText } from '../cart.ts';
import { product } from '../product-fixture.ts';
import { cartStore } from '../use-cart.ts';
import ProductDialog from './product-dialog.tsx';

const option = (id: number, name: string, price: number, soldOut = false) => ({
  id,
  name,
  price,
  sold_out: soldOut,
  sold_out_until: null,
});
const sauce: OptionGroup = {
  id: 1,
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [option(11, 'Tomato', 0), option(12, 'Cream', 0.5)],
};
const toppings: OptionGroup = {
  id: 2,
  name: 'Toppings',
  min: 0,
  max: 2,
  options: [
    option(21, 'Olives', 1),
    option(22, 'Ham', 1),
    option(23, 'Basil', 1),
    option(24, 'Anchovies', 1, true),
  ],
};
const pizza = product({
  id: 5,
  name: 'Pizza Margherita',
  price: 9.5,
  option_groups: [sauce, toppings],
  dietary: ['vegetarian'],
  allergens: ['gluten', 'milk'],
});

function open(onClose = vi.fn()) {
  stubApi({ 'GET /api/stores/9': { ...store, currency: 'GBP', min_order: null } });
  const view = renderPage(
    <ProductDialog request={{ product: pizza, suggestedVariantId: null }} onClose={onClose} />,
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Pizza Margherita' }), onClose };
}

beforeEach(() => cartStore.clear());
afterEach(() => cartStore.clear());

describe('the product dialog', () => {
  it('shows each group with its rule: radio buttons for exactly one, checkboxes otherwise', async () => {
    const { dialog } = open();
    const sauceSet = within(dialog).getByRole('group', { name: /Sauce/ });
    expect(sauceSet).toHaveTextContent('Choose 1');
    expect(within(sauceSet).getAllByRole('radio')).toHaveLength(2);
    const toppingSet = within(dialog).getByRole('group', { name: /Toppings/ });
    expect(toppingSet).toHaveTextContent('Up to 2');
    expect(within(toppingSet).getAllByRole('checkbox')).toHaveLength(4);
    expect(await within(toppingSet).findByRole('checkbox', { name: 'Olives +£1.00' })).toBeEnabled();
    expect(within(toppingSet).getByRole('checkbox', { name: /Anchovies Sold out/ })).toBeDisabled();
    expect(within(dialog).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(dialog).getByText('Contains: Gluten, Milk')).toBeInTheDocument();
  });

  it('pressed before a group has its minimum, names the group, takes the focus there and adds nothing', async () => {
    const { dialog, user, onClose } = open();
    const add = await within(dialog).findByRole('button', { name: /^Add to cart.*£9\.50/ });
    expect(add).toBeEnabled();
    expect(within(dialog).queryByText(/Choose 1 sauce/)).not.toBeInTheDocument();

    await user.click(add);

    expect(within(dialog).getByText('Choose 1 sauce')).toBeInTheDocument();
    expect(add).toHaveAccessibleDescription('Choose 1 sauce');
    expect(within(dialog).getByRole('radio', { name: /Tomato/ })).toHaveFocus();
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: /Cream/ }));
    expect(within(dialog).queryByText('Choose 1 sauce')).not.toBeInTheDocument();
  });

  it('prices the line as it is chosen', async () => {
    const { dialog, user } = open();
    const add = await within(dialog).findByRole('button', { name: /^Add to cart.*£9\.50/ });

    await user.click(within(dialog).getByRole('radio', { name: /Cream/ }));
    expect(add).toHaveAccessibleName(/£10\.00/);

    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add one more Pizza Margherita' }));
    // (9.50 + 0.50 + 1.00) × 2
    expect(add).toHaveAccessibleName(/£22\.00/);

    await user.click(within(dialog).getByRole('radio', { name: /Tomato/ }));
    expect(add).toHaveAccessibleName(/£21\.00/);
  });

  it('disables further checkboxes once a group has its maximum', async () => {
    const { dialog, user } = open();
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ham/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Basil/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Olives/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Ham/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Basil/ })).toBeEnabled();
  });

  it('adds one line with its options, and the same choice again adds to that line', async () => {
    const { dialog, user, onClose } = open();
    await user.click(within(dialog).getByRole('radio', { name: /Tomato/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ham/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
    expect(onClose).toHaveBeenCalled();
    const [line] = cartStore.getSnapshot();
    expect(line).toMatchObject({ id: 5, quantity: 1, displayPrice: 11.5 });
    expect(optionsText(line!.options)).toBe('Tomato, Olives, Ham');

    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
    expect(cartStore.getSnapshot().map((entry) => entry.quantity)).toEqual([2]);
  });
});
