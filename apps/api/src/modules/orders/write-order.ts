import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  idempotencyKeys,
  orderGuestKeys,
  orderItemOptions,
  orderItems,
  orderNumbers,
  orders,
  payments,
} from '../../db/schema/index.ts';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { FoundIdempotencyKey } from './idempotency-repository.ts';
import type { NewItemValues, NewPaymentValues, OrderRow } from './orders-repository.ts';

/**
 * An order's rows as they are to be written; the statement gives them their ids and, when `numbered`,
 * the order its number (an order awaiting its online payment gets it once paid).
 */
export interface OrderToWrite {
  order: Omit<OrderRow, 'id' | 'number'>;
  items: NewItemValues[];
  payment: NewPaymentValues;
  numbered: boolean;
  /** A guest order's first key (`guest-keys.ts`), as its hash; null: an account's order. */
  guestKey: { hash: string; expiresAt: Date } | null;
}

/**
 * The Idempotency-Key's row written with the order; its answer's `data.id`, `data.number` and
 * `data.items[].id` are set by the statement. `lock` names the key's advisory lock, `now` tells an
 * expired row from a kept one.
 */
export interface KeyToWrite {
  row: Omit<typeof idempotencyKeys.$inferInsert, 'id' | 'orderId' | 'createdAt'>;
  lock: string;
  now: Date;
}

/**
 * Written: the order's id, its items' ids (in their order) and its number. Not written: the key's lock
 * was held by another transaction (`locked` false), or the key already had a row (`previous`).
 */
export type WriteOutcome =
  | { written: true; orderId: number; itemIds: number[]; number: number | null }
  | { written: false; locked: boolean; previous: FoundIdempotencyKey | null };

/** The table's properties in column order, but for `leftOut` (the database's defaults, or set by the statement). */
const keysOf = (table: Table, leftOut: string[] = []) =>
  Object.keys(getTableColumns(table)).filter((key) => !leftOut.includes(key));

/**
 * `insert into table (columns) select columns from` the table's rows read from the JSON parameter as
 * `r`, each column's expression in the select list replaced where `expressions` says so; `joined` are
 * further sources of the select.
 */
function insertFrom(
  table: Table,
  keys: string[],
  source: string,
  expressions: Record<string, string>,
  joined = '',
) {
  const name = getTableName(table);
  const columns = keys.map((key) => `"${toSnakeCase(key)}"`);
  const values = keys.map((key, index) => expressions[key] ?? `r.${columns[index]}`);
  return `insert into "${name}" (${columns.join(', ')}) select ${values.join(', ')} from ${source.replaceAll('$table', `null::"${name}"`)} ${joined}`;
}

const ORDER_KEYS = keysOf(orders);
const ITEM_KEYS = keysOf(orderItems);
const OPTION_KEYS = keysOf(orderItemOptions, ['id']);
const PAYMENT_KEYS = keysOf(payments, ['id', 'createdAt', 'updatedAt']);
const KEY_KEYS = keysOf(idempotencyKeys, ['id', 'createdAt']);

/** The answer's items (JSON) with their ids. */
const withItemIds = (
  items: string,
) => `coalesce((select jsonb_agg(jsonb_set(e.item, '{id}', to_jsonb(ids.item_id)) order by e.item_no)
    from jsonb_array_elements(${items}) with ordinality as e(item, item_no)
    join item_ids ids on ids.item_no = e.item_no), '[]'::jsonb)`;

/**
 * The whole of an order's write, ONE statement in autocommit: the Idempotency-Key's lock (`guard`), its
 * row (`previous`), and only when the lock is held and there is no row (`decision`, on which every write
 * depends: the CTEs that only read are evaluated when a write first reads them), the order's and its
 * items' ids from their sequences, the store's next number and the rows. The rows arrive as JSON ($2 to
 * $6) and `jsonb_populate_record(set)` reads them as rows of their tables, so the text is the same for
 * every order and PostgreSQL prepares it once per connection.
 *
 * The number is an upsert on `order_numbers` (store, last number): its row stays locked until the
 * transaction ends (in autocommit, with the statement), so concurrent orders of a store take turns and a
 * failure gives the number back. `previous` is read with the statement's snapshot, taken before the lock: a request
 * with the key that commits in between is not seen, and the key's unique constraint refuses this
 * statement (`isKeyRace`), to be run again.
 *
 * $1 store, $2 order, $3 items, $4 options (`order_item_id` is the item's position, from 1), $5 payment,
 * $6 the key's row (none or one), $7 the key's lock (null without a key), $8 now, $9 and $10 the key's user
 * and key (null without a key), $11 whether the order takes its number now, $12 and $13 a guest order's
 * key's hash and expiry (null for an account's), $14 the key's guest e-mail (null for an account's).
 */
