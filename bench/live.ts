import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { COOKIES, JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { ne, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { Pool } from "undici";
import WebSocket from "ws";
import { connectDatabase, type Database, type DatabaseHandle } from "../server/src/db/connect.ts";
import { connections, eventOutbox, sessions, users } from "../server/src/db/schema/index.ts";
import { WRITING_LIMIT } from "../server/src/features/messenger/policy.ts";
import { SESSION_LIFETIME_MS } from "../server/src/platform/auth/sessions.ts";
import { hashToken, newToken } from "../server/src/platform/auth/tokens.ts";
import { percentile, printTable, type Running, start, withPostgres, writeResults } from "./harness.ts";
import { machineBetween, readMachine } from "./machine.ts";
import type { TargetUsage } from "./target.ts";

/**
 * `npm run bench:live`: messages through the live channel of two app instances sharing PostgreSQL
 * (a scratch database on DATABASE_URL) and Redis (REDIS_URL, a namespace of the run's own), beside
 * the bare relay of bench/relay.ts, two processes on the same Redis. Half the clients write, each
 * to a partner connected to the other instance, at a fixed rate in all; a message is timed from its
 * POST being sent to the partner's `message` frame, and counts as lost when it was accepted (201)
 * but had not arrived GRACE_MS after the last answer. Delivered/s is what arrived over the time from
 * the first measured POST to the last arrival, so a backlog lowers it. Before that, one instance's
 * memory with one idle socket and with every client's. Prints tables and writes
 * bench/results/live.json. BENCH_LIVE_CLIENTS, _RATE (messages per second in all), _SECONDS,
 * _WARMUP_SECONDS and _GRACE_MS change the run; BENCH_LIVE_PROFILE=<folder> has every instance write
 * a CPU profile of its sending and delivering there (app-0.cpuprofile, …), for Chrome's DevTools.
 */

function setting(name: string, fallback: number): number {
  const raw = process.env[`BENCH_LIVE_${name}`];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`BENCH_LIVE_${name} is a number, not ${raw}.`);
  return value;
}

const CLIENTS = setting("CLIENTS", 2000);
const RATE = setting("RATE", 1000);
const SECONDS = setting("SECONDS", 20);
/** Sent at the same rate before the measured messages, and not counted: the first runs of every path. */
const WARMUP_SECONDS = setting("WARMUP_SECONDS", 3);
/** How long after the last answer a message may still arrive before it counts as lost. */
const GRACE_MS = setting("GRACE_MS", 10_000);
const PROFILE_FOLDER = process.env.BENCH_LIVE_PROFILE;
const TARGETS = { p99Ms: 25, lost: 0, throughputShare: 0.5 };

/** The app's origin as its APP_URL names it: the live channel takes sockets from there alone. */
const APP_URL = "http://127.0.0.1";
/** Sockets opened, and conversations started, this many at a time. */
const OPENING = 50;
/** Connections the measured messages are posted over, to each instance. */
const SENDING_CONNECTIONS = 64;
/** At most this many readings, a second apart, until the resident size holds still within MEMORY_STILL_BYTES. */
const MEMORY_READINGS = 20;
const MEMORY_STILL_BYTES = 256 * 1024;
/** Once every message has arrived, a moment more for any that would arrive twice. */
const SETTLE_MS = 1000;
const [DIGIT_0, DIGIT_9] = [0x30, 0x39];
/** Late messages sent within the same this many milliseconds count as one moment (Delivery.late). */
const LATE_MOMENT_MS = 100;

interface Person {
  id: number;
  token: string;
}

/** A writer, and the partner connected to the other instance; `participation` is the writer's side, in the app. */
interface Pair {
  writer: Person;
  reader: Person;
  /** 0 or 1: the instance the writer posts to and is connected to. */
  instance: number;
  participation?: string;
}

interface Posting {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the measurement needs to know of the app or the bare relay. */
interface Subject {
  name: string;
  instances: Running[];
  socket(instance: Running, person: Person): { url: string; headers: Record<string, string> };
  post(pair: Pair, content: string): Posting;
}

const appSubject = (instances: Running[]): Subject => ({
  name: "app",
  instances,
  socket: (instance, person) => ({
    url: `${instance.url.replace("http", "ws")}/api/ws`,
    headers: { origin: APP_URL, cookie: `${COOKIES.authToken}=${person.token}` },
  }),
  post: (pair, content) => ({
    path: `/api/v1/messenger/participations/${pair.participation}/messages`,
    headers: { "x-auth-token": pair.writer.token, origin: APP_URL, "content-type": JSONAPI_MEDIA_TYPE },
    body: JSON.stringify({ data: { type: "messages", attributes: { content } } }),
  }),
});

const relaySubject = (instances: Running[]): Subject => ({
  name: "bare relay",
  instances,
  socket: (instance, person) => ({ url: `${instance.url.replace("http", "ws")}/ws?user=${person.id}`, headers: {} }),
  post: (pair, content) => ({
    path: "/send",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to: pair.reader.id, content }),
  }),
});

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return results;
}

