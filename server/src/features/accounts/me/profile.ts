import type { MeUpdateInput } from "@atelier/common";
import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/connect.ts";
import { profileImages, registrations, userCreativeFields, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { ensureProfile } from "../../discovery/users/slugs.ts";
import { countRequests } from "../../social/connections.ts";
import { requireKnownIds } from "./known-ids.ts";
import type { MeExtras } from "./present.ts";

type UserRow = typeof users.$inferSelect;

export interface Me extends MeExtras {
  user: UserRow;
}

async function creativeFieldIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userCreativeFields.creativeFieldId })
    .from(userCreativeFields)
    .where(eq(userCreativeFields.userId, userId))
    .orderBy(asc(userCreativeFields.position), asc(userCreativeFields.creativeFieldId));
  return rows.map((r) => r.id);
}

/**
 * Makes the user's creative fields exactly `fieldIds`, in that order. Fields that stay keep their
 * rows, and with them the level and skills the profile gave them (its creative field operations).
 */
async function setCreativeFields(db: Executor, userId: number, fieldIds: number[]): Promise<void> {
  await db
    .delete(userCreativeFields)
    .where(and(eq(userCreativeFields.userId, userId), notInArray(userCreativeFields.creativeFieldId, fieldIds)));
  await db
    .insert(userCreativeFields)
    .values(fieldIds.map((creativeFieldId, position) => ({ userId, creativeFieldId, position })))
    .onConflictDoUpdate({
      target: [userCreativeFields.userId, userCreativeFields.creativeFieldId],
      set: { position: sql`excluded.position` },
    });
}

/** The sign-up an unconfirmed user came through; the web offers its "resend confirmation" with it. */
async function openRegistrationOf(db: Executor, user: UserRow): Promise<string | null> {
  if (user.confirmedAt !== null) return null;
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.userId, user.id))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The smallest rendition of the user's profile image, if they have one. */
async function avatarUrlOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ small: sql<string | null>`${profileImages.renditions}->>'small'` })
    .from(profileImages)
    .where(and(eq(profileImages.userId, userId), eq(profileImages.kind, "profile")));
  return row?.small ? storageUrl(row.small) : null;
}

/** What the `me` resource shows beside the row, read side by side (so never inside a transaction). */
async function extrasOf(db: Database, user: UserRow, creativeFieldIds?: number[]): Promise<MeExtras> {
  const [fieldIds, registrationId, avatarUrl, incomingConnectionRequestsCount] = await Promise.all([
    creativeFieldIds ?? creativeFieldIdsOf(db, user.id),
    openRegistrationOf(db, user),
    avatarUrlOf(db, user.id),
    countRequests(db, user.id, "incoming"),
  ]);
  return { creativeFieldIds: fieldIds, registrationId, avatarUrl, incomingConnectionRequestsCount };
}

/** The user with what the `me` resource shows beside the row; null when the account is gone. */
export async function loadMe(db: Database, userId: number): Promise<Me | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return { user, ...(await extrasOf(db, user)) };
}

/** Everything /signup-info asks for; member pages open once all of it is there. */
function isProfileComplete(p: {
  name: string | null;
  isCreative: boolean;
  isClient: boolean;
  kind: string | null;
  locationId: number | null;
  creativeFieldCount: number;
  acceptedTermsAt: Date | null;
}): boolean {
  return (
    Boolean(p.name?.trim()) &&
    (p.isCreative || p.isClient) &&
    p.kind !== null &&
    p.locationId !== null &&
    p.creativeFieldCount > 0 &&
    p.acceptedTermsAt !== null
  );
}

/**
 * Applies a profile change and recomputes `complete`. The chamber flag only means something for
 * company clients: asking for it otherwise is refused, and a change of role or kind clears it.
 */
export async function updateMe(db: Database, userId: number, input: MeUpdateInput): Promise<Me> {
  const changed = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw errors.forbidden();

    if (input.locationId) await requireKnownIds(tx, "locations", [input.locationId], "locationId");
    const fieldIds = input.creativeFieldIds && [...new Set(input.creativeFieldIds)];
    if (fieldIds) await requireKnownIds(tx, "creativeFields", fieldIds, "creativeFieldIds");

    const kind = input.kind ?? user.kind;
    const isClient = input.isClient ?? user.isClient;
    const companyClient = kind === "company" && isClient;
    if (input.isInsideCci && !companyClient) {
      throw errors.invalid("isInsideCci", "Only company clients can be inside the chamber of commerce.");
    }

    if (fieldIds) await setCreativeFields(tx, userId, fieldIds);

    const next = {
      name: input.name ?? user.name,
      isCreative: input.isCreative ?? user.isCreative,
      isClient,
      kind,
      isInsideCci: companyClient && (input.isInsideCci ?? user.isInsideCci),
      locationId: input.locationId === undefined ? user.locationId : input.locationId,
      acceptedTermsAt: input.agreed ? (user.acceptedTermsAt ?? new Date()) : user.acceptedTermsAt,
      locale: input.locale ?? user.locale,
    };
    const creativeFieldIds = fieldIds ?? (await creativeFieldIdsOf(tx, userId));
    const complete = isProfileComplete({ ...next, creativeFieldCount: creativeFieldIds.length });

    const [updated] = await tx
      .update(users)
      .set({ ...next, complete, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    // Every complete user has a profile address from then on.
    if (complete) await ensureProfile(tx, userId);
    return { user: updated, creativeFieldIds };
  });
  return { user: changed.user, ...(await extrasOf(db, changed.user, changed.creativeFieldIds)) };
}
