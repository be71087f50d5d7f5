import type { Product } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { createCartLine } from './cart.ts';
import {
  applySelection,
  hasChoice,
  initialSelection,
  parseSelection,
  selectionFromCart,
  withQuantity,
} from './variant-selection.ts';

const tax = { id: 1, name: 'Reduced rate', percentage: 7 };
const soup: Product = {
  id: 5,
  name: 'Gulaschsuppe',
  item_code: 'SU-01',
  description: '',
  price: null,
  category_id: 2,
  tax_id: 1,
  type: 'variable',
  isActive: true,
  image_url: null,
  store_id: 9,
  category: { id: 2, name: 'Soups', tax },
  tax,
  variants: [
    { id: 1, name: 'Cup', price: 4.9, description: '' },
    { id: 2, name: 'Bowl', price: 6.9, description: '' },
  ],
  option_groups: [],
  allergens: [],
  dietary: [],
  age_limit: null,
  sold_out: false,
  sold_out_until: null,
};
const pretzel: Product = { ...soup, id: 1, name: 'Brezel', type: 'simple', price: 5.9, variants: [] };

describe('parseSelection', () => {
  it('keeps known variants with whole quantities of 1 to 99', () => {
    expect(parseSelection('{"1":2,"2":0,"3":4}', soup)).toEqual({ 1: 2 });
    expect(parseSelection('{"1":2.6,"2":500}', soup)).toEqual({ 1: 2, 2: 99 });
  });
  it('reads nothing from rubbish', () => {
    for (const raw of [null, '', '[1]', 'null', '{', '"x"']) expect(parseSelection(raw, soup)).toBeNull();
    expect(parseSelection('{"1":"2"}', soup)).toEqual({});
  });
});

describe('initialSelection', () => {
  const cart = [createCartLine(soup, soup.variants[1]!, 3), createCartLine(pretzel, null, 1)];

  it('prefers the kept selection, then the cart, then the card’s option', () => {
    expect(initialSelection({ stored: { 1: 4 }, cart, product: soup, suggestedVariantId: 1 })).toEqual({
      1: 4,
    });
    expect(initialSelection({ stored: {}, cart, product: soup, suggestedVariantId: 1 })).toEqual({ 2: 3 });
    expect(initialSelection({ stored: null, cart: [], product: soup, suggestedVariantId: 1 })).toEqual({
      1: 1,
    });
    expect(initialSelection({ stored: null, cart: [], product: soup, suggestedVariantId: 99 })).toEqual({});
    expect(initialSelection({ stored: null, cart: [], product: soup, suggestedVariantId: null })).toEqual({});
  });

  it('reads the product’s variants from the cart', () => {
    expect(selectionFromCart(cart, soup)).toEqual({ 2: 3 });
    expect(selectionFromCart(cart, { ...soup, variants: [] })).toEqual({});
  });
});

describe('withQuantity and hasChoice', () => {
  it('sets, clamps to at least 1, and removes', () => {
    let selection = withQuantity({}, 1, 1);
    expect(hasChoice(selection)).toBe(true);
    selection = withQuantity(selection, 1, 0);
    expect(selection).toEqual({ 1: 1 });
    selection = withQuantity(selection, 2, 3);
    expect(withQuantity(selection, 1, null)).toEqual({ 2: 3 });
    expect(hasChoice(withQuantity(withQuantity(selection, 1, null), 2, null))).toBe(false);
  });
});

describe('applySelection', () => {
  it('sets every chosen variant and removes the product’s variants no longer chosen', () => {
    const cart = [createCartLine(pretzel, null, 1), createCartLine(soup, soup.variants[0]!, 2)];
    const next = applySelection(cart, soup, { 2: 1 });
    expect(next.map((line) => [line.displayName, line.quantity])).toEqual([
      ['Brezel', 1],
      ['Gulaschsuppe (Bowl)', 1],
    ]);
    const both = applySelection(next, soup, { 1: 2, 2: 4 });
    expect(both.map((line) => [line.displayName, line.quantity])).toEqual([
      ['Brezel', 1],
      ['Gulaschsuppe (Bowl)', 4],
      ['Gulaschsuppe (Cup)', 2],
    ]);
  });
});
