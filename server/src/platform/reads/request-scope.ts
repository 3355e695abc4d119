import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/**
 * What one read request (and, for a server-rendered page, every API call the page makes in
 * process) has already loaded: each loader is made once per scope, so rows are read once and
 * loads made side by side go out as one statement. Only reads open a scope: a write must see its
 * own changes, never what was read before it.
 */
type Scope = Map<string, unknown>;

const current = new AsyncLocalStorage<Scope>();

/** Runs `work` in a fresh scope, unless it already runs in one (an in-process call of a page). */
export function withReadScope<T>(work: () => T): T {
  return current.getStore() ? work() : current.run(new Map(), work);
}

/** The scope's instance of a loader, made on first use; outside a scope, a new one each call. */
export function scoped<T>(name: string, create: () => T): T {
  const scope = current.getStore();
  if (!scope) return create();
  let value = scope.get(name) as T | undefined;
  if (value === undefined) {
    value = create();
    scope.set(name, value);
  }
  return value;
}

/**
 * Loads side by side from several in-process requests arrive within one turn of the event loop
 * but not within one tick: batches wait for the turn to end.
 */
export const batchAfterTurn = (dispatch: () => void) => setImmediate(dispatch);

/** Every GET and HEAD request reads in a scope of its own. */
export function registerReadScopes(app: FastifyInstance): void {
  app.addHook("onRequest", (req, _reply, done) => {
    if (req.method === "GET" || req.method === "HEAD") withReadScope(done);
    else done();
  });
}