/**
 * A socket that has said "ready": what is published from now on reaches it. The frames after that go
 * to `onFrame` as they came, unread: the load generator shares the machine with what it measures, so
 * it looks for what it needs in them (measure's onReaderFrame) instead of parsing every one.
 */
function openSocket(
  target: { url: string; headers: Record<string, string> },
  onFrame?: (data: Buffer, at: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target.url, { headers: target.headers, perMessageDeflate: false });
    socket.once("unexpected-response", (_req, res) => reject(new Error(`${target.url} answered ${res.statusCode}`)));
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`${target.url} closed before it was ready`)));
    socket.on("message", function beforeReady(data) {
      if ((JSON.parse(String(data)) as { type?: string }).type !== "ready") return;
      socket.off("message", beforeReady);
      if (onFrame) socket.on("message", (frame: Buffer) => onFrame(frame, performance.now()));
      resolve(socket);
    });
  });
}

function closeAll(sockets: WebSocket[]): Promise<void> {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((closed) => {
          if (socket.readyState === WebSocket.CLOSED) return closed();
          socket.once("close", () => closed());
          socket.terminate();
        }),
    ),
  ).then(() => {});
}

/**
 * One POST over the pool's kept-alive connections; resolves with its status and body, status 0 when
 * it failed. undici, not node:http: the load generator shares the machine with what it measures, and
 * with undici both it and the servers it posts to spent a fifth less processor time per message.
 */
async function send(pool: Pool, posting: Posting): Promise<{ status: number; body: string }> {
  try {
    const answer = await pool.request({ method: "POST", ...posting });
    return { status: answer.statusCode, body: await answer.body.text() };
  } catch {
    return { status: 0, body: "" };
  }
}

/** A pool of kept-alive connections to each instance, `width` to each. */
const poolsFor = (subject: Subject, width: number) =>
  subject.instances.map((instance) => new Pool(instance.url, { connections: width }));

const closePools = (pools: Pool[]) => Promise.all(pools.map((pool) => pool.close())).then(() => {});

