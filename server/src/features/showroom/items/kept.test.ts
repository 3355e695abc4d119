import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildCoCreator, buildItem, buildMedium } from "../../../../test/creations.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { noticesHeard } from "../../../../test/notices.ts";
import { idsOf } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { creations, creationWeblinks, standardizedSkills, users } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const EVERY_INCLUDE = "include=owner,media,co_creators,weblinks,creative_fields,assigned_skills";
const listOf = (ownerId: number) =>
  `/api/v1/showroom/items?filter[with_showroom_created_by]=${ownerId}&sorted_by=1&${EVERY_INCLUDE}`;

interface ItemsDocument {
  data: { id: string; attributes: Record<string, unknown>; relationships: Record<string, { data: unknown }> }[];
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
}

const visit = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await request(ctx.app, "GET", url, { headers });
  expect(reply.statusCode).toBe(200);
  return reply.json() as ItemsDocument;
};

const statementsOfVisit = async (url: string) => (await statementsOf(() => ctx.app.inject({ url }))).statements.length;

/**
 * Reads until a visitor's copy is kept: the notices of the rows just written may still be on their
 * way, and one arriving after a read takes away what the read kept. A kept reply reads nothing.
 */
async function kept(url: string) {
  await vi.waitFor(async () => {
    await visit(url);
    expect(await statementsOfVisit(url)).toBe(0);
  });
}

/** A visible owner with one published item, and the list of their items kept for visitors. */
async function keptShowroom() {
  const owner = await buildUser(db, { name: "Olga Owner" });
  const item = await buildItem(db, { ownerId: owner.id, title: "First light" });
  await kept(listOf(owner.id));
  return { owner, item, url: listOf(owner.id) };
}

