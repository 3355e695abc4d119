import { sql } from "drizzle-orm";
import type { Executor } from "./connect.ts";

/**
 * Runs reads that PostgreSQL must plan for the values they are given. Connections plan every
 * statement generically (connect.ts: what the named prepared statements are for), and a generic
 * plan guesses the same for a popular creative field as for a rare one: for a list filtered by
 * both it sorts thousands of rows where walking an index in order would stop after twenty. Inside
 * this transaction, and only there, each statement is planned with its values.
 */
export function withValuePlans<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return read(tx);
  });
}
