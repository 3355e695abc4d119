import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/connect.ts";
import type { SessionCache } from "./auth/sessions.ts";
import type { Bus } from "./bus/bus.ts";
import type { EventRunner } from "./events/runner.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { RateLimiter } from "./rate-limit/rate-limit.ts";
import type { VisitorCache } from "./reads/visitor-cache.ts";
import type { Seeding } from "./seeding/seeding.ts";
import type { Storage } from "./storage/storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Everything a request handler may reach; tests build the same object around a fresh database. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  bus: Bus;
  storage: Storage;
  /** The outbox dispatcher; mail itself is written with enqueueMail inside the causing transaction. */
  mail: Mailer;
  /** The event outbox's runner; events themselves are written with emit inside the causing transaction. */
  events: EventRunner;
  rateLimit: RateLimiter;
  /** Card payments: Stripe when configured, the sandbox otherwise. */
  payments: PaymentProvider;
  /** The users resource as visitors see it, kept until the database announces a change. */
  visitorCache: VisitorCache;
  sessionCache: SessionCache;
  /** The first start's seed, while the server already listens: how far it is, and whether the site is served yet. */
  seeding: Seeding;
  /** For work outside a request (mail dispatch, event delivery, broker errors); requests log through req.log. */
  log: Logger;
}
