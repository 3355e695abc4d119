import type { Logger } from "pino";
import type { Database } from "../db/connect.ts";
import type { Seeding } from "../platform/seeding/seeding.ts";
import { DEMO_STEPS, type DemoDeps, seedDemo } from "./demo/index.ts";
import { seedSteps } from "./progress.ts";
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
  /**
   * The running server's, when it listens while this seeds (begun with seedStepCount's steps):
   * told of every step, it serves the site once the demo people are in.
   */
  seeding?: Seeding;
}

/** How many steps `seed` runs, for the running server to count them before it begins. */
export const seedStepCount = (demo: boolean): number => 1 + (demo ? DEMO_STEPS : 0);

export async function seed(db: Database, opts: SeedOptions): Promise<void> {
  const steps = seedSteps(opts.log, seedStepCount(opts.demo !== false), opts.seeding);
  await steps.run("reference data", "creative fields, industries, languages, cities, professions and skills", () =>
    seedReference(db, opts.config ?? { oauth: {} }, opts.cityMinPopulation),
  );
  if (opts.demo) await seedDemo(opts.demo, steps);
}
