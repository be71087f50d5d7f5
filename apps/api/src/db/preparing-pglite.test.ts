import { types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION } from './prepared-statements.ts';
import { PreparingPGlite } from './preparing-pglite.ts';

const preparedTexts = async (db: PreparingPGlite) =>
  (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

describe('the embedded database, preparing its statements', () => {
  let db: PreparingPGlite;
  beforeEach(async () => {
    db = await PreparingPGlite.open(undefined);
    await db.exec(`create table dishes (id serial primary key, name text unique not null, added timestamptz not null,
      facts jsonb not null, tags text[] not null)`);
  });
  afterEach(() => db.close());

  it('prepares a parameterised text once and answers every run as PGlite does', async () => {
    const added = new Date('2026-11-27T12:00:00Z');
    for (const name of ['Soup', 'Salad']) {
      await db.query('insert into dishes (name, added, facts, tags) values ($1, $2, $3, $4)', [
        name,
        added,
        { vegan: true },
        ['warm', 'starter'],
      ]);
    }
    const select = 'select name, added, facts, tags from dishes where name = any($1) order by id';
    const rows = (await db.query(select, [['Soup', 'Salad']])).rows;
    expect(rows).toEqual([
      { name: 'Soup', added, facts: { vegan: true }, tags: ['warm', 'starter'] },
      { name: 'Salad', added, facts: { vegan: true }, tags: ['warm', 'starter'] },
    ]);
    await db.query('select 1');

    const texts = await preparedTexts(db);
    expect(texts.filter((text) => text === select)).toHaveLength(1);
    expect(texts).not.toContain('select 1');
  });

  it("reads a result with the caller's row mode and parsers on top of PGlite's own", async () => {
    await db.query('insert into dishes (name, added, facts, tags) values ($1, now(), $2, $3)', [
      'Soup',
      {},
      [],
    ]);
    const result = await db.query<unknown[]>('select name, added, facts from dishes where id = $1', [1], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value.slice(0, 4)}` },
    });
    const year = String(new Date().getUTCFullYear());
    expect(result.rows).toEqual([['Soup', `at ${year}`, {}]]);
  });

  it('keeps the connection usable after a refused statement, with the error as PGlite gives it', async () => {
    const insert = 'insert into dishes (name, added, facts, tags) values ($1, now(), $2, $3)';
    await db.query(insert, ['Soup', {}, []]);
    const refused = await db.query(insert, ['Soup', {}, []]).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '23505', constraint: 'dishes_name_key', query: insert });
    await expect(db.query('select $1::int from no_such_table', [1])).rejects.toThrow(/no_such_table/);
    expect((await db.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await db.query('select count(*)::int as n from dishes where name = $1', ['Soup'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('waits for a transaction in progress, which runs its own statements', async () => {
    const insert = 'insert into dishes (name, added, facts, tags) values ($1, now(), $2, $3)';
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query(insert, ['Soup', {}, []]);
      outside = db.query('select count(*)::int as n from dishes where name = $1', ['Soup']);
      await tx.query(insert, ['Salad', {}, []]);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it(`prepares at most ${PREPARED_PER_CONNECTION} texts and runs the others unnamed`, async () => {
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) {
      expect((await db.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    const texts = await preparedTexts(db);
    expect(texts).toHaveLength(PREPARED_PER_CONNECTION);
    expect(texts).not.toContain(`select $1::int + ${PREPARED_PER_CONNECTION} as n`);
  });
});
