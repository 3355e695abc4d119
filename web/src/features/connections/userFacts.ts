import { paths } from "@atelier/common/paths";
import type { UserSummary } from "./types.ts";

/** The profile page of a user: by slug, or by id while the user has no profile slug yet. */
export const profilePathOf = (user: Pick<UserSummary, "id" | "slug">): string => paths.profile(user.slug ?? user.id);

/** The names of a user's professions, in their order, where they were included. */
export function professionNames(user: Pick<UserSummary, "assignedProfessions">): string[] {
  return (user.assignedProfessions ?? []).flatMap((p) => (p.profession?.name ? [p.profession.name] : []));
}

/** The place a card shows: the city and its country. */
export function placeOf(user: Pick<UserSummary, "location">): string | null {
  return user.location?.longName ?? null;
}
