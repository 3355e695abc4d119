import { PROFILE_ERROR_CODES, type ProfileAttributes, type ProfileUpdateInput, type Resource } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { profiles } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import { presentUsers } from "../discovery/users/present.ts";
import { usersByIds } from "../discovery/users/service.ts";

export type Profile = typeof profiles.$inferSelect;

/** My profile as only I read it: with the name option and the display name. */
export function presentProfile(row: Profile) {
  return resource(
    "profiles",
    row.userId,
    {
      slug: row.slug,
      headline: row.headline,
      about: row.about,
      nameOption: row.nameOption,
      displayName: row.displayName,
    } satisfies ProfileAttributes,
    { user: toOne("users", row.userId) },
  );
}

/** Sets the given fields of the profile; showing the display name needs one (422 at display_name). */
export async function updateProfile(tx: Executor, current: Profile, input: ProfileUpdateInput): Promise<Profile> {
  const next = { ...current, ...input };
  if (next.nameOption === "display" && !next.displayName) {
    throw errors.invalid("displayName", "Enter the name to show.", PROFILE_ERROR_CODES.displayNameMissing);
  }
  const [row] = await tx
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, current.userId))
    .returning();
  return row;
}

/**
 * The user's `users` resource as they see it themselves (has_cv, the image links): what a change of
 * their images or CV answers, so the page shows it at once.
 */
export async function ownUserResource(db: Executor, userId: number): Promise<Resource> {
  const [own] = await presentUsers(db, await usersByIds(db, [userId]), { id: userId });
  return own;
}
