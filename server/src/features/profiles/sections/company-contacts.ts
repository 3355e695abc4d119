import { companyContactSchema, JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { companyContacts, users } from "../../../db/schema/index.ts";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { document, resource, toOne } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { lockProfileOwner, visibleOwner } from "../owner.ts";

type CompanyContact = typeof companyContacts.$inferSelect;

const tags = ["profile sections"];
const EMPTY = { contactName: null, role: null, email: null, phone: null, website: null };

/** One resource per company, with the user's id; a company that filled in nothing shows empty fields. */
function presentCompanyContact(userId: number, row: CompanyContact | undefined) {
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
    },
    { user: toOne("users", userId) },
  );
}

async function contactOf(db: Executor, userId: number): Promise<CompanyContact | undefined> {
  const [row] = await db.select().from(companyContacts).where(eq(companyContacts.userId, userId));
  return row;
}

/** Only companies have a contact block; for anyone else it does not exist. */
async function requireCompany(db: Executor, userId: number): Promise<void> {
  const [user] = await db.select({ kind: users.kind }).from(users).where(eq(users.id, userId));
  if (user?.kind !== "company") throw errors.notFound("Only company profiles have a contact block.");
}

/**
 * Sets the given fields of a company's contact block, creating it on first use, in a transaction
 * that holds the owner's lock; for a user who is not a company it does not exist (404).
 */
export async function saveCompanyContact(
  tx: Executor,
  userId: number,
  input: z.output<typeof companyContactSchema>,
): Promise<CompanyContact> {
  await requireCompany(tx, userId);
  const [saved] = await tx
    .insert(companyContacts)
    .values({ ...EMPTY, ...input, userId })
    .onConflictDoUpdate({ target: companyContacts.userId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return saved;
}

/**
 * The contact block of a company profile (whom to contact, the role, a public e-mail, phone and
 * website): public like the rest of the profile, changed only by the company itself.
 */
export async function companyContactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { userId: string } }>(
    "/v1/users/:userId/company_contacts",
    {
      schema: {
        tags,
        summary: "A company's contact block; 404 for users who are not companies",
        params: { type: "object", properties: { userId: { type: "string" } }, required: ["userId"] },
      },
    },
    async (req, reply) => {
      const owner = await visibleOwner(req, req.params.userId);
      if (owner.kind !== "company") throw errors.notFound("Only company profiles have a contact block.");
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentCompanyContact(owner.id, await contactOf(db, owner.id))));
    },
  );

  app.get(
    "/v1/my/company_contacts",
    { schema: { tags, summary: "My company's contact block", security: SIGNED_IN } },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await requireCompany(db, user.id);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentCompanyContact(user.id, await contactOf(db, user.id))));
    },
  );

  app.patch(
    "/v1/my/company_contacts",
    {
      schema: {
        tags,
        summary: "Change my company's contact block",
        description:
          "Takes a `company_contacts` resource with any of contact_name, role, email, phone, website " +
          "(http or https). 404 for accounts that are not companies.",
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, companyContactSchema, { type: "company_contacts", id: String(user.id) });
      const row = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        return saveCompanyContact(tx, user.id, input);
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentCompanyContact(user.id, row)));
    },
  );
}
