import type { Executor } from "./connect.ts";

/**
 * A statement that the hottest reads run on every request, prepared once per database handle:
 * drizzle stops rebuilding its SQL on every call, and PostgreSQL parses it once per connection and
 * may keep a generic plan instead of planning it again each time. Values go in through
 * `sql.placeholder`. A transaction is a handle of its own, so a statement never runs outside the
 * transaction it was prepared in. `name` must be unique in the process and at most 63 bytes:
 * PostgreSQL knows a prepared statement by it.
 */
const names = new Set<string>();

export function preparedStatement<T>(name: string, prepare: (db: Executor, name: string) => T): (db: Executor) => T {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}.`);
  // PostgreSQL cuts longer names short, and two statements cut to one name would run each other's SQL.
  if (Buffer.byteLength(name) > 63) throw new Error(`The prepared statement name ${name} is over 63 bytes.`);
  names.add(name);
  const byHandle = new WeakMap<Executor, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = prepare(db, name);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
