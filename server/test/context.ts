import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, expect } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { createDeps } from "../src/create-deps.ts";
import { connectDatabase, type DatabaseHandle } from "../src/db/connect.ts";
import type { AppDeps } from "../src/platform/deps.ts";
import { recordStatement } from "./statements.ts";
import { requireDatabaseUrl, runDataDir, templateNames, withDatabase } from "./template.ts";

export const TEST_ORIGIN = "http://atelier.test";

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  database: DatabaseHandle;
}

/** A fresh database cloned from the run's template: PGlite in memory, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const runId = process.env.ATELIER_TEST_RUN;
  if (!runId) throw new Error("ATELIER_TEST_RUN is not set: run the API tests through vitest's api project");
  const template = templateNames(runId);
  if (process.env.TEST_DATABASE === "postgres") {
    const url = requireDatabaseUrl();
    const name = `atelier_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.postgres}`);
    await admin.end();
    const handle = await connectDatabase({
      databaseUrl: withDatabase(url, name),
      poolSize: 4,
      onStatement: recordStatement,
      // Many test files start side by side with the database cloning theirs: a new connection can
      // take seconds there, which is no fault of the code under test.
      connectTimeoutMs: 20_000,
    });
    const close = handle.close;
    handle.close = async () => {
      await close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    };
    return handle;
  }
  return connectDatabase({
    dataDir: "memory://",
    loadDataDir: new Blob([readFileSync(template.pglite)]),
    onStatement: recordStatement,
  });
}

/** One worker runs many files with one data directory, inside the run's, which goes with the run (global-setup.ts). */
const TEST_DATA_DIR = path.join(runDataDir(process.env.ATELIER_TEST_RUN ?? "unnamed"), String(process.pid));

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    APP_URL: TEST_ORIGIN,
    DATA_DIR: TEST_DATA_DIR,
    SEED_DEMO: "false",
    CAPTCHA_FIXED_TEXT: "atelier",
    LOG_LEVEL: "silent",
    ...(process.env.TEST_DATABASE === "postgres" && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
}

/**
 * Builds the app on a fresh database for one test file and closes both after the file.
 * Call at the top of a describe block or module.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = testConfig(env);
  const database = await freshDatabase();
  const deps = await createDeps(config, database);
  const violations: string[] = [];
  const app = await buildApp(deps, { onContractViolation: (problem) => violations.push(problem) });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await deps.close();
    expect(violations, "replies that break their contract or JSON:API").toEqual([]);
  });
  return { app, deps, config, database };
}
