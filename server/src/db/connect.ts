import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps everything in memory. */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data dir dump to start from (tests start every file from a migrated template). */
  loadDataDir?: Blob;
}

export async function connectDatabase(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return connectPglite(opts.dataDir ?? "memory://", opts.loadDataDir);
}

async function connectPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  // Every extension the migrations create must be loaded here, in each instance, dumps included.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the database is away instead of queueing requests forever (503 within seconds).
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // A database that goes silent without closing its sockets must not hang requests either.
    query_timeout: 20_000,
    keepAlive: true,
  });
  // A dropped idle connection (database restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: "postgres",
    exec: async (sql) => {
      await pool.query(sql);
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await pool.end();
    },
  };
}
