import type { CompanyContactAttributes, companyContactSchema } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { companyContacts, users } from "../../../db/schema/index.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";

export type CompanyContact = typeof companyContacts.$inferSelect;

const EMPTY = { contactName: null, role: null, email: null, phone: null, website: null };

/** One resource per company, with the user's id; a company that filled in nothing shows empty fields. */
export function presentCompanyContact(userId: number, row: CompanyContact | undefined) {
  const fields = row ?? EMPTY;
  return resource(
    "company_contacts",
    userId,
    {
      contactName: fields.contactName,
      role: fields.role,
      email: fields.email,
      phone: fields.phone,
      website: fields.website,
    } satisfies CompanyContactAttributes,
    { user: toOne("users", userId) },
  );
}

/** The contact block a company filled in, if it did. */
export async function findCompanyContact(db: Executor, userId: number): Promise<CompanyContact | undefined> {
  const [row] = await db.select().from(companyContacts).where(eq(companyContacts.userId, userId));
  return row;
}

/**
 * What kind of account the user has and whether they are a client, for the policy: only companies
 * have a contact block, only clients list industries.
 */
export async function findAccountKind(db: Executor, userId: number) {
  const [user] = await db
    .select({ kind: users.kind, isClient: users.isClient })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * Sets the given fields of a company's contact block, creating it on first use, in a transaction
 * that holds the owner's lock, once the policy let the user have one (requireCompany).
 */
export async function saveCompanyContact(
  tx: Executor,
  userId: number,
  input: z.output<typeof companyContactSchema>,
): Promise<CompanyContact> {
  const [saved] = await tx
    .insert(companyContacts)
    .values({ ...EMPTY, ...input, userId })
    .onConflictDoUpdate({ target: companyContacts.userId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return saved;
}
