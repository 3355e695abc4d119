import type { InvoiceAttributes, MembershipAttributes, OrderAttributes, Resource } from "@atelier/common";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import type { InvoiceRow } from "./invoices/invoices.ts";
import type { Membership } from "./memberships.ts";
import type { OrderRow } from "./orders/orders.ts";

/** A membership period; `current` marks the one in force (see currentMembershipId). */
export function presentMembership(row: Membership, currentId: number | null, invoiceId?: number | null): Resource {
  return resource(
    "memberships",
    row.id,
    {
      plan: row.plan,
      billingPlan: row.billingPlan,
      isPremium: row.isPremium,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      current: row.id === currentId,
      renews: row.renews,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    } satisfies MembershipAttributes,
    { invoice: toOne("invoices", invoiceId) },
  );
}

/** The path an invoice's PDF downloads from, under the API's prefix. */
export const invoicePdfPath = (id: number) => `/api/v1/my/invoices/${id}/pdf`;

export function presentInvoice(row: InvoiceRow): Resource {
  return resource(
    "invoices",
    row.id,
    {
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      buyerAddress: row.buyerAddress,
      plan: row.plan,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      currency: row.currency,
      net: row.net,
      vat: row.vat,
      total: row.gross,
      vatPercent: row.vatPercent,
      pdfUrl: invoicePdfPath(row.id),
    } satisfies InvoiceAttributes,
    { order: toOne("orders", row.orderId) },
  );
}

/**
 * An order, to its buyer alone: the client secret confirms its payment, and the provider's
 * publishable key is what the browser's card form needs.
 */
export function presentOrder(
  row: OrderRow,
  publishableKey: string | null,
  parts: { membershipId?: number | null; invoiceId?: number | null } = {},
): Resource {
  return resource(
    "orders",
    row.id,
    {
      kind: row.kind,
      plan: row.plan,
      currency: row.currency,
      net: row.net,
      vat: row.vat,
      total: row.gross,
      vatPercent: row.vatPercent,
      status: row.status,
      provider: row.provider,
      paymentIntentId: row.paymentIntentId,
      clientSecret: row.status === "paid" ? null : row.clientSecret,
      publishableKey,
      failureCode: row.failureCode,
      failureMessage: row.failureMessage,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    } satisfies OrderAttributes,
    { membership: toOne("memberships", parts.membershipId), invoice: toOne("invoices", parts.invoiceId) },
  );
}
