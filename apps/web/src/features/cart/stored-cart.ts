import {
  addToCart,
  clampQuantity,
  lineNote,
  unitPrice,
  type Cart,
  type CartExtra,
  type CartLine,
  type CartOption,
  type CartVariant,
} from './cart.ts';

// Reading and writing the stored cart (key `cart`, spec §3): what the browser kept is checked field by
// field, as another version of the app or the customer may have written it.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e9;

function parseVariant(value: unknown): CartVariant | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isId(value.id) || typeof value.name !== 'string' || !isPrice(value.price)) {
    return undefined;
  }
  return { id: value.id, name: value.name, price: value.price };
}

function parseExtras(value: unknown): CartExtra[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const extras: CartExtra[] = [];
  for (const extra of value) {
    if (!isRecord(extra) || !isId(extra.id) || typeof extra.name !== 'string' || !isPrice(extra.price)) {
      return undefined;
    }
    extras.push({ id: extra.id, name: extra.name, price: extra.price });
  }
  return extras;
}

/** Options as stored; a line of the previous version has none. */
function parseOptions(value: unknown): CartOption[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const options: CartOption[] = [];
  for (const option of value) {
    if (!isRecord(option) || !isId(option.id) || typeof option.name !== 'string' || !isPrice(option.price)) {
      return undefined;
    }
    const group = typeof option.group === 'string' ? option.group : '';
    // Lines of the first version with options did not keep whether they were sold out.
    const soldOut = option.sold_out === true;
    const until = soldOut && typeof option.sold_out_until === 'string' ? option.sold_out_until : null;
    options.push({
      id: option.id,
      name: option.name,
      price: option.price,
      group,
      sold_out: soldOut,
      sold_out_until: until,
    });
  }
  return options;
}

/** One stored line, or null when it is not a line this app could have written. */
function parseLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.name !== 'string') return null;
  const { quantity } = value;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) return null;
  const selectedVariant = parseVariant(value.selectedVariant);
  const extras = parseExtras(value.extras);
  const options = parseOptions(value.options);
  if (selectedVariant === undefined || extras === undefined || options === undefined) return null;
  if (!selectedVariant && !isPrice(value.displayPrice)) return null;
  const basePrice = selectedVariant
    ? selectedVariant.price
    : isPrice(value.basePrice)
      ? value.basePrice
      : (value.displayPrice as number);
  return {
    ...(value as unknown as CartLine),
    quantity: clampQuantity(quantity),
    extras,
    options,
    selectedVariant,
    basePrice,
    tax: typeof value.tax === 'number' && Number.isFinite(value.tax) ? value.tax : 0,
    displayName:
      typeof value.displayName === 'string' && value.displayName !== ''
        ? value.displayName
        : selectedVariant
          ? `${value.name} (${selectedVariant.name})`
          : value.name,
    displayPrice: unitPrice(basePrice, options),
    image_url: typeof value.image_url === 'string' ? value.image_url : null,
    sold_out: value.sold_out === true,
    sold_out_until:
      value.sold_out === true && typeof value.sold_out_until === 'string' ? value.sold_out_until : null,
    // Lines of the versions before age limits have none until the menu refreshes them.
    age_limit: value.age_limit === 16 || value.age_limit === 18 ? value.age_limit : null,
    // Lines of the versions before notes have none.
    note: typeof value.note === 'string' ? lineNote(value.note) : '',
  };
}

/**
 * The stored cart. Invalid JSON or anything but a list gives an empty cart (spec §4); a line that is
 * not a well-formed cart line is dropped, and a line that repeats an earlier one is merged into it.
 */
export function parseCart(raw: string | null): CartLine[] {
  if (raw === null || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let cart: CartLine[] = [];
  for (const item of data) {
    const line = parseLine(item);
    if (line) cart = addToCart(cart, line);
  }
  return cart;
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart);
}
