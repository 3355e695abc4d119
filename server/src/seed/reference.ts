import type { Database } from "../db/connect.ts";
import { locales } from "../db/schema/index.ts";

/** Reference data every installation needs; safe to run on every start. */
export async function seedReference(db: Database): Promise<void> {
  await db
    .insert(locales)
    .values([
      { code: "en", name: "English", isDefault: true, position: 0 },
      { code: "de", name: "Deutsch", isDefault: false, position: 1 },
    ])
    .onConflictDoNothing();
}
