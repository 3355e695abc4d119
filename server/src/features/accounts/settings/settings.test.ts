import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import {
  addresses,
  creativeFields,
  industries,
  interestCreativeFields,
  interestIndustries,
  interestSettings,
  users,
} from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const fieldIds = (await db.select().from(creativeFields).orderBy(asc(creativeFields.id)).limit(2)).map((r) => r.id);
const industryIds = (await db.select().from(industries).orderBy(asc(industries.id)).limit(2)).map((r) => r.id);

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: `/api${url}`, headers });

function patch(url: string, headers: Record<string, string>, data: Record<string, unknown>) {
  return ctx.app.inject({
    method: "PATCH",
    url: `/api${url}`,
    headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
    payload: { data },
  });
}

const storedUser = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
const storedAddress = async (userId: number) =>
  (await db.select().from(addresses).where(eq(addresses.userId, userId)))[0];

const fullAddress = {
  company_name: "Atelier Nord GmbH",
  street: "Hauptstraße 1",
  address_line2: "Hinterhaus",
  postal_code: "80331",
  city: "München",
  region: "Bayern",
  country_code: "de",
  phone: "+49 89 123456",
  website: "https://atelier-nord.example",
  vat_id: "DE123456789",
};

describe("GET /api/v1/me/address", () => {
  it("answers an empty address, under the user's id, before one is saved", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await get("/v1/me/address", headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      type: "addresses",
      id: String(user.id),
      attributes: Object.fromEntries(Object.keys(fullAddress).map((k) => [k, null])),
    });
  });

  it("answers 403 without a session", async () => {
    expect((await get("/v1/me/address")).statusCode).toBe(403);
  });
});

