import { ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { reachesFreeDelivery } from '@food/money';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  chosenOptions,
  createCartLine,
  groupByProduct,
  itemCount,
  itemCountText,
  keyOf,
  lineQuantity,
  optionsText,
  productQuantity,
  removeLine,
  removeProduct,
  setLineNote,
  setLineQuantity,
  type CartLine,
} from './cart.ts';
import { isLineSoldOut, refreshCart, soldOutNotes } from './cart-freshness.ts';
import { parseCart, serializeCart } from './stored-cart.ts';
import { createCartStore, CART_KEY } from './cart-store.ts';
import type { KeyValueStorage } from './browser-storage.ts';
import { product } from './product-fixture.ts';

const schnitzel = product({
  id: 2,
  name: 'Wiener Schnitzel',
  type: 'variable',
  price: null,
  variants: [
    { id: 7, name: 'Small', price: 13.9, description: '' },
    { id: 9, name: 'Large', price: 19.9, description: '' },
  ],
});
const small = { id: 7, name: 'Small', price: 13.9 };
const large = { id: 9, name: 'Large', price: 19.9 };

const sauceGroup = {
  id: 1,
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [
    { id: 11, name: 'Tomato', price: 0, sold_out: false, sold_out_until: null },
    { id: 12, name: 'Cream', price: 0.5, sold_out: false, sold_out_until: null },
  ],
};
const toppingGroup = {
  id: 2,
  name: 'Toppings',
  min: 0,
  max: 3,
  options: [
    { id: 21, name: 'Olives', price: 1, sold_out: false, sold_out_until: null },
    { id: 22, name: 'Ham', price: 1.2, sold_out: false, sold_out_until: null },
  ],
};
const available = { sold_out: false, sold_out_until: null };
const pizza = product({ id: 5, name: 'Pizza', price: 9.5, option_groups: [sauceGroup, toppingGroup] });
const pizzaLine = (optionIds: number[], quantity = 1) =>
  createCartLine(pizza, null, quantity, { options: chosenOptions(pizza, optionIds) ?? [] });

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

describe('createCartLine', () => {
  it('copies the product and adds the fields of a cart line', () => {
    const line = createCartLine(product(), null, 2);
    expect(line).toMatchObject({
      id: 1,
      name: 'Brezel with Obatzda',
      item_code: 'ST-01',
      quantity: 2,
      extras: [],
      basePrice: 5.9,
      tax: 7,
      selectedVariant: null,
      displayName: 'Brezel with Obatzda',
      displayPrice: 5.9,
    });
  });

  it('names and prices a variant line after its variant', () => {
    const line = createCartLine(schnitzel, { ...large, description: 'big' } as typeof large, 1);
    expect(line.selectedVariant).toEqual(large);
    expect(line.displayName).toBe('Wiener Schnitzel (Large)');
    expect(line.displayPrice).toBe(19.9);
    expect(line.basePrice).toBe(19.9);
  });
});