/** Members signed in, each with a session token, written straight to the database. */
async function signedInPeople(db: Database, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let first = 0; first < count; first += 500) {
    const batch = Array.from({ length: Math.min(500, count - first) }, (_, k) => first + k);
    const ids = await db
      .insert(users)
      .values(
        batch.map((i) => ({
          email: `live-${i}@example.test`,
          name: `Live ${i}`,
          kind: "private" as const,
          isCreative: true,
          complete: true,
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const tokens = ids.map(() => newToken());
    await db.insert(sessions).values(
      ids.map(({ id }, k) => ({
        userId: id,
        tokenHash: hashToken(tokens[k]),
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      })),
    );
    people.push(...ids.map(({ id }, k) => ({ id, token: tokens[k] })));
  }
  return people;
}

/** Writers and readers connected to each other, so that a message lands in the inbox, not as a request. */
async function pairUp(db: Database, people: Person[]): Promise<Pair[]> {
  const half = people.length / 2;
  const pairs = Array.from({ length: half }, (_, i) => ({
    writer: people[i],
    reader: people[half + i],
    instance: i % 2,
  }));
  for (let first = 0; first < pairs.length; first += 500) {
    await db.insert(connections).values(
      pairs.slice(first, first + 500).map((p) => ({
        requesterId: p.writer.id,
        connecteeId: p.reader.id,
        status: "confirmed" as const,
        confirmedAt: new Date(),
      })),
    );
  }
  return pairs;
}

/** Each writer starts the conversation through the API, as the app's Message button does. */
async function startConversations(pools: Pool[], pairs: Pair[]): Promise<void> {
  await inBatches(pairs, OPENING, async (pair) => {
    const { status, body } = await send(pools[pair.instance], {
      path: "/api/v1/messenger/conversations",
      headers: { "x-auth-token": pair.writer.token, origin: APP_URL, "content-type": JSONAPI_MEDIA_TYPE },
      body: JSON.stringify({
        data: {
          type: "conversations",
          attributes: { participant_ids: String(pair.reader.id), message_content: "Hello" },
        },
      }),
    });
    if (status !== 201) throw new Error(`starting a conversation answered ${status}: ${body.slice(0, 300)}`);
    pair.participation = (JSON.parse(body) as { data: { id: string } }).data.id;
  });
}

/** Waits until the instances have handed every event to its consumers, so the next part starts level. */
async function outboxSettled(db: Database): Promise<void> {
  for (;;) {
    const [{ open }] = await db
      .select({ open: sql<number>`count(*)::int` })
      .from(eventOutbox)
      .where(ne(eventOutbox.status, "done"));
    if (open === 0) return;
    await delay(200);
  }
}

interface Delivery {
  subject: string;
  clients: number;
  offered_per_s: number;
  measured: number;
  /** Answers other than 201, by status (0: no answer). */
  errors: Record<string, number>;
  sent_per_s: number;
  delivered_per_s: number;
  /** From sending the POST to its answer. */
  answer_p50_ms: number | null;
  answer_p99_ms: number | null;
  /** From sending the POST to the partner's frame. */
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
  lost: number;
  /**
   * Messages that arrived later than the target's p99, and in how many tenths of a second (by when
   * they were sent) they fell: a few such moments are stalls every process waited out together, many
   * are a machine that never caught up.
   */
  late: {
    messages: number;
    moments: number;
    /**
     * Of those, the ones during whose way an instance began a major garbage collection (from its
     * POST to its frame), and the moments they fell in: a lower bound of what those pauses cost,
     * as messages sent just after a pause began and held up by the backlog it left do not count.
     */
    at_major_collection: { messages: number; moments: number };
  };
  duplicates: number;
  /** Sockets that closed while the run went on. */
  dropped_sockets: number;
  /** Processor time both instances spent per message sent, warm-up included. */
  cpu_ms_per_message: number;
  /**
   * How late the instances' event loops ran what was due, warm-up included: the worse instance's 99th
   * percentile and worst. Late by far less than the messages were, the delay was not the instances'.
   */
  loop_delay_ms: { p99: number; max: number };
  /** The instances' garbage collections, warm-up included: how many of each kind, and the longest pause. */
  collections: { minor: number; minor_max_ms: number; major: number; major_max_ms: number };
  /**
   * From the first message sent to the last one's arrival, on Linux: how busy the machine's processors
   * were and how much of that its host took away, and what PostgreSQL's and Redis's processes and this
   * load generator spent per message.
   */
  machine: {
    busy_share: number;
    /** Of that, the share the machine's host took away for others (a virtual machine's steal). */
    steal_share: number;
    postgres_ms_per_message: number;
    redis_ms_per_message: number;
    load_generator_ms_per_message: number;
  } | null;
}

/** The programs beside the instances whose processor time a run reports. */
const SHARING = ["postgres", "redis-server"];

/**
 * Connects every writer to its instance and every reader to the other one, sends at RATE for
 * WARMUP_SECONDS + SECONDS, and waits for the measured messages to arrive.
 */
async function measure(subject: Subject, pairs: Pair[]): Promise<Delivery> {
  const warmup = Math.round(RATE * WARMUP_SECONDS);
  const total = warmup + Math.round(RATE * SECONDS);
  const marker = `live-${randomBytes(3).toString("hex")}-`;
  const sentAt = new Float64Array(total);
  const receivedAt = new Float64Array(total);
  const received = new Uint16Array(total);
  const status = new Int16Array(total);
  const answeredAt = new Float64Array(total);

  // A frame carrying one of the run's messages holds its content, the marker and the message's
  // number, once: the app's in the message's attributes, the relay's as its `content`.
  const onReaderFrame = (frame: Buffer, at: number) => {
    let position = frame.indexOf(marker);
    if (position < 0) return;
    let seq = 0;
    for (position += marker.length; frame[position] >= DIGIT_0 && frame[position] <= DIGIT_9; position++)
      seq = seq * 10 + frame[position] - DIGIT_0;
    received[seq] += 1;
    if (received[seq] === 1) receivedAt[seq] = at;
  };
  let running = true;
  let dropped = 0;
  const watch = (socket: WebSocket) => {
    socket.once("close", () => {
      if (running) dropped += 1;
    });
    return socket;
  };
  const sockets = await inBatches(pairs, OPENING / 2, async (pair) => {
    const [writerOn, readerOn] = [subject.instances[pair.instance], subject.instances[1 - pair.instance]];
    return Promise.all([
      openSocket(subject.socket(writerOn, pair.writer)).then(watch),
      openSocket(subject.socket(readerOn, pair.reader), onReaderFrame).then(watch),
    ]);
  });

  const pools = poolsFor(subject, SENDING_CONNECTIONS);
  // No collection: one would stall the instances, and their event loops' delay would show it.
  const usages = () => Promise.all(subject.instances.map((i) => i.usage(false)));
  const cpuMs = (read: TargetUsage[]) => read.reduce((sum, u) => sum + u.cpuMs, 0);
  const profiled = PROFILE_FOLDER ? subject.instances : [];
  const profileFile = (i: number) =>
    path.resolve(PROFILE_FOLDER ?? "", `${subject.name.replace(" ", "-")}-${i}.cpuprofile`);
  await Promise.all(profiled.map((instance) => instance.profile()));
  const cpuBefore = cpuMs(await usages());
  const machineBefore = readMachine(SHARING);
  const ownBefore = process.cpuUsage();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sentUntil = started;
  let next = 0;
  await new Promise<void>((done) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * RATE) / 1000));
      for (; next < due; next++) {
        const seq = next;
        const pair = pairs[seq % pairs.length];
        sentAt[seq] = performance.now();
        const posting = subject.post(pair, `${marker}${seq}`);
        pending.push(
          send(pools[pair.instance], posting).then((answer) => {
            status[seq] = answer.status;
            answeredAt[seq] = performance.now();
          }),
        );
      }
      if (next < total) return;
      sentUntil = performance.now();
      clearInterval(tick);
      done();
    }, 1);
  });
  await Promise.all(pending);

  const measured = Array.from({ length: total - warmup }, (_, k) => warmup + k);
  const accepted = measured.filter((seq) => status[seq] === 201);
  const deadline = performance.now() + GRACE_MS;
  while (performance.now() < deadline && accepted.some((seq) => received[seq] === 0)) await delay(50);
  const own = process.cpuUsage(ownBefore);
  const machine = machineBetween(machineBefore, readMachine(SHARING));
  await delay(SETTLE_MS);
  const after = await usages();
  const cpuUsed = cpuMs(after) - cpuBefore;
  await Promise.all(profiled.map((instance, i) => instance.profile(profileFile(i))));
  running = false;
  await closeAll(sockets.flat());
  await closePools(pools);

  const errors: Record<string, number> = {};
  for (const seq of measured) if (status[seq] !== 201) errors[status[seq]] = (errors[status[seq]] ?? 0) + 1;
  const arrived = accepted.filter((seq) => received[seq] > 0);
  const latencies = arrived.map((seq) => receivedAt[seq] - sentAt[seq]).sort((a, b) => a - b);
  const late = arrived.filter((seq) => receivedAt[seq] - sentAt[seq] > TARGETS.p99Ms);
  const momentsOf = (seqs: number[]) =>
    new Set(seqs.map((seq) => Math.floor((sentAt[seq] - started) / LATE_MOMENT_MS))).size;
  // The instances' clocks and this one's are the machine's: epoch milliseconds compare across them.
  const majorAt = after.flatMap((u) => u.collections.majorAt).map((at) => at - performance.timeOrigin);
  const lateAtMajor = late.filter((seq) => majorAt.some((at) => at >= sentAt[seq] && at <= receivedAt[seq]));
  const answerTimes = accepted.map((seq) => answeredAt[seq] - sentAt[seq]).sort((a, b) => a - b);
  const firstMeasured = sentAt[warmup];
  const lastArrival = arrived.reduce((last, seq) => Math.max(last, receivedAt[seq]), firstMeasured);
  const perMessage = (ms: number) => Math.round((ms / total) * 100) / 100;
  // Null when nothing arrived to be timed.
  const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);
  const countOf = (kind: "minor" | "major") => after.reduce((sum, u) => sum + u.collections[kind].count, 0);
  const longestOf = (kind: "minor" | "major") => round(Math.max(...after.map((u) => u.collections[kind].maxMs))) ?? 0;
  return {
    subject: subject.name,
    clients: pairs.length * 2,
    offered_per_s: RATE,
    measured: measured.length,
    errors,
    sent_per_s: Math.round((total / (sentUntil - started)) * 1000),
    delivered_per_s: arrived.length === 0 ? 0 : Math.round((arrived.length / (lastArrival - firstMeasured)) * 1000),
    answer_p50_ms: round(percentile(answerTimes, 0.5)),
    answer_p99_ms: round(percentile(answerTimes, 0.99)),
    p50_ms: round(percentile(latencies, 0.5)),
    p99_ms: round(percentile(latencies, 0.99)),
    max_ms: round(latencies.at(-1)),
    lost: accepted.length - arrived.length,
    late: {
      messages: late.length,
      moments: momentsOf(late),
      at_major_collection: { messages: lateAtMajor.length, moments: momentsOf(lateAtMajor) },
    },
    duplicates: measured.reduce((sum, seq) => sum + Math.max(0, received[seq] - 1), 0),
    dropped_sockets: dropped,
    cpu_ms_per_message: perMessage(cpuUsed),
    loop_delay_ms: {
      p99: round(Math.max(...after.map((u) => u.loopDelayMs.p99))) ?? 0,
      max: round(Math.max(...after.map((u) => u.loopDelayMs.max))) ?? 0,
    },
    collections: {
      minor: countOf("minor"),
      minor_max_ms: longestOf("minor"),
      major: countOf("major"),
      major_max_ms: longestOf("major"),
    },
    machine: machine && {
      busy_share: Math.round(machine.busyShare * 100) / 100,
      steal_share: Math.round(machine.stealShare * 1000) / 1000,
      postgres_ms_per_message: perMessage(machine.programMs.postgres),
      redis_ms_per_message: perMessage(machine.programMs["redis-server"]),
      load_generator_ms_per_message: perMessage((own.user + own.system) / 1000),
    },
  };
}

