import { paths } from "@atelier/common/paths";

/** What a summary of a person shows: any users resource read with its professions and location. */
export interface Person {
  id: string;
  slug: string | null;
  name: string;
  profileImage: { small: string | null } | null;
  /** Premium members carry a mark beside their name. */
  isPremium?: boolean;
  location?: { longName: string } | null;
  assignedProfessions?: { profession?: { name: string } | null }[];
}

/** The profile page of a user: by slug, or by id while the user has no profile slug yet. */
export const profilePathOf = (user: Pick<Person, "id" | "slug">): string => paths.profile(user.slug ?? user.id);

/** The names of a user's professions, in their order, where they were included. */
export function professionNames(user: Pick<Person, "assignedProfessions">): string[] {
  return (user.assignedProfessions ?? []).flatMap((p) => (p.profession?.name ? [p.profession.name] : []));
}

/** The place a card shows: the city and its country. */
export function placeOf(user: Pick<Person, "location">): string | null {
  return user.location?.longName ?? null;
}
