import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { addresses, invoiceSeries, invoices, profiles, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { Period } from "../memberships.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice number: the series' year and its place in it, e.g. AT-2026-000042. */
export const invoiceNumber = (year: number, n: number) => `AT-${year}-${String(n).padStart(6, "0")}`;

/**
 * The buyer as an invoice names them, read once at issue: the company's name, or the profile's,
 * or the account's, and their postal address as lines.
 */
async function buyerOf(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({
      email: users.email,
      name: sql<string>`coalesce(nullif(${addresses.companyName}, ''), nullif(${profiles.displayName}, ''), nullif(${users.name}, ''), ${users.email})`,
      address: sql<
        string | null
      >`nullif(concat_ws(E'\\n', nullif(${addresses.street}, ''), nullif(${addresses.addressLine2}, ''),
        nullif(concat_ws(' ', nullif(${addresses.postalCode}, ''), nullif(${addresses.city}, '')), ''),
        nullif(${addresses.region}, ''), nullif(${addresses.countryCode}, '')), '')`,
    })
    .from(users)
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Issues the invoice of a paid order in the transaction that settles it, dated the day it was paid. Its number is the next of
 * the year's series, taken under the series row's lock: concurrent settlements queue there, and a
 * settlement that rolls back gives its number back, so the numbers have no gaps.
 */
export async function issueInvoice(
  tx: Transaction,
  order: {
    id: number;
    userId: number | null;
    plan: InvoiceRow["plan"];
    currency: InvoiceRow["currency"];
    net: number;
    vat: number;
    gross: number;
    vatPercent: number;
    paidAt: Date | null;
  },
  period: Period,
): Promise<InvoiceRow> {
  const buyer = await buyerOf(tx, order.userId ?? 0);
  const issuedAt = order.paidAt ?? new Date();
  const [series] = await tx
    .insert(invoiceSeries)
    .values({ year: issuedAt.getUTCFullYear(), lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.year, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning();
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(series.year, series.lastNumber),
      orderId: order.id,
      userId: order.userId,
      issuedAt,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerAddress: buyer.address,
      plan: order.plan,
      periodStart: period.startsAt,
      periodEnd: period.endsAt,
      currency: order.currency,
      net: order.net,
      vat: order.vat,
      gross: order.gross,
      vatPercent: order.vatPercent,
    })
    .returning();
  return invoice;
}

/** The buyer's invoices, the newest first. */
export async function listInvoices(
  db: Executor,
  userId: number,
  page: { size: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const mine = eq(invoices.userId, userId);
  const rows = await db
    .select()
    .from(invoices)
    .where(mine)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.size)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(mine);
  return { rows, total };
}

/** The buyer's own invoice; anyone else's is a 404. */
export async function findOwnInvoice(db: Executor, userId: number, id: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw errors.notFound("There is no such invoice.");
  return row;
}

/** The invoices of some orders, by order id: what an order's document includes. */
export async function invoicesOfOrders(db: Executor, orderIds: number[]): Promise<Map<number, InvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}
