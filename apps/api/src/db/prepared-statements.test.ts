import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../test/helpers.ts';
import { PREPARED_PER_CONNECTION, PreparingClient } from './prepared-statements.ts';

const preparedTexts = async (client: PreparingClient) =>
  ((await client.query('select statement from pg_prepared_statements')).rows as { statement: string }[]).map(
    (row) => row.statement,
  );

describe.runIf(usesPostgres)('a connection that prepares its statements', () => {
  let client: PreparingClient;
  beforeEach(async () => {
    client = new PreparingClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterEach(() => client.end());

  it('prepares a parameterised text once and answers every run', async () => {
    for (const n of [1, 2, 3]) {
      expect((await client.query('select $1::int * 2 as twice', [n])).rows).toEqual([{ twice: n * 2 }]);
    }
    expect((await client.query({ text: 'select $1::text as word', values: ['soup'] })).rows).toEqual([
      { word: 'soup' },
    ]);
    await client.query('select 1');

    const texts = await preparedTexts(client);
    expect(texts.filter((text) => text === 'select $1::int * 2 as twice')).toHaveLength(1);
    expect(texts).toContain('select $1::text as word');
    expect(texts).not.toContain('select 1');
  });

  it('keeps a name the caller gave, and a failed text does not break the connection', async () => {
    await client.query({ name: 'mine', text: 'select $1::int as n', values: [1] });
    await expect(client.query('select $1::int from no_such_table', [1])).rejects.toThrow(/no_such_table/);
    expect((await client.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    const names = (await client.query('select name from pg_prepared_statements')).rows as { name: string }[];
    expect(names.map((row) => row.name)).toContain('mine');
  });

  it(`prepares at most ${PREPARED_PER_CONNECTION} texts and runs the others unnamed`, async () => {
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) {
      expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    const texts = await preparedTexts(client);
    expect(texts).toHaveLength(PREPARED_PER_CONNECTION);
    expect(texts).not.toContain(`select $1::int + ${PREPARED_PER_CONNECTION} as n`);
  });
});
