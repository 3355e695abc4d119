import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  COOKIES,
  type FindFilterName,
  type FindKind,
  type FindScope,
  findFilterParam,
  findKindParams,
} from "@atelier/common";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { connectDatabase, type Database, type DatabaseHandle } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import * as schema from "../server/src/db/schema/index.ts";
import { issueSession } from "../server/src/platform/auth/sessions.ts";
import { seed } from "../server/src/seed/index.ts";
import { FIRST_NAMES, LAST_NAMES, type Load, load, printTable, start, withPostgres, writeResults } from "./harness.ts";

/**
 * `npm run bench:discovery`: finding creatives and clients among BENCH_USERS (100 000) generated
 * members, and opportunities among BENCH_OPPORTUNITIES (20 000) their clients posted, through the
 * real HTTP API with autocannon, half the cases signed in with a session cookie. On PostgreSQL
 * (DATABASE_URL) beside baselines on the same data in the same run: B1, a bare Fastify route running
 * one prepared indexed query with pg (the people's, and the board's as J1), and B1's query through
 * pgbench, the physical floor. Then the same cases on PGlite, shorter. Prints a table and writes
 * bench/results/discovery.json. BENCH_DURATION (s per case, 10), BENCH_CONNECTIONS (50),
 * BENCH_PGLITE_DURATION (3), BENCH_WARMUP (s of load before each case, not counted, 2) and
 * BENCH_ONLY=postgres|pglite change what it measures; BENCH_KEEP=1 keeps
 * the PostgreSQL database and prints a member's session, to profile against.
 */

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const USERS = number("BENCH_USERS", 100_000);
const OPPORTUNITIES = number("BENCH_OPPORTUNITIES", 20_000);
const CONNECTIONS = number("BENCH_CONNECTIONS", 50);
const DURATION_S = number("BENCH_DURATION", 10);
const PGLITE_DURATION_S = number("BENCH_PGLITE_DURATION", 3);
const WARMUP_S = number("BENCH_WARMUP", 2);
const ONLY = process.env.BENCH_ONLY;
const TARGETS = { p95Ms: 25, p99Ms: 50, shareOfB1: 0.5, namesP95Ms: 30 };
const DATABASE_NAME = "atelier_bench_discovery";

/** What a result card shows, as the find pages ask for it. */
const CARD_INCLUDE = "assigned_professions.profession,location,showroom_items";
/** What an opportunity's card shows, as the jobs board asks for it. */
const JOB_CARD_INCLUDE = "owner,location,creative_fields,skills";

/** Reference rows the cases filter by: the most used of each, as the seed's skew makes them. */
interface Picks {
  field: number;
  secondField: number;
  skill: number;
  city: number;
  secondCity: number;
  industry: number;
  /** A member whose session the signed-in cases use. */
  member: number;
}

interface Case {
  name: string;
  /** Name searches have their own latency target. */
  names?: boolean;
  /** The baseline the case's throughput is held to: B1 for people, J1 for the board. */
  baseline?: Baseline;
  signedIn: boolean;
  path(p: Picks): string;
}

type Baseline = "b1" | "j1";

/** A find list's URL, built from the shared contract's parameter names. */
function findPath(
  scope: FindScope,
  kind: FindKind,
  filters: Partial<Record<FindFilterName, string>>,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(findKindParams(scope, kind))) query.set(`filter[${name}]`, value);
  for (const [name, value] of Object.entries(filters)) {
    query.set(`filter[${findFilterParam(scope, name as FindFilterName)}]`, value);
  }
  for (const [name, value] of Object.entries({ include: CARD_INCLUDE, ...extra })) query.set(name, value);
  return `/api/v1/${scope}?${query}`;
}

