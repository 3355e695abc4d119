import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the statements a piece of work sends to the database. The test database reports every
 * statement to `recordStatement` (see freshDatabase); only those sent from within `statementsOf`'s
 * async context are kept, so timers and other files' work never count.
 */
const current = new AsyncLocalStorage<string[]>();

export function recordStatement(sql: string): void {
  current.getStore()?.push(sql);
}

/** The statements `run` sends, in order, with its result. */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  // Queries and injected requests start when awaited, so the await belongs inside the context.
  const result = await current.run(statements, async () => await run());
  return { result, statements };
}
