import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { COOKIES } from "@atelier/common";
import { and, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config.ts";
import { createDeps } from "../server/src/create-deps.ts";
import { connectDatabase, type Database } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { creationFields, creationMedia, creations, creativeFields, profiles } from "../server/src/db/schema/index.ts";
import { issueSession } from "../server/src/platform/auth/sessions.ts";
import { mountWebApp } from "../server/src/platform/web/ssr.ts";
import { demoUserIds } from "../server/src/seed/demo/accounts.ts";
import { seed } from "../server/src/seed/index.ts";
import { recordStatement, statementsOf } from "../server/test/statements.ts";
import { relay } from "./relay.ts";

/**
 * One server under measurement, in its own process so the load generator never shares its event
 * loop. `BENCH_TARGET` picks it: the app (optionally with the web build mounted) or a bare Fastify
 * route that returns a locales-shaped document from memory, the ceiling the app is compared with;
 * `profile` is the app with the web build on the demo world, `b1` a bare Fastify route running one
 * prepared query on PostgreSQL (see bareQuery), `relay` the bare live relay of bench/relay.ts. The
 * port goes back to the parent over IPC, with the demo profile's id and slug; `{ count: url, headers }`
 * answers how many statements one request to url runs, `{ usage: { collect } }` the process's
 * memory (after a full garbage collection when `collect`), the processor time it has used and its
 * event loop's delay, `{ profile: null }` starts a CPU profile and `{ profile: file }` writes it there.
 */
export type BenchTarget = "app" | "web" | "bare" | "profile" | "b1" | "relay";

/** The garbage collections of one kind since the last answer: how many, and the longest pause in milliseconds. */
export interface CollectionsOfKind {
  count: number;
  maxMs: number;
}

/**
 * What `{ usage: { collect } }` answers: memory in bytes, processor time (user and system) in milliseconds,
 * how late the event loop ran what was due since the last answer (99th percentile and worst), and the
 * garbage collections since then: the minor ones (scavenges), the major ones (mark-compact), and when
 * each major one began (milliseconds since the epoch, as `performance.timeOrigin + performance.now()`
 * reads in any process of the machine), so that a run can tell which of its late messages waited for one.
 */
export interface TargetUsage {
  rss: number;
  heapUsed: number;
  cpuMs: number;
  loopDelayMs: { p99: number; max: number };
  collections: { minor: CollectionsOfKind; major: CollectionsOfKind; majorAt: number[] };
}

export interface TargetReady {
  port: number;
  user?: { id: number; slug: string };
  /** The slug of a published showroom item of the demo world. */
  item?: string;
  /** The session cookie of another demo member, who opens the profile signed in. */
  member?: string;
}

const LOCALES_DOCUMENT = {
  data: [
    { type: "locales", id: "1", attributes: { code: "en", name: "English", is_default: true } },
    { type: "locales", id: "2", attributes: { code: "de", name: "Deutsch", is_default: false } },
  ],
};

const resourceSchema = {
  type: "object",
  properties: {
    type: { type: "string" },
    id: { type: "string" },
    attributes: {
      type: "object",
      properties: { code: { type: "string" }, name: { type: "string" }, is_default: { type: "boolean" } },
    },
  },
};

async function bare(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get(
    "/api/locales",
    {
      schema: { response: { 200: { type: "object", properties: { data: { type: "array", items: resourceSchema } } } } },
    },
    async (_req, reply) => reply.type("application/vnd.api+json").send(LOCALES_DOCUMENT),
  );
  return app;
}

/**
 * The bare route B1: one prepared statement (BENCH_B1_SQL with the JSON array BENCH_B1_PARAMS) through
 * a pool of the app's size, its rows returned as they come.
 */
async function bareQuery(): Promise<FastifyInstance> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: loadConfig().databasePoolSize });
  const statement = {
    name: "b1",
    text: process.env.BENCH_B1_SQL as string,
    values: JSON.parse(process.env.BENCH_B1_PARAMS ?? "[]") as unknown[],
  };
  const app = Fastify();
  app.get("/b1", async () => {
    const { rows } = await pool.query(statement);
    return { data: rows };
  });
  app.addHook("onClose", () => pool.end());
  return app;
}

