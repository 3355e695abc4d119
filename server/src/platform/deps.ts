import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/connect.ts";
import type { Bus } from "./bus/bus.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { RateLimiter } from "./rate-limit/rate-limit.ts";
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
  rateLimit: RateLimiter;
  /** For work outside a request (mail dispatch, broker errors); requests log through req.log. */
  log: Logger;
}
