import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createInProcessBus } from "./bus/bus.ts";
import type { AppDeps } from "./deps.ts";

/** Builds the platform services the configuration asks for. */
export async function createDeps(
  config: Config,
  database: DatabaseHandle,
): Promise<AppDeps & { close(): Promise<void> }> {
  const bus = createInProcessBus();
  return {
    config,
    database,
    db: database.db,
    bus,
    async close() {
      await bus.close();
      await database.close();
    },
  };
}