describe('adding and changing lines', () => {
  it('adds new lines and sets (not adds to) the quantity of a matching line', () => {
    let cart = addToCart([], createCartLine(product(), null, 1));
    cart = addToCart(cart, createCartLine(product(), null, 3));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
  });

  it('keeps variants of one product and products without a variant apart', () => {
    let cart = addToCart([], createCartLine(schnitzel, small, 1));
    cart = addToCart(cart, createCartLine(schnitzel, large, 2));
    cart = addToCart(cart, createCartLine(product(), null, 1));
    cart = addToCart(cart, createCartLine(schnitzel, small, 4));
    expect(cart.map((line) => [line.displayName, line.quantity])).toEqual([
      ['Wiener Schnitzel (Small)', 4],
      ['Wiener Schnitzel (Large)', 2],
      ['Brezel with Obatzda', 1],
    ]);
  });

  it('treats lines with different extras as different lines', () => {
    const cheese = { id: 1, name: 'Cheese', price: 1 };
    let cart = addToCart([], createCartLine(product(), null, 1));
    cart = addToCart(cart, createCartLine(product(), null, 2, { extras: [cheese] }));
    expect(cart).toHaveLength(2);
    cart = addToCart(cart, createCartLine(product(), null, 5, { extras: [{ ...cheese }] }));
    expect(cart.map((line) => line.quantity)).toEqual([1, 5]);
  });

  it('removes a line when its quantity drops to 0 or below', () => {
    const cart = addToCart([], createCartLine(product(), null, 2));
    expect(addToCart(cart, createCartLine(product(), null, 0))).toEqual([]);
    expect(addToCart(cart, createCartLine(product(), null, -1))).toEqual([]);
    expect(setLineQuantity(cart, { productId: 1, variantId: null }, 0)).toEqual([]);
    expect(addToCart([], createCartLine(product(), null, 0))).toEqual([]);
  });

  it('keeps quantities whole and at most 99', () => {
    const cart = addToCart([], createCartLine(product(), null, 250));
    expect(cart[0]?.quantity).toBe(ORDER_QUANTITY_MAX);
    expect(setLineQuantity(cart, { productId: 1, variantId: null }, 2.7)[0]?.quantity).toBe(2);
  });

  it('sets the quantity of one line only', () => {
    let cart = addToCart([], createCartLine(schnitzel, small, 1));
    cart = addToCart(cart, createCartLine(schnitzel, large, 1));
    cart = setLineQuantity(cart, { productId: 2, variantId: 9 }, 3);
    expect(lineQuantity(cart, { productId: 2, variantId: 9 })).toBe(3);
    expect(lineQuantity(cart, { productId: 2, variantId: 7 })).toBe(1);
    expect(lineQuantity(cart, { productId: 2, variantId: null })).toBe(0);
  });

  it('removes by product and variant, or every line of a product', () => {
    let cart = addToCart([], createCartLine(schnitzel, small, 1));
    cart = addToCart(cart, createCartLine(schnitzel, large, 2));
    cart = addToCart(cart, createCartLine(product(), null, 1));
    expect(removeLine(cart, { productId: 2, variantId: 7 }).map((l) => l.displayName)).toEqual([
      'Wiener Schnitzel (Large)',
      'Brezel with Obatzda',
    ]);
    expect(removeLine(cart, { productId: 2, variantId: null })).toHaveLength(3);
    expect(removeProduct(cart, 2).map((l) => l.displayName)).toEqual(['Brezel with Obatzda']);
  });

  it('counts items and names them', () => {
    let cart = addToCart([], createCartLine(schnitzel, small, 1));
    cart = addToCart(cart, createCartLine(schnitzel, large, 2));
    cart = addToCart(cart, createCartLine(product(), null, 3));
    expect(itemCount(cart)).toBe(6);
    expect(productQuantity(cart, 2)).toBe(3);
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(0)).toBe('0 items');
    expect(itemCountText(6)).toBe('6 items');
  });

  it('groups lines by product in the order they were added', () => {
    let cart = addToCart([], createCartLine(schnitzel, small, 1));
    cart = addToCart(cart, createCartLine(product(), null, 1));
    cart = addToCart(cart, createCartLine(schnitzel, large, 2));
    expect(groupByProduct(cart).map((g) => [g.name, g.lines.map((l) => l.selectedVariant?.name)])).toEqual([
      ['Wiener Schnitzel', ['Small', 'Large']],
      ['Brezel with Obatzda', [undefined]],
    ]);
  });
});

describe('notes', () => {
  const noted = (note: string, quantity = 1) => createCartLine(product(), null, quantity, { note });

  it('makes lines of the same product with different notes different lines', () => {
    let cart = addToCart([], noted('no onions'));
    cart = addToCart(cart, noted('extra mustard', 2));
    cart = addToCart(cart, noted('', 3));
    expect(cart.map((line) => [line.note, line.quantity])).toEqual([
      ['no onions', 1],
      ['extra mustard', 2],
      ['', 3],
    ]);
    expect(addToCart(cart, noted('no onions', 4)).map((line) => line.quantity)).toEqual([4, 2, 3]);
  });

  it('trims a note and cuts it to 200 characters', () => {
    expect(noted('  no onions ').note).toBe('no onions');
    expect(noted('x'.repeat(250)).note).toHaveLength(200);
  });

  it('changes the note of one line, merging it into a line that then is the same', () => {
    const cart = [noted('', 1), noted('no onions', 2)];
    const changed = setLineNote(cart, keyOf(cart[0]!), ' well done ');
    expect(changed.map((line) => [line.note, line.quantity])).toEqual([
      ['well done', 1],
      ['no onions', 2],
    ]);
    const merged = setLineNote(changed, keyOf(changed[0]!), 'no onions');
    expect(merged.map((line) => [line.note, line.quantity])).toEqual([['no onions', 3]]);
  });

  it('keeps notes in storage, and reads lines stored before notes as without one', () => {
    const cart = parseCart(serializeCart([noted('no onions')]));
    expect(cart[0]?.note).toBe('no onions');
    const { note: _note, ...old } = noted('');
    expect(parseCart(JSON.stringify([old]))[0]?.note).toBe('');
  });
});

