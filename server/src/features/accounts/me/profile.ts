import type { MeUpdateInput } from "@atelier/common";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/connect.ts";
import { qualified } from "../../../db/qualified.ts";
import { notifications, profileImages, registrations, userCreativeFields, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { ensureProfile } from "../../discovery/users/slugs.ts";
import { premiumNow } from "../../membership/memberships.ts";
import { messageRequestsOf, unreadMessagesOf } from "../../messenger/participations.ts";
import { requestsCount } from "../../social/connections.ts";
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

/**
 * What the `me` resource shows beside the row, as columns of a read of the row: the creative fields
 * in their order, the sign-up an unconfirmed user came through (the web offers its "resend
 * confirmation" with it), the smallest rendition of the profile image, the open requests made
 * to the user, their unread messages, message requests and notifications, and whether they are
 * premium. One statement: the header reads it on every page a member
 * opens. (Drizzle leaves a single table's columns unqualified, so the subqueries name the user by
 * the parameter.)
 */
function extrasColumns(db: Executor, userId: number) {
  return {
    creativeFieldIds: sql<
      (string | number)[]
    >`array(select ${userCreativeFields.creativeFieldId} from ${userCreativeFields}
      where ${userCreativeFields.userId} = ${userId}
      order by ${userCreativeFields.position}, ${userCreativeFields.creativeFieldId})`,
    registrationId: sql<
      string | null
    >`case when ${users.confirmedAt} is null then (select ${registrations.id} from ${registrations}
      where ${registrations.userId} = ${userId} order by ${registrations.createdAt} desc limit 1) end`,
    avatar: sql<string | null>`(select ${profileImages.renditions}->>'small' from ${profileImages}
      where ${profileImages.userId} = ${userId} and ${profileImages.kind} = 'profile')`,
    incoming: sql<string | number>`(${requestsCount(db, userId, "incoming")})`,
    unreadMessages: sql<string | number>`${unreadMessagesOf(userId)}`,
    messageRequests: sql<string | number>`${messageRequestsOf(userId)}`,
    unreadNotifications: sql<string | number>`(select count(*) from ${notifications}
      where ${qualified(notifications.userId)} = ${userId} and ${qualified(notifications.readAt)} is null)`,
    premium: premiumNow(userId),
  };
}

type ExtrasRow = { [K in keyof ReturnType<typeof extrasColumns>]: ReturnType<typeof extrasColumns>[K]["_"]["type"] };

function extrasFrom(row: ExtrasRow, creativeFieldIds?: number[]): MeExtras {
  return {
    creativeFieldIds: creativeFieldIds ?? row.creativeFieldIds.map(Number),
    registrationId: row.registrationId,
    avatarUrl: row.avatar ? storageUrl(row.avatar) : null,
    incomingConnectionRequestsCount: Number(row.incoming),
    unreadMessagesCount: Number(row.unreadMessages),
    messageRequestsCount: Number(row.messageRequests),
    unreadNotificationsCount: Number(row.unreadNotifications),
    isPremium: row.premium === true,
  };
}

/** What the `me` resource shows beside the row, read anew (so never inside a transaction). */
async function extrasOf(db: Database, userId: number, creativeFieldIds?: number[]): Promise<MeExtras> {
  const [row] = await db.select(extrasColumns(db, userId)).from(users).where(eq(users.id, userId));
  return extrasFrom(row, creativeFieldIds);
}

/** The user with what the `me` resource shows beside the row, in one statement; null when the account is gone. */
export async function loadMe(db: Database, userId: number): Promise<Me | null> {
  const [row] = await db
    .select({ user: users, ...extrasColumns(db, userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { user: row.user, ...extrasFrom(row) } : null;
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
  return { user: changed.user, ...(await extrasOf(db, changed.user.id, changed.creativeFieldIds)) };
}
