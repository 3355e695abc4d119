import type { Database } from "../../db/connect.ts";
import { seedDemoAccounts } from "./accounts.ts";
import { seedDemoSocial } from "./social.ts";

/** The demo world; each area adds its part here as it lands. */
export async function seedDemo(db: Database): Promise<void> {
  await seedDemoAccounts(db);
  await seedDemoSocial(db);
}
