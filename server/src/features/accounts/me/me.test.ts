import { JSONAPI_MEDIA_TYPE, SignupStatus } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { statementsOf } from "../../../../test/statements.ts";
import {
  creativeFields,
  locations,
  registrations,
  sessions,
  userCreativeFields,
  users,
} from "../../../db/schema/index.ts";
import { hashPassword } from "../../../platform/auth/passwords.ts";
import { newToken } from "../../../platform/auth/tokens.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const [location] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
const fields = await db.select().from(creativeFields).orderBy(asc(creativeFields.position)).limit(3);
const fieldIds = fields.map((f) => String(f.id));

const me = (extra: Partial<InjectOptions> = {}) => ctx.app.inject({ method: "GET", url: "/api/v1/me", ...extra });

function patchMe(
  headers: Record<string, string>,
  data: { attributes?: Record<string, unknown>; relationships?: Record<string, unknown>; type?: string; id?: string },
  query = "",
) {
  return ctx.app.inject({
    method: "PATCH",
    url: `/api/v1/me${query}`,
    headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
    payload: { data: { type: "me", ...data } },
  });
}

/** A signed-up user who has not yet filled in /signup-info. */
const newcomer = () =>
  buildSignedInUser(db, { name: null, complete: false, isCreative: false, kind: null, acceptedTermsAt: null });

const storedUser = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
const storedFieldIds = async (userId: number) =>
  (
    await db
      .select()
      .from(userCreativeFields)
      .where(eq(userCreativeFields.userId, userId))
      .orderBy(asc(userCreativeFields.position))
  ).map((r) => String(r.creativeFieldId));

const completeProfile = {
  attributes: { name: "Grace Studio", is_creative: true, is_client: false, kind: "private", agreed: true },
  relationships: {
    location: { data: { type: "locations", id: String(location.id) } },
    creative_fields: { data: fieldIds.slice(0, 2).map((id) => ({ type: "creative_fields", id })) },
  },
};

