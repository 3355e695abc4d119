import { sql } from "drizzle-orm";
import type { Database, Executor } from "../src/db/connect.ts";
import type { SentStatement } from "./statements.ts";

/**
 * Arguments for EXECUTE, which takes no bound parameters: nulls, one for each parameter. A generic
 * plan is the same whatever the values, and a null becomes any parameter's type.
 */
const argumentsFor = (params: readonly unknown[]) =>
  params.length === 0 ? "" : `(${params.map(() => "null").join(", ")})`;

/** EXPLAIN of a statement prepared as the driver sent it, run with `args` as EXECUTE takes them. */
async function explained(tx: Executor, statement: SentStatement, options: string, args: string): Promise<string> {
  await tx.execute(sql.raw(`prepare explained as ${statement.sql}`));
  const { rows } = (await tx.execute(sql.raw(`explain ${options} execute explained${args}`))) as unknown as {
    rows: Record<string, string>[];
  };
  await tx.execute(sql`deallocate explained`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/**
 * PostgreSQL's plan of each statement as the app's connections plan it: generically, for any values
 * (db/connect.ts), with whole-table scans and sorting made as dear as they go. A table of a test's
 * size is cheaper to scan and sort, so only an order no index can serve still shows a Sort, and
 * only a read no index can narrow still reads a whole table.
 */
export async function plansOf(db: Database, sent: readonly SentStatement[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const plans: string[] = [];
    for (const statement of sent.filter((s) => /^\s*(select|with)\b/i.test(s.sql))) {
      plans.push(await explained(tx, statement, "", argumentsFor(statement.params)));
    }
    return plans;
  });
}

const SCAN = /^(\s*(?:->\s+)?)(Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan)(?: using (\S+))? on (\S+)/;

/**
 * The scans of a plan that read the table, or one of its indexes (named `<table>_…`), whole: a
 * sequential scan, or an index scan without an index condition.
 */
export function wholeTableScans(plan: string, table: string): string[] {
  const lines = plan.split("\n");
  return lines.flatMap((line, at) => {
    const scan = SCAN.exec(line);
    if (!scan) return [];
    const [, indent, kind, index, target] = scan;
    const named = [index, target].some((name) => name === table || name?.startsWith(`${table}_`));
    if (!named) return [];
    if (kind === "Seq Scan") return [line.trim()];
    const details: string[] = [];
    for (const next of lines.slice(at + 1)) {
      const depth = next.length - next.trimStart().length;
      if (depth <= indent.length || next.trimStart().startsWith("->")) break;
      details.push(next.trim());
    }
    return details.some((detail) => detail.startsWith("Index Cond:")) ? [] : [line.trim()];
  });
}

/**
 * PostgreSQL's plan of one statement as it ran with the arguments given, written as EXECUTE takes
 * them (`'{7}'` for an array of one id): how many rows each part read, and how often it ran (`loops`).
 */
export async function analyzedPlanOf(db: Database, statement: SentStatement, args: string): Promise<string> {
  return db.transaction((tx) => explained(tx, statement, "(analyze, costs off, timing off, summary off)", `(${args})`));
}
