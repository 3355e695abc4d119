import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem } from "../../../../test/creations.ts";
import { buildBlock, buildMembership, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf, someCreativeFields } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { creationSkills, creations, eventOutbox, likes, standardizedSkills } from "../../../db/schema/index.ts";
import { myLikes } from "./likes.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const like = (headers: Record<string, string>, url: string) => request(ctx.app, "PATCH", url, { headers });
const unlike = (headers: Record<string, string>, url: string) => request(ctx.app, "DELETE", url, { headers });
const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });

const likesCountOf = async (id: number) =>
  (await db.select({ n: creations.likesCount }).from(creations).where(eq(creations.id, id)))[0].n;
const likeRowsOf = (id: number) => db.select().from(likes).where(eq(likes.creationId, id));
const likedEvents = async (creationId: number) =>
  (await db.select().from(eventOutbox).where(eq(eventOutbox.type, "creation_liked"))).filter(
    (e) => (e.payload as { creationId: number }).creationId === creationId,
  );

describe("PATCH /api/v1/likes/{type}/{id}", () => {
  it("likes a showroom item: answers the like and the new count, stores the row and announces it", async () => {
    const me = await buildMember(db);
    const item = await buildItem(db);

    const res = await like(me.headers, `/api/v1/likes/showroom_items/${item.id}`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        type: "likes",
        id: String(item.id),
        attributes: { created_at: expect.any(String) },
        relationships: {
          user: { data: { type: "users", id: String(me.user.id) } },
          item: { data: { type: "showroom_items", id: String(item.id) } },
        },
      },
      meta: { likes_count: 1 },
    });
    expect(await likeRowsOf(item.id)).toEqual([expect.objectContaining({ userId: me.user.id })]);
    expect(await likesCountOf(item.id)).toBe(1);
    expect(await likedEvents(item.id)).toEqual([
      expect.objectContaining({ payload: { creationId: item.id, ownerId: item.ownerId, likerId: me.user.id } }),
    ]);
  });

  it("likes a gallery item by its slug, and liking twice counts once and announces once", async () => {
    const me = await buildMember(db);
    const item = await buildItem(db, { type: "gallery" });

    const first = await like(me.headers, `/api/v1/likes/gallery_items/${item.slug.toUpperCase()}`);
    const second = await like(me.headers, `/api/v1/likes/gallery_items/${item.id}`);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().meta).toEqual({ likes_count: 1 });
    expect(second.json().data.attributes.created_at).toBe(first.json().data.attributes.created_at);
    expect(await likesCountOf(item.id)).toBe(1);
    expect(await likedEvents(item.id)).toHaveLength(1);
  });

  it("refuses the owner's like of their own item with a 422 that says why", async () => {
    const owner = await buildMember(db);
    const item = await buildItem(db, { ownerId: owner.user.id });

    const res = await like(owner.headers, `/api/v1/likes/showroom_items/${item.id}`);

    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "self_like",
      detail: "You cannot like your own work.",
      source: { pointer: "/data" },
    });
    expect(await likeRowsOf(item.id)).toEqual([]);
  });

  it("asks a visitor to sign in (403) and stores nothing", async () => {
    const item = await buildItem(db);
    const res = await like({}, `/api/v1/likes/showroom_items/${item.id}`);
    expect(res.statusCode).toBe(403);
    expect(await likeRowsOf(item.id)).toEqual([]);
  });

  it.each([
    ["someone else's draft", async () => ({ item: await buildItem(db, { status: "draft" }) })],
    [
      "an item of a user who blocked me",
      async (meId: number) => {
        const item = await buildItem(db);
        await buildBlock(db, { blockerId: item.ownerId, blockedId: meId });
        return { item };
      },
    ],
    [
      "an item of a deactivated owner",
      async () => ({
        item: await buildItem(db, { ownerId: (await buildUser(db, { deactivatedAt: new Date() })).id }),
      }),
    ],
    ["a gallery item named as a showroom item", async () => ({ item: await buildItem(db, { type: "gallery" }) })],
  ])("answers 404 for %s, on like, unlike and the likers, and changes nothing (B1, B2)", async (_, build) => {
    const me = await buildMember(db);
    const { item } = await build(me.user.id);
    const url = `/api/v1/likes/showroom_items/${item.id}`;

    expect((await like(me.headers, url)).statusCode).toBe(404);
    expect((await unlike(me.headers, url)).statusCode).toBe(404);
    expect((await get(url, me.headers)).statusCode).toBe(404);
    expect(await likeRowsOf(item.id)).toEqual([]);
    expect(await likesCountOf(item.id)).toBe(0);
  });

  it("answers 404 for an id that names no item, and for a malformed one", async () => {
    const me = await buildMember(db);
    expect((await like(me.headers, "/api/v1/likes/showroom_items/987654321")).statusCode).toBe(404);
    expect((await like(me.headers, "/api/v1/likes/showroom_items/no%20such")).statusCode).toBe(404);
  });

  it("keeps the count exact under concurrent likes: many likers at once, and one liker many times (L5)", async () => {
    const item = await buildItem(db);
    const likers = await Promise.all(Array.from({ length: 8 }, () => buildMember(db)));
    const url = `/api/v1/likes/showroom_items/${item.id}`;

    const answers = await Promise.all([
      ...likers.map((m) => like(m.headers, url)),
      ...Array.from({ length: 4 }, () => like(likers[0].headers, url)),
    ]);

    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(await likeRowsOf(item.id)).toHaveLength(8);
    expect(await likesCountOf(item.id)).toBe(8);
    expect(await likedEvents(item.id)).toHaveLength(8);

    await Promise.all([...likers.slice(0, 5).map((m) => unlike(m.headers, url)), unlike(likers[0].headers, url)]);
    expect(await likesCountOf(item.id)).toBe(3);
    expect(await likeRowsOf(item.id)).toHaveLength(3);
  });
});

