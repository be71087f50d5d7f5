import {
  messages,
  parse,
  PGlite,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { PREPARED_PER_CONNECTION } from './prepared-statements.ts';

const { serialize } = protocol;

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it: how PGlite serialises the value. */
  paramTypes: number[];
}

/**
 * The embedded database, preparing each parameterised statement the first time it runs it, as
 * PreparingClient does on PostgreSQL: from then on a run is one bind-execute-sync message, where
 * PGlite's own query() parses and plans the text again and enters the database six times (parse,
 * describe, bind, describe, execute, sync). PGlite runs in the server's thread, so every run's parse
 * and plan is the server's time. Texts without parameters and runs inside a transaction (which PGlite
 * serves from its transaction object, not from here) are PGlite's own.
 */
export class PreparingPGlite extends PGlite {
  readonly #prepared = new Map<string, Prepared>();

  static async open(dataDir: string | undefined, options?: PGliteOptions) {
    const db = new PreparingPGlite({ ...options, dataDir });
    await db.waitReady;
    return db;
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const full = !this.#prepared.has(text) && this.#prepared.size >= PREPARED_PER_CONNECTION;
    if (!params?.length || options?.blob || full) return super.query<T>(text, params, options);
    await this._checkReady();
    // The same two locks as PGlite's query(): after any transaction, one statement at a time.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#runPrepared<T>(text, params, options)),
    );
  }

  async #statementFor(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = this.#prepared.get(text);
    if (known) return known;
    const name = `food_${this.#prepared.size + 1}`;
    const described = await this.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  async #runPrepared<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      const { name, paramTypes } = await this.#statementFor(text, options);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = paramTypes[index]!;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const run = await this.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await this.syncToFs();
      // PGlite would copy its hundreds of parsers into a new object for every result that brings its
      // own (drizzle brings some to every query); an object on top of them, holding those few, reads the same.
      const parsers = options?.parsers
        ? Object.assign(Object.create(this.parsers), options.parsers)
        : this.parsers;
      return parse.parseResults(run.messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    } catch (err) {
      // As PGlite's own errors: the statement and its values on the error, for the log.
      if (err instanceof messages.DatabaseError)
        Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    }
  }
}