type Memory = Pick<TargetUsage, "rss" | "heapUsed">;

interface IdleMemory {
  subject: string;
  one: Memory;
  all: Memory;
  connections: number;
  per_connection: Memory;
}

/**
 * An instance's memory once it holds still: after a collection the pages it freed go back to the
 * system over seconds, so its resident size is read until two readings a second apart agree.
 */
async function settledMemory(instance: Running): Promise<Memory> {
  let last = await instance.usage();
  for (let reading = 0; reading < MEMORY_READINGS; reading++) {
    await delay(1000);
    const now = await instance.usage();
    const still = Math.abs(now.rss - last.rss) < MEMORY_STILL_BYTES;
    last = now;
    if (still) break;
  }
  return { rss: last.rss, heapUsed: last.heapUsed };
}

/**
 * One instance's memory with one idle socket, then with every client's: what the first socket sets
 * up once (the bus's subscriber, the session cache) is in both figures.
 */
async function idleMemory(subject: Subject, people: Person[]): Promise<IdleMemory> {
  const [instance] = subject.instances;
  const open = (person: Person) => openSocket(subject.socket(instance, person));
  const sockets = [await open(people[0])];
  const one = await settledMemory(instance);
  sockets.push(...(await inBatches(people.slice(1), OPENING, open)));
  const all = await settledMemory(instance);
  await closeAll(sockets);
  const per = (key: keyof Memory) => Math.round((all[key] - one[key]) / (people.length - 1));
  return {
    subject: subject.name,
    one,
    all,
    connections: people.length,
    per_connection: { rss: per("rss"), heapUsed: per("heapUsed") },
  };
}

