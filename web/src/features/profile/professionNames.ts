import type { ProfileUser } from "./types.ts";

/** The names of the professions a user assigned themselves, in their order, where they were included. */
export function professionNames(user: Pick<ProfileUser, "assignedProfessions">): string[] {
  return (user.assignedProfessions ?? []).flatMap((p) => (p.profession?.name ? [p.profession.name] : []));
}