const WRITE_ORDER = [
  'with guard as (select case when lock_name is null then true',
  ' else pg_try_advisory_xact_lock(hashtextextended(lock_name, 0)) end as locked from (select $7::text as lock_name) as given),',
  ' new_key as (select * from jsonb_populate_recordset(null::"idempotency_keys", $6::jsonb)),',
  ` previous as (select json_build_object('id', k.id, 'expired', k.expires_at <= $8::timestamptz,`,
  " 'requestHash', k.request_hash, 'responseStatus', k.response_status, 'responseBody', k.response_body) as found",
  ' from "idempotency_keys" k where k.key = $10::text and (k.user_id = $9::int or k.guest_email = $14::text)),',
  ' decision as (select locked and not exists (select from previous) as proceed from guard),',
  " order_id as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as new_order_id from decision where proceed),",
  " item_ids as (select item_no, nextval(pg_get_serial_sequence('order_items', 'id'))::int as item_id",
  // Not generate_series(1, <count>): its estimate would follow the count, and PostgreSQL would plan the
  // statement anew on every run rather than keep one generic plan.
  ' from jsonb_array_elements($3::jsonb) with ordinality as item(value, item_no) where (select proceed from decision)),',
  ` taken_number as (insert into "${getTableName(orderNumbers)}" ("store_id", "last_number") select $1, 1 from order_id where $11::boolean`,
  ` on conflict ("store_id") do update set "last_number" = "${getTableName(orderNumbers)}"."last_number" + 1`,
  ' returning "last_number"),',
  ` new_order as (${insertFrom(
    orders,
    ORDER_KEYS,
    'jsonb_populate_record($table, $2::jsonb) r',
    { id: 'new_order_id', number: 'last_number' },
    ', order_id left join taken_number on true',
  )}),`,
  ` new_items as (${insertFrom(
    orderItems,
    ITEM_KEYS,
    'jsonb_populate_recordset($table, $3::jsonb) with ordinality r',
    { id: 'ids.item_id', orderId: 'new_order_id' },
    'join item_ids ids on ids.item_no = r.ordinality, order_id',
  )}),`,
  ` new_options as (${insertFrom(
    orderItemOptions,
    OPTION_KEYS,
    'jsonb_populate_recordset($table, $4::jsonb) r',
    { orderItemId: 'ids.item_id' },
    'join item_ids ids on ids.item_no = r.order_item_id',
  )}),`,
  ` new_payment as (${insertFrom(
    payments,
    PAYMENT_KEYS,
    'jsonb_populate_record($table, $5::jsonb) r',
    { orderId: 'new_order_id' },
    ', order_id',
  )}),`,
  ` new_guest_key as (insert into "${getTableName(orderGuestKeys)}" ("key_hash", "order_id", "expires_at")`,
  ' select $12::text, new_order_id, $13::timestamptz from order_id where $12::text is not null),',
  ` new_key_row as (${insertFrom(
    idempotencyKeys,
    KEY_KEYS,
    'new_key r',
    {
      orderId: 'new_order_id',
      responseBody: `jsonb_set(jsonb_set(jsonb_set(r.response_body, '{data,id}', to_jsonb(new_order_id)),
        '{data,number}', coalesce(to_jsonb(last_number), 'null'::jsonb)), '{data,items}', ${withItemIds("r.response_body #> '{data,items}'")})`,
    },
    ', order_id left join taken_number on true',
  )})`,
  ' select (select locked from guard) as locked, (select found from previous) as previous,',
  ' (select new_order_id from order_id) as order_id, (select last_number from taken_number) as number,',
  ' array(select item_id from item_ids order by item_no) as item_ids',
]
  .join('')
  // Split once at its parameters: each call only puts its values between the same pieces.
  .split(/\$(\d+)/)
  .map((piece, index) => (index % 2 === 1 ? Number(piece) - 1 : sql.raw(piece)));

/**
 * A row as a JSON object of its columns (instants as ISO strings, as drizzle sends them), the columns'
 * names worked out once.
 */
function recordOf(keys: string[]): (row: object) => Record<string, unknown> {
  const columns = keys.map((key) => [key, toSnakeCase(key)] as const);
  return (row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) record[column] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  };
}

const orderRecord = recordOf(ORDER_KEYS);
const itemRecord = recordOf(ITEM_KEYS);
const optionRecord = recordOf(OPTION_KEYS);
const paymentRecord = recordOf(PAYMENT_KEYS);
const keyRecord = recordOf(KEY_KEYS);

/**
 * Writes the order with its items, their options, its payment and (given) its Idempotency-Key's row, in
 * ONE statement (`WRITE_ORDER`), unless the key is held by another request or already has a row.
 */
export async function writeOrder(
  db: Database,
  { order, items, payment, numbered, guestKey }: OrderToWrite,
  key?: KeyToWrite,
): Promise<WriteOutcome> {
  const options = items.flatMap((item, index) =>
    item.options.map((option, position) => ({ ...option, orderItemId: index + 1, position })),
  );
  const json = (value: unknown) => JSON.stringify(value);
  const params = [
    order.storeId,
    json(orderRecord(order)),
    json(items.map(itemRecord)),
    json(options.map(optionRecord)),
    json(paymentRecord(payment)),
    json(key ? [keyRecord(key.row)] : []),
    key?.lock ?? null,
    (key?.now ?? new Date()).toISOString(),
    key?.row.userId ?? null,
    key?.row.key ?? null,
    numbered,
    guestKey?.hash ?? null,
    guestKey?.expiresAt.toISOString() ?? null,
    key?.row.guestEmail ?? null,
  ];
  const statement = WRITE_ORDER.map((piece) => (typeof piece === 'number' ? sql`${params[piece]}` : piece));
  const result = await db.execute(sql.join(statement));
  const [row] = (
    result as unknown as {
      rows: {
        locked: boolean;
        previous: FoundIdempotencyKey | null;
        order_id: number | null;
        number: number | null;
        item_ids: number[];
      }[];
    }
  ).rows;
  if (!row) throw new Error('writing the order returned no row');
  if (row.order_id === null) return { written: false, locked: row.locked, previous: row.previous };
  return {
    written: true,
    orderId: Number(row.order_id),
    itemIds: row.item_ids.map(Number),
    number: row.number === null ? null : Number(row.number),
  };
}