/** Every key of the run's namespace: rate-limit counters (pub/sub channels leave none). */
async function removeKeys(redisUrl: string, namespace: string): Promise<number> {
  const redis = new Redis(redisUrl);
  let removed = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) removed += await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
  return removed;
}

/** Writers may send this much within the messages limit's window, their conversation's first message included. */
function checkWithinLimit(pairs: number): void {
  const windowS = WRITING_LIMIT.windowMs / 1000;
  const perWriter = Math.ceil((Math.min(WARMUP_SECONDS + SECONDS, windowS) * RATE) / pairs) + 1;
  if (perWriter > WRITING_LIMIT.limit) {
    throw new Error(
      `${pairs} writers would send ${perWriter} messages each within ${windowS} s, over the limit of ` +
        `${WRITING_LIMIT.limit}: raise BENCH_LIVE_CLIENTS, or lower BENCH_LIVE_RATE or BENCH_LIVE_SECONDS.`,
    );
  }
}

async function run(databaseUrl: string, redisUrl: string, namespace: string, dataDir: string) {
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace, DATA_DIR: dataDir };
  const servers: Running[] = [];
  let database: DatabaseHandle | undefined;
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await start("app", { ...env, APP_URL }));
    servers.push(await start("app", { ...env, APP_URL }));
    servers.push(await start("relay", env), await start("relay", env));
    database = await connectDatabase({ databaseUrl, poolSize: 2 });
    const app = appSubject(servers.slice(0, 2));
    const bare = relaySubject(servers.slice(2));
    const people = await signedInPeople(database.db, CLIENTS);
    const pairs = await pairUp(database.db, people);

    const memory = [await idleMemory(app, people), await idleMemory(bare, people)];

    const pools = poolsFor(app, OPENING);
    await startConversations(pools, pairs);
    await closePools(pools);
    await outboxSettled(database.db);
    // As autovacuum would have by now in a database that grew over time: the planner knows the tables' sizes.
    await database.db.execute(sql`analyze`);

    // The relay first: what the app leaves behind (events still going out) cannot slow it.
    const bareDelivery = await measure(bare, pairs);
    const appDelivery = await measure(app, pairs);
    return { memory, delivery: [bareDelivery, appDelivery] };
  } finally {
    if (database) {
      // An instance stops once its run in progress ends, and that run goes on while events are due:
      // after an overload, what is still due was lost to the measurement, and is not worth waiting for.
      await database.db.update(eventOutbox).set({ status: "done" }).where(ne(eventOutbox.status, "done"));
      await database.close();
    }
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? "" : " MISSED");
const shown = (ms: number | null) => (ms === null ? "-" : String(ms));
const describeErrors = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([status, n]) => `${n} x ${status === "0" ? "no answer" : status}`)
    .join(", ") || "0";

