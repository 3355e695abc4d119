import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { memberships, orders } from "../../src/db/schema/index.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { startStripePeer } from "../peers/stripe.ts";

// SECURITY.md H1 to H4, with Stripe switched on and its API a local peer.
const peer = await startStripePeer();
const ctx = await createTestContext(peer.env);
const { db } = ctx.deps;
afterAll(() => peer.close());

type Headers = Record<string, string>;

const addPlan = (headers: Headers, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/cart/items", { headers, type: "cart_items", attributes });
const paymentIntent = (headers: Headers, attributes: Record<string, unknown> = {}) =>
  request(ctx.app, "POST", "/api/v1/cart/payment_intent", { headers, type: "orders", attributes });
const deliver = (event: { body: string; signature: string }) =>
  request(ctx.app, "POST", "/api/v1/payments/stripe/webhook", {
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    payload: event.body,
  });

async function buyerWithOrder() {
  const buyer = await buildSignedInUser(db);
  expect((await addPlan(buyer.headers, { item_type: "premium_monthly" })).statusCode).toBe(201);
  const order = (await paymentIntent(buyer.headers)).json().data;
  return { ...buyer, orderId: Number(order.id), intentId: order.attributes.payment_intent_id as string };
}

const periodsOf = async (userId: number) =>
  (await db.select().from(memberships).where(eq(memberships.userId, userId))).length;

describe("payments (SECURITY.md H1 to H4)", () => {
  it("H1: charges the server's total, whatever price, amount, currency or quantity the client sends", async () => {
    const buyer = await buildSignedInUser(db);
    for (const quantity of [-1, 0, 0.5, 1e9, 2]) {
      const refused = await addPlan(buyer.headers, { item_type: "premium_monthly", quantity });
      expect(refused.statusCode, String(quantity)).toBe(422);
      expect(refused.json().errors[0].source.pointer).toBe("/data/attributes/quantity");
    }
    expect((await addPlan(buyer.headers, { item_type: "premium_monthly", price: 1 })).statusCode).toBe(422);
    expect((await addPlan(buyer.headers, { item_type: "premium_monthly", currency: "JPY" })).statusCode).toBe(422);
    expect((await addPlan(buyer.headers, { item_type: "premium_monthly" })).statusCode).toBe(201);
    for (const attributes of [{ amount: 1 }, { price: 1 }, { currency: "USD" }, { discount: 100 }]) {
      const refused = await paymentIntent(buyer.headers, attributes);
      expect(refused.statusCode, JSON.stringify(attributes)).toBe(422);
    }
    const order = (await paymentIntent(buyer.headers)).json().data;
    expect(order.attributes).toMatchObject({ total: 900, currency: "EUR" });
    expect(peer.intents.get(order.attributes.payment_intent_id)).toMatchObject({ amount: 900, currency: "eur" });
  });

  it("H2: flags a signed event whose payment is not the order's amount, and fulfils nothing", async () => {
    const buyer = await buyerWithOrder();
    const intent = peer.succeed(buyer.intentId);
    intent.amount = 1;
    expect((await deliver(peer.webhook("payment_intent.succeeded", buyer.intentId))).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, buyer.orderId));
    expect(order).toMatchObject({ status: "failed", failureCode: "amount_mismatch" });
    expect(await periodsOf(buyer.user.id)).toBe(0);
  });

  it("H3: fulfils one event delivered five times in a row and five times at once exactly once", async () => {
    const [inRow, atOnce] = [await buyerWithOrder(), await buyerWithOrder()];
    peer.succeed(inRow.intentId);
    peer.succeed(atOnce.intentId);
    const first = peer.webhook("payment_intent.succeeded", inRow.intentId);
    for (let i = 0; i < 5; i++) expect((await deliver(first)).statusCode).toBe(200);
    const second = peer.webhook("payment_intent.succeeded", atOnce.intentId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(second)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([await periodsOf(inRow.user.id), await periodsOf(atOnce.user.id)]).toEqual([1, 1]);
  });

  it("H4: ten payment requests at once make one order and one payment intent, under one idempotency key", async () => {
    const buyer = await buildSignedInUser(db);
    expect((await addPlan(buyer.headers, { item_type: "premium_yearly" })).statusCode).toBe(201);
    const before = peer.requests.filter((r) => r.path === "/v1/payment_intents").length;
    const replies = await Promise.all(Array.from({ length: 10 }, () => paymentIntent(buyer.headers)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => r.json().data.id)).size).toBe(1);
    expect(new Set(replies.map((r) => r.json().data.attributes.payment_intent_id)).size).toBe(1);
    const creates = peer.requests.filter((r) => r.path === "/v1/payment_intents").slice(before);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(1);
  });
});
