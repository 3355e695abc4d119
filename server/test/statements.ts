import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the statements a piece of work sends to the database. The test database reports every
 * statement to `recordStatement` (see freshDatabase); only those sent from within `statementsOf`'s
 * async context are kept, so timers and other files' work never count.
 */
/** A statement as it was sent: its text and its parameters. */
export interface SentStatement {
  sql: string;
  params: readonly unknown[];
}

const current = new AsyncLocalStorage<SentStatement[]>();

export function recordStatement(sql: string, params: readonly unknown[]): void {
  current.getStore()?.push({ sql, params });
}

/** The statements `run` sends, in order, with its result; `sent` holds their parameters too. */
export async function statementsOf<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[]; sent: SentStatement[] }> {
  const sent: SentStatement[] = [];
  // Queries and injected requests start when awaited, so the await belongs inside the context.
  const result = await current.run(sent, async () => await run());
  return { result, statements: sent.map((s) => s.sql), sent };
}
