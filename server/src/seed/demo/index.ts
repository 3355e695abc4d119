import { sql } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps.ts";
import { type SeedSteps, seedSteps } from "../progress.ts";
import { seedDemoAccounts } from "./accounts.ts";
import { seedDemoImages } from "./images.ts";
import { seedDemoMembership } from "./membership.ts";
import { seedDemoMessenger } from "./messenger.ts";
import { seedDemoOpportunities } from "./opportunities.ts";
import { seedDemoSections } from "./sections.ts";
import { seedDemoShowroom } from "./showroom.ts";
import { seedDemoSocial } from "./social.ts";

/**
 * What the demo world is written with: the database, the file store for its pictures, and the
 * configuration (the length of a featured period).
 */
export type DemoDeps = Pick<AppDeps, "db" | "storage" | "log" | "config">;

/** The demo world's steps, and what each adds, as the log tells them. */
const STEPS = {
  people: "the demo creatives' and clients' accounts, with their creative fields",
  network: "their profiles, follows, connections and notifications",
  memberships: "premium memberships with their orders and invoices",
  sections: "the profiles' professions, skills, languages, links and history",
  pictures: "profile pictures and title banners, drawn",
  conversations: "conversations, messages and message requests",
  works: "showroom and gallery items, their pictures drawn",
  opportunities: "the jobs board: opportunities, their files and applications",
  statistics: "the query planner's statistics of the filled tables",
} as const;

export const DEMO_STEPS = Object.keys(STEPS).length;

/** The demo world; each area adds its part here as it lands. Every part runs once. */
export async function seedDemo(deps: DemoDeps, steps: SeedSteps = seedSteps(deps.log, DEMO_STEPS)): Promise<void> {
  const step = <T>(name: keyof typeof STEPS, work: () => Promise<T>) => steps.run(name, STEPS[name], work);
  await step("people", () => seedDemoAccounts(deps.db));
  await step("network", () => seedDemoSocial(deps.db));
  // The people and their profiles are in: the site is worth a visit while their work is added.
  await steps.serve();
  await step("memberships", () => seedDemoMembership(deps.db));
  // The pictures are drawn on sharp's threads while the sections are written. The profile pictures
  // and the showroom's take turns: they share those threads anyway, and the database's connections
  // stay free for the sections meanwhile.
  await Promise.all([
    // The opportunities come after the messenger: their applications start conversations, and the
    // messenger's part is written once, into a database without any.
    step("sections", () => seedDemoSections(deps.db))
      .then(() => step("conversations", () => seedDemoMessenger(deps)))
      .then(() => step("opportunities", () => seedDemoOpportunities(deps))),
    step("pictures", () => seedDemoImages(deps)).then(() => step("works", () => seedDemoShowroom(deps))),
  ]);
  // The planner still holds the tables for as empty as before the seed, until autovacuum looks: the
  // pages the demo world is there for would be planned as if there were no one on them.
  await step("statistics", () => deps.db.execute(sql`analyze`));
}
