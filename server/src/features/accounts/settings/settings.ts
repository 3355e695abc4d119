import type {
  AddressInput,
  appearanceSchema,
  interestsSettingsSchema,
  OpportunityDigest,
  privacySettingsSchema,
} from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor } from "../../../db/connect.ts";
import {
  addresses,
  interestCreativeFields,
  interestIndustries,
  interestSettings,
  users,
} from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { requireKnownIds } from "../me/known-ids.ts";

export type AddressRow = typeof addresses.$inferSelect;
type UserRow = typeof users.$inferSelect;

export async function findAddress(db: Executor, userId: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId));
  return row ?? null;
}

/** Changes the attributes sent and keeps the others; an emptied field is stored as no value. */
export async function saveAddress(db: Executor, userId: number, input: AddressInput): Promise<AddressRow> {
  const changes = Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === "" ? null : v]),
  ) as Partial<AddressRow>;
  const [row] = await db
    .insert(addresses)
    .values({ ...changes, userId })
    .onConflictDoUpdate({ target: addresses.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

async function updateUser(db: Executor, userId: number, changes: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw errors.forbidden();
  return row;
}

export async function findUser(db: Executor, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw errors.forbidden();
  return row;
}

export const savePrivacy = (db: Executor, userId: number, input: z.infer<typeof privacySettingsSchema>) =>
  updateUser(db, userId, input);

export const saveAppearance = (db: Executor, userId: number, input: z.infer<typeof appearanceSchema>) =>
  updateUser(db, userId, input);

export interface Interests {
  userId: number;
  creativeFieldIds: number[];
  industryIds: number[];
  opportunityDigest: OpportunityDigest;
}

const DEFAULT_DIGEST: OpportunityDigest = "weekly";

export async function findInterests(db: Executor, userId: number): Promise<Interests> {
  const fields = await db
    .select({ id: interestCreativeFields.creativeFieldId })
    .from(interestCreativeFields)
    .where(eq(interestCreativeFields.userId, userId))
    .orderBy(asc(interestCreativeFields.creativeFieldId));
  const industries = await db
    .select({ id: interestIndustries.industryId })
    .from(interestIndustries)
    .where(eq(interestIndustries.userId, userId))
    .orderBy(asc(interestIndustries.industryId));
  const [settings] = await db.select().from(interestSettings).where(eq(interestSettings.userId, userId));
  return {
    userId,
    creativeFieldIds: fields.map((r) => r.id),
    industryIds: industries.map((r) => r.id),
    opportunityDigest: settings?.opportunityDigest ?? DEFAULT_DIGEST,
  };
}

/** Replaces the lists that were sent, as a whole; an empty list means "none". */
export async function saveInterests(
  db: Database,
  userId: number,
  input: z.infer<typeof interestsSettingsSchema>,
): Promise<Interests> {
  return db.transaction(async (tx) => {
    if (input.creativeFieldIds) {
      const ids = [...new Set(input.creativeFieldIds)];
      await requireKnownIds(tx, "creativeFields", ids, "creativeFieldIds");
      await tx.delete(interestCreativeFields).where(eq(interestCreativeFields.userId, userId));
      if (ids.length > 0) {
        await tx.insert(interestCreativeFields).values(ids.map((creativeFieldId) => ({ userId, creativeFieldId })));
      }
    }
    if (input.industryIds) {
      const ids = [...new Set(input.industryIds)];
      await requireKnownIds(tx, "industries", ids, "industryIds");
      await tx.delete(interestIndustries).where(eq(interestIndustries.userId, userId));
      if (ids.length > 0) await tx.insert(interestIndustries).values(ids.map((industryId) => ({ userId, industryId })));
    }
    if (input.opportunityDigest) {
      const opportunityDigest = input.opportunityDigest;
      await tx
        .insert(interestSettings)
        .values({ userId, opportunityDigest })
        .onConflictDoUpdate({ target: interestSettings.userId, set: { opportunityDigest, updatedAt: new Date() } });
    }
    return findInterests(tx, userId);
  });
}
