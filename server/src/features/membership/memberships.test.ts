import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildMembership, buildSignedInUser, buildUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

const list = (headers: Record<string, string>, query = "") =>
  request(ctx.app, "GET", `/api/v1/my/memberships${query}`, { headers });

interface MembershipResource {
  id: string;
  attributes: { plan: string; is_premium: boolean; starts_at: string; ends_at: string | null; current: boolean };
}

describe("GET /api/v1/my/memberships", () => {
  it("answers an empty list for the free plan", async () => {
    const { headers } = await buildSignedInUser(db);
    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("lists my memberships the latest first and marks the newest one covering now as current", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const rows = [
      await buildMembership(db, {
        userId: user.id,
        startsAt: daysFromNow(-400),
        endsAt: daysFromNow(-35),
      }),
      await buildMembership(db, {
        userId: user.id,
        startsAt: daysFromNow(-30),
        endsAt: daysFromNow(335),
      }),
      await buildMembership(db, {
        userId: user.id,
        startsAt: daysFromNow(-2),
        endsAt: null,
        isPremium: false,
      }),
      await buildMembership(db, {
        userId: user.id,
        startsAt: daysFromNow(10),
        endsAt: daysFromNow(40),
      }),
    ];
    const other = await buildUser(db);
    await buildMembership(db, { userId: other.id, startsAt: daysFromNow(-1) });

    const res = await list(headers);

    expect(res.statusCode).toBe(200);
    const data: MembershipResource[] = res.json().data;
    expect(data.map((m) => m.id)).toEqual([rows[3], rows[2], rows[1], rows[0]].map((r) => String(r.id)));
    expect(data.filter((m) => m.attributes.current).map((m) => m.id)).toEqual([String(rows[2].id)]);
    expect(data[2]).toEqual({
      type: "memberships",
      id: String(rows[1].id),
      attributes: {
        plan: "premium",
        is_premium: true,
        starts_at: rows[1].startsAt.toISOString(),
        ends_at: rows[1].endsAt?.toISOString(),
        current: false,
        billing_plan: null,
        renews: false,
        cancelled_at: null,
      },
      relationships: { invoice: { data: null } },
    });
    expect(res.json().meta.total).toBe(4);
  });

  it("filters by is_premium in either spelling and still marks the current one among all", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const premium = await buildMembership(db, {
      userId: user.id,
      startsAt: daysFromNow(-30),
      endsAt: daysFromNow(30),
    });
    await buildMembership(db, { userId: user.id, startsAt: daysFromNow(-1), isPremium: false });

    for (const query of ["?filter[is_premium]=true", "?filter[isPremium]=true"]) {
      const data: MembershipResource[] = (await list(headers, query)).json().data;
      expect(data.map((m) => m.id)).toEqual([String(premium.id)]);
      expect(data[0].attributes.current).toBe(false);
    }
    const free: MembershipResource[] = (await list(headers, "?filter[is_premium]=false")).json().data;
    expect(free.map((m) => m.attributes.current)).toEqual([true]);
  });

  it("answers 400 naming the parameter for a filter value other than true or false, or an unknown filter", async () => {
    const { headers } = await buildSignedInUser(db);
    const bad = await list(headers, "?filter[is_premium]=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source).toEqual({ parameter: "filter[is_premium]" });
    const unknown = await list(headers, "?filter[user_id]=1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].source).toEqual({ parameter: "filter[user_id]" });
  });

  it("answers 403 without a session", async () => {
    expect((await list({})).statusCode).toBe(403);
  });
});
