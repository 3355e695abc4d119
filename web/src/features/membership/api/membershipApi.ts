import type {
  CartAttributes,
  CartItemAttributes,
  InvoiceAttributes,
  MembershipAttributes,
  OrderAttributes,
  SandboxPaymentAttributes,
} from "@atelier/common";
import { paths, ROUTES } from "@atelier/common/paths";

const part = encodeURIComponent;

/** The endpoints of buying and holding premium (spec 000 section 7), with the resource type each takes. */
export const MEMBERSHIP_API = {
  cart: "/v1/cart",
  cartItems: "/v1/cart/items",
  cartItem: (id: string) => `/v1/cart/items/${part(id)}`,
  paymentIntent: "/v1/cart/payment_intent",
  checkout: "/v1/cart/checkout",
  sandboxConfirm: "/v1/payments/sandbox/confirm",
  sandboxAuthenticate: "/v1/payments/sandbox/authenticate",
  order: (id: string) => `/v1/my/orders/${part(id)}`,
  memberships: "/v1/my/memberships",
  membership: (id: string) => `/v1/my/memberships/${part(id)}`,
  invoices: "/v1/my/invoices",
  /** A user as their profile reads them (profiles' `userPath`): a paid order gives them the premium badge. */
  user: (id: string) => `/v1/users/${part(id)}`,
} as const;

/** The screens of the area. */
export const MEMBERSHIP_PATHS = {
  pricing: paths.pricing,
  cart: ROUTES.cart.pattern,
  /** Where a paid order is welcomed, by the order's id. */
  confirmation: (orderId: string) => `${ROUTES.cartConfirmation.pattern}?${new URLSearchParams({ order: orderId })}`,
  membership: ROUTES.membership.pattern,
  settings: ROUTES.settingsMembership.pattern,
  ownProfile: paths.ownProfile,
} as const;

export type CartItem = { id: string; type: "cart_items" } & CartItemAttributes;
/** The cart as GET /v1/cart sends it, its one item (or none) included unasked. */
export type Cart = { id: string; type: "carts" } & CartAttributes & { items?: CartItem[] };
export type Invoice = { id: string; type: "invoices" } & InvoiceAttributes;
export type Membership = { id: string; type: "memberships" } & MembershipAttributes & { invoice?: Invoice | null };
/** An order; once paid, the period it bought and its invoice are included unasked. */
export type Order = { id: string; type: "orders" } & OrderAttributes & {
    membership?: Membership | null;
    invoice?: Invoice | null;
  };
export type SandboxPayment = { id: string; type: "sandbox_payments" } & SandboxPaymentAttributes;

/** What the cart's and the order's replies include without being asked (their routes take no `include`). */
export const CART_INCLUDE = ["items"] as const;
export const ORDER_INCLUDE = ["membership", "invoice"] as const;
