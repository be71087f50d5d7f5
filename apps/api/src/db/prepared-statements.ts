import pg from 'pg';

/** The most statements one connection keeps prepared; past it, a new text runs unnamed, as before. */
export const PREPARED_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

function parameterised(config: unknown, values: unknown): config is QueryConfig & { text: string } {
  if (config === null || typeof config !== 'object') return false;
  const query = config as QueryConfig;
  const params = values ?? query.values;
  return (
    typeof query.text === 'string' &&
    query.name === undefined &&
    typeof query.submit !== 'function' &&
    Array.isArray(params) &&
    params.length > 0
  );
}

/**
 * A connection that prepares each parameterised statement the first time it runs it, under a name of
 * its own, and from then on only binds and executes it: PostgreSQL parses the text once per connection
 * and, after a few runs, keeps a generic plan instead of planning every run. Measured on the order path,
 * parsing and planning took more of the database's time than running the statements.
 *
 * Texts without parameters (begin, commit, migrations) stay on the simple protocol. A statement whose
 * tables change is re-planned by PostgreSQL itself; drizzle names every column it selects, so a new
 * column does not change a prepared statement's result. Not for a pooler in transaction mode, which
 * would hand the name to another connection (docs/decisions.md).
 */
export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  #nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known || this.#names.size >= PREPARED_PER_CONNECTION) return known;
    const name = `food_${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }

  // pg's overloads (config or text, values, callback) pass through unchanged; only a name is added.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [given, values] = args as [unknown, unknown];
    const config = typeof given === 'string' ? { text: given } : given;
    if (parameterised(config, values)) {
      const name = this.#nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    return super.query(...(args as Parameters<pg.Client['query']>));
  }
}
