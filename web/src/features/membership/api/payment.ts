import type { SandboxConfirmInput } from "@atelier/common";
import type { Document } from "@atelier/common/jsonapi";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ApiClient } from "../../../api/client.ts";
import { useStore } from "../../../api/context.tsx";
import { primaryResource } from "../../../api/sendResource.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { type RefusalTarget, type Stale, useWrite } from "../../../api/useWrite.ts";
import { useMe, useReloadMe } from "../../../app/session/session.ts";
import { MEMBERSHIP_API, type Order, type SandboxPayment } from "./membershipApi.ts";

/** Settles the order whose card payment the provider confirmed: paid, it comes back with its membership and invoice. */
const checkout = (api: ApiClient, paymentIntentId: string) =>
  api.post<Document>(MEMBERSHIP_API.checkout, toResourceDocument("orders", { attributes: { paymentIntentId } }));

const isOrder = (reply: Document) => !Array.isArray(reply.data) && reply.data?.type === "orders";

/**
 * What a paid order changes: the cart it emptied, the memberships and invoices, one's profile (its
 * badge), and `me`, which tells what premium opens; then the buyer goes on.
 */
function useSettled(onPaid: (orderId: string) => void) {
  const store = useStore();
  const me = useMe();
  const reloadMe = useReloadMe();
  return {
    stale: (_: unknown, reply: Document): readonly Stale[] =>
      isOrder(reply)
        ? [
            MEMBERSHIP_API.cart,
            MEMBERSHIP_API.memberships,
            MEMBERSHIP_API.invoices,
            ...(me ? [MEMBERSHIP_API.user(me.id)] : []),
          ]
        : [],
    paid: (reply: Document) => {
      void reloadMe();
      onPaid(primaryResource<Order>(store, reply).id);
    },
  };
}

/** "Continue to payment": the order for what the cart holds, at the server's prices, with its card payment. */
export function usePaymentIntent({ errors, onOpened }: { errors: RefusalTarget; onOpened(order: Order): void }) {
  const store = useStore();
  return useWrite<void, Document>({
    send: (api) => api.post(MEMBERSHIP_API.paymentIntent, toResourceDocument("orders", { attributes: {} })),
    errors,
    onSuccess: (reply) => onOpened(primaryResource<Order>(store, reply)),
  });
}

export interface PaymentOptions {
  /** Where a refusal is shown: the card's fields, or the form as a whole (a declined card). */
  errors: RefusalTarget;
  /** Once the order is paid, by its id. */
  onPaid(orderId: string): void;
}

/** Checkout after a provider's own card form (Stripe's) confirmed the payment. */
export function useCheckout({ errors, onPaid }: PaymentOptions) {
  const settled = useSettled(onPaid);
  return useWrite<string, Document>({ send: checkout, errors, stale: settled.stale, onSuccess: settled.paid });
}

/**
 * The sandbox payment's state after a step, read from the reply itself (the store has it only once
 * the whole write is through); anything but the bank's question goes on to checkout.
 */
function sandboxStatus(reply: Document): SandboxPayment["status"] | undefined {
  const data = reply.data;
  return data && !Array.isArray(data) ? (data.attributes?.status as SandboxPayment["status"]) : undefined;
}

/**
 * The sandbox's card form: the card is confirmed, and paid or refused. A card that asks the buyer to
 * confirm with their bank first (`asking`) is answered with `answer`. Either step goes on to
 * checkout by itself, so the pay button stays busy until the order is settled.
 */
export function useSandboxPayment(order: Pick<Order, "clientSecret" | "paymentIntentId">, options: PaymentOptions) {
  const [asking, setAsking] = useState(false);
  const { stale, paid } = useSettled(options.onPaid);
  const thenCheckout = async (api: ApiClient, reply: Document) =>
    sandboxStatus(reply) === "requires_action" ? reply : checkout(api, order.paymentIntentId ?? "");
  const settled = (reply: Document) => {
    if (isOrder(reply)) paid(reply);
    else setAsking(true);
  };

  const pay = useWrite<SandboxConfirmInput, Document>({
    send: async (api, card) =>
      thenCheckout(
        api,
        await api.post<Document>(
          MEMBERSHIP_API.sandboxConfirm,
          toResourceDocument("sandbox_payments", { attributes: card }),
        ),
      ),
    errors: options.errors,
    stale,
    onSuccess: settled,
  });

  const authenticate = useWrite<boolean, Document>({
    send: async (api, approve) =>
      thenCheckout(
        api,
        await api.post<Document>(
          MEMBERSHIP_API.sandboxAuthenticate,
          toResourceDocument("sandbox_payments", { attributes: { clientSecret: order.clientSecret, approve } }),
        ),
      ),
    errors: options.errors,
    stale,
    onSuccess: settled,
  });

  /** The buyer's answer to the bank: the question closes whatever it comes to. */
  const answer = async (approve: boolean) => {
    await authenticate.run(approve);
    setAsking(false);
  };

  return {
    pay: pay.run,
    answer,
    asking,
    /** Which answer is under way, for its button's busy state. */
    answering: authenticate.busy ? authenticate.variables : undefined,
    busy: pay.busy || authenticate.busy,
  };
}

/**
 * Back on the cart from a bank's page (Stripe sends the few payment methods that need one there,
 * naming the payment in the address): it is settled as any other, and the address forgets it.
 */
export function useProviderReturn(options: PaymentOptions) {
  const [search, setSearch] = useSearchParams();
  const { run, busy } = useCheckout(options);
  const paymentIntentId = search.get("payment_intent");
  useEffect(() => {
    if (!paymentIntentId) return;
    setSearch(new URLSearchParams(), { replace: true });
    void run(paymentIntentId);
  }, [paymentIntentId, run, setSearch]);
  return busy;
}
