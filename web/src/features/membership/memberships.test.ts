import { describe, expect, it } from "vitest";
import type { Membership } from "./api/membershipApi.ts";
import { currentMembership, mayResume, renewalOf } from "./memberships.ts";

const membership = (id: string, more: Partial<Membership> = {}): Membership => ({
  id,
  type: "memberships",
  plan: "premium",
  billingPlan: "premium_monthly",
  isPremium: true,
  startsAt: "2026-01-10T00:00:00Z",
  endsAt: "2026-02-10T00:00:00Z",
  current: true,
  renews: true,
  cancelledAt: null,
  ...more,
});

describe("currentMembership", () => {
  it("is the free plan without a membership in force", () => {
    expect(currentMembership([])).toBeNull();
    expect(currentMembership([membership("1", { current: false })])).toBeNull();
  });

  it("is the one marked current, premium first", () => {
    const basic = membership("1", { isPremium: false });
    const premium = membership("2");
    expect(currentMembership([basic, premium])).toBe(premium);
    expect(currentMembership([basic])).toBe(basic);
  });
});

describe("renewalOf", () => {
  it("renews at the period's end while the renewal is on, and ends there once it is off", () => {
    expect(renewalOf(membership("1"))).toEqual({ kind: "renews", on: "2026-02-10T00:00:00Z" });
    expect(renewalOf(membership("1", { renews: false }))).toEqual({ kind: "ends", on: "2026-02-10T00:00:00Z" });
  });

  it("has nothing to say of a period without an end", () => {
    expect(renewalOf(membership("1", { endsAt: null }))).toEqual({ kind: "open" });
  });
});

describe("mayResume", () => {
  it("is a cancelled renewal of a bought plan", () => {
    expect(mayResume(membership("1", { renews: false, cancelledAt: "2026-01-20T00:00:00Z" }))).toBe(true);
  });

  it("is not a renewing period, nor one never bought with a card", () => {
    expect(mayResume(membership("1"))).toBe(false);
    expect(mayResume(membership("1", { renews: false, cancelledAt: null, billingPlan: null }))).toBe(false);
    expect(mayResume(membership("1", { renews: false, cancelledAt: "2026-01-20T00:00:00Z", billingPlan: null }))).toBe(
      false,
    );
  });
});