/** The ten filter combinations the find pages are used with most, then the name searches. */
const CASES: Case[] = [
  { name: "creatives, no filter", signedIn: false, path: () => findPath("creatives", "all", {}) },
  {
    name: "creatives, field",
    signedIn: false,
    path: (p) => findPath("creatives", "all", { creativeFieldIds: `${p.field}` }),
  },
  {
    name: "creatives, field + city",
    signedIn: true,
    path: (p) => findPath("creatives", "all", { creativeFieldIds: `${p.field}`, locationIds: `${p.city}` }),
  },
  { name: "creatives, skill", signedIn: false, path: (p) => findPath("creatives", "all", { skills: `${p.skill}` }) },
  {
    name: "creatives, 2 fields + skill + 2 cities, newest",
    signedIn: true,
    path: (p) =>
      findPath(
        "creatives",
        "all",
        {
          creativeFieldIds: `${p.field},${p.secondField}`,
          skills: `${p.skill}`,
          locationIds: `${p.city},${p.secondCity}`,
        },
        { sorted_by: "1" },
      ),
  },
  {
    name: "private creatives, field + expert",
    signedIn: true,
    path: (p) => findPath("creatives", "private", { creativeFieldIds: `${p.field}`, levels: "expert" }),
  },
  {
    name: "private creatives, en,de + city",
    signedIn: false,
    path: (p) => findPath("creatives", "private", { languageCodes: "en,de", locationIds: `${p.city}` }),
  },
  {
    name: "company creatives, field + city, page 2",
    signedIn: true,
    path: (p) =>
      findPath(
        "creatives",
        "company",
        { creativeFieldIds: `${p.field}`, locationIds: `${p.city}` },
        { "page[number]": "2" },
      ),
  },
  {
    name: "clients inside CCI, field + city",
    signedIn: false,
    path: (p) => findPath("clients", "companyInsideCci", { creativeFieldIds: `${p.field}`, locationIds: `${p.city}` }),
  },
  {
    name: "clients outside CCI, industry",
    signedIn: true,
    path: (p) => findPath("clients", "companyOutsideCci", { industryIds: `${p.industry}` }),
  },
  {
    name: 'creatives named "jana mul"',
    names: true,
    signedIn: false,
    path: () => findPath("creatives", "all", { names: "jana mul" }),
  },
  {
    name: 'creatives named "müller" + field',
    names: true,
    signedIn: true,
    path: (p) => findPath("creatives", "all", { names: "müller", creativeFieldIds: `${p.field}` }),
  },
  {
    name: 'clients named "studio kel"',
    names: true,
    signedIn: false,
    path: () => findPath("clients", "all", { names: "studio kel" }),
  },
  {
    name: 'people named "weiss" (header search)',
    names: true,
    signedIn: true,
    path: () => `/api/v1/users?${new URLSearchParams({ "filter[with_user_names]": "weiss" })}`,
  },
];

/** A page of the jobs board as the web asks for it: 20 cards with what they show. */
function boardPath(filters: Record<string, string>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ "page[size]": "20", include: JOB_CARD_INCLUDE, ...extra });
  for (const [name, value] of Object.entries(filters)) query.set(`filter[${name}]`, value);
  return `/api/v1/opportunities?${query}`;
}

/** The jobs board as it is used most: two filters, the place or the words a visitor adds. */
const JOB_CASES: Case[] = [
  { name: "jobs board, no filter", baseline: "j1", signedIn: false, path: () => boardPath({}) },
  {
    name: "jobs board, jobs + field",
    baseline: "j1",
    signedIn: false,
    path: (p) => boardPath({ with_opportunity_kinds: "job", with_opportunity_creative_field_ids: `${p.field}` }),
  },
  {
    name: "jobs board, field + remote",
    baseline: "j1",
    signedIn: true,
    path: (p) => boardPath({ with_opportunity_creative_field_ids: `${p.field}`, with_opportunity_remote: "true" }),
  },
  {
    name: "jobs board, field + city, closing soon",
    baseline: "j1",
    signedIn: true,
    path: (p) =>
      boardPath(
        { with_opportunity_creative_field_ids: `${p.field}`, with_opportunity_location_ids: `${p.city}` },
        { sort: "closing" },
      ),
  },
  {
    name: 'jobs board, "motion" + freelance',
    baseline: "j1",
    signedIn: false,
    path: () => boardPath({ with_opportunity_keyword: "motion", with_job_types: "freelance" }),
  },
];

/**
 * J1's one query: the first page of the board's jobs in a field, newest first, walking the board's
 * newest-first index over its copy (opportunity_facets) and reading each card's row.
 */
const J1_SQL = `select o.id, o.slug, o.title, o.owner_id, o.location_id
from opportunity_facets f join opportunities o on o.id = f.opportunity_id
where f.published and not f.cancelled and f.expires_at > now() and f.kind = 'job'
  and f.owner_listed and f.owner_visibility = 'everyone' and f.creative_field_ids && array[$1]::bigint[]
order by f.published_at desc nulls last, f.opportunity_id desc nulls last limit 20`;

