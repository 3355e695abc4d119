import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { companyContacts } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const save = (token: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "PATCH", "/api/v1/my/company_contacts", { type: "company_contacts", attributes, token });

describe("PATCH /api/v1/my/company_contacts", () => {
  it("saves a company's contact block and shows it on the profile", async () => {
    const { user, token } = await buildSignedInUser(db, { kind: "company", isClient: true });
    const res = await save(token, {
      contact_name: "Petra Schmidt",
      role: "Head of Design",
      email: "design@studio.example",
      phone: "+49 30 1234567",
      website: "https://studio.example",
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      type: "company_contacts",
      id: String(user.id),
      attributes: {
        contact_name: "Petra Schmidt",
        role: "Head of Design",
        email: "design@studio.example",
        phone: "+49 30 1234567",
        website: "https://studio.example",
      },
      relationships: { user: { data: { type: "users", id: String(user.id) } } },
    };
    expect(res.json().data).toEqual(expected);
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/company_contacts`)).json().data).toEqual(expected);
    expect((await request(ctx.app, "GET", "/api/v1/my/company_contacts", { token })).json().data).toEqual(expected);

    const partial = await save(token, { role: null });
    expect(partial.json().data.attributes).toMatchObject({ contact_name: "Petra Schmidt", role: null });
  });

  it("shows an empty block for a company that filled in nothing", async () => {
    const { user } = await buildSignedInUser(db, { kind: "company" });
    const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}/company_contacts`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({
      contact_name: null,
      role: null,
      email: null,
      phone: null,
      website: null,
    });
  });

  it.each([
    ["an e-mail that is none", { email: "not-an-email" }, "email"],
    ["a javascript: website", { website: "javascript:alert(1)" }, "website"],
    ["a phone of letters", { phone: "call me" }, "phone"],
    ["a name of 201 characters", { contact_name: "x".repeat(201) }, "contact_name"],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
    const { user, token } = await buildSignedInUser(db, { kind: "company" });
    const res = await save(token, attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await db.select().from(companyContacts).where(eq(companyContacts.userId, user.id))).toEqual([]);
  });

  it("answers 404 for private accounts, on every path, and stores nothing", async () => {
    const { user, token } = await buildSignedInUser(db, { kind: "private" });
    expect((await save(token, { contact_name: "Me" })).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", "/api/v1/my/company_contacts", { token })).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/company_contacts`)).statusCode).toBe(404);
    expect(await db.select().from(companyContacts).where(eq(companyContacts.userId, user.id))).toEqual([]);
  });

  it("changes only my own block: another id in the body is a 409", async () => {
    const other = await buildSignedInUser(db, { kind: "company" });
    const { token } = await buildSignedInUser(db, { kind: "company" });
    const res = await request(ctx.app, "PATCH", "/api/v1/my/company_contacts", {
      payload: { data: { type: "company_contacts", id: String(other.user.id), attributes: { contact_name: "X" } } },
      token,
    });
    expect(res.statusCode).toBe(409);
    expect(await db.select().from(companyContacts).where(eq(companyContacts.userId, other.user.id))).toEqual([]);
  });
});