describe('options', () => {
  it('copies the chosen options in the order of the groups, and prices the unit as base + options', () => {
    const line = pizzaLine([22, 11, 21]);
    expect(line.options).toEqual([
      { id: 11, name: 'Tomato', price: 0, group: 'Sauce', ...available },
      { id: 21, name: 'Olives', price: 1, group: 'Toppings', ...available },
      { id: 22, name: 'Ham', price: 1.2, group: 'Toppings', ...available },
    ]);
    expect(line.basePrice).toBe(9.5);
    expect(line.displayPrice).toBe(11.7);
    expect(line.displayName).toBe('Pizza');
    expect(optionsText(line.options)).toBe('Tomato, Olives, Ham');
    expect(chosenOptions(pizza, [11, 99])).toBeNull();
  });

  it('adds the options to a variant’s price, without float noise', () => {
    const withGroups = { ...schnitzel, option_groups: [toppingGroup] };
    const line = createCartLine(withGroups, small, 3, { options: chosenOptions(withGroups, [21, 22]) ?? [] });
    expect(line.displayPrice).toBe(16.1);
    expect(cartTotals([line], { discountPercent: 0, deliveryFeeMinor: 0 }).subtotalMinor).toBe(4830);
  });

  it('keeps lines with different options apart and matches the same options as a set', () => {
    let cart = addToCart([], pizzaLine([11, 21]));
    cart = addToCart(cart, pizzaLine([11]));
    cart = addToCart(cart, pizzaLine([12, 21]));
    expect(cart).toHaveLength(3);
    cart = addToCart(cart, { ...pizzaLine([21, 11]), quantity: 4 });
    expect(cart.map((line) => line.quantity)).toEqual([4, 1, 1]);
    expect(lineQuantity(cart, keyOf(pizzaLine([11])))).toBe(1);
    expect(setLineQuantity(cart, keyOf(pizzaLine([11])), 0).map((line) => optionsText(line.options))).toEqual(
      ['Tomato, Olives', 'Cream, Olives'],
    );
  });

  it('tells a line without options from one with options', () => {
    let cart = addToCart([], createCartLine(product(), null, 1));
    cart = addToCart(
      cart,
      createCartLine({ ...product(), option_groups: [toppingGroup] }, null, 2, {
        options: [{ id: 21, name: 'Olives', price: 1, group: 'Toppings', ...available }],
      }),
    );
    expect(cart).toHaveLength(2);
    expect(lineQuantity(cart, { productId: 1, variantId: null, options: [] })).toBe(1);
  });
});

