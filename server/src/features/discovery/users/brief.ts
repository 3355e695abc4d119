import type { Resource } from "@atelier/common";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { qualified } from "../../../db/qualified.ts";
import { profileImages, profiles, userBlocks, users } from "../../../db/schema/index.ts";
import { resource } from "../../../jsonapi/serialize.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { shownName } from "./present.ts";

/**
 * People as they are named beside something else (the participants of a conversation, the actors
 * of notifications), in one statement: name, profile and avatar while their account is active and
 * they have not blocked the viewer, else only that they are no longer available.
 */
export async function presentBriefUsers(db: Executor, viewerId: number, ids: readonly number[]): Promise<Resource[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      kind: users.kind,
      deactivatedAt: users.deactivatedAt,
      nameOption: profiles.nameOption,
      displayName: profiles.displayName,
      slug: profiles.slug,
      avatar: sql<string | null>`${profileImages.renditions}->>'small'`,
      blockedViewer: sql<boolean>`exists (select 1 from ${userBlocks} as "b"
        where "b"."blocker_id" = ${qualified(users.id)} and "b"."blocked_id" = ${viewerId})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileImages, and(eq(profileImages.userId, users.id), eq(profileImages.kind, "profile")))
    .where(inArray(users.id, unique));
  return rows.map((row) => {
    const available = row.deactivatedAt === null && !row.blockedViewer;
    return resource("users", row.id, {
      name: available
        ? shownName(row, row.nameOption ? { nameOption: row.nameOption, displayName: row.displayName } : null)
        : null,
      slug: available ? row.slug : null,
      kind: available ? row.kind : null,
      avatar: available && row.avatar ? storageUrl(row.avatar) : null,
      isAvailable: available,
    });
  });
}
