import type { Membership } from "./api/membershipApi.ts";

/**
 * The membership in force: the one the server marks current, the premium one first should two
 * overlap. None means the free plan.
 */
export function currentMembership<M extends Pick<Membership, "current" | "isPremium">>(
  memberships: readonly M[],
): M | null {
  const current = memberships.filter((m) => m.current);
  return current.find((m) => m.isPremium) ?? current[0] ?? null;
}

/**
 * What happens at the end of the period: the saved card pays the next one, or premium ends (a
 * cancelled renewal, or a period bought without one), or nothing, for a period without an end.
 */
export type Renewal = { kind: "renews"; on: string } | { kind: "ends"; on: string } | { kind: "open" };

export function renewalOf(membership: Pick<Membership, "endsAt" | "renews">): Renewal {
  if (!membership.endsAt) return { kind: "open" };
  return { kind: membership.renews ? "renews" : "ends", on: membership.endsAt };
}

/** A renewal the member turned off can be turned on again while the period runs; one never bought cannot. */
export const mayResume = (membership: Pick<Membership, "renews" | "cancelledAt" | "billingPlan">): boolean =>
  !membership.renews && membership.cancelledAt !== null && membership.billingPlan !== null;