describe('cartTotals', () => {
  const cart = [
    createCartLine(product(), null, 3), // 3 × 5.90 = 17.70
    createCartLine(schnitzel, large, 2), // 2 × 19.90 = 39.80
  ];

  it('adds unit × quantity in minor units, rounds the discount and adds the fee', () => {
    expect(cartTotals(cart, { discountPercent: 10, deliveryFeeMinor: 0 })).toEqual({
      subtotalMinor: 5750,
      discountMinor: 575,
      deliveryFeeMinor: 0,
      totalMinor: 5175,
    });
    // 5 % of 57.50 = 2.875 → 2.88 (half away from zero); + 2.50 fee.
    expect(cartTotals(cart, { discountPercent: 5, deliveryFeeMinor: 250 })).toEqual({
      subtotalMinor: 5750,
      discountMinor: 288,
      deliveryFeeMinor: 250,
      totalMinor: 5712,
    });
  });

  it('is all zero for an empty cart, except a delivery fee', () => {
    expect(cartTotals([], { discountPercent: 10, deliveryFeeMinor: 150 })).toEqual({
      subtotalMinor: 0,
      discountMinor: 0,
      deliveryFeeMinor: 150,
      totalMinor: 150,
    });
  });

  it('charges no delivery fee once subtotal − discount reaches the free-delivery threshold', () => {
    // 57.50 − 10 % = 51.75
    expect(
      cartTotals(cart, { discountPercent: 10, deliveryFeeMinor: 250, freeDeliveryOverMinor: 5175 }),
    ).toEqual({
      subtotalMinor: 5750,
      discountMinor: 575,
      deliveryFeeMinor: 0,
      totalMinor: 5175,
    });
    expect(
      cartTotals(cart, { discountPercent: 10, deliveryFeeMinor: 250, freeDeliveryOverMinor: 5176 })
        .deliveryFeeMinor,
    ).toBe(250);
    expect(
      cartTotals(cart, { discountPercent: 10, deliveryFeeMinor: 250, freeDeliveryOverMinor: null })
        .deliveryFeeMinor,
    ).toBe(250);
  });

  it('tells when subtotal − discount reaches the free-delivery threshold', () => {
    const totals = { subtotalMinor: 5750, discountMinor: 575 };
    expect(reachesFreeDelivery(totals, 5175)).toBe(true);
    expect(reachesFreeDelivery(totals, 5176)).toBe(false);
    expect(reachesFreeDelivery(totals, null)).toBe(false);
  });

  it('does not suffer from float noise', () => {
    const noisy = [
      createCartLine(product({ price: 0.1 }), null, 3),
      createCartLine(product({ id: 3, price: 0.2 }), null, 1),
    ];
    expect(cartTotals(noisy, { discountPercent: 0, deliveryFeeMinor: 0 }).subtotalMinor).toBe(50);
  });
});

describe('parseCart', () => {
  const good = createCartLine(schnitzel, large, 2);

  it('reads back what was written', () => {
    const cart = [good, createCartLine(product(), null, 1)];
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });

  it('gives an empty cart for nothing, invalid JSON or anything but a list', () => {
    for (const raw of [null, '', '{', 'null', '42', '"cart"', '{"id":1}', 'undefined']) {
      expect(parseCart(raw)).toEqual([]);
    }
  });

  it('drops lines that are not cart lines', () => {
    const bad: unknown[] = [
      null,
      7,
      'line',
      [],
      { ...good, id: 'x' },
      { ...good, id: 0 },
      { ...good, name: undefined },
      { ...good, quantity: 0 },
      { ...good, quantity: '2' },
      { ...good, quantity: Number.NaN },
      { ...good, selectedVariant: { id: 9, name: 'Large' } },
      { ...good, selectedVariant: 'Large' },
      { ...good, extras: 'none' },
      { ...good, extras: [{ id: 1 }] },
      { ...good, selectedVariant: null, displayPrice: -1 },
      { ...good, selectedVariant: null, displayPrice: undefined },
    ];
    expect(parseCart(JSON.stringify(bad))).toEqual([]);
    expect(parseCart(JSON.stringify([...bad, good]))).toEqual([good]);
  });

  it('repairs what it can: missing extras, names and prices, quantities past the limit', () => {
    const partial = {
      id: 4,
      name: 'Apfelstrudel',
      quantity: 120.5,
      displayPrice: 6.5,
      selectedVariant: null,
    };
    expect(parseCart(JSON.stringify([partial]))[0]).toMatchObject({
      quantity: 99,
      extras: [],
      basePrice: 6.5,
      displayName: 'Apfelstrudel',
      displayPrice: 6.5,
      image_url: null,
    } satisfies Partial<CartLine>);
  });

  it('reads a cart of the previous version as lines without options', () => {
    const { options: _options, ...previous } = createCartLine(product(), null, 2);
    const [line] = parseCart(JSON.stringify([previous]));
    expect(line).toMatchObject({ options: [], displayPrice: 5.9, basePrice: 5.9, quantity: 2 });
  });

  it('reads options back, prices the unit from them, and drops lines with unreadable options', () => {
    const line = pizzaLine([12, 22], 2);
    expect(parseCart(serializeCart([line]))).toEqual([line]);
    expect(parseCart(JSON.stringify([{ ...line, displayPrice: 1 }]))[0]?.displayPrice).toBe(11.2);
    expect(parseCart(JSON.stringify([{ ...line, options: 'none' }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, options: [{ id: 12, name: 'Cream' }] }]))).toEqual([]);
  });

  it('merges a line that appears twice', () => {
    const again = { ...good, quantity: 5 };
    expect(parseCart(JSON.stringify([good, again]))).toEqual([again]);
  });
});

