import type { Database } from "../db/connect.ts";
import { seedReference } from "./reference.ts";

export interface SeedOptions {
  demo: boolean;
}

export async function seed(db: Database, _opts: SeedOptions): Promise<void> {
  await seedReference(db);
}