async function atelier(withWeb: boolean, demo: boolean): Promise<{ app: FastifyInstance; ready: TargetReady }> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
    poolSize: config.databasePoolSize,
    onStatement: recordStatement,
  });
  await migrate(database);
  const deps = await createDeps(config, database);
  await seed(database.db, { demo: demo && deps, config });
  const app = await buildApp(deps);
  if (withWeb) await mountWebApp(app, config);
  app.addHook("onClose", () => deps.close());
  await app.listen({ port: 0, host: "127.0.0.1" });
  const ready: TargetReady = { port: (app.server.address() as { port: number }).port };
  if (demo) {
    const ids = await demoUserIds(database.db);
    const id = ids.get("mara") as number;
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, id));
    ready.user = { id, slug: profile.slug };
    ready.item = await showroomItem(database.db, [...ids.values()]);
    // A plain member (no co-creation waiting for their answer), who gets the pages kept for members.
    const { token } = await issueSession(database.db, ids.get("studio") as number);
    ready.member = `${COOKIES.authToken}=${token}`;
  }
  return { app, ready };
}

/**
 * A published showroom item's slug; a demo world without items first gets 60 of them, three per
 * creative, each with two images (rows only: the list and the item page read no file).
 */
async function showroomItem(db: Database, ownerIds: number[]): Promise<string> {
  const [existing] = await db
    .select({ slug: creations.slug })
    .from(creations)
    .where(and(eq(creations.type, "showroom"), eq(creations.status, "published")))
    .limit(1);
  if (existing) return existing.slug;
  const fields = await db.select({ id: creativeFields.id }).from(creativeFields).limit(6);
  let made = 0;
  for (const ownerId of ownerIds.slice(0, 20)) {
    for (let position = 0; position < 3; position += 1, made += 1) {
      const [item] = await db
        .insert(creations)
        .values({
          type: "showroom",
          ownerId,
          slug: `bench-item-${made}`,
          title: `Bench item ${made}`,
          description: "Measured, not shown.",
          status: "published",
          position,
          seedRank: (made * 7919) % 100_003,
          publishedAt: new Date(),
        })
        .returning();
      await db.insert(creationFields).values({ creationId: item.id, creativeFieldId: fields[made % fields.length].id });
      await db.insert(creationMedia).values(
        [0, 1].map((medium) => ({
          creationId: item.id,
          type: "image" as const,
          position: medium,
          renditions: { "320": `bench/${made}-${medium}-320.webp`, "640": `bench/${made}-${medium}-640.webp` },
          width: 640,
          height: 480,
        })),
      );
    }
  }
  return "bench-item-1";
}

const target = process.env.BENCH_TARGET as BenchTarget;
let app: FastifyInstance;
let ready: TargetReady;
if (target === "bare" || target === "b1" || target === "relay") {
  if (target === "bare") app = await bare();
  else if (target === "b1") app = await bareQuery();
  else app = await relay(process.env.REDIS_URL as string, process.env.REDIS_NAMESPACE as string);
  await app.listen({ port: 0, host: "127.0.0.1" });
  ready = { port: (app.server.address() as { port: number }).port };
} else {
  ({ app, ready } = await atelier(target !== "app", target === "profile"));
}
/** A CPU profile of a stretch of the run, started and stopped by the parent (harness.ts, Running.profile). */
let profiler: Session | undefined;

async function profile(file: string | null): Promise<void> {
  if (file === null) {
    profiler = new Session();
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
  } else if (profiler) {
    const { profile } = await profiler.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
    profiler = undefined;
  }
  process.send?.({ profiled: file });
}

type Ask =
  | { count: string; headers?: Record<string, string> }
  | { usage: { collect: boolean } }
  | { profile: string | null };

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

const noCollections = (): TargetUsage["collections"] => ({
  minor: { count: 0, maxMs: 0 },
  major: { count: 0, maxMs: 0 },
  majorAt: [],
});
let collections = noCollections();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    const major = kind === constants.NODE_PERFORMANCE_GC_MAJOR;
    if (!major && kind !== constants.NODE_PERFORMANCE_GC_MINOR) continue;
    const of = major ? collections.major : collections.minor;
    of.count += 1;
    of.maxMs = Math.max(of.maxMs, entry.duration);
    if (major) collections.majorAt.push(performance.timeOrigin + entry.startTime);
  }
}).observe({ entryTypes: ["gc"] });

process.on("message", (m: Ask) => {
  if ("profile" in m) {
    void profile(m.profile);
    return;
  }
  if ("usage" in m) {
    // Read before collecting, which is not the work measured.
    const { user, system } = process.cpuUsage();
    const delayMs = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
    loopDelay.reset();
    const collected = collections;
    collections = noCollections();
    // Started with --expose-gc (harness.ts): what is left is what the process holds, not garbage.
    if (m.usage.collect) globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    const usage: TargetUsage = {
      rss,
      heapUsed,
      cpuMs: (user + system) / 1000,
      loopDelayMs: delayMs,
      collections: collected,
    };
    process.send?.({ usage });
    return;
  }
  void statementsOf(() => app.inject({ url: m.count, headers: m.headers })).then(({ statements }) =>
    process.send?.({ counted: m.count, statements: statements.length }),
  );
});
process.send?.(ready);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
