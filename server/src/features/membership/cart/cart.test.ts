import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { statementsOf } from "../../../../test/statements.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Headers = Record<string, string>;
const get = (headers: Headers, path: string) => request(ctx.app, "GET", `/api/v1${path}`, { headers });
const add = (headers: Headers, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/cart/items", { headers, type: "cart_items", attributes });
const change = (headers: Headers, id: string, attributes: Record<string, unknown>, bodyId = id) =>
  request(ctx.app, "PATCH", `/api/v1/cart/items/${id}`, {
    headers,
    payload: { data: { type: "cart_items", id: bodyId, attributes } },
  });
const remove = (headers: Headers, id: string) => request(ctx.app, "DELETE", `/api/v1/cart/items/${id}`, { headers });

const cartOf = async (headers: Headers) => {
  const reply = await get(headers, "/cart");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as {
    data: { id: string; attributes: Record<string, unknown>; relationships: { items: { data: { id: string }[] } } };
    included: { id: string; attributes: Record<string, unknown> }[];
  };
};

describe("the cart", () => {
  it("is its buyer's alone: visitors get 403", async () => {
    expect((await get({}, "/cart")).statusCode).toBe(403);
    expect((await add({}, { item_type: "premium_monthly" })).statusCode).toBe(403);
  });

  it("starts empty in the currency of the buyer's language, and holds one plan at the server's price", async () => {
    const { headers } = await buildSignedInUser(db);
    const empty = await cartOf({ ...headers, "accept-language": "de" });
    expect(empty.data.attributes).toEqual({ currency: "EUR", net: 0, vat: 0, total: 0, vat_percent: 19 });
    expect(empty.data.relationships.items.data).toEqual([]);

    const monthly = await add(headers, { item_type: "premium_monthly", quantity: 1 });
    expect(monthly.statusCode, monthly.body).toBe(201);
    expect(monthly.json().data.attributes).toMatchObject({
      item_type: "premium_monthly",
      unit_price: 900,
      currency: "EUR",
    });
    const once = await cartOf(headers);
    expect(once.data.attributes).toMatchObject({ net: 756, vat: 144, total: 900 });
    expect(once.included.map((item) => item.id)).toEqual([monthly.json().data.id]);

    // Adding takes the place of what the cart held; a currency chosen moves the whole cart.
    const yearly = await add(headers, { item_type: "premium_yearly", currency: "GBP" });
    expect(yearly.statusCode, yearly.body).toBe(201);
    const items = await get(headers, "/cart/items");
    expect(items.json().data).toEqual([
      expect.objectContaining({
        id: yearly.json().data.id,
        attributes: expect.objectContaining({ item_type: "premium_yearly", unit_price: 8000, currency: "GBP" }),
      }),
    ]);
    expect((await cartOf(headers)).data.attributes).toMatchObject({ currency: "GBP", total: 8000 });
  });

  it("changes its plan or currency, and empties, for its buyer; another buyer's item is a 404", async () => {
    const [buyer, other] = [await buildSignedInUser(db), await buildSignedInUser(db)];
    const id = (await add(buyer.headers, { item_type: "premium_yearly" })).json().data.id as string;
    const changed = await change(buyer.headers, id, { item_type: "premium_monthly", currency: "USD" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      item_type: "premium_monthly",
      unit_price: 1000,
      currency: "USD",
    });
    expect((await change(buyer.headers, id, { currency: "EUR" }, "999")).statusCode).toBe(409);

    expect((await change(other.headers, id, { item_type: "premium_yearly" })).statusCode).toBe(404);
    expect((await remove(other.headers, id)).statusCode).toBe(404);
    expect((await cartOf(buyer.headers)).data.attributes).toMatchObject({ currency: "USD", total: 1000 });

    expect((await remove(buyer.headers, id)).statusCode).toBe(204);
    expect((await cartOf(buyer.headers)).data.attributes).toMatchObject({ total: 0 });
    expect((await remove(buyer.headers, id)).statusCode).toBe(404);
  });

  it("names the attribute a wrong item has, and never takes a price from the client", async () => {
    const { headers } = await buildSignedInUser(db);
    for (const [attributes, pointer] of [
      [{ item_type: "gold" }, "/data/attributes/item_type"],
      [{ item_type: "premium_monthly", quantity: 2 }, "/data/attributes/quantity"],
      [{ item_type: "premium_monthly", currency: "CHF" }, "/data/attributes/currency"],
    ] as const) {
      const reply = await add(headers, attributes);
      expect(reply.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(reply.json().errors[0].source.pointer).toBe(pointer);
    }
    const priced = await add(headers, { item_type: "premium_monthly", unit_price: 1 });
    if (priced.statusCode === 201) expect(priced.json().data.attributes.unit_price).toBe(900);
    else expect(priced.statusCode).toBe(422);
    expect((await cartOf(headers)).data.attributes).toMatchObject({ total: priced.statusCode === 201 ? 900 : 0 });
  });

  it("reads the cart in one statement once it exists", async () => {
    const { headers } = await buildSignedInUser(db);
    await add(headers, { item_type: "premium_monthly" });
    // The write let the session go; the first read takes it up again.
    await get(headers, "/cart");
    const read = await statementsOf(() => get(headers, "/cart"));
    expect(read.result.statusCode).toBe(200);
    expect(read.statements.length, read.statements.join("\n")).toBeLessThanOrEqual(1);
  });
});
