import {
  type CompanyContactAttributes,
  companyContactResource,
  companyContactSchema,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  resourceBody,
} from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { companyContacts, users } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses, matchBodyId } from "../../../jsonapi/contract.ts";
import { ownerPath } from "../../../jsonapi/owned-resources.ts";
import { document, resource, toOne } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { lockProfileOwner, requireCompany, visibleOwner } from "../policy.ts";

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
    } satisfies CompanyContactAttributes,
    { user: toOne("users", userId) },
  );
}

async function contactOf(db: Executor, userId: number): Promise<CompanyContact | undefined> {
  const [row] = await db.select().from(companyContacts).where(eq(companyContacts.userId, userId));
  return row;
}

/** What kind of account the user has, for the policy: only companies have a contact block. */
async function kindOf(db: Executor, userId: number) {
  const [user] = await db.select({ kind: users.kind }).from(users).where(eq(users.id, userId));
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

/**
 * The contact block of a company profile (whom to contact, the role, a public e-mail, phone and
 * website): public like the rest of the profile, changed only by the company itself.
 */
export async function companyContactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const contactDocument = documentSchema(companyContactResource);
  const signedIn = { auth: "user" } as const;

  app.get(
    "/v1/users/:userId/company_contacts",
    {
      schema: {
        tags,
        summary: "A company's contact block; 404 for users who are not companies",
        params: ownerPath,
        response: { 200: contactDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const owner = await visibleOwner(req, req.params.userId);
      requireCompany(owner);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentCompanyContact(owner.id, await contactOf(db, owner.id))));
    },
  );

  app.get(
    "/v1/my/company_contacts",
    {
      schema: {
        tags,
        summary: "My company's contact block",
        description: "404 for accounts that are not companies.",
        response: { 200: contactDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      requireCompany(await kindOf(db, user.id));
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
        body: resourceBody({ type: "company_contacts", id: true, attributes: companyContactSchema }),
        response: { 200: contactDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, user.id);
      const row = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        requireCompany(await kindOf(tx, user.id));
        return saveCompanyContact(tx, user.id, req.body);
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentCompanyContact(user.id, row)));
    },
  );
}
