import { z } from "zod";
import { CURRENCIES } from "../enums.ts";
import { PLANS } from "../plans.ts";

const plan = z.enum(PLANS, `Choose ${PLANS.join(" or ")}.`);
const currency = z.enum(CURRENCIES, `Choose ${CURRENCIES.join(", ")}.`);

/** POST /v1/cart/items: the plan to buy, once; it takes the place of whatever the cart held. */
export const cartItemCreateSchema = z.object({
  itemType: plan,
  quantity: z.literal(1, "A plan is bought once: the quantity is 1.").default(1),
  currency: currency.optional(),
});
export type CartItemCreateInput = z.infer<typeof cartItemCreateSchema>;

/** PATCH /v1/cart/items/{id}: another plan, or another currency to pay in. */
export const cartItemUpdateSchema = z.object({
  itemType: plan.optional(),
  quantity: z.literal(1, "A plan is bought once: the quantity is 1.").optional(),
  currency: currency.optional(),
});
export type CartItemUpdateInput = z.infer<typeof cartItemUpdateSchema>;
