import { describe, expect, it } from "vitest";
import { currentMembership, type Membership, otherMemberships } from "./membership.ts";

const membership = (id: string, current: boolean, startsAt: string, isPremium = true): Membership => ({
  id,
  plan: "premium",
  isPremium,
  startsAt,
  endsAt: null,
  current,
  billingPlan: null,
  renews: false,
  cancelledAt: null,
});

describe("currentMembership", () => {
  it("is the free plan without a membership in force", () => {
    expect(currentMembership([])).toBeNull();
    expect(currentMembership([membership("1", false, "2024-01-01T00:00:00Z")])).toBeNull();
  });

  it("is the one marked current, premium first", () => {
    const basic = membership("1", true, "2025-01-01T00:00:00Z", false);
    const premium = membership("2", true, "2025-02-01T00:00:00Z");
    expect(currentMembership([basic, premium])).toBe(premium);
    expect(currentMembership([basic])).toBe(basic);
  });
});

describe("otherMemberships", () => {
  it("lists the rest newest first", () => {
    const old = membership("1", false, "2023-01-01T00:00:00Z");
    const now = membership("2", true, "2025-01-01T00:00:00Z");
    const older = membership("3", false, "2022-01-01T00:00:00Z");
    expect(otherMemberships([older, now, old], now).map((m) => m.id)).toEqual(["1", "3"]);
  });
});
