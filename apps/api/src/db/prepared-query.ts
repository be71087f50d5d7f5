import type { Database } from './client.ts';

/**
 * A query built once per database and run with placeholders: its SQL is not built again for each run,
 * and the database keeps its plan. For the reads every request or every order makes.
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = prepare(db)));
    return query;
  };
}
