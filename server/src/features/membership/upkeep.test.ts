import { SANDBOX_CARDS } from "@atelier/common";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildMembership } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, idsOf } from "../../../test/social.ts";
import { invoices, memberships, orders, userFacets } from "../../db/schema/index.ts";
import { keepMemberships } from "./upkeep.ts";

const ctx = await createTestContext();
const { db, payments } = ctx.deps;

type Headers = Record<string, string>;
const post = (headers: Headers, path: string, type: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", `/api/v1${path}`, { headers, type, attributes });

/** A member who bought a month of premium with `card`, the last step of it answered as the card asks. */
async function premiumMember(card: string) {
  const member = await buildMember(db);
  expect((await post(member.headers, "/cart/items", "cart_items", { item_type: "premium_monthly" })).statusCode).toBe(
    201,
  );
  const intent = (await post(member.headers, "/cart/payment_intent", "orders", {})).json().data.attributes;
  const secret = intent.client_secret as string;
  await post(member.headers, "/payments/sandbox/confirm", "sandbox_payments", {
    client_secret: secret,
    card_number: card,
    expiry: "12/40",
    cvc: "123",
  });
  if (card === SANDBOX_CARDS.authenticates)
    await post(member.headers, "/payments/sandbox/authenticate", "sandbox_payments", {
      client_secret: secret,
      approve: true,
    });
  const paid = await post(member.headers, "/cart/checkout", "orders", { payment_intent_id: intent.payment_intent_id });
  expect(paid.statusCode, paid.body).toBe(200);
  return member;
}

const periodsOf = (userId: number) =>
  db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.startsAt));

/** Brings a member's period to its last hours, as time would. */
const endingSoon = (userId: number) =>
  db
    .update(memberships)
    .set({ startsAt: sql`now() - interval '1 month'`, endsAt: sql`now() + interval '2 hours'` })
    .where(eq(memberships.userId, userId));

describe("membership upkeep", () => {
  it("renews a period about to end with the saved card: the next one starts at its end, with its invoice", async () => {
    const member = await premiumMember(SANDBOX_CARDS.succeeds);
    await endingSoon(member.user.id);
    await keepMemberships(db, payments);
    const [first, next] = await periodsOf(member.user.id);
    expect(next.startsAt.getTime()).toBe(first.endsAt?.getTime());
    expect({ first: first.renews, next: next.renews }).toEqual({ first: false, next: true });
    const renewal = await db.select().from(orders).where(eq(orders.renewsMembershipId, first.id));
    expect(renewal).toEqual([expect.objectContaining({ kind: "renewal", status: "paid", gross: 900 })]);
    expect(await db.select().from(invoices).where(eq(invoices.userId, member.user.id))).toHaveLength(2);
    // Another run, or another instance's, renews nothing twice.
    await keepMemberships(db, payments);
    expect(await periodsOf(member.user.id)).toHaveLength(2);
  });

  it("ends premium with its period when the saved card is refused, and never renews a cancelled one", async () => {
    const refused = await premiumMember(SANDBOX_CARDS.authenticates);
    const cancelled = await premiumMember(SANDBOX_CARDS.succeeds);
    await db.update(memberships).set({ renews: false }).where(eq(memberships.userId, cancelled.user.id));
    await Promise.all([endingSoon(refused.user.id), endingSoon(cancelled.user.id)]);
    await keepMemberships(db, payments);
    expect((await periodsOf(refused.user.id)).map((p) => p.renews)).toEqual([false]);
    const [renewal] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, refused.user.id), eq(orders.kind, "renewal")));
    expect(renewal).toMatchObject({ status: "failed", failureCode: "authentication_required" });
    expect(await periodsOf(cancelled.user.id)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, cancelled.user.id), eq(orders.kind, "renewal"))),
    ).toEqual([]);
  });

  it("ranks premium members first in the find lists and the explore shelf, from the moment their period begins to its end", async () => {
    const people = await Promise.all(
      ["Ann", "Ben", "Cai", "Dee"].map((n) => buildMember(db, { name: `${n} Ranked`, isCreative: true })),
    );
    const [, ben, , dee] = people;
    // The members the tests above made premium are premium no longer.
    await db.update(memberships).set({ endsAt: sql`now() - interval '1 second'`, renews: false });
    await buildMembership(db, { userId: ben.user.id, startsAt: new Date(Date.now() - 1000) });
    // Dee's period begins in a moment, with no write then: the upkeep marks it.
    await buildMembership(db, { userId: dee.user.id, startsAt: new Date(Date.now() + 500) });
    const first = async (path: string) => idsOf((await request(ctx.app, "GET", `/api/v1${path}`)).json())[0];
    expect(await first("/creatives")).toBe(String(ben.user.id));
    expect(await first("/creatives/explore")).toBe(String(ben.user.id));

    await new Promise((resolve) => setTimeout(resolve, 600));
    await keepMemberships(db, payments);
    const marked = await db.select({ id: userFacets.userId }).from(userFacets).where(eq(userFacets.premium, true));
    expect(marked.map((r) => r.id).sort()).toEqual([ben.user.id, dee.user.id].sort());
    const top = idsOf((await request(ctx.app, "GET", "/api/v1/creatives?page[size]=2")).json());
    expect(top.sort()).toEqual([String(ben.user.id), String(dee.user.id)].sort());

    await db
      .update(memberships)
      .set({ endsAt: new Date(Date.now() + 300) })
      .where(eq(memberships.userId, ben.user.id));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await keepMemberships(db, payments);
    expect(await first("/creatives")).toBe(String(dee.user.id));
  });
});
