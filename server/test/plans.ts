import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/db/connect.ts";
import type { SentStatement } from "./statements.ts";

/** A statement's text with its parameters bound again, as drizzle sends it. */
function bound(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))));
}

/**
 * PostgreSQL's plan of each statement as it was sent, with whole-table scans and sorting made as
 * dear as they go: a table of a test's size is cheaper to scan and sort, so only an order no index
 * can serve still shows a Sort.
 */
export async function plansOf(db: Database, sent: readonly SentStatement[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const plans: string[] = [];
    for (const statement of sent.filter((s) => /^\s*(select|with)\b/i.test(s.sql))) {
      const { rows } = (await tx.execute(sql`explain ${bound(statement.sql, statement.params)}`)) as unknown as {
        rows: Record<string, string>[];
      };
      plans.push(rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return plans;
  });
}
