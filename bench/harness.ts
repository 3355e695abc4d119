import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { adminQuery } from "../server/test/reliability/postgres-admin.ts";
import { requireDatabaseUrl, withDatabase } from "../server/test/template.ts";
import type { BenchTarget, TargetReady, TargetUsage } from "./target.ts";

/** What the benchmark scripts share: servers under measurement, load, scratch databases, tables, results. */

const here = import.meta.dirname;

export interface Running {
  url: string;
  ready: TargetReady;
  /** How many statements one request to the path runs. */
  statements(path: string, headers?: Record<string, string>): Promise<number>;
  /**
   * The server's memory, after a full garbage collection unless `collect` is false (which leaves the
   * run undisturbed), and the processor time it has used.
   */
  usage(collect?: boolean): Promise<TargetUsage>;
  /** Starts a CPU profile (no file), or stops it and writes it to `file`, for Chrome's DevTools. */
  profile(file?: string): Promise<void>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A failed measurement must not leave servers behind.
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/** BENCH_PROFILE=<folder>: each server writes a CPU profile there when it stops, for Chrome's DevTools. */
function profiling(): string[] {
  const folder = process.env.BENCH_PROFILE;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/** Starts bench/target.ts as its own process, so the load generator never shares its event loop. */
export function start(target: BenchTarget, env: Record<string, string> = {}): Promise<Running> {
  const child = fork(path.join(here, "target.ts"), [], {
    // --expose-gc lets the target collect its garbage before it reports its memory (usage()).
    execArgv: ["--import", "tsx", "--expose-gc", ...profiling()],
    env: {
      ...process.env,
      // React and React Router run their production builds only under this.
      NODE_ENV: "production",
      APP_URL: "http://127.0.0.1",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      REDIS_URL: "",
      DATABASE_URL: "",
      BENCH_TARGET: target,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      children.delete(child);
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    child.once("message", (ready: TargetReady) =>
      resolve({
        url: `http://127.0.0.1:${ready.port}`,
        ready,
        statements: (path, headers = {}) =>
          new Promise((counted) => {
            const listen = (m: { counted?: string; statements: number }) => {
              if (m.counted !== path) return;
              child.off("message", listen);
              counted(m.statements);
            };
            child.on("message", listen);
            child.send({ count: path, headers });
          }),
        usage: (collect = true) =>
          new Promise((measured) => {
            const listen = (m: { usage?: TargetUsage }) => {
              if (!m.usage) return;
              child.off("message", listen);
              measured(m.usage);
            };
            child.on("message", listen);
            child.send({ usage: { collect } });
          }),
        profile: (file) =>
          new Promise((done) => {
            const listen = (m: { profiled?: string | null }) => {
              if (m.profiled !== (file ?? null)) return;
              child.off("message", listen);
              done();
            };
            child.on("message", listen);
            child.send({ profile: file ?? null });
          }),
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      }),
    );
    void exited.then(() => reject(new Error(`the ${target} server exited before listening`)));
  });
}

export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

export interface Load {
  req_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
}

/** Autocannon's histogram has no 95th percentile: the latencies are collected here instead. */
export async function load(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(percentile(latencies, q) * 10) / 10;
  return {
    req_s: Math.round(r.requests.average),
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    p99_ms: at(0.99),
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/**
 * A scratch database on the PostgreSQL of DATABASE_URL for the length of `run`, dropped after it;
 * a named one is dropped first too, in case an interrupted run left it behind. BENCH_KEEP=1 keeps
 * it after the run, to profile or EXPLAIN against the same data.
 */
export async function withPostgres<T>(
  run: (databaseUrl: string) => Promise<T>,
  name = `atelier_bench_${randomBytes(5).toString("hex")}`,
): Promise<T> {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  try {
    return await run(withDatabase(requireDatabaseUrl(), name));
  } finally {
    if (process.env.BENCH_KEEP === "1") console.log(`\nkept: ${withDatabase(requireDatabaseUrl(), name)}`);
    else await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

/** Prints rows as columns, the first row being the heading. */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

/** Writes a result document under bench/results/ and says where. */
export function writeResults(file: string, result: object): void {
  const resultsDir = path.join(here, "results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, file), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), path.join(resultsDir, file))}`);
}

/** Names for generated people, with the accents and ligatures name search must fold. */
export const FIRST_NAMES = [
  "Jana",
  "Jürgen",
  "Renée",
  "Zoë",
  "Ørjan",
  "Łukasz",
  "Anna",
  "Jonas",
  "Lea",
  "Noah",
  "Mia",
  "Élodie",
  "Lukas",
  "Sophie",
  "Maximilian",
  "Hannah",
  "Felix",
  "Emilia",
  "Paul",
  "Clara",
  "Ben",
  "Marie",
  "Elias",
  "Lina",
  "Finn",
  "Ida",
  "Leon",
  "Frieda",
  "Matteo",
  "Nele",
];
export const LAST_NAMES = [
  "Müller",
  "Groß",
  "Östlund",
  "Weiß",
  "Kowalski",
  "Dubois",
  "Schmidt",
  "Brandt",
  "Keller",
  "Nørgaard",
  "Schneider",
  "Fischer",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Schäfer",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
];