describe("DELETE /api/v1/likes/{type}/{id}", () => {
  it("takes the like back and lowers the count; unliking again changes nothing", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const item = await buildItem(db, { type: "gallery" });
    const url = `/api/v1/likes/gallery_items/${item.id}`;
    await like(me.headers, url);
    await like(other.headers, url);

    expect((await unlike(me.headers, url)).statusCode).toBe(204);
    expect((await unlike(me.headers, url)).statusCode).toBe(204);

    expect(await likeRowsOf(item.id)).toEqual([expect.objectContaining({ userId: other.user.id })]);
    expect(await likesCountOf(item.id)).toBe(1);
  });

  it("asks a visitor to sign in (403)", async () => {
    const item = await buildItem(db);
    expect((await unlike({}, `/api/v1/likes/showroom_items/${item.id}`)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/likes/{type}/{id}", () => {
  it("lists the likers the owner may see, the latest like first, paged, to an owner who is premium", async () => {
    const owner = await buildMember(db);
    const item = await buildItem(db, { ownerId: owner.user.id });
    const url = `/api/v1/likes/showroom_items/${item.id}`;
    const [a, b, c] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    for (const m of [a, b, c]) await like(m.headers, url);
    await buildBlock(db, { blockerId: b.user.id, blockedId: owner.user.id });

    // Everyone sees the count; who liked it is the owner's, with premium.
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, a.headers)).json().errors[0].code).toBe("likers_owner_only");
    const free = await get(url, owner.headers);
    expect(free.statusCode).toBe(403);
    expect(free.json().errors[0].code).toBe("likers_premium");

    await buildMembership(db, { userId: owner.user.id, startsAt: new Date(Date.now() - 1000) });
    const page = await get(`${url}?page[size]=1`, owner.headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(idsOf(page.json())).toEqual([String(c.user.id)]);
    expect(page.json().meta).toEqual({ total: 2, total_pages: 2 });
    expect(page.json().data[0].type).toBe("users");
    expect(idsOf((await get(url, owner.headers)).json())).toEqual([String(c.user.id), String(a.user.id)]);
  });

  it("refuses a bad page size with a 400 naming the parameter", async () => {
    const item = await buildItem(db);
    const res = await get(`/api/v1/likes/showroom_items/${item.id}?page[size]=x`, (await buildMember(db)).headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter: "page[size]" });
  });
});

describe("my likes (the rows)", () => {
  it("are the items I liked and may read, of the types asked for, the latest like first, filtered and paged", async () => {
    const me = await buildMember(db);
    const [fieldA, fieldB] = await someCreativeFields(db, 2);
    const [skill] = await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(1);
    const inA = await buildItem(db, { creativeFieldIds: [fieldA] });
    const inB = await buildItem(db, { creativeFieldIds: [fieldB] });
    const gallery = await buildItem(db, { type: "gallery" });
    const turnedDraft = await buildItem(db, { creativeFieldIds: [fieldA] });
    await db.insert(creationSkills).values({ creationId: inB.id, skillId: skill.id });
    for (const item of [inA, inB, gallery, turnedDraft]) {
      await like(me.headers, `/api/v1/likes/${item.type}_items/${item.id}`);
    }
    await db.update(creations).set({ status: "draft" }).where(eq(creations.id, turnedDraft.id));
    const viewer = { id: me.user.id };
    const page = { size: 20, offset: 0 };
    const ids = (result: Awaited<ReturnType<typeof myLikes>>) => result.rows.map((r) => r.creation.id);

    expect(ids(await myLikes(db, viewer, ["showroom", "gallery"], {}, page))).toEqual([gallery.id, inB.id, inA.id]);
    expect(ids(await myLikes(db, viewer, ["showroom"], {}, page))).toEqual([inB.id, inA.id]);
    expect(ids(await myLikes(db, viewer, ["gallery"], {}, page))).toEqual([gallery.id]);
    expect(ids(await myLikes(db, viewer, ["showroom"], { withLikeCreativeFieldIds: [fieldA] }, page))).toEqual([
      inA.id,
    ]);
    expect(ids(await myLikes(db, viewer, ["showroom"], { withLikeSkills: [skill.id] }, page))).toEqual([inB.id]);
    const second = await myLikes(db, viewer, ["showroom", "gallery"], {}, { size: 2, offset: 2 });
    expect({ ids: ids(second), total: second.total }).toEqual({ ids: [inA.id], total: 3 });
    // The like of the item turned draft stays, and comes back with the item.
    expect(
      await db
        .select()
        .from(likes)
        .where(and(eq(likes.creationId, turnedDraft.id), eq(likes.userId, me.user.id))),
    ).toHaveLength(1);
  });
});