describe("what visitors read of the showroom, kept per instance", () => {
  it("reads a list once; later visits read nothing, and get the same document", async () => {
    const { url } = await keptShowroom();
    const first = await visit(url);
    expect(await statementsOfVisit(url)).toBe(0);
    expect(await visit(url)).toEqual(first);
  });

  it("keeps one copy for the web client's calls, whose cache-busting `t` differs every time", async () => {
    const { owner, url } = await keptShowroom();
    expect(await statementsOfVisit(`${url}&t=1795000000001`)).toBe(0);
    const reordered = `/api/v1/showroom/items?t=1795000000002&${EVERY_INCLUDE}&sorted_by=1&filter[with_showroom_created_by]=${owner.id}`;
    expect(await statementsOfVisit(reordered)).toBe(0);
    expect(await visit(reordered)).toEqual(await visit(url));
  });

  it("shows a newly published item of someone it did not show, once the database announces it", async () => {
    const newest = `/api/v1/showroom/items?sorted_by=1&page[size]=1&${EVERY_INCLUDE}`;
    await keptShowroom();
    await kept(newest);
    const draft = await buildItem(db, { status: "draft", createdAt: new Date(Date.now() + 60_000) });
    expect(idsOf(await visit(newest))).not.toEqual([String(draft.id)]);
    // The database announces the showroom's change when it commits; the notice reaches the instance just after.
    await db.update(creations).set({ status: "published", publishedAt: new Date() }).where(eq(creations.id, draft.id));
    await vi.waitFor(async () => expect(idsOf(await visit(newest))).toEqual([String(draft.id)]));
  });

  it("follows a change to an item's parts: a medium, a link, a co-creator, a like", async () => {
    const { item, url } = await keptShowroom();
    const liker = await buildSignedInUser(db);
    const coCreator = await buildUser(db);
    const changes = [
      () => buildMedium(db, item.id, { type: "vimeo", code: "76979871" }),
      () => db.insert(creationWeblinks).values({ creationId: item.id, url: "https://example.com/", position: 0 }),
      () => buildCoCreator(db, item.id, coCreator.id),
      () => request(ctx.app, "PATCH", `/api/v1/likes/showroom_items/${item.id}`, { headers: liker.headers }),
    ];
    for (const change of changes) {
      const before = await visit(url);
      await change();
      await vi.waitFor(async () => expect(await visit(url)).not.toEqual(before));
      await kept(url);
    }
    const [shown] = (await visit(url)).data;
    expect(shown.attributes.likes_count).toBe(1);
    expect(shown.attributes.media_count).toBe(2);
    expect(shown.relationships.weblinks.data).toHaveLength(1);
    expect(shown.relationships.co_creators.data).toHaveLength(1);
  });

  it("answers an item as it changed, once the notices are heard: a skill, a link, a co-creator who confirmed", async () => {
    const owner = await buildSignedInUser(db, { name: "Olga Owner" });
    const item = await buildItem(db, { ownerId: owner.user.id });
    const coCreator = await buildSignedInUser(db, { name: "Cora Co" });
    const [skill] = await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(1);
    const base = `/api/v1/showroom/items/${item.id}`;
    const itemUrl = `/api/v1/showroom/items/${item.slug}`;
    const writes = [
      { path: "assigned_skills", type: "assigned_skills", attributes: { skill_id: String(skill.id) } },
      { path: "weblinks", type: "item_weblinks", attributes: { url: "https://example.com/work" } },
      { path: "co_creators", type: "co_creators", attributes: { user_id: String(coCreator.user.id) } },
    ];
    for (const write of writes) {
      await kept(itemUrl);
      const res = await request(ctx.app, "POST", `${base}/${write.path}`, {
        headers: owner.headers,
        payload: { data: { type: write.type, attributes: write.attributes } },
      });
      expect(res.statusCode).toBe(201);
      // Visitors see a co-creator once the invitation is confirmed.
      if (write.path === "co_creators") {
        const confirm = `${base}/co_creators/${res.json().data.id}/confirm`;
        expect((await request(ctx.app, "PATCH", confirm, { headers: coCreator.headers })).statusCode).toBe(200);
      }
      await noticesHeard(ctx);
      const shown = (await request(ctx.app, "GET", itemUrl)).json().data;
      expect.soft(shown.relationships[write.path].data, write.path).toHaveLength(1);
    }
  });

  it("follows the owner's new name, with the notice of the change", async () => {
    const { owner, url } = await keptShowroom();
    await db.update(users).set({ name: "Olga Renamed" }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => {
      const people = (await visit(url)).included?.filter((r) => r.type === "users") ?? [];
      expect(people.map((person) => person.attributes.name)).toEqual(["Olga Renamed"]);
    });
  });

  it("takes an owner who stops being public out of the list, and their item away", async () => {
    const { owner, item, url } = await keptShowroom();
    const itemUrl = `/api/v1/showroom/items/${item.slug}`;
    await kept(itemUrl);
    await db.update(users).set({ profileVisibility: "members" }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => expect(idsOf(await visit(url))).toEqual([]));
    await vi.waitFor(async () => expect((await request(ctx.app, "GET", itemUrl)).statusCode).toBe(404));
  });

  it("lists the items of an owner who becomes public, whom it did not show", async () => {
    const owner = await buildUser(db, { profileVisibility: "members" });
    const item = await buildItem(db, { ownerId: owner.id });
    const url = listOf(owner.id);
    await kept(url);
    expect(idsOf(await visit(url))).toEqual([]);
    await db.update(users).set({ profileVisibility: "everyone" }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => expect(idsOf(await visit(url))).toEqual([String(item.id)]));
  });

  it("answers 404 for an item taken back to draft, and keeps its version as ETag while kept", async () => {
    const { item } = await keptShowroom();
    const itemUrl = `/api/v1/showroom/items/${item.slug}`;
    await kept(itemUrl);
    const [first, again] = [await request(ctx.app, "GET", itemUrl), await request(ctx.app, "GET", itemUrl)];
    expect(again.headers.etag).toBeTruthy();
    expect(again.headers.etag).toBe(first.headers.etag);
    await db.update(creations).set({ status: "draft" }).where(eq(creations.id, item.id));
    await vi.waitFor(async () => expect((await request(ctx.app, "GET", itemUrl)).statusCode).toBe(404));
  });

  it("serves signed-in viewers what they see, never the visitors' copy", async () => {
    const { url } = await keptShowroom();
    const viewer = await buildSignedInUser(db);
    const { statements } = await statementsOf(() => ctx.app.inject({ url, headers: viewer.headers }));
    expect(statements.length).toBeGreaterThan(1);
    const [shown] = (await visit(url, viewer.headers)).data;
    expect(shown.attributes.is_liked).toBe(false);
    expect((await visit(url)).data[0].attributes).not.toHaveProperty("is_liked");
  });

  it("sends a kept reply compressed as the client accepts, made once per encoding, with its ETag", async () => {
    const { item } = await keptShowroom();
    const itemUrl = `/api/v1/showroom/items/${item.slug}`;
    await kept(itemUrl);
    const plain = await ctx.app.inject({ url: itemUrl });
    for (const [encoding, inflate] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const reply = await ctx.app.inject({ url: itemUrl, headers: { "accept-encoding": `${encoding}, deflate` } });
      expect(reply.headers["content-encoding"]).toBe(encoding);
      expect(reply.headers.vary).toContain("accept-encoding");
      expect(reply.headers.etag).toBe(plain.headers.etag);
      expect(reply.headers["content-type"]).toContain("application/vnd.api+json");
      expect(inflate(reply.rawPayload).toString()).toBe(plain.body);
      const again = await ctx.app.inject({ url: itemUrl, headers: { "accept-encoding": encoding } });
      expect(again.rawPayload.equals(reply.rawPayload)).toBe(true);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
