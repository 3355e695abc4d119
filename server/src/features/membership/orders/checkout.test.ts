import { SANDBOX_CARDS } from "@atelier/common";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { invoices, memberships, orders } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Headers = Record<string, string>;
type Doc = {
  data: { id: string; attributes: Record<string, unknown> };
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
};

const addPlan = async (headers: Headers, itemType = "premium_monthly", currency?: string) => {
  const reply = await request(ctx.app, "POST", "/api/v1/cart/items", {
    headers,
    type: "cart_items",
    attributes: { item_type: itemType, ...(currency ? { currency } : {}) },
  });
  expect(reply.statusCode, reply.body).toBe(201);
};
const paymentIntent = (headers: Headers, attributes: Record<string, unknown> = {}) =>
  request(ctx.app, "POST", "/api/v1/cart/payment_intent", { headers, type: "orders", attributes });
const confirm = (headers: Headers, clientSecret: string, cardNumber: string, expiry = "12/40") =>
  request(ctx.app, "POST", "/api/v1/payments/sandbox/confirm", {
    headers,
    type: "sandbox_payments",
    attributes: { client_secret: clientSecret, card_number: cardNumber, expiry, cvc: "123" },
  });
const authenticate = (headers: Headers, clientSecret: string, approve: boolean) =>
  request(ctx.app, "POST", "/api/v1/payments/sandbox/authenticate", {
    headers,
    type: "sandbox_payments",
    attributes: { client_secret: clientSecret, approve },
  });
const checkout = (headers: Headers, paymentIntentId: string) =>
  request(ctx.app, "POST", "/api/v1/cart/checkout", {
    headers,
    type: "orders",
    attributes: { payment_intent_id: paymentIntentId },
  });

/** A buyer with a plan in the cart and the order's payment to confirm. */
async function buyerWithOrder(itemType = "premium_monthly", currency?: string) {
  const buyer = await buildSignedInUser(db);
  await addPlan(buyer.headers, itemType, currency);
  const reply = await paymentIntent(buyer.headers);
  expect(reply.statusCode, reply.body).toBe(201);
  const order = reply.json() as Doc;
  return {
    ...buyer,
    order,
    secret: order.data.attributes.client_secret as string,
    intentId: order.data.attributes.payment_intent_id as string,
  };
}

