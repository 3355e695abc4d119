import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type ListenHandlers, type Listening, listenPostgres } from "./listen.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs a raw SQL string (several statements allowed); used by migrations and tests. */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  /** Receives the notifications of a channel (NOTIFY), delivered as their transactions commit. */
  listen(channel: string, handlers: ListenHandlers): Listening;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps everything in memory. */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data dir dump to start from (tests start every file from a migrated template). */
  loadDataDir?: Blob;
  /**
   * Called with every statement sent to the database and its parameters, as it is sent and in the
   * caller's async context (tests and the benchmark count what a request runs).
   */
  onStatement?: OnStatement;
  /** How long a request waits for a new connection before it fails (503); tests on busy machines wait longer. */
  connectTimeoutMs?: number;
}

export async function connectDatabase(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, opts);
  return connectPglite(opts.dataDir ?? "memory://", opts.loadDataDir, opts.onStatement);
}

export type OnStatement = (sql: string, params: readonly unknown[]) => void;

type Queryable = { query: (...args: never[]) => unknown };

/** The same object, its `query` reporting each statement first. */
function observed<T extends Queryable>(target: T, onStatement: OnStatement): T {
  return new Proxy(target, {
    // Bound to the real object: PGlite keeps its state in private fields a proxy cannot reach.
    get(object, key) {
      const value = Reflect.get(object, key);
      if (typeof value !== "function") return value;
      if (key !== "query") return value.bind(object);
      return (...args: unknown[]) => {
        // query(text, values) or query({ text, values }), or, from drizzle, query({ text }, values).
        const [first, second] = args as [string | { text?: unknown; values?: unknown[] }, unknown];
        const values = (typeof first === "object" && first?.values) || (Array.isArray(second) ? second : []);
        onStatement(typeof first === "string" ? first : String(first?.text), values);
        return value.apply(object, args);
      };
    },
  });
}

/** PGlite runs a transaction's statements on a client of its own, handed to the callback. */
function observedPglite(client: PGlite, onStatement: OnStatement): PGlite {
  const outer = observed(client, onStatement);
  return new Proxy(outer, {
    get(object, key) {
      if (key !== "transaction") return Reflect.get(object, key);
      return <R>(callback: (tx: PGliteTransaction) => Promise<R>) =>
        client.transaction((tx) => callback(observed(tx, onStatement)));
    },
  });
}
type PGliteTransaction = Parameters<Parameters<PGlite["transaction"]>[0]>[0];

async function connectPglite(dataDir: string, loadDataDir?: Blob, onStatement?: OnStatement): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  // Every extension the migrations create must be loaded here, in each instance, dumps included.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const driver = onStatement ? observedPglite(client, onStatement) : client;
  const db = drizzlePglite(driver, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, handlers) => {
      // One process holds the database: nothing can drop between the two.
      const stop = client.listen(channel, handlers.onNotify).then((unlisten) => {
        handlers.onListening(true);
        return unlisten;
      });
      return {
        close: async () => {
          const unlisten = await stop;
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function connectPostgres(
  url: string,
  { poolSize = 10, onStatement, connectTimeoutMs = 3000 }: ConnectOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the database is away instead of queueing requests forever (503 within seconds).
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // A database that goes silent without closing its sockets must not hang requests either.
    query_timeout: 20_000,
    keepAlive: true,
    // Only the hot reads are named prepared statements (db/prepared.ts), and what makes them worth
    // preparing is planning them once: left to choose, PostgreSQL plans a statement over an array
    // parameter anew on every call, as a custom plan always looks cheaper for its one id. A SET, not
    // a startup option, so that connection poolers which refuse startup options still let us in;
    // the pool hands the connection out once it has run.
    onConnect: async (client: pg.ClientBase) => {
      await client.query("set plan_cache_mode = force_generic_plan");
    },
  });
  // A dropped idle connection (database restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const guarded = guardedPool(pool);
  const db = drizzlePg(onStatement ? observedPool(guarded, onStatement) : guarded, { schema }) as unknown as Database;
  return {
    db,
    driver: "postgres",
    exec: async (sql) => {
      await pool.query(sql);
    },
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * The pool, its checked-out clients (transactions) given back as soon as their connection dies.
 * pg leaves a checked-out client without a listener for that: the process would crash on the
 * error, and a transaction whose BEGIN failed would never give its client back (drizzle releases
 * only after a BEGIN that worked), so closing the pool would wait for it forever. Released once
 * with the error, the client is dropped from the pool; the transaction's own release is then a no-op.
 */
function guardedPool(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(object, key) {
      const value = Reflect.get(object, key);
      if (key !== "connect") return typeof value === "function" ? value.bind(object) : value;
      return async () => {
        const client = await pool.connect();
        const release = client.release;
        let released = false;
        const releaseOnce = (err?: Error | boolean) => {
          if (released) return;
          released = true;
          client.off("error", releaseOnce);
          release(err);
        };
        client.on("error", releaseOnce);
        client.release = releaseOnce;
        return client;
      };
    },
  });
}

/**
 * Statements go through the pool (one each) or through a client checked out for a transaction; the
 * pool's own use of its clients is left alone, so nothing is reported twice.
 */
function observedPool(pool: pg.Pool, onStatement: OnStatement): pg.Pool {
  const outer = observed(pool, onStatement);
  return new Proxy(outer, {
    get(object, key) {
      if (key !== "connect") return Reflect.get(object, key);
      return async () => observed(await pool.connect(), onStatement);
    },
  });
}
