import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { connectDatabase } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/seed/index.ts";

export const TEMPLATE_DIR = path.resolve(import.meta.dirname, "../../.tmp");
/**
 * The template's cities: about 4,400 of 100,000 people and up instead of every installation's 24,000,
 * a fifth of the size to clone for each test file. Every place a test names is among them.
 */
export const TEMPLATE_CITY_MIN_POPULATION = 100_000;
const TEMPLATE_SEED = { demo: false, cityMinPopulation: TEMPLATE_CITY_MIN_POPULATION } as const;
/** Per run, so that several runs on one machine never share a template. */
export const templateNames = (runId: string) => ({
  pglite: path.join(TEMPLATE_DIR, `pglite-template-${runId}.tar`),
  postgres: `atelier_test_template_${runId}`,
});

/** Where the run's app data (uploaded files) goes: one folder per worker inside it, removed with the templates. */
export const runDataDir = (runId: string) => path.join(tmpdir(), `atelier-test-${runId}`);

/** Builds the migrated, reference-seeded database every test file starts from, once per run. */
export async function buildTemplates(runId: string): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const { pglite: PGLITE_TEMPLATE, postgres: PG_TEMPLATE_DB } = templateNames(runId);
  if (process.env.TEST_DATABASE === "postgres") {
    const url = requireDatabaseUrl();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const handle = await connectDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), poolSize: 2 });
    await migrate(handle);
    await seed(handle.db, TEMPLATE_SEED);
    await handle.close();
    return;
  }
  const handle = await connectDatabase({ dataDir: "memory://" });
  await migrate(handle);
  await seed(handle.db, TEMPLATE_SEED);
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

export async function removeTemplates(runId: string): Promise<void> {
  const names = templateNames(runId);
  rmSync(names.pglite, { force: true });
  rmSync(runDataDir(runId), { recursive: true, force: true });
  if (process.env.TEST_DATABASE === "postgres") {
    const admin = new pg.Client({ connectionString: requireDatabaseUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${names.postgres} with (force)`);
    await admin.end();
  }
}
