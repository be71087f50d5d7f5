import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

type Executor = Pick<Database, 'execute'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const table = (name: string) => sql.identifier(name);
/** Rows read from the source and written to the target per statement. */
const BATCH_ROWS = 500;

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export class CopyMismatchError extends Error {
  constructor(readonly counts: TableCount[]) {
    const differing = counts.filter((count) => count.source !== count.target);
    super(
      `Row counts differ in ${differing
        .map((count) => `${count.table} (${count.source} to copy, ${count.target} copied)`)
        .join(', ')}; nothing was copied.`,
    );
    this.name = 'CopyMismatchError';
  }
}

async function publicTables(db: Executor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
  );
  return rows.map((row) => row.name);
}

/**
 * The public schema's tables, each after every table its foreign keys point to. Read from the
 * database's catalogue, not from the Drizzle schema, so that a table added later is copied too.
 */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = await publicTables(db);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`),
  );
  const ordered: string[] = [];
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((name) =>
      references.every((ref) => ref.child !== name || ordered.includes(ref.parent)),
    );
    if (ready.length === 0)
      throw new Error(`The tables ${waiting.join(', ')} reference each other in a cycle.`);
    ordered.push(...ready);
    waiting = waiting.filter((name) => !ready.includes(name));
  }
  return ordered;
}

/** The first table of the public schema that holds a row, if any: a target must be empty. */
export async function findTableWithRows(db: Executor): Promise<string | null> {
  for (const name of await publicTables(db)) {
    const [row] = rowsOf<{ found: boolean }>(
      await db.execute(sql`select exists (select 1 from ${table(name)}) as found`),
    );
    if (row?.found) return name;
  }
  return null;
}

async function countRows(db: Executor, name: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${table(name)}`),
  );
  return row?.count ?? 0;
}

/** The columns a row is written with: all but generated ones, which the target computes. */
async function writableColumns(db: Executor, name: string): Promise<SQL> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select a.attname as name from pg_attribute a
      where a.attrelid = format('public.%I', ${name}::text)::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`),
  );
  return sql.join(
    rows.map((row) => sql.identifier(row.name)),
    sql`, `,
  );
}

/**
 * Rows travel as PostgreSQL's own JSON text (row_to_json on the source, json_populate_recordset on
 * the target): every type (arrays, jsonb, timestamps, numeric, bytea) is converted by PostgreSQL on
 * both sides and never passes through JavaScript values.
 */
async function copyTable(source: Executor, target: Executor, name: string) {
  const columns = await writableColumns(source, name);
  await source.execute(sql`declare db_copy_rows no scroll cursor for
    select row_to_json(t)::text as row from ${table(name)} t`);
  for (;;) {
    const rows = rowsOf<{ row: string }>(
      await source.execute(sql.raw(`fetch forward ${BATCH_ROWS} from db_copy_rows`)),
    );
    if (rows.length === 0) break;
    const batch = `[${rows.map((r) => r.row).join(',')}]`;
    await target.execute(sql`insert into ${table(name)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${table(name)}, ${batch}::json)`);
  }
  await source.execute(sql`close db_copy_rows`);
}

/** Each sequence of the target continues where the source's does, so new rows get new ids. */
async function copySequences(source: Executor, target: Executor) {
  const sequences = rowsOf<{ name: string; last_value: string | null }>(
    await source.execute(sql`
      select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public'`),
  );
  for (const { name, last_value: lastValue } of sequences) {
    const sequence = sql`format('public.%I', ${name}::text)::regclass`;
    await target.execute(
      lastValue === null
        ? sql`select setval(${sequence}, s.seqstart, false) from pg_sequence s where s.seqrelid = ${sequence}`
        : sql`select setval(${sequence}, ${lastValue}::bigint, true)`,
    );
  }
}

/** A further step of the copy inside the target's transaction; answers the rows it added, by table. */
export type AddRows = (target: Transaction) => Promise<Record<string, number>>;

/**
 * Copies every row of every public table, with its ids, and the sequences, inside one transaction
 * on each side: the source is read as one snapshot, and the target commits only when every table has
 * as many rows as the source's (plus those `addRows` added), so a failed copy leaves it as empty as
 * it was.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  addRows?: AddRows,
): Promise<TableCount[]> {
  return source.transaction(async (from) =>
    target.transaction(async (to) => {
      const tables = await tablesInDependencyOrder(from);
      for (const name of tables) await copyTable(from, to, name);
      await copySequences(from, to);
      const added = addRows ? await addRows(to) : {};
      const counts: TableCount[] = [];
      for (const name of tables) {
        const source = (await countRows(from, name)) + (added[name] ?? 0);
        counts.push({ table: name, source, target: await countRows(to, name) });
      }
      if (counts.some((count) => count.source !== count.target)) throw new CopyMismatchError(counts);
      return counts;
    }),
  );
}
