import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, type DatabaseHandle } from "../../src/db/connect.ts";
import type { AppProcessEnv } from "../app-process.ts";
import { requireDatabaseUrl, templateNames, withDatabase } from "../template.ts";
import { adminQuery } from "./postgres-admin.ts";

export interface ScratchDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL runs) for the app process. */
  env: AppProcessEnv;
  /** Opens the database the process used; only once the process has stopped, as PGlite has one owner. */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * A data directory with the run's template in it: on PGlite runs the embedded database of the
 * directory, loaded from the template's dump, and on PostgreSQL runs a database cloned from the
 * template beside an empty directory. The process then starts on a migrated and reference-seeded
 * database, as an installation restarts, on the same engine as the rest of the run.
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-process-"));
  const template = templateNames(process.env.ATELIER_TEST_RUN ?? "");
  if (process.env.TEST_DATABASE !== "postgres") {
    const loaded = await connectDatabase({
      dataDir: path.join(dataDir, "db"),
      loadDataDir: new Blob([readFileSync(template.pglite)]),
    });
    await loaded.close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => connectDatabase({ dataDir: path.join(dataDir, "db") }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `atelier_p_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name} template ${template.postgres}`);
  const databaseUrl = withDatabase(requireDatabaseUrl(), name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => connectDatabase({ databaseUrl, poolSize: 1 }),
    remove: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
