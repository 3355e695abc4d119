import type { Database } from "../db/connect.ts";
import { seedReference } from "./reference.ts";
import type { ReferenceSettingsConfig } from "./reference-settings.ts";

export interface SeedOptions {
  demo: boolean;
  /** The settings the web client reads (OAuth ids, analytics id) come from the configuration; none when left out. */
  config?: ReferenceSettingsConfig;
}

export async function seed(db: Database, opts: SeedOptions): Promise<void> {
  await seedReference(db, opts.config ?? { oauth: {} });
}
