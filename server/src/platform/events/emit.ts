import type { DomainEvent, DomainEventOf, DomainEventType } from "@atelier/common";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { eventOutbox } from "../../db/schema/index.ts";

/**
 * Records that something happened, with the executor of the transaction that makes it happen: the
 * event exists exactly when the change commits, and survives whatever happens to this process after.
 * The commit itself wakes the runners (the outbox's trigger notifies them), so nothing here does.
 */
export async function emit(db: Executor, event: DomainEvent): Promise<void> {
  const { type, ...payload } = event;
  await db.insert(eventOutbox).values({ type, payload });
}

/** An event's fields, each a value or SQL of the statement that also records it (an id it inserts). */
type FieldsOf<T extends DomainEventType> = {
  [K in keyof Omit<DomainEventOf<T>, "type">]: DomainEventOf<T>[K] | SQL;
};

/**
 * The insert that records an event, as one part of the single statement making the change (a data-
 * modifying WITH): one statement commits alone, so the change needs neither a transaction nor a
 * statement more. Its fields may read the statement's other parts. What `emit` guarantees holds:
 * the event exists exactly when the change does.
 */
export function emitWithin<T extends DomainEventType>(type: T, fields: FieldsOf<T>): SQL {
  return sql`insert into ${eventOutbox} (type, payload) values (${type}, ${payloadOf(fields)})`;
}

function payloadOf<T extends DomainEventType>(fields: FieldsOf<T>): SQL {
  const pairs = Object.entries(fields as Record<string, unknown>).map(
    ([key, value]) => sql`${key}::text, ${typed(value)}`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The insert that records an event for every row of `from` (a table and its condition, the text
 * after FROM), its fields values or the rows' columns: the events of a change that reaches many
 * rows, in one statement of the change's transaction.
 */
export function emitForEach<T extends DomainEventType>(type: T, fields: FieldsOf<T>, from: SQL): SQL {
  return sql`insert into ${eventOutbox} (type, payload) select ${type}, ${payloadOf(fields)} from ${from}`;
}

/** A parameter of jsonb_build_object needs its type said: PostgreSQL cannot tell it from the function. */
function typed(value: unknown): SQL {
  if (value instanceof Object && "getSQL" in value) return value as SQL;
  if (typeof value === "number") return sql`${value}::numeric`;
  if (typeof value === "boolean") return sql`${value}::boolean`;
  if (value === null) return sql`null::jsonb`;
  return sql`${String(value)}::text`;
}
