import type { MembershipAttributes } from "@atelier/common";

export type Membership = { id: string } & MembershipAttributes;

/**
 * The membership in force: the one the server marks current, the premium one first should two
 * overlap. None means the free plan.
 */
export function currentMembership(memberships: readonly Membership[]): Membership | null {
  const current = memberships.filter((m) => m.current);
  return current.find((m) => m.isPremium) ?? current[0] ?? null;
}

/** Earlier and later periods, newest first, for the history under the current plan. */
export function otherMemberships(memberships: readonly Membership[], current: Membership | null): Membership[] {
  return memberships.filter((m) => m !== current).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
}