describe("GET /api/v1/likes, /api/v1/likes/showroom_items, /api/v1/likes/gallery_items", () => {
  it("answers the items I liked, the latest like first, with their owners, filtered and paged", async () => {
    const me = await buildMember(db);
    const [field] = await someCreativeFields(db, 1);
    const showroom = await buildItem(db, { creativeFieldIds: [field] });
    const other = await buildItem(db);
    const gallery = await buildItem(db, { type: "gallery" });
    for (const item of [showroom, other, gallery]) {
      await like(me.headers, `/api/v1/likes/${item.type}_items/${item.id}`);
    }

    const all = await get("/api/v1/likes?page[size]=2", me.headers);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([
      `gallery_items:${gallery.id}`,
      `showroom_items:${other.id}`,
    ]);
    expect(body.data[0].attributes).toMatchObject({ is_liked: true, likes_count: 1 });
    expect(body.meta).toEqual({ total: 3, total_pages: 2 });
    expect(body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`).sort()).toEqual(
      [`users:${gallery.ownerId}`, `users:${other.ownerId}`].sort(),
    );

    const showroomOnly = await get("/api/v1/likes/showroom_items", me.headers);
    expect(idsOf(showroomOnly.json())).toEqual([String(other.id), String(showroom.id)]);
    const galleryOnly = await get("/api/v1/likes/gallery_items", me.headers);
    expect(idsOf(galleryOnly.json())).toEqual([String(gallery.id)]);
    const inField = await get(`/api/v1/likes?filter[with_like_creative_field_ids]=${field}&include=media`, me.headers);
    expect(idsOf(inField.json())).toEqual([String(showroom.id)]);
    expect(inField.json().included.map((r: { type: string }) => r.type)).toEqual(["media"]);

    // Someone else's likes are theirs.
    const stranger = await buildMember(db);
    expect((await get("/api/v1/likes", stranger.headers)).json().data).toEqual([]);
  });

  it("keeps pages at most 20 long, asks visitors to sign in, and refuses bad filters with a 400", async () => {
    const me = await buildMember(db);
    const big = await get("/api/v1/likes?page[size]=100", me.headers);
    expect(big.json().links.self).toContain("page%5Bsize%5D=20");
    expect((await get("/api/v1/likes")).statusCode).toBe(403);
    const bad = await get("/api/v1/likes/showroom_items?filter[with_like_skills]=abc", me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source).toEqual({ parameter: "filter[with_like_skills]" });
    const unknown = await get("/api/v1/likes?filter[with_showroom_keyword]=x", me.headers);
    expect(unknown.statusCode).toBe(400);
  });
});

describe("statement budgets", () => {
  it("reads my likes, and an item's likers, in a fixed number of statements whatever their number", async () => {
    const me = await buildMember(db);
    const items = await Promise.all(Array.from({ length: 12 }, () => buildItem(db)));
    for (const item of items) await like(me.headers, `/api/v1/likes/showroom_items/${item.id}`);
    const likers = await Promise.all(Array.from({ length: 6 }, () => buildMember(db)));
    for (const m of likers) await like(m.headers, `/api/v1/likes/showroom_items/${items[0].id}`);

    const mine = await statementsOf(() => get("/api/v1/likes?include=owner,media,co_creators", me.headers));
    expect(mine.result.json().data).toHaveLength(12);
    expect(mine.statements.length, mine.statements.join("\n")).toBeLessThanOrEqual(6);
    const owner = await buildMember(db);
    await buildMembership(db, { userId: owner.user.id, startsAt: new Date(Date.now() - 1000) });
    await db.update(creations).set({ ownerId: owner.user.id }).where(eq(creations.id, items[0].id));
    const who = await statementsOf(() => get(`/api/v1/likes/showroom_items/${items[0].id}`, owner.headers));
    expect(who.result.json().data).toHaveLength(7);
    // One more than a users list: whether the owner is premium.
    expect(who.statements.length, who.statements.join("\n")).toBeLessThanOrEqual(6);
  });
});