const isPremium = async (headers: Headers, userId: number) => {
  const reply = await request(ctx.app, "GET", `/api/v1/users/${userId}`, { headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.attributes.is_premium as boolean;
};

describe("checkout with the sandbox", () => {
  it("makes the order from the cart at the server's price, and refuses an amount sent with it", async () => {
    const buyer = await buildSignedInUser(db);
    const empty = await paymentIntent(buyer.headers);
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().errors[0].code).toBe("cart_empty");

    await addPlan(buyer.headers, "premium_yearly", "USD");
    const tampered = await paymentIntent(buyer.headers, { amount: 1 });
    expect(tampered.statusCode, tampered.body).toBe(422);

    const reply = await paymentIntent(buyer.headers);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.attributes).toMatchObject({
      plan: "premium_yearly",
      currency: "USD",
      total: 10000,
      net: 8403,
      vat: 1597,
      status: "pending",
      provider: "sandbox",
      publishable_key: null,
    });
    expect(reply.json().data.attributes.client_secret).toMatch(/^pi_sb_\w+_secret_\w+$/);

    // A reload pays the same order, with the same payment.
    const again = await paymentIntent(buyer.headers);
    expect(again.json().data.id).toBe(reply.json().data.id);
    expect(again.json().data.attributes.payment_intent_id).toBe(reply.json().data.attributes.payment_intent_id);
  });

  it("pays with 4242: the membership starts, the invoice is issued, the cart empties, the user is premium", async () => {
    const buyer = await buyerWithOrder("premium_monthly");
    expect(await isPremium(buyer.headers, buyer.user.id)).toBe(false);

    const paid = await confirm(buyer.headers, buyer.secret, "4242 4242 4242 4242");
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.attributes).toMatchObject({ status: "succeeded", card_last4: "4242" });

    const settled = await checkout(buyer.headers, buyer.intentId);
    expect(settled.statusCode, settled.body).toBe(200);
    const doc = settled.json() as Doc;
    expect(doc.data.attributes).toMatchObject({ status: "paid", client_secret: null });
    const membership = doc.included?.find((r) => r.type === "memberships");
    const invoice = doc.included?.find((r) => r.type === "invoices");
    expect(membership?.attributes).toMatchObject({
      is_premium: true,
      current: true,
      renews: true,
      billing_plan: "premium_monthly",
    });
    const months =
      (Date.parse(membership?.attributes.ends_at as string) - Date.parse(membership?.attributes.starts_at as string)) /
      86_400_000;
    expect(months).toBeGreaterThanOrEqual(28);
    expect(months).toBeLessThanOrEqual(31);
    expect(invoice?.attributes).toMatchObject({ total: 900, net: 756, vat: 144, vat_percent: 19, currency: "EUR" });
    expect(invoice?.attributes.number).toMatch(/^AT-\d{4}-\d{6}$/);

    expect(await isPremium(buyer.headers, buyer.user.id)).toBe(true);
    const cart = await request(ctx.app, "GET", "/api/v1/cart", { headers: buyer.headers });
    expect(cart.json().included).toEqual([]);

    // Settling again, by checkout or otherwise, changes nothing.
    const twice = await checkout(buyer.headers, buyer.intentId);
    expect(twice.statusCode).toBe(200);
    const [{ periods }] = await db
      .select({ periods: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.userId, buyer.user.id));
    expect(periods).toBe(1);

    // While it renews, buying again is refused.
    await addPlan(buyer.headers, "premium_yearly");
    const more = await paymentIntent(buyer.headers);
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().errors[0].code).toBe("already_premium");
  });

  it("shows a declined card's reason, and lets the buyer pay with another card", async () => {
    const buyer = await buyerWithOrder();
    const declined = await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.declined);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().errors[0]).toMatchObject({ code: "card_declined", detail: "Your card was declined." });
    const refused = await checkout(buyer.headers, buyer.intentId);
    expect(refused.statusCode).toBe(402);
    expect(await isPremium(buyer.headers, buyer.user.id)).toBe(false);

    const other = await confirm(buyer.headers, buyer.secret, "4111 1111 1111 1111");
    expect(other.statusCode).toBe(402);
    expect(other.json().errors[0].code).toBe("test_cards_only");
    const expired = await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.succeeds, "01/20");
    expect(expired.json().errors[0].code).toBe("expired_card");
    const malformed = await confirm(buyer.headers, buyer.secret, "4242 4242 4242 4241");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0].source.pointer).toBe("/data/attributes/card_number");

    expect((await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.succeeds)).statusCode).toBe(200);
    expect((await checkout(buyer.headers, buyer.intentId)).json().data.attributes.status).toBe("paid");
  });

  it("asks for the confirmation step with 3155, and pays only once the buyer approves", async () => {
    const buyer = await buyerWithOrder();
    const pending = await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.authenticates);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data.attributes.status).toBe("requires_action");
    const early = await checkout(buyer.headers, buyer.intentId);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe("payment_incomplete");

    const refused = await authenticate(buyer.headers, buyer.secret, false);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errors[0].code).toBe("payment_intent_authentication_failure");

    expect((await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.authenticates)).statusCode).toBe(200);
    const approved = await authenticate(buyer.headers, buyer.secret, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes.status).toBe("succeeded");
    expect((await checkout(buyer.headers, buyer.intentId)).json().data.attributes.status).toBe("paid");
  });

  it("keeps orders, payments and invoices to their buyer: others get 404", async () => {
    const buyer = await buyerWithOrder();
    const stranger = await buildSignedInUser(db);
    expect((await confirm(stranger.headers, buyer.secret, SANDBOX_CARDS.succeeds)).statusCode).toBe(404);
    expect((await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.succeeds)).statusCode).toBe(200);
    expect((await checkout(stranger.headers, buyer.intentId)).statusCode).toBe(404);
    const paid = (await checkout(buyer.headers, buyer.intentId)).json() as Doc;
    const invoiceId = paid.included?.find((r) => r.type === "invoices")?.id;
    for (const path of [`/my/orders/${paid.data.id}`, `/my/invoices/${invoiceId}`, `/my/invoices/${invoiceId}/pdf`]) {
      expect((await request(ctx.app, "GET", `/api/v1${path}`, { headers: stranger.headers })).statusCode).toBe(404);
      expect((await request(ctx.app, "GET", `/api/v1${path}`, { headers: buyer.headers })).statusCode).toBe(200);
    }
    expect((await request(ctx.app, "GET", "/api/v1/my/invoices", { headers: stranger.headers })).json().data).toEqual(
      [],
    );
  });

  it("gives the invoices numbers without gaps when many buyers pay at once", async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWithOrder()));
    await Promise.all(buyers.map((b) => confirm(b.headers, b.secret, SANDBOX_CARDS.succeeds)));
    const settled = await Promise.all(buyers.map((b) => checkout(b.headers, b.intentId)));
    expect(settled.map((r) => r.statusCode)).toEqual(buyers.map(() => 200));
    const numbers = (await db.select({ number: invoices.number }).from(invoices)).map((r) => r.number).sort();
    const places = numbers.map((n) => Number(n.split("-")[2]));
    expect(places).toEqual(places.map((_, i) => i + 1));
    const paid = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, "paid"));
    expect(paid.length).toBe(numbers.length);
  });

  it("serves the invoice as a PDF in the buyer's language", async () => {
    const buyer = await buyerWithOrder("premium_yearly", "GBP");
    await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.succeeds);
    const paid = (await checkout(buyer.headers, buyer.intentId)).json() as Doc;
    const invoice = paid.included?.find((r) => r.type === "invoices");
    const pdf = await request(ctx.app, "GET", `/api/v1/my/invoices/${invoice?.id}/pdf`, {
      headers: { ...buyer.headers, "accept-language": "de" },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice?.attributes.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("cancels at the period's end, and takes the cancellation back", async () => {
    const buyer = await buyerWithOrder();
    await confirm(buyer.headers, buyer.secret, SANDBOX_CARDS.succeeds);
    const paid = (await checkout(buyer.headers, buyer.intentId)).json() as Doc;
    const membership = paid.included?.find((r) => r.type === "memberships");
    const patch = (headers: Headers, renews: boolean) =>
      request(ctx.app, "PATCH", `/api/v1/my/memberships/${membership?.id}`, {
        headers,
        payload: { data: { type: "memberships", id: membership?.id, attributes: { renews } } },
      });
    const stranger = await buildSignedInUser(db);
    expect((await patch(stranger.headers, false)).statusCode).toBe(404);

    const cancelled = await patch(buyer.headers, false);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.attributes).toMatchObject({ renews: false, current: true, is_premium: true });
    expect(cancelled.json().data.attributes.cancelled_at).not.toBeNull();
    expect(await isPremium(buyer.headers, buyer.user.id)).toBe(true);

    const resumed = await patch(buyer.headers, true);
    expect(resumed.json().data.attributes).toMatchObject({ renews: true, cancelled_at: null });

    // Once the period is over, premium ends with it.
    await db
      .update(memberships)
      .set({ startsAt: sql`now() - interval '2 months'`, endsAt: sql`now() - interval '1 day'` })
      .where(eq(memberships.userId, buyer.user.id));
    expect(await isPremium(buyer.headers, buyer.user.id)).toBe(false);
    expect((await patch(buyer.headers, false)).statusCode).toBe(200);
    expect((await patch(buyer.headers, true)).statusCode).toBe(409);
  });
});