async function main() {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.DATABASE_URL || !redisUrl) throw new Error("bench:live needs DATABASE_URL and REDIS_URL.");
  if (CLIENTS < 4 || CLIENTS % 2 !== 0) throw new Error("BENCH_LIVE_CLIENTS is an even number, at least 4.");
  checkWithinLimit(CLIENTS / 2);
  if (PROFILE_FOLDER) mkdirSync(PROFILE_FOLDER, { recursive: true });
  const namespace = `atelier-bench-live-${randomBytes(4).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-live-"));
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await withPostgres((databaseUrl) => run(databaseUrl, redisUrl, namespace, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await removeKeys(redisUrl, namespace);
  }

  const [bare, app] = result.delivery;
  const share = app.delivered_per_s / bare.delivered_per_s;
  console.log(
    `\n${CLIENTS} sockets (half writing, each to a partner on the other instance), ${RATE} messages/s for ` +
      `${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${GRACE_MS / 1000} s grace. ${os.cpus().length} CPUs, ` +
      `Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.\n`,
  );
  printTable([
    [
      "",
      "measured",
      "errors",
      "sent/s",
      "delivered/s",
      "POST p50/p99 ms",
      "p50 ms",
      `p99 ms (<= ${TARGETS.p99Ms})`,
      "max ms",
      `lost (${TARGETS.lost})`,
      `late > ${TARGETS.p99Ms} ms (moments)`,
      "duplicates",
      "dropped sockets",
      "CPU ms/message",
      `of bare (>= ${TARGETS.throughputShare * 100} %)`,
    ],
    ...result.delivery.map((d) => [
      d.subject,
      String(d.measured),
      describeErrors(d.errors),
      String(d.sent_per_s),
      String(d.delivered_per_s),
      `${shown(d.answer_p50_ms)} / ${shown(d.answer_p99_ms)}`,
      shown(d.p50_ms),
      `${shown(d.p99_ms)}${d === app ? mark(d.p99_ms !== null && d.p99_ms <= TARGETS.p99Ms) : ""}`,
      shown(d.max_ms),
      `${d.lost}${d === app ? mark(d.lost <= TARGETS.lost) : ""}`,
      `${d.late.messages} (${d.late.moments})`,
      String(d.duplicates),
      String(d.dropped_sockets),
      String(d.cpu_ms_per_message),
      d === app ? `${Math.round(share * 100)} %${mark(share >= TARGETS.throughputShare)}` : "",
    ]),
  ]);
  if (app.machine && bare.machine) {
    console.log("\nDuring each measured stretch, processor time per message in ms (the instances' as above):\n");
    printTable([
      [
        "",
        "machine busy",
        "of it steal",
        "instances",
        "PostgreSQL",
        "Redis",
        "load generator",
        "loop delay p99 / max ms",
        "minor GCs (max ms)",
        "major GCs (max ms)",
        "late at a major GC (moments)",
      ],
      ...result.delivery.map((d) => [
        d.subject,
        `${Math.round((d.machine?.busy_share ?? 0) * 100)} %`,
        `${((d.machine?.steal_share ?? 0) * 100).toFixed(1)} %`,
        String(d.cpu_ms_per_message),
        String(d.machine?.postgres_ms_per_message),
        String(d.machine?.redis_ms_per_message),
        String(d.machine?.load_generator_ms_per_message),
        `${d.loop_delay_ms.p99} / ${d.loop_delay_ms.max}`,
        `${d.collections.minor} (${d.collections.minor_max_ms})`,
        `${d.collections.major} (${d.collections.major_max_ms})`,
        `${d.late.at_major_collection.messages} (${d.late.at_major_collection.moments})`,
      ]),
    ]);
  }
  console.log("");
  printTable([
    [
      "idle sockets on one instance",
      "RSS MB",
      "heap MB",
      `RSS MB (${CLIENTS})`,
      `heap MB (${CLIENTS})`,
      "per socket: RSS KB",
      "heap KB",
    ],
    ...result.memory.map((m) => [
      m.subject,
      mb(m.one.rss),
      mb(m.one.heapUsed),
      mb(m.all.rss),
      mb(m.all.heapUsed),
      kb(m.per_connection.rss),
      kb(m.per_connection.heapUsed),
    ]),
  ]);
  writeResults("live.json", {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    load_average: os.loadavg()[0],
    settings: { clients: CLIENTS, rate: RATE, seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, grace_ms: GRACE_MS },
    targets: TARGETS,
    throughput_share_of_bare: share,
    ...result,
  });
}

await main();
