import { randomBytes } from "node:crypto";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { type Logger, pino } from "pino";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { liveCountsConsumer } from "./features/accounts/me/live-counts.ts";
import { startMembershipUpkeep } from "./features/membership/upkeep.ts";
import { messengerLiveConsumer } from "./features/messenger/live.ts";
import { notificationsConsumer } from "./features/notifications/consumer.ts";
import { referenceCatalog } from "./features/reference/catalog.ts";
import { startFeaturedRotation } from "./features/showroom/featured/featured.ts";
import { startSessionCache } from "./platform/auth/sessions.ts";
import { startWorker } from "./platform/background/worker.ts";
import { type Bus, createInProcessBus } from "./platform/bus/bus.ts";
import { createRedisBus } from "./platform/bus/redis.ts";
import { startCleaner } from "./platform/cleanup/cleaner.ts";
import type { AppDeps } from "./platform/deps.ts";
import { startEventRunner } from "./platform/events/runner.ts";
import { startMailer } from "./platform/mail/mailer.ts";
import { createPaymentProvider } from "./platform/payments/create.ts";
import { createMemoryRateLimiter } from "./platform/rate-limit/memory.ts";
import type { RateLimiter } from "./platform/rate-limit/rate-limit.ts";
import { createRedisRateLimiter } from "./platform/rate-limit/redis.ts";
import { startVisitorCache, VISITOR_CACHE_DEFAULTS } from "./platform/reads/visitor-cache.ts";
import { seedingState } from "./platform/seeding/seeding.ts";
import { createLocalStorage } from "./platform/storage/local.ts";
import { createS3Storage } from "./platform/storage/s3.ts";
import type { Storage } from "./platform/storage/storage.ts";

const CATALOG_POLL_MS = 30_000;

/** The log of what happens outside a request: start-up, shutdown, background work. */
export function processLog(config: Config): Logger {
  return pino({ level: config.logLevel, base: { service: "atelier" } });
}

/** Builds the platform services the configuration asks for. */
export async function createDeps(
  config: Config,
  database: DatabaseHandle,
  log: Logger = processLog(config),
): Promise<AppDeps & { close(): Promise<void> }> {
  const reportTo = (what: string) => (err: unknown) => log.warn({ err }, what);

  // Test files share one Redis while each has its own database, where user ids repeat: every test
  // app gets its own namespace so that neither live events nor counters cross between files, unless
  // it names one (instances of one test share it).
  const namespace =
    config.redisNamespace ?? (config.env === "test" ? `atelier-test-${randomBytes(6).toString("hex")}` : "atelier");

  let bus: Bus;
  let rateLimit: RateLimiter;
  if (config.redisUrl) {
    bus = createRedisBus(config.redisUrl, { namespace, onError: reportTo("live event bus") });
    const limiter = createRedisRateLimiter(config.redisUrl, { namespace, onError: reportTo("rate-limit counters") });
    // Counting starts in Redis when it answers within a moment; otherwise in process until it does.
    await Promise.race([limiter.connected(), delay(2000, undefined, { ref: false })]);
    rateLimit = limiter;
  } else {
    bus = createInProcessBus({ onError: reportTo("live event bus") });
    rateLimit = createMemoryRateLimiter();
  }

  const s3 = config.s3 ? createS3Storage(config.s3) : null;
  const storage: Storage = s3 ?? (await createLocalStorage(path.join(config.dataDir, "files")));

  const mail = startMailer(database, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onError: reportTo("mail dispatch"),
  });

  // One consumer per concern; each sees every event once, on whichever instance claims it.
  const events = startEventRunner(database, {
    consumers: [
      notificationsConsumer({ bus, appUrl: config.appUrl, log }),
      liveCountsConsumer({ bus, log }),
      messengerLiveConsumer({ bus, log }),
    ],
    onError: reportTo("event delivery"),
  });

  const cleaner = startCleaner(database.db, { onError: reportTo("expired rows clean-up") });

  // Reference data is served from memory; an edit made anywhere reaches this instance within a poll.
  const catalog = referenceCatalog(database.db);
  const catalogRefresh = startWorker(() => catalog.refresh(), {
    pollMs: CATALOG_POLL_MS,
    onError: reportTo("reference catalog refresh"),
  });

  const visitorCache = startVisitorCache(database, { ...VISITOR_CACHE_DEFAULTS, ttlMs: config.keptReadsMs });
  const sessionCache = startSessionCache(database);
  const seeding = seedingState({
    // The catalog may have been read before the seed wrote the reference data.
    beforeServing: () => catalog.refresh(),
    holdBack: () => visitorCache.holdBack(),
  });

  const payments = createPaymentProvider(config, database.db);
  const membershipUpkeep = startMembershipUpkeep(database.db, payments, { onError: reportTo("membership upkeep") });

  const featuredRotation = startFeaturedRotation(database.db, {
    lengthMs: config.featuredPeriodMs,
    onError: reportTo("featured period rotation"),
  });

  return {
    config,
    database,
    db: database.db,
    bus,
    storage,
    mail,
    events,
    rateLimit,
    payments,
    visitorCache,
    sessionCache,
    seeding,
    log,
    async close() {
      await cleaner.close();
      await featuredRotation.close();
      await membershipUpkeep.close();
      await catalogRefresh.close();
      // Delivering events queues mail and pushes live, so it stops before either.
      await events.close();
      await mail.close();
      await bus.close();
      await rateLimit.close();
      s3?.close();
      await visitorCache.close();
      await sessionCache.close();
      await database.close();
    },
  };
}
