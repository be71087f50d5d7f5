import type { JsonSchema } from './api-operations.ts';

/** mulberry32: small and seeded, so that a run that found a failure can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** 0 … n − 1 */
    int: (n: number) => Math.floor(next() * n),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Just over the API's body limit of 1 MB. */
export const OVER_A_MEGABYTE = 'x'.repeat(1024 * 1024 + 1);

/**
 * Halves of UTF-16 pairs on their own. JSON.stringify writes each as a `\ud800` escape and JSON.parse
 * hands it back as it is, so a JSON body carries them to the fields (a URL or a form turns them into U+FFFD).
 */
const LONE_SURROGATES: readonly string[] = [
  '\ud800',
  'lone \udfff low',
  'cut \ud83d',
  '\udc00 low before high \ud800',
  'two highs \ud83d\ud83d',
];

/** Text that breaks servers: control characters, unicode of every kind, markup, injections, traversal. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'nul\u0000inside',
  '\u0001\u0008\u001b[31m',
  '😀🍕👩‍👩‍👧‍👦🏳️‍🌈',
  'مطعم الشرق',
  'שלום',
  '\u202egnp.exe\u202c',
  'e\u0301\u0308\u0327\u0361o',
  'Z\u0351\u036b\u0343\u036a\u0302a\u0357\u0350\u0312l\u0346\u036cg\u0310o\u0307',
  ...LONE_SURROGATES,
  '\ufeff',
  '\uffff\ufffe',
  '\u2028\u2029',
  'ǅ ß ﬁ İ',
  "'; drop table stores; --",
  "' or '1'='1",
  '%00',
  '%',
  '%zz',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'ends in a backslash\\',
  '/uploads/9/../../x',
  '/uploads/demo/%2e%2e%2fx.webp',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  'x'.repeat(10_000),
  'é'.repeat(200_000),
];

/** Numbers at and beyond the edges of ids, money and JSON. */
const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1.005,
  0.1 + 0.2,
  99,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** What an id in a path or query has been sent as, already in its URL form. */
export const NASTY_IDS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0x10',
  '2147483648',
  '99999999999999999999999999',
  '9007199254740993',
  '%20',
  '9%20',
  '%00',
  '9%00',
  '..',
  '%2e%2e',
  '%2e%2e%2f',
  '..%2f..%2f',
  '9%2f..%2f..%2fx',
  '9/../../x',
  '..%252f',
  '%c0%ae%c0%ae%2f',
  '%',
  '%zz',
  '%ff%fe',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  '9;drop',
  'a'.repeat(300),
];

/** Bodies that say they are JSON and are not, or are JSON of the wrong kind. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"name":',
  '{"name":"x",}',
  "{'name':'x'}",
  '{"name":"x"}{"name":"y"}',
  '{"name":"\\u00"}',
  '{"id":01}',
  '{"id":NaN}',
  '\ufeff{}',
  'nul',
  '"just a string"',
  '12',
  'null',
  '[]',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];

const KEYS = ['id', 'name', 'store_id', 'items', '__proto__', 'constructor', '', '😀', 'a'.repeat(1000)];

/** Any JSON value, a little nested. */
export function nastyValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 1 ? 4 : 6)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return random.pick(NASTY_NUMBERS);
    case 2:
      return random.pick([null, true, false, {}, []]);
    case 3:
      return random.pick(NASTY_IDS);
    case 4:
      return Array.from({ length: random.int(4) }, () => nastyValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [random.pick(KEYS), nastyValue(random, depth + 1)]),
      );
  }
}

/** Real rows to aim at, so that requests get past validation to the code that reads and writes. */
export interface Targets {
  /** Ids by table (`taxes`, `products`, `stores`…), in groups by owner: each group is as likely as another. */
  ids: Record<string, number[][]>;
  imageUrls: string[];
}

/** The table a body or query field names a row of; the only `id` a body holds is a variant's. */
const TABLE_OF_FIELD: Record<string, string> = {
  id: 'variants',
  store_id: 'stores',
  tax_id: 'taxes',
  category_id: 'categories',
  product_id: 'products',
  variant_id: 'variants',
  delivery_postcode_id: 'postcodes',
  address_id: 'addresses',
};

/** A row of the table, mostly a real one. */
export function targetId(table: string, random: Random, targets: Targets): number {
  const groups = (targets.ids[table] ?? []).filter((group) => group.length > 0);
  return groups.length > 0 && random.chance(0.9) ? random.pick(random.pick(groups)) : random.int(12);
}

/**
 * A network printer's address (issue 1/9): the server's own services and the cloud's metadata in every
 * spelling, which must never be kept, beside what a restaurant's printer may be (printer.lan resolves to
 * 192.168.1.77 through the fuzzing app's resolver).
 */
