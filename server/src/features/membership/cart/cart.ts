import {
  type CartItemCreateInput,
  type CartItemUpdateInput,
  type Currency,
  LOCALE_CURRENCIES,
  type SupportedLocale,
} from "@atelier/common";
import { and, eq, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { cartItems, carts } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart with what it holds: one plan at most. */
export interface Cart {
  cart: CartRow;
  item: CartItemRow | null;
}

/** A cart and the item a write just put or changed in it. */
export type CartWithItem = Cart & { item: CartItemRow };

/**
 * The buyer's cart, locked for the rest of the transaction: made on first use in the currency of
 * their language, or moved to `currency` when they chose one. Two requests for the same buyer
 * queue on its row.
 */
async function lockCart(tx: Transaction, userId: number, locale: SupportedLocale, currency?: Currency) {
  const [cart] = await tx
    .insert(carts)
    .values({ userId, currency: currency ?? LOCALE_CURRENCIES[locale] })
    .onConflictDoUpdate({
      target: carts.userId,
      set: currency ? { currency, updatedAt: sql`now()` } : { userId: sql`${carts.userId}` },
    })
    .returning();
  return cart;
}

/** The buyer's cart as it stands, in one statement; a buyer who never used one has an empty one in their language's currency. */
export async function readCart(db: Executor, userId: number, locale: SupportedLocale): Promise<Cart> {
  const [row] = await db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.userId, userId));
  if (row) return row;
  return { cart: await db.transaction((tx) => lockCart(tx, userId, locale)), item: null };
}

/** Puts a plan in the cart in place of whatever it held (spec 000: the cart holds a single item). */
export async function addToCart(
  tx: Transaction,
  userId: number,
  locale: SupportedLocale,
  input: CartItemCreateInput,
): Promise<CartWithItem> {
  const cart = await lockCart(tx, userId, locale, input.currency);
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  const [item] = await tx.insert(cartItems).values({ cartId: cart.id, itemType: input.itemType }).returning();
  return { cart, item };
}

/** The item of the buyer's own cart, locked; anyone else's, or none, is a 404. */
async function lockOwnItem(tx: Transaction, userId: number, id: number): Promise<CartItemRow> {
  const [row] = await tx
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, id), eq(carts.userId, userId)))
    .for("update", { of: cartItems });
  if (!row) throw errors.notFound("There is no such item in your cart.");
  return row.item;
}

/** Another plan, or another currency to pay in, for the item in the buyer's cart. */
export async function changeCartItem(
  tx: Transaction,
  userId: number,
  locale: SupportedLocale,
  id: number,
  input: CartItemUpdateInput,
): Promise<CartWithItem> {
  const own = await lockOwnItem(tx, userId, id);
  const cart = await lockCart(tx, userId, locale, input.currency);
  if (!input.itemType || input.itemType === own.itemType) return { cart, item: own };
  const [item] = await tx
    .update(cartItems)
    .set({ itemType: input.itemType })
    .where(eq(cartItems.id, own.id))
    .returning();
  return { cart, item };
}

/** Empties the buyer's cart of the item; anyone else's is a 404. */
export async function removeCartItem(tx: Transaction, userId: number, id: number): Promise<void> {
  const own = await lockOwnItem(tx, userId, id);
  await tx.delete(cartItems).where(eq(cartItems.id, own.id));
}
