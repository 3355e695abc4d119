import type { CartItemCreateInput, CartItemUpdateInput } from "@atelier/common";
import { useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { CART_INCLUDE, type Cart, type CartItem, MEMBERSHIP_API } from "./membershipApi.ts";
import { useOwnResource } from "./useOwnResource.ts";

/** The buyer's cart and the one plan it holds, if any. */
export function useCart() {
  const cart = useOwnResource<Cart>(MEMBERSHIP_API.cart, CART_INCLUDE);
  return { ...cart, item: cart.data?.items?.[0] ?? null };
}

/**
 * Puts a plan in the cart in a currency, in place of whatever it held (the server keeps one item).
 * `run` resolves true once the cart has been read again.
 */
export function useAddToCart() {
  const alerts = useAlerts();
  return useWrite<Omit<CartItemCreateInput, "quantity">>({
    send: (api, { itemType, currency }) =>
      api.post(
        MEMBERSHIP_API.cartItems,
        toResourceDocument("cart_items", { attributes: { itemType, quantity: 1, currency } }),
      ),
    stale: [MEMBERSHIP_API.cart],
    onError: (error) => alertActionFailure(alerts, error, "membership.cart.changeFailed"),
  });
}

/** Another plan or currency for the cart's item; the cart's sums are the server's, read again. */
export function useCartItemChange(item: Pick<CartItem, "id">) {
  const alerts = useAlerts();
  return useWrite<CartItemUpdateInput>({
    send: (api, attributes) =>
      api.patch(MEMBERSHIP_API.cartItem(item.id), toResourceDocument("cart_items", { id: item.id, attributes })),
    stale: [MEMBERSHIP_API.cart],
    onError: (error) => alertActionFailure(alerts, error, "membership.cart.changeFailed"),
  });
}

/** Empties the cart of its item. */
export function useCartItemRemoval(cart: Pick<Cart, "id">, item: Pick<CartItem, "id">) {
  const store = useStore();
  const alerts = useAlerts();
  return useWrite({
    send: (api) => api.delete(MEMBERSHIP_API.cartItem(item.id)),
    // The cart read again names no item, which a merge would take for "not loaded" and keep the old one.
    onSuccess: () => {
      store.relate("carts", cart.id, "items", []);
      store.remove("cart_items", item.id);
    },
    stale: [MEMBERSHIP_API.cart],
    onError: (error) => alertActionFailure(alerts, error, "membership.cart.removeFailed"),
  });
}