export const PRINTER_HOSTS = {
  refused: [
    '127.0.0.1',
    'localhost',
    '::1',
    '169.254.169.254',
    '127.1',
    '2130706433',
    '0x7f000001',
    '::ffff:127.0.0.1',
    'fe80::1%lo',
    '0.0.0.0',
    '[::1]',
    'own.example',
  ],
  allowed: ['192.168.1.50', 'fd00::9', 'printer.lan'],
};

const PLAUSIBLE: Record<string, string[]> = {
  host: [...PRINTER_HOSTS.refused, ...PRINTER_HOSTS.allowed],
  opening_time: ['11:00', '00:00', '23:59'],
  closing_time: ['22:00', '01:00', '11:00'],
  expires_at: ['2099-12-31', '2020-01-01', '2024-02-29T12:00:00Z'],
  ready_at: ['2030-01-01T12:00:00Z', '2020-01-01T12:00:00+02:00'],
  postcode: ['10115', '10119', 'SW1A 1AA'],
  zip: ['10115', '99999'],
  phone: ['+49 30 1234567', '030/1234567'],
  currency: ['EUR', 'GBP', 'JPY'],
  locale: ['de-DE', 'en-GB'],
  timezone: ['Europe/Berlin', 'Mars/Olympus'],
  item_code: ['PIZZA-1', 'X'],
  status: ['preparing', 'ready', 'delivered', 'pending'],
  filter: ['today', 'pending', 'all'],
  search: ['Emma', '#1', '1'],
  token: ['a'.repeat(43), 'x'],
  reset_token: ['a'.repeat(43), 'x'],
};
const RECORD_KEYS = ['de', 'en'];
const WORDS = ['Pizza', 'Käse & Brot', 'x', 'Lunch', 'Kastanienallee 12', 'Berlin'];

function plausibleString(name: string, schema: JsonSchema, random: Random, targets: Targets): string {
  // Now and then a lone surrogate inside a body that is otherwise right, so that it meets the code behind
  // the validation: an order's note, a translation, an address.
  if (random.chance(0.03)) return `${random.pick(WORDS)}${random.pick(LONE_SURROGATES)}`;
  if (name === 'image_url' && targets.imageUrls.length > 0 && random.chance(0.7)) {
    return random.pick(targets.imageUrls);
  }
  if (schema.format === 'email' || name === 'username' || name === 'email') {
    return `fuzz-${random.int(50)}@example.com`;
  }
  return random.pick(PLAUSIBLE[name] ?? WORDS);
}

function plausibleNumber(name: string, schema: JsonSchema, random: Random, targets: Targets): number {
  const table = TABLE_OF_FIELD[name];
  if (table) return targetId(table, random, targets);
  const low = Math.max(schema.minimum ?? 0, -1000);
  const high = Math.min(schema.maximum ?? 100, 1000);
  const value = low + random.int(Math.max(1, high - low + 1));
  return schema.type === 'integer' || random.chance(0.5) ? value : value + random.int(100) / 100;
}

/** A value of the shape the schema describes, with plausible contents. */
export function sample(schema: JsonSchema, random: Random, targets: Targets, name = ''): unknown {
  if (schema.nullable && random.chance(0.1)) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(random.pick(variants), random, targets, name);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], random, targets, name);
  if (schema.enum) return random.pick(schema.enum);
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const values =
        typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      return Object.fromEntries([
        ...Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key) || random.chance(0.6))
          .map(([key, property]) => [key, sample(property, random, targets, key)]),
        // A record (translations): its keys are languages.
        ...(values
          ? RECORD_KEYS.filter(() => random.chance(0.6)).map((key) => [key, sample(values, random, targets)])
          : []),
      ]);
    }
    case 'array':
      return Array.from({ length: random.int(3) + (random.chance(0.7) ? 1 : 0) }, () =>
        sample(schema.items ?? {}, random, targets, name),
      );
    case 'string':
      return plausibleString(name, schema, random, targets);
    case 'integer':
    case 'number':
      return plausibleNumber(name, schema, random, targets);
    case 'boolean':
      return random.chance(0.5);
    default:
      return nastyValue(random);
  }
}

/** Another value of the same kind, mostly: a string for a string, a number for a number. */
function nastyLike(value: unknown, random: Random): unknown {
  if (random.chance(0.3)) return nastyValue(random);
  if (typeof value === 'string') return random.pick(NASTY_STRINGS);
  if (typeof value === 'number') return random.pick(NASTY_NUMBERS);
  return nastyValue(random);
}

/** The value with one part (a field, an item, or the whole) swapped for a nasty one or left out. */
export function mutate(value: unknown, random: Random): unknown {
  if (!value || typeof value !== 'object' || random.chance(0.1)) return nastyLike(value, random);
  if (Array.isArray(value)) {
    if (value.length === 0) return nastyLike(value, random);
    const index = random.int(value.length);
    return value.map((item, i) => (i === index ? mutate(item, random) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return nastyLike(value, random);
  const key = random.pick(keys);
  const { [key]: field, ...rest } = value as Record<string, unknown>;
  return random.chance(0.1) ? rest : { ...rest, [key]: mutate(field, random) };
}
