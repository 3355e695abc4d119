import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
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
 * An empty data directory, plus on PostgreSQL runs a database cloned from the run's template, so
 * a process test exercises the same engine as the rest of the run.
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-process-"));
  if (process.env.TEST_DATABASE !== "postgres") {
    return {
      env: { DATA_DIR: dataDir },
      open: () => connectDatabase({ dataDir: path.join(dataDir, "db") }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `atelier_p_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name} template ${templateNames(process.env.ATELIER_TEST_RUN ?? "").postgres}`);
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