describe("GET /api/v1/me", () => {
  it("presents the signed-in user with exactly the whitelisted attributes and relationships", async () => {
    const { user, headers } = await buildSignedInUser(db, {
      name: "Ada Atelier",
      isClient: true,
      isInsideCci: true,
      kind: "company",
      locale: "de",
      passwordHash: await hashPassword("Correct-Horse-9"),
      locationId: location.id,
      theme: "dark",
      gridColumns: 4,
      profileVisibility: "members",
      messagePermission: "connections",
    });
    await db.insert(userCreativeFields).values([
      { userId: user.id, creativeFieldId: fields[1].id, position: 0 },
      { userId: user.id, creativeFieldId: fields[0].id, position: 1 },
    ]);

    const res = await me({ headers, query: { t: "123" } });

    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      data: {
        type: "me",
        id: String(user.id),
        attributes: {
          name: "Ada Atelier",
          email: user.email,
          confirmed: true,
          complete: true,
          is_creative: true,
          is_client: true,
          is_inside_cci: true,
          kind: "company",
          registration_id: null,
          locale: "de",
          has_password: true,
          accepted_terms: false,
          location_id: String(location.id),
          creative_field_ids: [fieldIds[1], fieldIds[0]],
          theme: "dark",
          grid_columns: 4,
          profile_visibility: "members",
          message_permission: "connections",
          deactivated: false,
          avatar_url: null,
          incoming_connection_requests_count: 0,
          unread_messages_count: 0,
          message_requests_count: 0,
          unread_notifications_count: 0,
          is_premium: false,
        },
        relationships: {
          location: { data: { type: "locations", id: String(location.id) } },
          creative_fields: {
            data: [
              { type: "creative_fields", id: fieldIds[1] },
              { type: "creative_fields", id: fieldIds[0] },
            ],
          },
        },
      },
    });
    expect(res.body).not.toMatch(/argon2|password_hash/);
  });

  it("includes the location presented as the locations endpoint presents it, in the reader's language", async () => {
    const { headers } = await buildSignedInUser(db, { locationId: location.id });
    const res = await me({ headers, query: { include: "location" }, cookies: { locale: "de" } });
    const reference = await request(ctx.app, "GET", `/api/locations/${location.id}`, { cookies: { locale: "de" } });

    expect(res.statusCode).toBe(200);
    expect(res.json().included).toEqual([reference.json().data]);
  });

  it("includes the creative fields on request and nothing when there is no location", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await db.insert(userCreativeFields).values({ userId: user.id, creativeFieldId: fields[2].id });
    const res = await me({ headers, query: { include: "location,creative_fields" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().included).toEqual([
      expect.objectContaining({ type: "creative_fields", id: fieldIds[2], attributes: expect.any(Object) }),
    ]);
  });

  it("answers 400 naming the parameter for an include it does not offer", async () => {
    const { headers } = await buildSignedInUser(db);
    const res = await me({ headers, query: { include: "sessions" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter: "include" });
  });

  it("reads the user with everything the header shows (fields, avatar, requests, sign-up) in one statement", async () => {
    const { headers } = await buildSignedInUser(db, { confirmedAt: null, complete: false });
    await me({ headers });
    // Beside it only the session, until the instance keeps it.
    const { result, statements } = await statementsOf(() => me({ headers }));
    expect(result.statusCode).toBe(200);
    const own = statements.filter((statement) => !statement.includes('from "sessions"'));
    expect(own, own.join("\n")).toHaveLength(1);
  });

  it("names the registration of an unconfirmed user, and none once confirmed", async () => {
    const { user, headers } = await buildSignedInUser(db, { confirmedAt: null, complete: false });
    const [registration] = await db
      .insert(registrations)
      .values({ status: SignupStatus.unconfirmed, email: user.email, userId: user.id })
      .returning();

    const unconfirmed = await me({ headers });
    expect(unconfirmed.json().data.attributes).toMatchObject({ confirmed: false, registration_id: registration.id });

    await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user.id));
    expect((await me({ headers })).json().data.attributes).toMatchObject({ confirmed: true, registration_id: null });
  });

  it("answers as usual after a deactivated user signs in again", async () => {
    const password = "Correct-Horse-9";
    const user = await buildUser(db, { passwordHash: await hashPassword(password), deactivatedAt: new Date() });
    const login = await request(ctx.app, "POST", "/api/v1/login", {
      payload: { data: { type: "sessions", attributes: { email: user.email, password } } },
    });
    expect(login.statusCode).toBe(201);

    const res = await me({ headers: { "x-auth-token": login.json().data.attributes.auth_token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ email: user.email, deactivated: false });
  });

  it("answers 403 without a token, with an unknown one and with one in the query string", async () => {
    const { token } = await buildSignedInUser(db);
    for (const res of [
      await me(),
      await me({ headers: { "x-auth-token": newToken() } }),
      await me({ query: { authToken: token } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ status: "403", code: "forbidden" });
    }
  });

  it("answers 403 once the session has expired", async () => {
    const { sessionId, headers } = await buildSignedInUser(db);
    expect((await me({ headers })).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    // Shortened in the database, as any instance might: the kept session goes with the notice.
    await vi.waitFor(async () => expect((await me({ headers })).statusCode).toBe(403));
  });
});

describe("PATCH /api/v1/me", () => {
  it("completes the profile from relationships, keeping the fields' order, and accepts the terms once", async () => {
    const { user, headers } = await newcomer();

    const res = await patchMe(headers, completeProfile, "?include=location");

    expect(res.statusCode).toBe(200);
    const { data, included } = res.json();
    expect(data.attributes).toMatchObject({
      name: "Grace Studio",
      is_creative: true,
      is_client: false,
      kind: "private",
      complete: true,
      location_id: String(location.id),
      creative_field_ids: fieldIds.slice(0, 2),
    });
    expect(included).toEqual([expect.objectContaining({ type: "locations", id: String(location.id) })]);
    const stored = await storedUser(user.id);
    expect(stored).toMatchObject({ name: "Grace Studio", complete: true, locationId: location.id });
    expect(stored.acceptedTermsAt).toBeInstanceOf(Date);
    expect(await storedFieldIds(user.id)).toEqual(fieldIds.slice(0, 2));

    const again = await patchMe(headers, { attributes: { agreed: true } });
    expect(again.statusCode).toBe(200);
    expect((await storedUser(user.id)).acceptedTermsAt).toEqual(stored.acceptedTermsAt);
  });

  it("accepts location_id and creative_field_ids as attributes and replaces the fields", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await db.insert(userCreativeFields).values({ userId: user.id, creativeFieldId: fields[0].id });

    const res = await patchMe(headers, {
      attributes: { location_id: String(location.id), creative_field_ids: [fieldIds[2], fieldIds[1], fieldIds[2]] },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.creative_field_ids).toEqual([fieldIds[2], fieldIds[1]]);
    expect(await storedFieldIds(user.id)).toEqual([fieldIds[2], fieldIds[1]]);
    expect((await storedUser(user.id)).locationId).toBe(location.id);
  });

  it("stays incomplete while something is missing, and turns incomplete when the location is removed", async () => {
    const { user, headers } = await newcomer();
    const withoutTerms = await patchMe(headers, {
      ...completeProfile,
      attributes: { ...completeProfile.attributes, agreed: undefined },
    });
    expect(withoutTerms.statusCode).toBe(200);
    expect(withoutTerms.json().data.attributes.complete).toBe(false);

    expect((await patchMe(headers, { attributes: { agreed: true } })).json().data.attributes.complete).toBe(true);

    const moved = await patchMe(headers, { relationships: { location: { data: null } } });
    expect(moved.json().data.attributes).toMatchObject({ complete: false, location_id: null });
    expect(await storedUser(user.id)).toMatchObject({ complete: false, locationId: null });
  });

  it("ignores the nested relations the web strips (showroom items, operations, professions)", async () => {
    const { user, headers } = await newcomer();
    const res = await patchMe(headers, {
      attributes: { ...completeProfile.attributes, showroom_items: [{ id: 1 }], operations: [{ id: 2 }] },
      relationships: {
        ...completeProfile.relationships,
        showroom_items: { data: [{ type: "showroom_items", id: "1" }] },
        operations: { data: [{ type: "operations", id: "2" }] },
        professions: { data: [{ type: "professions", id: "3" }] },
        assigned_professions: { data: [{ type: "assigned_professions", id: "4" }] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.complete).toBe(true);
    expect((await storedUser(user.id)).complete).toBe(true);
  });

  it("saves the language", async () => {
    const { user, headers } = await buildSignedInUser(db, { locale: "en" });
    const res = await patchMe(headers, { attributes: { locale: "de" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.locale).toBe("de");
    expect((await storedUser(user.id)).locale).toBe("de");
  });

  describe("the chamber of commerce flag", () => {
    it("is kept for a company client", async () => {
      const { user, headers } = await buildSignedInUser(db, { kind: "company", isClient: true });
      const res = await patchMe(headers, { attributes: { is_inside_cci: true } });
      expect(res.statusCode).toBe(200);
      expect((await storedUser(user.id)).isInsideCci).toBe(true);
    });

    it("is refused with 422 at is_inside_cci for anyone else, and nothing changes", async () => {
      const { user, headers } = await buildSignedInUser(db, { kind: "private", isClient: true, name: "Before" });
      const res = await patchMe(headers, { attributes: { name: "After", is_inside_cci: true } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/is_inside_cci" });
      expect(await storedUser(user.id)).toMatchObject({ name: "Before", isInsideCci: false });
    });

    it("is cleared when the company stops being a client", async () => {
      const { user, headers } = await buildSignedInUser(db, { kind: "company", isClient: true, isInsideCci: true });
      const res = await patchMe(headers, { attributes: { is_client: false } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attributes.is_inside_cci).toBe(false);
      expect((await storedUser(user.id)).isInsideCci).toBe(false);
    });
  });

  describe("unknown references", () => {
    it("answers 422 at location_id for a location that does not exist, and changes nothing", async () => {
      const { user, headers } = await buildSignedInUser(db, { name: "Before" });
      const res = await patchMe(headers, {
        attributes: { name: "After" },
        relationships: { location: { data: { type: "locations", id: "999999999" } } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({
        status: "422",
        source: { pointer: "/data/attributes/location_id" },
      });
      expect(await storedUser(user.id)).toMatchObject({ name: "Before", locationId: null });
    });

    it("answers 422 at creative_field_ids when one of them does not exist, and keeps the old fields", async () => {
      const { user, headers } = await buildSignedInUser(db);
      await db.insert(userCreativeFields).values({ userId: user.id, creativeFieldId: fields[0].id });
      const res = await patchMe(headers, {
        relationships: {
          creative_fields: {
            data: [
              { type: "creative_fields", id: fieldIds[1] },
              { type: "creative_fields", id: "987654321" },
            ],
          },
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/creative_field_ids" });
      expect(res.json().errors[0].detail).toContain("987654321");
      expect(await storedFieldIds(user.id)).toEqual([fieldIds[0]]);
    });
  });

  describe("bad input", () => {
    it.each([
      ["a name of control characters", { name: "\u202eevil" }, "name"],
      ["a name of 101 characters", { name: "x".repeat(101) }, "name"],
      ["an empty list of creative fields", { creative_field_ids: [] }, "creative_field_ids"],
      ["an unknown kind", { kind: "robot" }, "kind"],
      ["a role as text", { is_creative: "yes" }, "is_creative"],
      ["terms declined", { agreed: false }, "agreed"],
      ["an unknown language", { locale: "fr" }, "locale"],
      ["a location id of letters", { location_id: "munich" }, "location_id"],
    ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
      const { user, headers } = await buildSignedInUser(db, { name: "Unchanged" });
      const res = await patchMe(headers, { attributes });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
      expect((await storedUser(user.id)).name).toBe("Unchanged");
    });

    it("answers 409 for another resource type and 400 without data", async () => {
      const { headers } = await buildSignedInUser(db);
      const wrongType = await patchMe(headers, { type: "users", attributes: { name: "X" } });
      expect(wrongType.statusCode).toBe(409);
      expect(wrongType.json().errors[0].source).toEqual({ pointer: "/data/type" });
      const empty = await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/me",
        headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
        payload: { meta: {} },
      });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe("mass assignment", () => {
    it("never applies e-mail, confirmation, completeness, password hash, deactivation or dates", async () => {
      const { user, headers } = await newcomer();
      const res = await patchMe(headers, {
        attributes: {
          name: "Only This",
          email: "attacker@example.test",
          confirmed: false,
          confirmed_at: null,
          complete: true,
          password_hash: "$argon2id$forged",
          has_password: true,
          deactivated: true,
          deactivated_at: new Date().toISOString(),
          created_at: "2000-01-01T00:00:00Z",
          id: "1",
        },
      });
      expect(res.statusCode).toBe(200);
      const stored = await storedUser(user.id);
      expect(stored).toMatchObject({
        name: "Only This",
        email: user.email,
        complete: false,
        passwordHash: null,
        deactivatedAt: null,
      });
      expect(stored.confirmedAt).toEqual(user.confirmedAt);
      expect(stored.createdAt).toEqual(user.createdAt);
    });

    it("answers 409 when the body names another user's id, and neither user changes", async () => {
      const other = await buildUser(db, { name: "Other" });
      const { user, headers } = await buildSignedInUser(db, { name: "Mine" });
      const res = await patchMe(headers, { id: String(other.id), attributes: { name: "Changed" } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/id" });
      expect((await storedUser(other.id)).name).toBe("Other");
      expect((await storedUser(user.id)).name).toBe("Mine");
    });
  });

  it("answers 403 without a session, and for a cookie-carried change from another site", async () => {
    const anonymous = await request(ctx.app, "PATCH", "/api/v1/me", {
      payload: { data: { type: "me", attributes: { name: "X" } } },
    });
    expect(anonymous.statusCode).toBe(403);

    const { user, token } = await buildSignedInUser(db, { name: "Kept" });
    const crossSite = await request(ctx.app, "PATCH", "/api/v1/me", {
      payload: { data: { type: "me", attributes: { name: "Taken" } } },
      headers: { origin: "https://evil.example" },
      cookies: { authToken: token },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await storedUser(user.id)).name).toBe("Kept");

    const sameSite = await request(ctx.app, "PATCH", "/api/v1/me", {
      payload: { data: { type: "me", attributes: { name: "Changed" } } },
      headers: { origin: TEST_ORIGIN },
      cookies: { authToken: token },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
