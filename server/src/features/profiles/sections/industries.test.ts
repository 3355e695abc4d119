import { PROFILE_LIMITS } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildConnection, buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { industries, interestIndustries, userIndustries } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const vocabulary = await db.select().from(industries).orderBy(asc(industries.id));
const bySlug = (slug: string) => {
  const found = vocabulary.find((industry) => industry.slug === slug);
  if (!found) throw new Error(`No industry ${slug}`);
  return found;
};
const publishing = bySlug("media-publishing");
const food = bySlug("food-beverage");

const client = (overrides: Parameters<typeof buildSignedInUser>[1] = {}) =>
  buildSignedInUser(db, { isClient: true, isCreative: false, kind: "company", ...overrides });
const add = (token: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/my/industries", { type: "user_industries", attributes, token });
const listedFor = (userId: number) =>
  db.select().from(userIndustries).where(eq(userIndustries.userId, userId)).orderBy(asc(userIndustries.position));
const listOf = (userId: number | string, token?: string) =>
  request(ctx.app, "GET", `/api/v1/users/${userId}/industries`, token ? { token } : {});
const industryIds = (body: { data: { attributes: { industry_id: string } }[] }) =>
  body.data.map((row) => row.attributes.industry_id);

describe("POST /api/v1/my/industries", () => {
  it("adds an industry a client company works in, and includes it named in the reader's language", async () => {
    const { user, token } = await client();
    const res = await add(token, { industry_id: String(publishing.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "user_industries",
      attributes: { industry_id: String(publishing.id), position: 0 },
      relationships: {
        industry: { data: { type: "industries", id: String(publishing.id) } },
        user: { data: { type: "users", id: String(user.id) } },
      },
    });
    expect(res.json().included).toEqual([
      expect.objectContaining({
        type: "industries",
        id: String(publishing.id),
        attributes: expect.objectContaining({ name: "Media & Publishing" }),
      }),
    ]);
    expect(await listedFor(user.id)).toEqual([expect.objectContaining({ industryId: publishing.id, position: 0 })]);

    const german = await request(ctx.app, "GET", `/api/v1/users/${user.id}/industries`, {
      headers: { "accept-language": "de" },
    });
    expect(german.json().included[0].attributes.name).toBe("Medien & Verlagswesen");
  });

  it("takes the industry as a relationship, from a private client too, and keeps the interests apart", async () => {
    const { user, token } = await client({ kind: "private" });
    const res = await request(ctx.app, "POST", "/api/v1/my/industries", {
      payload: {
        data: {
          type: "industries",
          relationships: { industry: { data: { type: "industries", id: String(food.id) } } },
        },
      },
      token,
    });
    expect(res.statusCode).toBe(201);
    expect(await listedFor(user.id)).toEqual([expect.objectContaining({ industryId: food.id })]);
    // What someone wants to hear about is another list: the settings' interest industries.
    expect(await db.select().from(interestIndustries).where(eq(interestIndustries.userId, user.id))).toEqual([]);
  });

  it("answers 422 at industry_id for a duplicate, an unknown industry, none and one past the limit", async () => {
    const { user, token } = await client();
    expect((await add(token, { industry_id: publishing.id })).statusCode).toBe(201);
    const duplicate = await add(token, { industry_id: publishing.id });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0]).toMatchObject({
      code: "duplicate_industry",
      source: { pointer: "/data/attributes/industry_id" },
    });
    for (const [attributes, code] of [
      [{ industry_id: "987654321" }, "unknown_id"],
      [{}, undefined],
      [{ industry_id: "not a number" }, undefined],
    ] as const) {
      const refused = await add(token, attributes);
      expect(refused.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(refused.json().errors[0].source).toEqual({ pointer: "/data/attributes/industry_id" });
      if (code) expect(refused.json().errors[0].code).toBe(code);
    }

    const others = vocabulary.filter((industry) => industry.id !== publishing.id);
    for (const industry of others.slice(0, PROFILE_LIMITS.industries - 1)) {
      expect((await add(token, { industry_id: industry.id })).statusCode).toBe(201);
    }
    const past = await add(token, { industry_id: others[PROFILE_LIMITS.industries].id });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors[0]).toMatchObject({
      code: "too_many_industries",
      meta: { max: PROFILE_LIMITS.industries },
      source: { pointer: "/data/attributes/industry_id" },
    });
    expect((await listedFor(user.id)).map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it("is no section of someone who is no client: 404, and nothing stored", async () => {
    const { user, token } = await buildSignedInUser(db, { isCreative: true, isClient: false });
    const res = await add(token, { industry_id: publishing.id });
    expect(res.statusCode).toBe(404);
    expect(await listedFor(user.id)).toEqual([]);
    expect((await listOf(user.id)).statusCode).toBe(404);
  });

  it("answers 403 to nobody signed in", async () => {
    const res = await request(ctx.app, "POST", "/api/v1/my/industries", {
      type: "user_industries",
      attributes: { industry_id: publishing.id },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/v1/users/{id}/industries", () => {
  it("lists a client's industries in the order added, by id or slug, with each industry once", async () => {
    const { user, token } = await client();
    await add(token, { industry_id: food.id });
    await add(token, { industry_id: publishing.id });
    const res = await listOf(user.id);
    expect(res.statusCode).toBe(200);
    expect(industryIds(res.json())).toEqual([String(food.id), String(publishing.id)]);
    expect(
      res
        .json()
        .included.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([String(food.id), String(publishing.id)].sort());
    expect(res.json().meta.total).toBe(2);

    const profile = await request(ctx.app, "GET", "/api/v1/my/profile", { token });
    const bySlugRes = await listOf(profile.json().data.attributes.slug);
    expect(industryIds(bySlugRes.json())).toEqual([String(food.id), String(publishing.id)]);
  });

  it("is seen by those who may see the profile: a connections-only client shows its industries to connections alone", async () => {
    const { user, token } = await client({ profileVisibility: "connections" });
    await add(token, { industry_id: food.id });
    const stranger = await buildSignedInUser(db);
    const connection = await buildSignedInUser(db);
    await buildConnection(db, { requesterId: connection.user.id, connecteeId: user.id });

    expect((await listOf(user.id)).statusCode).toBe(404);
    expect((await listOf(user.id, stranger.token)).statusCode).toBe(404);
    expect(industryIds((await listOf(user.id, connection.token)).json())).toEqual([String(food.id)]);
    expect(industryIds((await listOf(user.id, token)).json())).toEqual([String(food.id)]);
  });

  it("answers 404 for members-only profiles to visitors, and for incomplete users", async () => {
    const members = await client({ profileVisibility: "members" });
    await add(members.token, { industry_id: food.id });
    expect((await listOf(members.user.id)).statusCode).toBe(404);
    const member = await buildSignedInUser(db);
    expect((await listOf(members.user.id, member.token)).statusCode).toBe(200);

    const incomplete = await client({ complete: false });
    expect((await listOf(incomplete.user.id)).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/my/industries/{id}", () => {
  it("removes my industry, and answers 404 to anyone else and to a second try (B1)", async () => {
    const owner = await client();
    const intruder = await client();
    const id = (await add(owner.token, { industry_id: publishing.id })).json().data.id;

    const foreign = await request(ctx.app, "DELETE", `/api/v1/my/industries/${id}`, { token: intruder.token });
    expect(foreign.statusCode).toBe(404);
    expect(await listedFor(owner.user.id)).toHaveLength(1);

    const mine = await request(ctx.app, "DELETE", `/api/v1/my/industries/${id}`, { token: owner.token });
    expect(mine.statusCode).toBe(204);
    expect(await listedFor(owner.user.id)).toEqual([]);
    const again = await request(ctx.app, "DELETE", `/api/v1/my/industries/${id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });

  it("makes room below the limit: the next industry is taken and listed last", async () => {
    const { user, token } = await client();
    const ids: string[] = [];
    for (const industry of vocabulary.slice(0, PROFILE_LIMITS.industries)) {
      ids.push((await add(token, { industry_id: industry.id })).json().data.id);
    }
    await request(ctx.app, "DELETE", `/api/v1/my/industries/${ids[0]}`, { token });
    const next = vocabulary[PROFILE_LIMITS.industries];
    expect((await add(token, { industry_id: next.id })).statusCode).toBe(201);
    expect(industryIds((await listOf(user.id)).json()).at(-1)).toBe(String(next.id));
  });
});

describe("GET /api/v1/industries?filter[with_name]=", () => {
  const namesOf = (body: { data: { attributes: { name: string } }[] }) => body.data.map((row) => row.attributes.name);

  it("finds industries by any part of a name in English or German, whatever the case and accents", async () => {
    const english = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=MEDIA");
    expect(namesOf(english.json())).toEqual(["Media & Publishing"]);
    const inside = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=bevera");
    expect(namesOf(inside.json())).toEqual(["Food & Beverage"]);
    const byGerman = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=getranke");
    expect(namesOf(byGerman.json())).toEqual(["Food & Beverage"]);

    const german = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=offentl", {
      headers: { "accept-language": "de" },
    });
    expect(namesOf(german.json())).toEqual(["Öffentlicher Sektor"]);
    const germanByEnglish = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=government", {
      headers: { "accept-language": "de" },
    });
    expect(namesOf(germanByEnglish.json())).toEqual(["Öffentlicher Sektor"]);
  });

  it("finds nothing for an empty search, and lists every industry without one", async () => {
    const empty = await request(ctx.app, "GET", "/api/v1/industries?filter[with_name]=");
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);
    const all = await request(ctx.app, "GET", "/api/v1/industries");
    expect(all.json().data).toHaveLength(vocabulary.length);
  });
});