/**
 * B1's one query: the first page of creatives in a field in the recommended order (premium members
 * first, then the seed), as the find list's field filter reads it, walking the listed creatives'
 * ranked index.
 */
const B1_SQL = `select u.id, u.name, u.kind, u.location_id from user_facets f join users u on u.id = f.user_id
where f.is_creative and f.listed and f.profile_visibility = 'everyone' and f.creative_field_ids && array[$1::bigint]
order by f.premium desc nulls last, f.seed_rank, f.user_id limit 20`;

/** A deterministic number in [0, 1) from a row's key and a salt: the same data on every run and database. */
const chance = (key: string, salt: number) =>
  `(('x' || substr(md5((${key})::text || '/${salt}'), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/** An element of an SQL array, the first ones the likeliest: skew 1 is uniform, higher favours the head. */
const pick = (array: string, key: string, salt: number, skew = 1) =>
  `(${array})[1 + floor(power(${chance(key, salt)}, ${skew}) * cardinality(${array}))::int]`;

const tenths = (n: number) => Math.round(n * 10) / 10;

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

const JOB_TITLES = [
  "Motion designer",
  "Illustrator",
  "Art director",
  "UX writer",
  "Photographer",
  "Brand designer",
  "Set designer",
  "Colourist",
];

const HEADLINES = ["Illustrator", "Photographer", "Motion designer", "Art director", "UX designer", "Copywriter"];
const ITEM_TITLES = ["Poster series", "Brand identity", "Portraits", "Short film", "Album cover", "Exhibition"];
const OTHER_LANGUAGES = ["fr", "es", "it", "pl", "tr", "nl", "pt", "ru"];

/**
 * USERS complete, confirmed, active, public members in set-based statements: people in the source
 * tables (users, profiles, creative fields with levels and skills, professions, showroom items,
 * languages, industries), whatever the database derives from those its triggers keep. A few fields, skills and cities are far more
 * common than the rest, as on the real platform.
 */
async function populate(db: Database): Promise<{ picks: Picks; seconds: Record<string, number> }> {
  const bench = `u.email like 'bench-%'`;
  const statements = [
    `insert into users (email, name, locale, kind, is_creative, is_client, is_inside_cci, location_id, complete,
       accepted_terms_at, confirmed_at, profile_visibility, created_at)
     select 'bench-' || g || '@example.test',
       ${pick(textArray(FIRST_NAMES), "g", 1)} || ' ' || ${pick(textArray(LAST_NAMES), "g", 2)},
       case when ${chance("g", 3)} < 0.6 then 'de' else 'en' end,
       case when company then 'company' else 'private' end,
       role < 0.7 or role >= 0.9, role >= 0.7,
       company and ${chance("g", 5)} < 0.5,
       case when ${chance("g", 6)} < 0.95 then ${pick("cities.ids", "g", 7, 3)} end,
       true, now(), now(), 'everyone', timestamptz '2024-01-01' + g * interval '5 minutes'
     from (select g, role, (role >= 0.7 and ${chance("g", 4)} < 0.6) or ${chance("g", 4)} < 0.15 as company
           from (select g, ${chance("g", 0)} as role from generate_series(1, ${USERS}) g) drawn) people,
       (select array_agg(id order by population desc, id) as ids from (
          select id, population from locations where country_code in ('DE', 'AT', 'CH')
          order by population desc, id limit 300) top) cities`,
    // The seed order lives with the facets; drawn from the member's key, it is the same on every run.
    `update user_facets f set seed_rank = floor(${chance("f.user_id", 8)} * 2147483647)::int
     from users u where u.id = f.user_id and ${bench}`,
    `insert into profiles (user_id, slug, headline, name_option, display_name)
     select u.id, 'bench-' || u.id,
       case when ${chance("u.id", 10)} < 0.6 then ${pick(textArray(HEADLINES), "u.id", 11)} end,
       case when u.kind = 'company' then 'display' else 'default' end,
       case when u.kind = 'company' then 'Studio ' || ${pick(textArray(LAST_NAMES), "u.id", 12)} end
     from users u where ${bench}`,
    // A third of the creatives have published one to four showroom items, an image each: the cards' thumbnails.
    `insert into creations (type, owner_id, slug, title, status, position, seed_rank, published_at)
     select 'showroom', u.id, 'bench-' || u.id || '-' || k, ${pick(textArray(ITEM_TITLES), "u.id * 4 + k", 60)},
       'published', k, floor(${chance("u.id * 4 + k", 61)} * 2147483647)::int, now()
     from users u cross join lateral generate_series(0, floor(${chance("u.id", 62)} * 4)::int) k
     where ${bench} and u.is_creative and ${chance("u.id", 63)} < 0.33`,
    // The rows below feed the users' facet columns through statement triggers that, given a whole
    // table at once, take far longer than reading all facets afresh once afterwards.
    "set session_replication_role = replica",
    // Creatives work in their fields, clients hire for theirs; both one to three, the popular ones most.
    `insert into user_creative_fields (user_id, creative_field_id, level, position)
     select u.id, ${pick("fields.ids", "u.id * 4 + k", 20, 2.5)},
       case when u.is_creative then ${pick(textArray(["beginner", "intermediate", "expert"]), "u.id * 4 + k", 21)}
         else 'none' end,
       k
     from users u
       cross join (select array_agg(id order by position, id) as ids from creative_fields) fields
       cross join lateral generate_series(0, floor(${chance("u.id", 22)} * 3)::int) k
     where ${bench}
     on conflict do nothing`,
    `insert into operation_skills (operation_id, skill_id)
     select o.id, ${pick("skills.ids", "o.id * 4 + k", 30, 2)}
     from user_creative_fields o
       join users u on u.id = o.user_id and u.is_creative
       join (select creative_field_id, array_agg(id order by id) as ids from standardized_skills
             group by creative_field_id) skills on skills.creative_field_id = o.creative_field_id
       cross join lateral generate_series(1, floor(${chance("o.id", 31)} * 4)::int) k
     where ${bench}
     on conflict do nothing`,
    // A profession of their first field, as the result cards show.
    `insert into user_professions (user_id, profession_id, position)
     select o.user_id, ${pick("professions.ids", "o.id", 35, 2)}, 0
     from user_creative_fields o
       join users u on u.id = o.user_id and u.is_creative
       join (select creative_field_id, array_agg(id order by id) as ids from standardized_professions
             group by creative_field_id) professions on professions.creative_field_id = o.creative_field_id
     where ${bench} and o.position = 0
     on conflict do nothing`,
    `insert into creation_media (creation_id, type, position, renditions, width, height)
     select c.id, 'image', 0,
       jsonb_build_object('320', 'bench/' || c.id || '-320.webp', '640', 'bench/' || c.id || '-640.webp'), 640, 480
     from creations c where c.slug like 'bench-%'`,
    `insert into language_levels (user_id, language_id, level)
     select spoken.id, l.id, ${pick(textArray(["basic", "conversational", "fluent", "native_or_bilingual"]), "spoken.id * 4 + spoken.n", 40)}
     from (
       select u.id, code, n from users u
         cross join lateral unnest(array[
           case when ${chance("u.id", 41)} < 0.75 then 'de' else 'en' end,
           case when ${chance("u.id", 42)} < 0.7 then
             case when ${chance("u.id", 41)} < 0.75 then 'en' else 'de' end end,
           case when ${chance("u.id", 43)} < 0.3 then ${pick(textArray(OTHER_LANGUAGES), "u.id", 44)} end
         ]) with ordinality as spoken(code, n)
       where ${bench} and code is not null) spoken
     join languages l on l.code = spoken.code
     on conflict do nothing`,
    `insert into user_industries (user_id, industry_id, position)
     select u.id, ${pick("industries.ids", "u.id * 4 + k", 50, 2)}, k
     from users u
       cross join (select array_agg(id order by id) as ids from industries) industries
       cross join lateral generate_series(0, floor(${chance("u.id", 51)} * 2)::int) k
     where ${bench} and u.is_client
     on conflict do nothing`,
    "set session_replication_role = default",
    // Without statistics the planner takes the fresh tables for empty and scans them per member.
    "analyze",
    "select refresh_user_facets(array(select id from users), array['fields', 'skills', 'languages', 'industries'])",
    // The board: the clients' opportunities, jobs mostly, a fifth remote, a tenth past their date.
    `insert into opportunities (owner_id, slug, kind, status, title, description, job_type, remote, location_id,
       apply_type, published_at, expires_at, created_at)
     select owners.ids[1 + floor(${chance("g", 70)} * cardinality(owners.ids))::int], 'bench-job-' || g,
       case when ${chance("g", 71)} < 0.7 then 'job' else 'project' end, 'published',
       ${pick(textArray(JOB_TITLES), "g", 72, 2)} || ' ' || g,
       'We are looking for someone to join a small team for a season of work on books, posters and films.',
       case when ${chance("g", 71)} < 0.7 then ${pick(textArray(["fullTime", "partTime", "freelance", "internship"]), "g", 73)} end,
       ${chance("g", 74)} < 0.2,
       case when ${chance("g", 75)} < 0.9 then ${pick("cities.ids", "g", 76, 3)} end,
       'messenger', now() - ${chance("g", 77)} * interval '60 days',
       now() + (${chance("g", 78)} * 100 - 10) * interval '1 day', now() - interval '61 days'
     from generate_series(1, ${OPPORTUNITIES}) g,
       (select array_agg(id order by id) as ids from users u where ${bench} and u.is_client) owners,
       (select array_agg(id order by population desc, id) as ids from (
          select id, population from locations where country_code in ('DE', 'AT', 'CH')
          order by population desc, id limit 300) top) cities`,
    `insert into opportunity_fields (opportunity_id, creative_field_id)
     select o.id, ${pick("fields.ids", "o.id * 4 + k", 79, 2.5)}
     from opportunities o
       cross join (select array_agg(id order by position, id) as ids from creative_fields) fields
       cross join lateral generate_series(0, floor(${chance("o.id", 80)} * 2)::int) k
     where o.slug like 'bench-job-%'
     on conflict do nothing`,
    // As a long-lived database would be: no dead rows from the writes above, statistics current.
    "vacuum analyze",
  ];
  // Seeding is no request: on a busy machine one statement may take longer than the app allows one.
  await db.execute(sql.raw("set statement_timeout = 0"));
  // Per table, so that a trigger making one of them slow shows.
  const seconds: Record<string, number> = {};
  for (const statement of statements) {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    if (statement.startsWith("set ")) continue;
    const label = statement.match(/^(?:insert into|select) (\w+)/)?.[1] ?? statement;
    seconds[label] = tenths((performance.now() - started) / 1000);
  }

  const top = async (query: string, rank = 1): Promise<number> => {
    const { rows } = (await db.execute(sql.raw(`${query} order by count(*) desc, 1 limit 1 offset ${rank - 1}`))) as {
      rows: { id: string | number }[];
    };
    if (!rows[0]) throw new Error(`no reference row for: ${query}`);
    return Number(rows[0].id);
  };
  const field = await top("select creative_field_id as id from user_creative_fields group by 1");
  const city = await top("select location_id as id from users where location_id is not null group by 1");
  const picks = {
    field,
    secondField: await top("select creative_field_id as id from user_creative_fields group by 1", 2),
    skill: await top(
      `select s.skill_id as id from operation_skills s join user_creative_fields o on o.id = s.operation_id
       where o.creative_field_id = ${field} group by 1`,
    ),
    city,
    secondCity: await top("select location_id as id from users where location_id is not null group by 1", 2),
    industry: await top("select industry_id as id from user_industries group by 1"),
    member: await top(`select id from users where is_creative and location_id = ${city} group by 1`),
  };
  return { picks, seconds };
}

/** A fresh database with the reference data and the generated members; a session for the signed-in cases. */
async function prepare(handle: DatabaseHandle, members = handle.db) {
  await migrate(handle);
  await seed(handle.db, { demo: false });
  const { picks, seconds } = await populate(members);
  const { token } = await issueSession(handle.db, picks.member);
  return { picks, seconds, cookie: `${COOKIES.authToken}=${token}` };
}

interface Row extends Load {
  case: string;
  baseline: Baseline;
  database: string;
  /** What the first request answered: its status and how many members matched. */
  status: number;
  matches: number | null;
  verdict: string;
}

async function probe(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = (await res.json().catch(() => null)) as { meta?: { total?: number } } | null;
  return { status: res.status, matches: body?.meta?.total ?? null };
}

/** What makes any case fail, whatever its targets. */
function failures(measured: Load, status: number): string[] {
  const misses: string[] = [];
  if (status !== 200) misses.push(`HTTP ${status}`);
  if (measured.errors > 0) misses.push(`${measured.errors} errors`);
  if (Number.isNaN(measured.p50_ms)) misses.push("no answer within the run");
  return misses;
}

async function measureCases(
  database: string,
  env: Record<string, string>,
  prepared: Awaited<ReturnType<typeof prepare>>,
  seconds: number,
  verdict: (c: Case, load: Load, status: number) => string,
): Promise<Row[]> {
  const app = await start("app", env);
  const rows: Row[] = [];
  try {
    for (const c of [...CASES, ...JOB_CASES]) {
      const url = `${app.url}${c.path(prepared.picks)}`;
      const headers: Record<string, string> = c.signedIn ? { cookie: prepared.cookie } : {};
      const first = await probe(url, headers);
      // Not counted: the case's first seconds compile its code and fill what it keeps.
      await load(url, { connections: CONNECTIONS, seconds: WARMUP_S, headers });
      const measured = await load(url, { connections: CONNECTIONS, seconds, headers });
      rows.push({
        case: `${c.name}${c.signedIn ? " (signed in)" : ""}`,
        baseline: c.baseline ?? "b1",
        database,
        ...first,
        ...measured,
        verdict: verdict(c, measured, first.status),
      });
    }
  } finally {
    await app.stop();
  }
  return rows;
}

/** The same query as B1 through pgbench: no HTTP, no Node, prepared, over as many connections. */
async function pgbench(databaseUrl: string, field: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "atelier-pgbench-"));
  const script = path.join(dir, "b1.sql");
  writeFileSync(script, `\\set field ${field}\n${B1_SQL.replace("$1", ":field").replace(/\s+/g, " ")};\n`);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const args = ["-n", "-f", script, "-c", `${CONNECTIONS}`, "-j", "2", "-T", `${Math.ceil(DURATION_S)}`];
      const child = spawn("pgbench", [...args, "-M", "prepared", databaseUrl]);
      let text = "";
      child.stdout.on("data", (chunk) => {
        text += chunk;
      });
      child.stderr.on("data", (chunk) => {
        text += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench failed:\n${text}`))));
    });
    const tps = output.match(/tps = ([\d.]+) \(without initial connection time\)/);
    const latency = output.match(/latency average = ([\d.]+) ms/);
    if (!tps || !latency) throw new Error(`pgbench printed no tps or latency:\n${output}`);
    return { tps: Math.round(Number(tps[1])), latency_avg_ms: Number(latency[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
  try {
    return await withPostgres(async (databaseUrl) => {
      const handle = await connectDatabase({ databaseUrl, poolSize: 2 });
      // The members go in through one plain connection: the app's pool gives up on a statement after
      // 20 s, which seeding a table on a busy machine may take, and one session keeps its settings.
      const seeding = new pg.Client({ connectionString: databaseUrl });
      await seeding.connect();
      let prepared: Awaited<ReturnType<typeof prepare>>;
      try {
        prepared = await prepare(handle, drizzlePg(seeding, { schema }) as unknown as Database);
      } finally {
        await seeding.end();
        await handle.close();
      }
      if (process.env.BENCH_KEEP === "1") console.log(`member session: ${prepared.cookie}; picks:`, prepared.picks);
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
      const bare = async (query: string): Promise<Load> => {
        const server = await start("b1", {
          ...env,
          BENCH_B1_SQL: query,
          BENCH_B1_PARAMS: JSON.stringify([prepared.picks.field]),
        });
        try {
          await load(`${server.url}/b1`, { connections: CONNECTIONS, seconds: WARMUP_S });
          return await load(`${server.url}/b1`, { connections: CONNECTIONS, seconds: DURATION_S });
        } finally {
          await server.stop();
        }
      };
      const baselines: Record<Baseline, Load> = { b1: await bare(B1_SQL), j1: await bare(J1_SQL) };
      const verdict = (c: Case, measured: Load, status: number) => {
        const misses = failures(measured, status);
        const baseline = c.baseline ?? "b1";
        if (c.names) {
          if (measured.p95_ms > TARGETS.namesP95Ms) misses.push(`p95 > ${TARGETS.namesP95Ms}`);
        } else {
          if (measured.p95_ms > TARGETS.p95Ms) misses.push(`p95 > ${TARGETS.p95Ms}`);
          if (measured.p99_ms > TARGETS.p99Ms) misses.push(`p99 > ${TARGETS.p99Ms}`);
          if (measured.req_s < baselines[baseline].req_s * TARGETS.shareOfB1) {
            misses.push(`< ${TARGETS.shareOfB1 * 100} % of ${baseline.toUpperCase()}`);
          }
        }
        return misses.length > 0 ? `FAIL ${misses.join(", ")}` : "pass";
      };
      const rows = await measureCases("postgres", env, prepared, DURATION_S, verdict);
      const floor = await pgbench(databaseUrl, prepared.picks.field);
      return { seed_s: prepared.seconds, picks: prepared.picks, ...baselines, pgbench: floor, rows };
    }, DATABASE_NAME);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
  try {
    const handle = await connectDatabase({ dataDir: path.join(dataDir, "db") });
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(handle);
    } finally {
      await handle.close();
    }
    const verdict = (_c: Case, measured: Load, status: number) => {
      const misses = failures(measured, status);
      return misses.length > 0 ? `FAIL ${misses.join(", ")}` : "";
    };
    const rows = await measureCases("pglite", { DATA_DIR: dataDir }, prepared, PGLITE_DURATION_S, verdict);
    return { seed_s: prepared.seconds, rows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = ONLY !== "pglite" && process.env.DATABASE_URL ? await benchPostgres() : undefined;
const pglite = ONLY !== "postgres" ? await benchPglite() : undefined;

const format = (n: number | null) => (n === null || Number.isNaN(n) ? "-" : String(n));
const share = (req_s: number, baseline: Baseline = "b1") =>
  postgres ? `${Math.round((req_s / postgres[baseline].req_s) * 100)} % of ${baseline.toUpperCase()}` : "-";
const heading = ["case", "req/s", "p50 ms", "p95 ms", "p99 ms", "share", "matches", "result"];
const caseRows = (rows: Row[]) =>
  rows.map((r) => [
    r.case,
    format(r.req_s),
    format(r.p50_ms),
    format(r.p95_ms),
    format(r.p99_ms),
    share(r.req_s, r.baseline),
    format(r.matches),
    r.verdict,
  ]);
const seeded = (seconds: Record<string, number>) =>
  `${tenths(Object.values(seconds).reduce((a, b) => a + b, 0))} s: ${Object.entries(seconds)
    .map(([table, s]) => `${table} ${s}`)
    .join(", ")}`;
const machine = `${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`;

if (postgres) {
  console.log(
    `\nPostgreSQL, ${USERS} members and ${OPPORTUNITIES} opportunities (seeded in ${seeded(postgres.seed_s)}): ${CONNECTIONS} connections, ${DURATION_S} s per case. ${machine}.` +
      `\nTargets: every combination p95 <= ${TARGETS.p95Ms} ms, p99 <= ${TARGETS.p99Ms} ms and >= ${TARGETS.shareOfB1 * 100} % of its baseline's req/s;` +
      ` name searches p95 <= ${TARGETS.namesP95Ms} ms.\n`,
  );
  printTable([
    heading,
    ...(["b1", "j1"] as const).map((baseline) => [
      `${baseline.toUpperCase()} bare Fastify + pg, one prepared query (${baseline === "b1" ? "people" : "jobs"})`,
      ...(["req_s", "p50_ms", "p95_ms", "p99_ms"] as const).map((key) => format(postgres[baseline][key])),
      "100 %",
      "-",
      postgres[baseline].errors > 0 ? `${postgres[baseline].errors} errors` : "",
    ]),
    [
      "pgbench, the same query (latency: average)",
      format(postgres.pgbench.tps),
      format(postgres.pgbench.latency_avg_ms),
      "-",
      "-",
      share(postgres.pgbench.tps),
      "-",
      "",
    ],
    ...caseRows(postgres.rows),
  ]);
}
if (pglite) {
  console.log(
    `\nPGlite (one connection: requests queue), ${USERS} members and ${OPPORTUNITIES} opportunities (seeded in ${seeded(pglite.seed_s)}): ${CONNECTIONS} connections,` +
      ` ${PGLITE_DURATION_S} s per case, shorter runs than PostgreSQL's; no targets, % of B1 against PostgreSQL's. ${machine}.\n`,
  );
  printTable([heading, ...caseRows(pglite.rows)]);
}
writeResults("discovery.json", {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load_average: os.loadavg()[0],
  settings: {
    users: USERS,
    opportunities: OPPORTUNITIES,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    pglite_duration_s: PGLITE_DURATION_S,
  },
  targets: TARGETS,
  postgres,
  pglite,
});
const failed = [...(postgres?.rows ?? []), ...(pglite?.rows ?? [])].filter((r) => r.verdict.startsWith("FAIL"));
if (failed.length > 0) process.exitCode = 1;
