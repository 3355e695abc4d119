import type { MembershipAttributes, Resource } from "@atelier/common";
import { resource } from "../../jsonapi/serialize.ts";
import type { Membership } from "./memberships.ts";

/** A membership period; `current` marks the one in force (see currentMembershipId). */
export function presentMembership(row: Membership, currentId: number | null): Resource {
  return resource("memberships", row.id, {
    plan: row.plan,
    isPremium: row.isPremium,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    current: row.id === currentId,
  } satisfies MembershipAttributes);
}