describe("PATCH /api/v1/me/address", () => {
  it("saves every attribute, upper-casing the country, and reads it back", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await patch("/v1/me/address", headers, { type: "addresses", attributes: fullAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({ ...fullAddress, country_code: "DE" });
    expect(await storedAddress(user.id)).toMatchObject({ city: "München", countryCode: "DE", vatId: "DE123456789" });
    expect((await get("/v1/me/address", headers)).json().data.attributes).toEqual(res.json().data.attributes);
  });

  it("changes only what is sent; null and an empty text clear a field", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await patch("/v1/me/address", headers, { type: "addresses", attributes: fullAddress });
    const res = await patch("/v1/me/address", headers, {
      type: "addresses",
      id: String(user.id),
      attributes: { city: "Berlin", region: null, address_line2: "" },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedAddress(user.id)).toMatchObject({
      city: "Berlin",
      region: null,
      addressLine2: null,
      street: "Hauptstraße 1",
    });
  });

  it.each([
    ["a country that is not two letters", { country_code: "DEU" }, "country_code"],
    ["a phone number with letters", { phone: "call me maybe" }, "phone"],
    ["a website that is not http", { website: "javascript:alert(1)" }, "website"],
    ["a postal code of 21 characters", { postal_code: "1".repeat(21) }, "postal_code"],
    ["a street with a control character", { street: "Main\u0007Street" }, "street"],
    ["a city as a number", { city: 42 }, "city"],
  ])("answers 422 at the attribute for %s and stores nothing", async (_case, attributes, attribute) => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await patch("/v1/me/address", headers, { type: "addresses", attributes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await storedAddress(user.id)).toBeUndefined();
  });

  it("never reaches another user's address: B's request with A's id is a 409 and A's row is unchanged", async () => {
    const a = await buildSignedInUser(db);
    const b = await buildSignedInUser(db);
    await patch("/v1/me/address", a.headers, { type: "addresses", attributes: fullAddress });

    const res = await patch("/v1/me/address", b.headers, {
      type: "addresses",
      id: String(a.user.id),
      attributes: { city: "Elsewhere" },
    });
    expect(res.statusCode).toBe(409);
    expect((await storedAddress(a.user.id)).city).toBe("München");
    expect(await storedAddress(b.user.id)).toBeUndefined();

    const read = await get("/v1/me/address", b.headers);
    expect(read.json().data).toMatchObject({ id: String(b.user.id), attributes: { city: null } });
  });

  it("answers 403 without a session", async () => {
    const res = await patch("/v1/me/address", {}, { type: "addresses", attributes: { city: "X" } });
    expect(res.statusCode).toBe(403);
  });
});

describe("/api/v1/me/privacy", () => {
  it("reads the defaults and saves a change", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const before = await get("/v1/me/privacy", headers);
    expect(before.json().data).toEqual({
      type: "privacy_settings",
      id: String(user.id),
      attributes: { profile_visibility: "everyone", message_permission: "everyone" },
    });

    const res = await patch("/v1/me/privacy", headers, {
      type: "privacy_settings",
      attributes: { profile_visibility: "connections", message_permission: "nobody" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({ profile_visibility: "connections", message_permission: "nobody" });
    expect(await storedUser(user.id)).toMatchObject({ profileVisibility: "connections", messagePermission: "nobody" });
  });

  it("answers 422 at the attribute for a value outside the choices", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await patch("/v1/me/privacy", headers, {
      type: "privacy_settings",
      attributes: { profile_visibility: "nobody" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/profile_visibility" });
    expect((await storedUser(user.id)).profileVisibility).toBe("everyone");
  });

  it("changes only the requesting user's settings, and refuses another user's id", async () => {
    const a = await buildSignedInUser(db);
    const b = await buildSignedInUser(db);
    const res = await patch("/v1/me/privacy", b.headers, {
      type: "privacy_settings",
      id: String(a.user.id),
      attributes: { message_permission: "nobody" },
    });
    expect(res.statusCode).toBe(409);
    expect((await storedUser(a.user.id)).messagePermission).toBe("everyone");
    expect((await get("/v1/me/privacy", b.headers)).json().data.id).toBe(String(b.user.id));
  });

  it("answers 403 without a session", async () => {
    expect((await get("/v1/me/privacy")).statusCode).toBe(403);
    const res = await patch("/v1/me/privacy", {}, { type: "privacy_settings", attributes: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe("/api/v1/me/appearance", () => {
  it("reads the defaults and saves theme and grid columns", async () => {
    const { user, headers } = await buildSignedInUser(db);
    expect((await get("/v1/me/appearance", headers)).json().data).toEqual({
      type: "appearance_settings",
      id: String(user.id),
      attributes: { theme: "auto", grid_columns: 2 },
    });
    const res = await patch("/v1/me/appearance", headers, {
      type: "appearance_settings",
      attributes: { theme: "dark", grid_columns: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({ theme: "dark", grid_columns: 4 });
    expect(await storedUser(user.id)).toMatchObject({ theme: "dark", gridColumns: 4 });
  });

  it.each([
    ["three columns", { grid_columns: 3 }, "grid_columns"],
    ["columns as text", { grid_columns: "4" }, "grid_columns"],
    ["an unknown theme", { theme: "sepia" }, "theme"],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await patch("/v1/me/appearance", headers, { type: "appearance_settings", attributes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await storedUser(user.id)).toMatchObject({ theme: "auto", gridColumns: 2 });
  });

  it("answers 403 without a session", async () => {
    expect((await get("/v1/me/appearance")).statusCode).toBe(403);
  });
});

describe("/api/v1/interests_settings", () => {
  it("reads none and a weekly digest before anything is chosen", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await get("/v1/interests_settings", headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      type: "interests_settings",
      id: String(user.id),
      attributes: { creative_field_ids: [], industry_ids: [], opportunity_digest: "weekly" },
    });
  });

  it("replaces the lists as a whole and keeps what was not sent", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const first = await patch("/v1/interests_settings", headers, {
      type: "interests_settings",
      attributes: {
        creative_field_ids: fieldIds.map(String),
        industry_ids: [String(industryIds[0])],
        opportunity_digest: "daily",
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toEqual({
      creative_field_ids: fieldIds.map(String),
      industry_ids: [String(industryIds[0])],
      opportunity_digest: "daily",
    });

    const second = await patch("/v1/interests_settings", headers, {
      type: "interests_settings",
      attributes: { creative_field_ids: [], industry_ids: industryIds.map(String) },
    });
    expect(second.json().data.attributes).toEqual({
      creative_field_ids: [],
      industry_ids: industryIds.map(String),
      opportunity_digest: "daily",
    });
    expect(await db.select().from(interestCreativeFields).where(eq(interestCreativeFields.userId, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(interestIndustries).where(eq(interestIndustries.userId, user.id))).toHaveLength(2);
    const [settings] = await db.select().from(interestSettings).where(eq(interestSettings.userId, user.id));
    expect(settings.opportunityDigest).toBe("daily");
  });

  it.each([
    ["an unknown creative field", { creative_field_ids: ["987654321"] }, "creative_field_ids"],
    ["an unknown industry", { industry_ids: ["987654321"] }, "industry_ids"],
    ["an unknown digest", { opportunity_digest: "hourly" }, "opportunity_digest"],
    ["an id that is no number", { industry_ids: ["abc"] }, "industry_ids/0"],
  ])("answers 422 at the attribute for %s and stores nothing", async (_case, attributes, attribute) => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await patch("/v1/interests_settings", headers, { type: "interests_settings", attributes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await db.select().from(interestSettings).where(eq(interestSettings.userId, user.id))).toEqual([]);
  });

  it("answers 403 without a session", async () => {
    expect((await get("/v1/interests_settings")).statusCode).toBe(403);
  });
});
