import type { Config } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/connect.ts";
import type { Bus } from "./bus/bus.ts";

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
}
