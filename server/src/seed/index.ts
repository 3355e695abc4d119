import type { Logger } from "pino";
import type { Database } from "../db/connect.ts";
import { type DemoDeps, seedDemo } from "./demo/index.ts";
import { seedStep } from "./progress.ts";
import { seedReference } from "./reference.ts";
import type { ReferenceSettingsConfig } from "./reference-settings.ts";

export interface SeedOptions {
  /** Seeds the demo world with these dependencies (it stores pictures too); false for none. */
  demo: DemoDeps | false;
  /** The settings the web client reads (OAuth ids, analytics id) come from the configuration; none when left out. */
  config?: ReferenceSettingsConfig;
  /** Only cities this large and up; by default the MIN_POPULATION every installation has. */
  cityMinPopulation?: number;
  /** Where each step's start and length are told. */
  log?: Pick<Logger, "info">;
}

export async function seed(db: Database, opts: SeedOptions): Promise<void> {
  await seedStep(opts.log, "reference data", () =>
    seedReference(db, opts.config ?? { oauth: {} }, opts.cityMinPopulation),
  );
  if (opts.demo) await seedDemo(opts.demo);
}
