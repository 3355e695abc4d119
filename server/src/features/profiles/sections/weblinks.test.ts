import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { weblinks } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const add = (token: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/my/weblinks", { type: "weblinks", attributes, token });
const linksOf = (userId: number) => db.select().from(weblinks).where(eq(weblinks.userId, userId));

describe("POST /api/v1/my/weblinks", () => {
  it("adds a link and answers 201 with it", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, { url: "https://www.instagram.com/grace.studio", kind: "instagram" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      type: "weblinks",
      id: expect.any(String),
      attributes: { url: "https://www.instagram.com/grace.studio", kind: "instagram", position: 0 },
      relationships: { user: { data: { type: "users", id: String(user.id) } } },
    });
    expect(await linksOf(user.id)).toEqual([expect.objectContaining({ kind: "instagram", userId: user.id })]);
  });

  it("takes a website when no kind is given, and ignores a user_id in the body", async () => {
    const { user, token } = await buildSignedInUser(db);
    const other = await buildUser(db);
    const res = await add(token, { url: "http://grace.example", user_id: String(other.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.kind).toBe("website");
    expect(await linksOf(user.id)).toHaveLength(1);
    expect(await linksOf(other.id)).toEqual([]);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["//evil.example/path"],
    ["/relative/path"],
    ["ftp://files.example.com"],
    ["https://exa mple.com"],
  ])("answers 422 at url for %j and stores nothing (F3)", async (url) => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, { url, kind: "website" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/url" });
    expect(await linksOf(user.id)).toEqual([]);
  });

  it.each([
    ["www.behance.net/grace", "behance"],
    ["dribbble.com/grace", "dribbble"],
    ["grace.artstation.com", "artstation"],
    ["github.com/grace", "github"],
    ["grace.example:8080/work", "website"],
  ])("stores %j, typed without a scheme, with https:// as a %s link", async (url, kind) => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, { url, kind });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ url: `https://${url}`, kind });
    expect(await linksOf(user.id)).toEqual([expect.objectContaining({ url: `https://${url}`, kind })]);
  });

  it("answers 422 at kind for an unknown kind", async () => {
    const { token } = await buildSignedInUser(db);
    const res = await add(token, { url: "https://example.com", kind: "myspace" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/kind" });
  });

  it("holds at most 10 links", async () => {
    const { user, token } = await buildSignedInUser(db);
    for (let i = 0; i < 10; i++) expect((await add(token, { url: `https://example.com/${i}` })).statusCode).toBe(201);
    const res = await add(token, { url: "https://example.com/11" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "too_many_weblinks",
      meta: { max: 10 },
      source: { pointer: "/data/attributes/url" },
    });
    expect(await linksOf(user.id)).toHaveLength(10);
  });

  it("answers 403 without a session", async () => {
    expect(
      (await request(ctx.app, "POST", "/api/v1/my/weblinks", { type: "weblinks", attributes: {} })).statusCode,
    ).toBe(403);
  });
});

describe("GET /api/v1/users/{id}/weblinks and /api/v1/weblinks/{id}", () => {
  it("lists a user's links in their order, and shows one by id, to visitors too", async () => {
    const { user, token } = await buildSignedInUser(db);
    const first = (await add(token, { url: "https://one.example" })).json().data.id;
    await add(token, { url: "https://two.example", kind: "vimeo" });

    const list = await request(ctx.app, "GET", `/api/v1/users/${user.id}/weblinks`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: { attributes: { url: string } }) => l.attributes.url)).toEqual([
      "https://one.example",
      "https://two.example",
    ]);
    expect(list.json().meta).toEqual({ total: 2, total_pages: 1 });

    const one = await request(ctx.app, "GET", `/api/v1/weblinks/${first}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.url).toBe("https://one.example");
  });

  it("answers 404 for the links of a hidden user, for an unknown link and for a bad id", async () => {
    const hidden = await buildSignedInUser(db, { deactivatedAt: new Date() });
    const [link] = await db
      .insert(weblinks)
      .values({ userId: hidden.user.id, kind: "website", url: "https://x.example" })
      .returning();
    expect((await request(ctx.app, "GET", `/api/v1/users/${hidden.user.id}/weblinks`)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", `/api/v1/weblinks/${link.id}`)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", "/api/v1/weblinks/987654321")).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", "/api/v1/weblinks/abc")).statusCode).toBe(404);
  });

  it("shows a members-only profile's links to signed-in users only", async () => {
    const { user } = await buildSignedInUser(db, { profileVisibility: "members" });
    const viewer = await buildSignedInUser(db);
    await db.insert(weblinks).values({ userId: user.id, kind: "website", url: "https://members.example" });
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/weblinks`)).statusCode).toBe(404);
    const signedIn = await request(ctx.app, "GET", `/api/v1/users/${user.id}/weblinks`, { token: viewer.token });
    expect(signedIn.json().data).toHaveLength(1);
  });
});

describe("PATCH and DELETE /api/v1/my/weblinks/{id}", () => {
  it("changes my link's url and kind", async () => {
    const { token } = await buildSignedInUser(db);
    const id = (await add(token, { url: "https://old.example" })).json().data.id;
    const res = await request(ctx.app, "PATCH", `/api/v1/my/weblinks/${id}`, {
      payload: { data: { type: "weblinks", id, attributes: { url: "https://new.example", kind: "youtube" } } },
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ url: "https://new.example", kind: "youtube" });
  });

  it("refuses a javascript: url on change too, and keeps the old one", async () => {
    const { token } = await buildSignedInUser(db);
    const id = (await add(token, { url: "https://kept.example" })).json().data.id;
    const res = await request(ctx.app, "PATCH", `/api/v1/my/weblinks/${id}`, {
      type: "weblinks",
      attributes: { url: "javascript:alert(document.cookie)" },
      token,
    });
    expect(res.statusCode).toBe(422);
    const [row] = await db
      .select()
      .from(weblinks)
      .where(eq(weblinks.id, Number(id)));
    expect(row.url).toBe("https://kept.example");
  });

  it("answers 404 to another user's PATCH and DELETE of my link, which stays as it was (B1)", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const id = (await add(owner.token, { url: "https://mine.example" })).json().data.id;

    const patched = await request(ctx.app, "PATCH", `/api/v1/my/weblinks/${id}`, {
      type: "weblinks",
      attributes: { url: "https://taken.example" },
      token: intruder.token,
    });
    expect(patched.statusCode).toBe(404);
    expect((await request(ctx.app, "DELETE", `/api/v1/my/weblinks/${id}`, { token: intruder.token })).statusCode).toBe(
      404,
    );
    expect(await linksOf(owner.user.id)).toEqual([expect.objectContaining({ url: "https://mine.example" })]);
  });

  it("removes my link with 204, then answers 404", async () => {
    const { user, token } = await buildSignedInUser(db);
    const id = (await add(token, { url: "https://gone.example" })).json().data.id;
    expect((await request(ctx.app, "DELETE", `/api/v1/my/weblinks/${id}`, { token })).statusCode).toBe(204);
    expect(await linksOf(user.id)).toEqual([]);
    expect((await request(ctx.app, "DELETE", `/api/v1/my/weblinks/${id}`, { token })).statusCode).toBe(404);
  });
});
