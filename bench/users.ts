import os from "node:os";
import { asc, type Logger, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { connectDatabase, type Database, type DatabaseHandle } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import * as schema from "../server/src/db/schema/index.ts";
import {
  connections,
  creativeFields,
  locations,
  operationSkills,
  profiles,
  standardizedSkills,
  userCreativeFields,
  users,
} from "../server/src/db/schema/index.ts";
import {
  connectableScope,
  listUsers,
  type UserFilter,
  type UserOrder,
  type UserScope,
} from "../server/src/features/discovery/users/service.ts";
import { seed } from "../server/src/seed/index.ts";
import { TEMPLATE_CITY_MIN_POPULATION } from "../server/test/template.ts";
import { FIRST_NAMES, LAST_NAMES, percentile, printTable, withPostgres, writeResults } from "./harness.ts";

/**
 * `npm run bench:users` (part of `npm run bench`): the database work behind GET /api/v1/users with
 * USER_COUNT members: name search, order by name, recommendations. On PGlite, and on PostgreSQL too
 * when DATABASE_URL is set. Prints a table and writes bench/results/users.json; `-- --explain` prints
 * each case's query plans too.
 */

const USER_COUNT = 5000;
const WARMUP = 5;
const SAMPLES = 40;
const PAGE = { size: 20, offset: 0 };

/** The same people on every run and on both databases. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

async function populate(db: Database): Promise<number> {
  const pick = random(42);
  const fieldIds = (await db.select({ id: creativeFields.id }).from(creativeFields)).map((r) => r.id);
  const skillIds = (await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(200)).map(
    (r) => r.id,
  );
  const cityIds = (await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id)).limit(300)).map(
    (r) => r.id,
  );
  const ids: number[] = [];
  for (let start = 0; start < USER_COUNT; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, USER_COUNT - start) }, (_, k) => {
      const i = start + k;
      return {
        email: `bench-${i}@example.test`,
        name: `${FIRST_NAMES[pick(FIRST_NAMES.length)]} ${LAST_NAMES[pick(LAST_NAMES.length)]} ${i}`,
        kind: i % 10 === 0 ? ("company" as const) : ("private" as const),
        isCreative: true,
        complete: true,
        confirmedAt: new Date(),
        locationId: cityIds[pick(cityIds.length)],
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
      };
    });
    ids.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map((r) => r.id));
  }
  await db.insert(profiles).values(
    ids.map((userId, i) => ({
      userId,
      slug: `bench-${i}`,
      headline: i % 3 === 0 ? "Illustrator" : null,
      ...(i % 10 === 0
        ? { nameOption: "display" as const, displayName: `Studio ${LAST_NAMES[pick(LAST_NAMES.length)]} ${i}` }
        : {}),
    })),
  );
  for (let start = 0; start < ids.length; start += 1000) {
    const operations = ids.slice(start, start + 1000).flatMap((userId) => {
      const chosen = new Set(Array.from({ length: 1 + pick(3) }, () => fieldIds[pick(fieldIds.length)]));
      return [...chosen].map((creativeFieldId, position) => ({ userId, creativeFieldId, position }));
    });
    const rows = await db.insert(userCreativeFields).values(operations).returning({ id: userCreativeFields.id });
    const skills = rows.flatMap((op) => {
      const chosen = new Set(Array.from({ length: pick(3) }, () => skillIds[pick(skillIds.length)]));
      return [...chosen].map((skillId) => ({ operationId: op.id, skillId }));
    });
    if (skills.length > 0) await db.insert(operationSkills).values(skills);
  }
  const pairs = new Set<string>();
  const links: (typeof connections.$inferInsert)[] = [];
  for (let k = 0; k < USER_COUNT * 4; k += 1) {
    const [a, b] = [ids[pick(ids.length)], ids[pick(ids.length)]];
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    if (a === b || pairs.has(key)) continue;
    pairs.add(key);
    const confirmed = k % 5 !== 0;
    links.push({
      requesterId: a,
      connecteeId: b,
      status: confirmed ? "confirmed" : "requested",
      confirmedAt: confirmed ? new Date() : null,
    });
  }
  for (let start = 0; start < links.length; start += 2000) {
    await db.insert(connections).values(links.slice(start, start + 2000));
  }
  await db.execute(sql`analyze`);
  return ids[0];
}

interface Case {
  name: string;
  scope(db: Database, me: number): Promise<UserScope>;
  filter: UserFilter;
  order?: UserOrder;
}

const CASES: Case[] = [
  { name: 'search "müller"', scope: async () => ({}), filter: { names: ["müller"] } },
  { name: 'search "jana mul"', scope: async () => ({}), filter: { names: ["jana mul"] } },
  { name: 'search "weiss 42"', scope: async () => ({}), filter: { names: ["weiss 42"] } },
  { name: 'search "studio kel", by name', scope: async () => ({}), filter: { names: ["studio kel"] }, order: "name" },
  { name: "all, by name", scope: async () => ({}), filter: {}, order: "name" },
  { name: "recommendations", scope: (db, me) => connectableScope(db, me), filter: {} },
];

const round = (n: number) => Math.round(n * 100) / 100;

async function time(db: Database, me: number, c: Case) {
  const once = async () => {
    const started = performance.now();
    const result = await listUsers(db, { id: me }, await c.scope(db, me), c.filter, c.order, PAGE);
    return { ms: performance.now() - started, total: result.total };
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const run = await once();
    samples.push(run.ms);
    total = run.total;
  }
  samples.sort((a, b) => a - b);
  return { median_ms: round(percentile(samples, 0.5)), p95_ms: round(percentile(samples, 0.95)), total };
}

interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Runs a case once through a database that records its statements, then has each one explained. */
async function explain(handle: DatabaseHandle, me: number, c: Case) {
  const client = (handle.db as unknown as { $client: QueryClient }).$client;
  const statements: { text: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (text, params) => statements.push({ text, params }) };
  const recording = (handle.driver === "postgres"
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Database;
  await listUsers(recording, { id: me }, await c.scope(recording, me), c.filter, c.order, PAGE);
  console.log(`\n=== ${handle.driver}: ${c.name}`);
  for (const { text, params } of statements.filter((s) => s.text.includes('from "users"'))) {
    const plan = await client.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
    console.log(plan.rows.map((row) => Object.values(row)[0]).join("\n"), "\n");
  }
}

async function measure(handle: DatabaseHandle) {
  await migrate(handle);
  await seed(handle.db, { demo: false, cityMinPopulation: TEMPLATE_CITY_MIN_POPULATION });
  const me = await populate(handle.db);
  const results: Record<string, Awaited<ReturnType<typeof time>>> = {};
  for (const c of CASES) results[c.name] = await time(handle.db, me, c);
  if (process.argv.includes("--explain")) for (const c of CASES) await explain(handle, me, c);
  return results;
}

const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
const pglite = await connectDatabase({ dataDir: "memory://" });
try {
  results.pglite = await measure(pglite);
} finally {
  await pglite.close();
}
if (process.env.DATABASE_URL) {
  results.postgres = await withPostgres(async (databaseUrl) => {
    const postgres = await connectDatabase({ databaseUrl, poolSize: 2 });
    try {
      return await measure(postgres);
    } finally {
      await postgres.close();
    }
  });
}

const databases = Object.keys(results);
const rows = [
  ["query", ...databases.flatMap((d) => [`${d} median ms`, `${d} p95 ms`, "matches"])],
  ...CASES.map((c) => [
    c.name,
    ...databases.flatMap((d) => {
      const r = results[d][c.name];
      return [String(r.median_ms), String(r.p95_ms), String(r.total)];
    }),
  ]),
];
console.log(
  `\nGET /api/v1/users, database work for one page of ${PAGE.size}: ${USER_COUNT} users, median of ${SAMPLES} runs after ${WARMUP} warm-up.` +
    ` ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.\n`,
);
printTable(rows);
writeResults("users.json", {
  date: new Date().toISOString(),
  node: process.version,
  users: USER_COUNT,
  samples: SAMPLES,
  ...results,
});
