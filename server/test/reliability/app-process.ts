import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, type DatabaseHandle } from "../../src/db/connect.ts";
import { requireDatabaseUrl, templateNames, withDatabase } from "../template.ts";
import { adminQuery } from "./postgres-admin.ts";

const root = path.resolve(import.meta.dirname, "../../..");

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Everything the process printed, for failure messages. */
  output(): string;
}

/**
 * Starts the server exactly as `npm start` does, on a free port chosen by the OS. The port is read
 * from the "Server listening at" log line, so no port can be taken by someone else in between.
 */
export async function startAppProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<AppProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-64 * 1024);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the app did not start within ${timeoutMs} ms:\n${log.slice(-2000)}`));
    }, timeoutMs);
    const onData = () => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve(m[1]);
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code} before listening:\n${log.slice(-2000)}`));
    });
  });
  return { url, child, exited, output: () => log };
}

export interface ScratchDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL runs) for the app process. */
  env: Record<string, string>;
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