describe('createCartStore', () => {
  it('starts from storage and saves every change', () => {
    const line = createCartLine(product(), null, 1);
    const { storage, map } = memoryStorage({ [CART_KEY]: serializeCart([line]) });
    const store = createCartStore(storage);
    expect(store.getSnapshot()).toEqual([line]);

    store.add(createCartLine(schnitzel, small, 2));
    expect(parseCart(map.get(CART_KEY) ?? null)).toHaveLength(2);
    store.setQuantity({ productId: 1, variantId: null }, 4);
    expect(parseCart(map.get(CART_KEY) ?? null)[0]?.quantity).toBe(4);
    store.remove({ productId: 1, variantId: null });
    store.removeProduct(2);
    expect(map.get(CART_KEY)).toBe('[]');
  });

  it('adds several lines at once and clears the cart with its storage', () => {
    const { storage, map } = memoryStorage();
    const store = createCartStore(storage);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().length));
    store.addAll([createCartLine(schnitzel, small, 2), createCartLine(schnitzel, large, 1)]);
    expect(seen).toEqual([2]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(map.has(CART_KEY)).toBe(false);
  });

  it('starts empty from a broken stored cart', () => {
    const { storage } = memoryStorage({ [CART_KEY]: '{not json' });
    expect(createCartStore(storage).getSnapshot()).toEqual([]);
  });

  it('picks up a change from another tab, and ignores its own writes', () => {
    const { storage, map } = memoryStorage();
    const store = createCartStore(storage);
    let notified = 0;
    store.subscribe(() => notified++);
    store.add(createCartLine(product(), null, 1));
    store.reload();
    expect(notified).toBe(1);
    map.set(CART_KEY, serializeCart([createCartLine(schnitzel, large, 3)]));
    store.reload();
    expect(notified).toBe(2);
    expect(store.getSnapshot()[0]?.displayName).toBe('Wiener Schnitzel (Large)');
  });

  it('works without storage', () => {
    const store = createCartStore(null);
    store.add(createCartLine(product(), null, 1));
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('survives a storage that throws', () => {
    const store = createCartStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    store.add(createCartLine(product(), null, 1));
    expect(store.getSnapshot()).toHaveLength(1);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('sold-out lines', () => {
  const tz = 'Europe/London';
  const now = Date.parse('2026-06-10T15:00:00Z');
  const tonight = '2026-06-10T23:00:00.000Z';
  const menu = {
    ...pizza,
    option_groups: [
      sauceGroup,
      {
        ...toppingGroup,
        options: toppingGroup.options.map((option) =>
          option.id === 21 ? { ...option, sold_out: true, sold_out_until: null } : option,
        ),
      },
    ],
  };

  it('names the sold-out product with the menu card’s wording, and each sold-out option', () => {
    const line = refreshCart(
      [pizzaLine([11, 21, 22])],
      [{ ...menu, sold_out: true, sold_out_until: tonight }],
      true,
    )[0]!;
    expect(soldOutNotes(line, now, tz)).toEqual(['Sold out · back tomorrow', 'Olives is sold out']);
    expect(isLineSoldOut(line, now)).toBe(true);
  });

  it('says nothing of a line that can be ordered, or once the sold out has ended', () => {
    expect(soldOutNotes(pizzaLine([11, 22]), now, tz)).toEqual([]);
    expect(isLineSoldOut(pizzaLine([11, 22]), now)).toBe(false);
    const untilNow = refreshCart(
      [pizzaLine([11])],
      [{ ...pizza, sold_out: true, sold_out_until: tonight }],
      true,
    )[0]!;
    expect(isLineSoldOut(untilNow, Date.parse(tonight))).toBe(false);
    expect(soldOutNotes(untilNow, Date.parse(tonight), tz)).toEqual([]);
  });

  it('keeps whether options are sold out in storage, and reads older lines as available', () => {
    const line = refreshCart([pizzaLine([11, 21])], [menu], true)[0]!;
    expect(parseCart(serializeCart([line]))).toEqual([line]);
    const older = {
      ...line,
      options: line.options.map(({ sold_out: _s, sold_out_until: _u, ...rest }) => rest),
    };
    expect(isLineSoldOut(parseCart(JSON.stringify([older]))[0]!, now)).toBe(false);
  });
});

describe('refreshCart', () => {
  const cart = [createCartLine(product(), null, 2), createCartLine(schnitzel, large, 1)];

  it('answers the same cart when the menu has not changed', () => {
    expect(refreshCart(cart, [product(), schnitzel], true)).toBe(cart);
  });

  it('takes the current names and prices', () => {
    const repriced = product({ price: 6.2, name: 'Brezel' });
    const next = refreshCart(cart, [repriced, schnitzel], true);
    expect(next[0]).toMatchObject({ quantity: 2, displayPrice: 6.2, displayName: 'Brezel' });
    expect(next[1]).toBe(cart[1]);
    const bigger = { ...schnitzel, variants: [{ id: 9, name: 'Extra large', price: 21.5, description: '' }] };
    expect(refreshCart(cart, [product(), bigger], true)[1]).toMatchObject({
      displayName: 'Wiener Schnitzel (Extra large)',
      displayPrice: 21.5,
      selectedVariant: { id: 9, name: 'Extra large', price: 21.5 },
    });
  });

  it('follows option names and prices, and drops lines whose options are gone or break a rule', () => {
    const lines = [pizzaLine([11, 21]), pizzaLine([12])];
    const dearer = {
      ...pizza,
      option_groups: [
        sauceGroup,
        { ...toppingGroup, options: [{ ...toppingGroup.options[0]!, price: 1.5 }] },
      ],
    };
    expect(refreshCart(lines, [pizza], true)).toBe(lines);
    expect(refreshCart(lines, [dearer], true).map((line) => line.displayPrice)).toEqual([11, 10]);
    const oliveless = { ...pizza, option_groups: [sauceGroup, { ...toppingGroup, options: [] }] };
    expect(refreshCart(lines, [oliveless], true).map((line) => optionsText(line.options))).toEqual(['Cream']);
    const twoSauces = { ...pizza, option_groups: [{ ...sauceGroup, min: 2, max: 2 }, toppingGroup] };
    expect(refreshCart(lines, [twoSauces], true)).toEqual([]);
    const soldOutOlives = {
      ...pizza,
      option_groups: [
        sauceGroup,
        { ...toppingGroup, options: toppingGroup.options.map((option) => ({ ...option, sold_out: true })) },
      ],
    };
    const marked = refreshCart(lines, [soldOutOlives], true);
    expect(marked).toHaveLength(2);
    expect(marked[0]?.options.map((option) => option.sold_out)).toEqual([false, true]);
    expect(refreshCart(marked, [pizza], true)[0]?.options[1]?.sold_out).toBe(false);
  });

  it('follows the product being sold out and back', () => {
    const soldOut = { ...schnitzel, sold_out: true, sold_out_until: '2026-06-10T23:00:00.000Z' };
    const next = refreshCart(cart, [product(), soldOut], true);
    expect(next[1]).toMatchObject({ sold_out: true, sold_out_until: '2026-06-10T23:00:00.000Z' });
    expect(refreshCart(next, [product(), schnitzel], true)[1]).toMatchObject({ sold_out: false });
  });

  it('drops options that are gone, and products missing from a complete menu', () => {
    const withoutLarge = { ...schnitzel, variants: schnitzel.variants.filter((variant) => variant.id !== 9) };
    expect(refreshCart(cart, [product(), withoutLarge], true).map((line) => line.id)).toEqual([1]);
    expect(refreshCart(cart, [schnitzel], true).map((line) => line.id)).toEqual([2]);
    expect(refreshCart(cart, [schnitzel], false).map((line) => line.id)).toEqual([1, 2]);
  });
});
