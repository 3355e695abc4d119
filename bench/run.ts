import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type Load, load, percentile, printTable, start, withPostgres, writeResults } from "./harness.ts";

/**
 * `npm run bench`: (a) throughput of the app's GET /api/locales against a bare Fastify route
 * serving the same document, (b) latency of server-rendering the home page. On PGlite, and on
 * PostgreSQL too when DATABASE_URL is set. Prints a table and writes bench/results/latest.json.
 * Then (c) a demo profile read through the API and its page as a visitor gets it (with no cookie, and
 * with a language cookie) and as another demo member signed in gets it, a showroom item's page and
 * the home page for both, beside a bare Fastify
 * route running one indexed query on PostgreSQL
 * (B1), and the showroom's list with every include and one showroom item beside it, written to
 * bench/results/profile.json.
 * BENCH_ONLY=profile or BENCH_ONLY=locales runs one part.
 */

const CONNECTIONS = 100;
const DURATION_S = 10;
const ROUNDS = 2;
const SSR_WARMUP = 50;
const SSR_SAMPLES = 300;
const TARGETS = { ratio: 0.8, ssrMedianMs: 15, ssrP95Ms: 40 };

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

async function benchLocales() {
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
  console.log(
    `\nGET /api/locales: ${CONNECTIONS} connections, ${DURATION_S} s each for the app and the bare route in ${ROUNDS} alternating slices.` +
      `\nSSR GET /: ${SSR_SAMPLES} sequential requests after ${SSR_WARMUP} warm-up. ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.\n`,
  );
  printTable(rows);
  writeResults("latest.json", {
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
  });
}

const PROFILE_SECONDS = 8;
const PROFILE_TARGETS = { apiShareOfB1: 0.5, apiP95Ms: 30, ssrReqS: 200, ssrP95Ms: 300, pgliteShare: 1 / 3 };

interface ProfileRow extends Partial<Load> {
  request: string;
  database: string;
  connections: number;
  statements: number | null;
}

async function measureProfile(database: string, env: Record<string, string>, rows: ProfileRow[], single: boolean) {
  const app = await start("profile", env);
  const user = app.ready.user as { id: number; slug: string };
  // Visitors get what is kept of a user and their page, per language and preferences; a member
  // signed in has the page rendered for them.
  const member = app.ready.member as string;
  const requests: { request: string; path: string; headers: Record<string, string> }[] = [
    { request: "GET /api/v1/users/{slug}", path: `/api/v1/users/${user.slug}`, headers: {} },
    { request: "GET /profile/{slug} (SSR, visitor)", path: `/profile/${user.slug}`, headers: {} },
    {
      request: "GET /profile/{slug} (SSR, visitor, language cookie)",
      path: `/profile/${user.slug}`,
      headers: { cookie: "locale=de" },
    },
    { request: "GET /profile/{slug} (SSR, signed in)", path: `/profile/${user.slug}`, headers: { cookie: member } },
    { request: "GET /showroom/{slug} (SSR, visitor)", path: `/showroom/${app.ready.item}`, headers: {} },
    {
      request: "GET /showroom/{slug} (SSR, signed in)",
      path: `/showroom/${app.ready.item}`,
      headers: { cookie: member },
    },
    { request: "GET / (SSR, visitor)", path: "/", headers: {} },
    { request: "GET / (SSR, signed in)", path: "/", headers: { cookie: member } },
    {
      request: "GET /api/v1/showroom/items (20, every include)",
      path: "/api/v1/showroom/items?include=owner,media,co_creators,weblinks,creative_fields,assigned_skills",
      headers: {},
    },
    { request: "GET /api/v1/showroom/items/{slug}", path: `/api/v1/showroom/items/${app.ready.item}`, headers: {} },
  ];
  for (const { request, path: at, headers } of requests) {
    // The first request reads what every later one shares (reference lists, the web's start data).
    await app.statements(at, headers);
    const statements = await app.statements(at, headers);
    for (const connections of single ? [1, 50] : [50]) {
      rows.push({
        request,
        database,
        connections,
        statements,
        ...(await load(`${app.url}${at}`, { connections, seconds: PROFILE_SECONDS, headers })),
      });
    }
  }
  await app.stop();
  return user;
}

async function benchProfile() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
  const rows: ProfileRow[] = [];
  try {
    if (process.env.DATABASE_URL) {
      await withPostgres(async (databaseUrl) => {
        const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
        const user = await measureProfile("postgres", env, rows, true);
        const b1 = await start("b1", {
          ...env,
          BENCH_B1_SQL: "select id, name, kind, created_at from users where id = $1",
          BENCH_B1_PARAMS: JSON.stringify([user.id]),
        });
        for (const connections of [1, 50]) {
          rows.unshift({
            request: "B1 bare Fastify + pg",
            database: "postgres",
            connections,
            statements: 1,
            ...(await load(`${b1.url}/b1`, { connections, seconds: PROFILE_SECONDS })),
          });
        }
        await b1.stop();
      });
    }
    await measureProfile("pglite", { DATA_DIR: dataDir }, rows, false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const find = (request: string, database: string, connections: number) =>
    rows.find((r) => r.request.startsWith(request) && r.database === database && r.connections === connections);
  const b1 = find("B1", "postgres", 50);
  const verdict = (row: ProfileRow): string => {
    const misses: string[] = [];
    if (row.connections !== 50 || row.request.startsWith("B1")) return "";
    // An answer other than 200 measures nothing the target is about.
    if ((row.errors ?? 0) > 0) misses.push(`${row.errors} errors`);
    const share = row.database === "pglite" ? PROFILE_TARGETS.pgliteShare : 1;
    if (row.request.includes("/api/")) {
      // The embedded database's targets are a third of PostgreSQL's, B1's share included.
      const floor = (b1?.req_s ?? 0) * PROFILE_TARGETS.apiShareOfB1 * share;
      if ((row.req_s ?? 0) < floor) misses.push(`req/s < ${Math.round(floor)}`);
      if ((row.p95_ms ?? 0) > PROFILE_TARGETS.apiP95Ms / share)
        misses.push(`p95 > ${Math.round(PROFILE_TARGETS.apiP95Ms / share)}`);
    } else {
      const floor = PROFILE_TARGETS.ssrReqS * share;
      if ((row.req_s ?? 0) < floor) misses.push(`req/s < ${Math.round(floor)}`);
      if ((row.p95_ms ?? 0) > PROFILE_TARGETS.ssrP95Ms / share)
        misses.push(`p95 > ${Math.round(PROFILE_TARGETS.ssrP95Ms / share)}`);
    }
    return misses.length > 0 ? `MISSED ${misses.join(", ")}` : "met";
  };
  const table = [
    ["request", "database", "c", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "statements", "targets"],
    ...rows.map((r) => [
      r.request,
      r.database,
      String(r.connections),
      String(r.req_s),
      String(r.p50_ms),
      String(r.p95_ms),
      String(r.p99_ms),
      String(r.errors),
      String(r.statements),
      verdict(r),
    ]),
  ];
  console.log(
    `\nA demo profile: ${PROFILE_SECONDS} s per row. ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.` +
      "\nTargets at c=50: the API at half of B1's req/s or more with p95 <= 30 ms; SSR >= 200 req/s with p95 <= 300 ms; PGlite a third of those.\n",
  );
  printTable(table);
  writeResults("profile.json", {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    seconds: PROFILE_SECONDS,
    targets: PROFILE_TARGETS,
    load_average: os.loadavg()[0],
    rows,
  });
}

const only = process.env.BENCH_ONLY;
if (only !== "profile") await benchLocales();
if (only !== "locales") await benchProfile();
