import { inArray, like, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/connect.ts";
import { creativeFields, locations, userCreativeFields, users } from "../../db/schema/index.ts";
import { hashPassword } from "../../platform/auth/passwords.ts";
import { DEMO_WORLD } from "./crowd.ts";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoPerson } from "./people.ts";

export const demoEmail = (handle: string) => `${handle}@${DEMO_EMAIL_DOMAIN}`;

/** The ids of the demo people's accounts that exist, the crowd's too, by handle. */
export async function demoUserIds(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_WORLD.map((p) => demoEmail(p.handle)),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  return new Map(
    DEMO_WORLD.flatMap((p) => {
      const id = idOf.get(demoEmail(p.handle));
      return id === undefined ? [] : [[p.handle, id] as const];
    }),
  );
}

/** A demo person's id by handle; a part of the demo world naming someone who is not there is a mistake. */
export function demoIdOf(ids: ReadonlyMap<string, number>, handle: string): number {
  const id = ids.get(handle);
  if (id === undefined) throw new Error(`The demo person ${handle} is missing`);
  return id;
}

/**
 * The demo people's ids by handle, for a part of the demo world to add; null when there are no demo
 * accounts, or when `userColumn` (a user id column of the part's table) names one of them already:
 * the part was added before and stays as its users keep it.
 */
export async function demoUserIdsToSeed(db: Executor, userColumn: PgColumn): Promise<Map<string, number> | null> {
  const ids = await demoUserIds(db);
  if (ids.size === 0) return null;
  const [seeded] = await db
    .select({ userId: userColumn })
    .from(userColumn.table as PgTable)
    .where(inArray(userColumn, [...ids.values()]))
    .limit(1);
  return seeded ? null : ids;
}

/** The largest seeded city of each demo person's name and country, in one query. */
async function cityIds(db: Database, people: readonly DemoPerson[]): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([locations.name, locations.countryCode], {
      id: locations.id,
      name: locations.name,
      countryCode: locations.countryCode,
    })
    .from(locations)
    .where(
      inArray(
        locations.name,
        people.map((p) => p.city),
      ),
    )
    .orderBy(locations.name, locations.countryCode, sql`${locations.population} desc`);
  return new Map(rows.map((r) => [`${r.name}|${r.countryCode}`, r.id]));
}

/**
 * Demo creatives and clients, the crowd's among them, with complete, confirmed accounts, all
 * signing in with DEMO_PASSWORD, and the creative fields they work in at their levels. Runs once: a
 * database that already holds a demo account is left alone.
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (existing) return;

  // One hash for every demo account: hashing is deliberately slow, and they share the password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const cities = await cityIds(db, DEMO_WORLD);
  const fields = await db.select({ id: creativeFields.id, slug: creativeFields.slug }).from(creativeFields);
  const fieldIds = new Map(fields.map((f) => [f.slug, f.id]));
  const now = new Date();

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        DEMO_WORLD.map((p) => ({
          email: demoEmail(p.handle),
          passwordHash,
          name: p.name,
          locale: p.locale,
          kind: p.kind,
          isCreative: p.roles.includes("creative"),
          isClient: p.roles.includes("client"),
          isInsideCci: p.isInsideCci ?? false,
          locationId: cities.get(`${p.city}|${p.country}`) ?? null,
          complete: true,
          acceptedTermsAt: now,
          confirmedAt: now,
          theme: p.theme ?? "auto",
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(created.map((u) => [u.email, u.id]));
    const links = DEMO_WORLD.flatMap((p) =>
      p.fields.flatMap(({ field, level }, position) => {
        const creativeFieldId = fieldIds.get(field);
        const userId = idByEmail.get(demoEmail(p.handle));
        return creativeFieldId && userId ? [{ userId, creativeFieldId, level, position }] : [];
      }),
    );
    if (links.length > 0) await tx.insert(userCreativeFields).values(links);
  });
}
