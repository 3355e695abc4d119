import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { languageLevels, languages } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const [english, german] = await Promise.all(
  ["en", "de"].map(async (code) => (await db.select().from(languages).where(eq(languages.code, code)))[0]),
);

const add = (token: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/my/language_levels", {
    payload: { data: { type: "language_levels", attributes, ...(relationships ? { relationships } : {}) } },
    token,
  });
const levelsOf = (userId: number) =>
  db.select().from(languageLevels).where(eq(languageLevels.userId, userId)).orderBy(asc(languageLevels.id));

describe("POST /api/v1/my/language_levels", () => {
  it("adds a language with its level and includes the language, named in the reader's language", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await request(ctx.app, "POST", "/api/v1/my/language_levels", {
      type: "language_levels",
      attributes: { language_id: String(german.id), level: "native_or_bilingual" },
      token,
      cookies: { locale: "de" },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({
      type: "language_levels",
      attributes: { level: "native_or_bilingual", language_id: String(german.id) },
      relationships: { language: { data: { type: "languages", id: String(german.id) } } },
    });
    expect(body.included).toEqual([
      expect.objectContaining({
        type: "languages",
        id: String(german.id),
        attributes: expect.objectContaining({ localized_name: "Deutsch", english_name: "German" }),
      }),
    ]);
    expect(await levelsOf(user.id)).toEqual([
      expect.objectContaining({ languageId: german.id, level: "native_or_bilingual" }),
    ]);
  });

  it("takes the language as a relationship", async () => {
    const { token } = await buildSignedInUser(db);
    const res = await add(
      token,
      { level: "fluent" },
      { language: { data: { type: "languages", id: String(english.id) } } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.language_id).toBe(String(english.id));
  });

  it("keeps one level per language: a second one is a 422 at language_id", async () => {
    const { user, token } = await buildSignedInUser(db);
    expect((await add(token, { language_id: english.id, level: "basic" })).statusCode).toBe(201);
    const again = await add(token, { language_id: english.id, level: "fluent" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: "duplicate_language",
      source: { pointer: "/data/attributes/language_id" },
    });
    expect(await levelsOf(user.id)).toHaveLength(1);
  });

  it.each([
    ["an unknown language", { language_id: "987654321", level: "basic" }, "language_id"],
    ["no language", { level: "basic" }, "language_id"],
    ["an unknown level", { language_id: "1", level: "perfect" }, "level"],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await levelsOf(user.id)).toEqual([]);
  });
});

describe("reading language levels", () => {
  it("lists a user's levels with their languages, and shows one by id", async () => {
    const { user, token } = await buildSignedInUser(db);
    const id = (await add(token, { language_id: english.id, level: "fluent" })).json().data.id;
    await add(token, { language_id: german.id, level: "basic" });

    const list = await request(ctx.app, "GET", `/api/v1/users/${user.id}/language_levels`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: { attributes: { level: string } }) => l.attributes.level)).toEqual([
      "fluent",
      "basic",
    ]);
    expect(
      list
        .json()
        .included.map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([String(english.id), String(german.id)].sort());

    const one = await request(ctx.app, "GET", `/api/v1/language_levels/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().included).toEqual([expect.objectContaining({ type: "languages", id: String(english.id) })]);
  });

  it("hides the levels of a user who blocked the viewer", async () => {
    const owner = await buildSignedInUser(db);
    const viewer = await buildSignedInUser(db);
    const id = (await add(owner.token, { language_id: english.id, level: "fluent" })).json().data.id;
    await request(ctx.app, "POST", "/api/v1/my/blocks", {
      type: "blocks",
      attributes: { user_id: viewer.user.id },
      token: owner.token,
    });
    expect(
      (await request(ctx.app, "GET", `/api/v1/users/${owner.user.id}/language_levels`, { token: viewer.token }))
        .statusCode,
    ).toBe(404);
    expect((await request(ctx.app, "GET", `/api/v1/language_levels/${id}`, { token: viewer.token })).statusCode).toBe(
      404,
    );
  });
});

describe("PATCH and DELETE /api/v1/my/language_levels/{id}", () => {
  it("changes the level, and refuses a language listed already", async () => {
    const { token } = await buildSignedInUser(db);
    const id = (await add(token, { language_id: english.id, level: "basic" })).json().data.id;
    await add(token, { language_id: german.id, level: "basic" });

    const changed = await request(ctx.app, "PATCH", `/api/v1/my/language_levels/${id}`, {
      type: "language_levels",
      attributes: { level: "conversational", language_id: english.id },
      token,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.level).toBe("conversational");

    const clash = await request(ctx.app, "PATCH", `/api/v1/my/language_levels/${id}`, {
      type: "language_levels",
      attributes: { language_id: german.id },
      token,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors[0]).toMatchObject({
      code: "duplicate_language",
      source: { pointer: "/data/attributes/language_id" },
    });
  });

  it("answers 404 for another user's level and leaves it (B1)", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const id = (await add(owner.token, { language_id: english.id, level: "native_or_bilingual" })).json().data.id;
    const patched = await request(ctx.app, "PATCH", `/api/v1/my/language_levels/${id}`, {
      type: "language_levels",
      attributes: { level: "basic" },
      token: intruder.token,
    });
    expect(patched.statusCode).toBe(404);
    expect(
      (await request(ctx.app, "DELETE", `/api/v1/my/language_levels/${id}`, { token: intruder.token })).statusCode,
    ).toBe(404);
    expect(await levelsOf(owner.user.id)).toEqual([expect.objectContaining({ level: "native_or_bilingual" })]);
  });

  it("removes my level", async () => {
    const { user, token } = await buildSignedInUser(db);
    const id = (await add(token, { language_id: english.id, level: "basic" })).json().data.id;
    expect((await request(ctx.app, "DELETE", `/api/v1/my/language_levels/${id}`, { token })).statusCode).toBe(204);
    expect(await levelsOf(user.id)).toEqual([]);
  });
});
