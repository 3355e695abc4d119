import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { connectDatabase } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/seed/index.ts";

export const TEMPLATE_DIR = path.resolve(import.meta.dirname, "../../.tmp");
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, "pglite-template.tar");
export const PG_TEMPLATE_DB = "atelier_test_template";

/** Builds the migrated, reference-seeded database every test file starts from, once per run. */
export async function buildTemplates(): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  if (process.env.TEST_DATABASE === "postgres") {
    const url = requireDatabaseUrl();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const handle = await connectDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), poolSize: 2 });
    await migrate(handle);
    await seed(handle.db, { demo: false });
    await handle.close();
    return;
  }
  const handle = await connectDatabase({ dataDir: "memory://" });
  await migrate(handle);
  await seed(handle.db, { demo: false });
  const pglite = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await pglite.dumpDataDir("none");
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  return url;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
