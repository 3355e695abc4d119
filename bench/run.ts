import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { adminQuery } from "../server/test/reliability/postgres-admin.ts";
import { requireDatabaseUrl, withDatabase } from "../server/test/template.ts";
import type { BenchTarget } from "./target.ts";

/**
 * `npm run bench`: (a) throughput of the app's GET /api/locales against a bare Fastify route
 * serving the same document, (b) latency of server-rendering the home page. On PGlite, and on
 * PostgreSQL too when DATABASE_URL is set. Prints a table and writes bench/results/latest.json.
 */

const here = import.meta.dirname;
const CONNECTIONS = 100;
const DURATION_S = 10;
const ROUNDS = 2;
const SSR_WARMUP = 50;
const SSR_SAMPLES = 300;
const TARGETS = { ratio: 0.6, ssrMedianMs: 15, ssrP95Ms: 40 };

interface Running {
  url: string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A failed measurement must not leave servers behind.
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

function start(target: BenchTarget, env: Record<string, string> = {}): Promise<Running> {
  const child = fork(path.join(here, "target.ts"), [], {
    execArgv: ["--import", "tsx"],
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
    child.once("message", (m: { port: number }) =>
      resolve({
        url: `http://127.0.0.1:${m.port}`,
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      }),
    );
    void exited.then(() => reject(new Error(`the ${target} server exited before listening`)));
  });
}

interface Throughput {
  req_s: number;
  p99_ms: number;
  errors: number;
}

async function throughput(url: string, seconds: number): Promise<Throughput> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { req_s: r.requests.average, p99_ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const combine = (runs: Throughput[]): Throughput => ({
  req_s: Math.round(runs.reduce((sum, r) => sum + r.req_s, 0) / runs.length),
  p99_ms: Math.max(...runs.map((r) => r.p99_ms)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

/**
 * The app and the bare route take turns in short slices, so that load from anything else on the
 * machine falls on both alike and the ratio stays meaningful.
 */
async function compareWithBare(route: string, appOrigin: string, bareOrigin: string) {
  const app: Throughput[] = [];
  const bare: Throughput[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await throughput(`${bareOrigin}${route}`, DURATION_S / ROUNDS));
    app.push(await throughput(`${appOrigin}${route}`, DURATION_S / ROUNDS));
  }
  const result = { app: combine(app), bare: combine(bare) };
  return { ...result, ratio: Math.round((result.app.req_s / result.bare.req_s) * 1000) / 1000 };
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

/** One request at a time over a kept-alive connection, timed to the last byte of the page. */
async function pageLatency(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      request(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      })
        .on("error", reject)
        .end();
    });
  for (let i = 0; i < SSR_WARMUP; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < SSR_SAMPLES; i++) samples.push(await get());
  agent.destroy();
  samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { median_ms: round(percentile(samples, 0.5)), p95_ms: round(percentile(samples, 0.95)) };
}

async function measureDatabase(env: Record<string, string>, bareOrigin: string) {
  const api = await start("app", env);
  const locales = await compareWithBare("/api/locales", api.url, bareOrigin);
  await api.stop();
  const web = await start("web", env);
  const ssr = await pageLatency(`${web.url}/`);
  await web.stop();
  return { locales, ssr };
}

async function withPostgres<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `atelier_bench_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  try {
    return await run(withDatabase(requireDatabaseUrl(), name));
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

const bare = await start("bare");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
const results: Record<string, Awaited<ReturnType<typeof measureDatabase>>> = {};
try {
  results.pglite = await measureDatabase({ DATA_DIR: dataDir }, bare.url);
  if (process.env.DATABASE_URL) {
    results.postgres = await withPostgres((databaseUrl) =>
      measureDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, bare.url),
    );
  }
} finally {
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const mark = (ok: boolean) => (ok ? "" : " MISSED");
const rows: string[][] = [
  [
    "database",
    "bare req/s",
    "app req/s",
    "app p99 ms",
    "errors",
    `app/bare (>= ${TARGETS.ratio * 100} %)`,
    `SSR median ms (<= ${TARGETS.ssrMedianMs})`,
    `SSR p95 ms (<= ${TARGETS.ssrP95Ms})`,
  ],
  ...Object.entries(results).map(([database, { locales, ssr }]) => [
    database,
    String(locales.bare.req_s),
    String(locales.app.req_s),
    String(locales.app.p99_ms),
    String(locales.app.errors + locales.bare.errors),
    `${Math.round(locales.ratio * 100)} %${mark(locales.ratio >= TARGETS.ratio)}`,
    `${ssr.median_ms}${mark(ssr.median_ms <= TARGETS.ssrMedianMs)}`,
    `${ssr.p95_ms}${mark(ssr.p95_ms <= TARGETS.ssrP95Ms)}`,
  ]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(
  `\nGET /api/locales: ${CONNECTIONS} connections, ${DURATION_S} s each for the app and the bare route in ${ROUNDS} alternating slices.` +
    `\nSSR GET /: ${SSR_SAMPLES} sequential requests after ${SSR_WARMUP} warm-up. ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.\n`,
);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));

const resultsDir = path.join(here, "results");
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, "latest.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      settings: {
        connections: CONNECTIONS,
        duration_s: DURATION_S,
        rounds: ROUNDS,
        ssr_warmup: SSR_WARMUP,
        ssr_samples: SSR_SAMPLES,
      },
      targets: TARGETS,
      load_average: os.loadavg()[0],
      ...results,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to ${path.relative(process.cwd(), path.join(resultsDir, "latest.json"))}`);
