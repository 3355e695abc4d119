import { PLAN_PRICES, priceParts, type Resource, VAT_PERCENT } from "@atelier/common";
import { resource, toMany } from "../../../jsonapi/serialize.ts";
import type { Cart, CartItemRow, CartRow } from "./cart.ts";

/** The item at the server's price in the cart's currency: what checkout will charge. */
export function presentCartItem(item: CartItemRow, cart: CartRow): Resource {
  return resource("cart_items", item.id, {
    itemType: item.itemType,
    quantity: 1,
    unitPrice: PLAN_PRICES[item.itemType][cart.currency],
    currency: cart.currency,
    createdAt: item.createdAt.toISOString(),
  });
}

/** The cart with what it comes to, net, VAT and total, and its item included. */
export function presentCart({ cart, item }: Cart): { data: Resource; included: Resource[] } {
  const parts = priceParts(item ? PLAN_PRICES[item.itemType][cart.currency] : 0);
  return {
    data: resource(
      "carts",
      cart.id,
      { currency: cart.currency, net: parts.net, vat: parts.vat, total: parts.gross, vatPercent: VAT_PERCENT },
      { items: toMany("cart_items", item ? [item.id] : []) },
    ),
    included: item ? [presentCartItem(item, cart)] : [],
  };
}
