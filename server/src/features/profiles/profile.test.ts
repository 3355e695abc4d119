import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { profiles } from "../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const patch = (token: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "PATCH", "/api/v1/my/profile", { type: "profiles", attributes, token });
const profileOf = async (userId: number) => (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe("GET /api/v1/my/profile", () => {
  it("gives a new profile its slug from the name and answers it", async () => {
    const { user, token } = await buildSignedInUser(db, { name: "Jürgen Groß" });
    const res = await request(ctx.app, "GET", "/api/v1/my/profile", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      type: "profiles",
      id: String(user.id),
      attributes: { slug: "juergen-gross", headline: null, about: null, name_option: "default", display_name: null },
      relationships: { user: { data: { type: "users", id: String(user.id) } } },
    });
  });

  it("answers 403 without a session", async () => {
    expect((await request(ctx.app, "GET", "/api/v1/my/profile")).statusCode).toBe(403);
  });
});

describe("PATCH /api/v1/my/profile", () => {
  it("saves headline, about text and a display name, which the users resource then shows", async () => {
    const { user, token } = await buildSignedInUser(db, { name: "Anna Weber", kind: "company" });
    const res = await patch(token, {
      headline: "  Brand design for small makers  ",
      about: "Two paragraphs.\n\nThe second one.",
      name_option: "display",
      display_name: "Studio Weber",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      slug: "anna-weber",
      headline: "Brand design for small makers",
      about: "Two paragraphs.\n\nThe second one.",
      name_option: "display",
      display_name: "Studio Weber",
    });
    const shown = await request(ctx.app, "GET", `/api/v1/users/${user.id}`);
    expect(shown.json().data.attributes).toMatchObject({
      name: "Studio Weber",
      headline: "Brand design for small makers",
    });
  });

  it("keeps the slug whatever the body says, and clears a text sent empty", async () => {
    const { user, token } = await buildSignedInUser(db, { name: "Kim Lee" });
    await patch(token, { headline: "First" });
    const res = await patch(token, { headline: "", slug: "admin", user_id: "1" });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ slug: "kim-lee", headline: null, userId: user.id });
  });

  it.each([
    ["a headline of 121 characters", { headline: "x".repeat(121) }, "headline", "too_big"],
    ["an about text of 5001 characters", { about: "x".repeat(5001) }, "about", "too_big"],
    ["an unknown name option", { name_option: "nickname" }, "name_option", "invalid_value"],
    [
      "a display name option without a display name",
      { name_option: "display" },
      "display_name",
      "display_name_missing",
    ],
    ["a headline with a bidi override", { headline: "abc\u202edef" }, "headline", "invalid_characters"],
  ])("answers 422 at the attribute for %s and changes nothing", async (_case, attributes, attribute, code) => {
    const { user, token } = await buildSignedInUser(db);
    await patch(token, { headline: "Kept" });
    const res = await patch(token, attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: `/data/attributes/${attribute}` } });
    expect(await profileOf(user.id)).toMatchObject({ headline: "Kept", nameOption: "default" });
  });

  it("names the limit of a text too long, so the app can say it in the reader's language", async () => {
    const { token } = await buildSignedInUser(db);
    const res = await patch(token, { headline: "x".repeat(121) });
    expect(res.json().errors[0]).toMatchObject({ code: "too_big", meta: { maximum: 120, origin: "string" } });
  });

  it("answers 409 for another user's id in the body", async () => {
    const other = await buildSignedInUser(db);
    const { token } = await buildSignedInUser(db);
    const res = await request(ctx.app, "PATCH", "/api/v1/my/profile", {
      payload: { data: { type: "profiles", id: String(other.user.id), attributes: { headline: "Mine now" } } },
      token,
    });
    expect(res.statusCode).toBe(409);
    expect(await profileOf(other.user.id)).toBeUndefined();
  });
});
