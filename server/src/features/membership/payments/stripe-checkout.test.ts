import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { startStripePeer } from "../../../../test/peers/stripe.ts";
import { memberships, orders, paymentEvents } from "../../../db/schema/index.ts";

// Stripe switched on by configuration alone: the same app, its keys pointing at a local peer.
const peer = await startStripePeer();
const ctx = await createTestContext(peer.env);
const { db } = ctx.deps;
afterAll(() => peer.close());

type Headers = Record<string, string>;

async function buyerWithOrder() {
  const buyer = await buildSignedInUser(db);
  const added = await request(ctx.app, "POST", "/api/v1/cart/items", {
    headers: buyer.headers,
    type: "cart_items",
    attributes: { item_type: "premium_yearly" },
  });
  expect(added.statusCode, added.body).toBe(201);
  const reply = await request(ctx.app, "POST", "/api/v1/cart/payment_intent", {
    headers: buyer.headers,
    type: "orders",
    attributes: {},
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const order = reply.json().data;
  return { ...buyer, orderId: Number(order.id), intentId: order.attributes.payment_intent_id as string, order };
}

const deliver = (event: { body: string; signature: string }, signature = event.signature) =>
  request(ctx.app, "POST", "/api/v1/payments/stripe/webhook", {
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload: event.body,
  });

const periodsOf = async (userId: number) =>
  (await db.select().from(memberships).where(eq(memberships.userId, userId))).length;

const checkout = (headers: Headers, paymentIntentId: string) =>
  request(ctx.app, "POST", "/api/v1/cart/checkout", {
    headers,
    type: "orders",
    attributes: { payment_intent_id: paymentIntentId },
  });

describe("checkout with Stripe", () => {
  it("makes the payment intent with Stripe at the server's amount, under an idempotency key, with the publishable key", async () => {
    const buyer = await buyerWithOrder();
    expect(buyer.order.attributes).toMatchObject({
      provider: "stripe",
      publishable_key: peer.config.publishableKey,
      total: 9000,
      currency: "EUR",
    });
    const created = peer.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)?.body).toMatchObject({
      amount: "9000",
      currency: "eur",
      "metadata[order_id]": String(buyer.orderId),
    });
    expect(peer.requests.filter((r) => r.method === "POST").every((r) => r.idempotencyKey)).toBe(true);
    expect(buyer.order.attributes.client_secret).toBe(peer.intents.get(buyer.intentId)?.client_secret);
    // The sandbox's card form is not there when Stripe takes the cards.
    const sandbox = await request(ctx.app, "POST", "/api/v1/payments/sandbox/confirm", {
      headers: buyer.headers,
      type: "sandbox_payments",
      attributes: { client_secret: "x", card_number: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it("settles a paid order from a signed webhook once, however often it is delivered", async () => {
    const buyer = await buyerWithOrder();
    // Before Stripe says so, neither the browser's checkout nor anything else starts the membership.
    expect((await checkout(buyer.headers, buyer.intentId)).statusCode).toBe(409);

    peer.succeed(buyer.intentId, "pm_card_visa");
    const event = peer.webhook("payment_intent.succeeded", buyer.intentId);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(await periodsOf(buyer.user.id)).toBe(1);

    const replayed = await deliver(event);
    expect(replayed.statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, buyer.orderId));
    expect(order).toMatchObject({ status: "paid", paymentMethod: "pm_card_visa" });
    expect(await periodsOf(buyer.user.id)).toBe(1);

    // The browser's checkout, arriving after the webhook, finds it paid and changes nothing.
    const late = await checkout(buyer.headers, buyer.intentId);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.attributes.status).toBe("paid");
    expect(await periodsOf(buyer.user.id)).toBe(1);
  });

  it("refuses a forged or stale event, and changes nothing with it", async () => {
    const buyer = await buyerWithOrder();
    peer.succeed(buyer.intentId);
    const forged = peer.webhook("payment_intent.succeeded", buyer.intentId, { secret: "whsec_not_stripes" });
    expect((await deliver(forged)).statusCode).toBe(400);
    const stale = peer.webhook("payment_intent.succeeded", buyer.intentId, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(stale)).statusCode).toBe(400);
    const signed = peer.webhook("payment_intent.succeeded", buyer.intentId);
    const tampered = { body: signed.body.replace(buyer.intentId, "pi_someone_else"), signature: signed.signature };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect((await deliver(signed, "")).statusCode).toBe(400);
    expect(await periodsOf(buyer.user.id)).toBe(0);
    expect(
      await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, JSON.parse(forged.body).id)),
    ).toEqual([]);
  });

  it("trusts what Stripe reports, not what an event claims: a failure event for a paid intent settles it paid", async () => {
    const buyer = await buyerWithOrder();
    peer.fail(buyer.intentId, "card_declined", "Your card was declined.");
    expect((await deliver(peer.webhook("payment_intent.payment_failed", buyer.intentId))).statusCode).toBe(200);
    const refused = await checkout(buyer.headers, buyer.intentId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errors[0]).toMatchObject({ code: "card_declined", detail: "Your card was declined." });
    expect(await periodsOf(buyer.user.id)).toBe(0);

    peer.succeed(buyer.intentId);
    expect((await deliver(peer.webhook("payment_intent.payment_failed", buyer.intentId))).statusCode).toBe(200);
    expect(await periodsOf(buyer.user.id)).toBe(1);
  });
});
