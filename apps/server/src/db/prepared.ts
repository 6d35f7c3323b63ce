import type { Db } from './client';

/**
 * A hot statement built once per database instead of on every call (decision 030): drizzle's query building was a
 * third of a checkout's CPU. `build` ends in drizzle's `.prepare(name)`; PostgreSQL then parses it once per pooled
 * connection too. Only for statements on the pool, never inside a transaction (they bind to the db they were built on).
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
