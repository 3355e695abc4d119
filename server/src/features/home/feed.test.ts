import { randomBytes, randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildItem } from "../../../test/creations.ts";
import { buildBlock, buildConnection, buildFollow, buildUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, idsOf } from "../../../test/social.ts";
import { statementsOf } from "../../../test/statements.ts";
import { creations, follows, users } from "../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("GET /api/v1/feed", () => {
  it("shows the published work of the people I follow and am connected with, newest first, with their owners", async () => {
    const me = await buildMember(db);
    const followed = await buildUser(db, { name: "Followed Person" });
    const partner = await buildUser(db);
    const asker = await buildUser(db);
    const stranger = await buildUser(db);
    await buildFollow(db, { followerId: me.user.id, followeeId: followed.id });
    await buildConnection(db, { requesterId: partner.id, connecteeId: me.user.id });
    await buildConnection(db, { requesterId: asker.id, connecteeId: me.user.id, status: "requested" });
    const older = await buildItem(db, { ownerId: followed.id, publishedAt: minutesAgo(30) });
    const gallery = await buildItem(db, { ownerId: partner.id, type: "gallery", publishedAt: minutesAgo(10) });
    const newest = await buildItem(db, { ownerId: followed.id, publishedAt: minutesAgo(1) });
    await buildItem(db, { ownerId: followed.id, status: "draft" });
    await buildItem(db, { ownerId: asker.id });
    await buildItem(db, { ownerId: stranger.id });
    await buildItem(db, { ownerId: me.user.id });

    const res = await get("/api/v1/feed", me.headers);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([
      `showroom_items:${newest.id}`,
      `gallery_items:${gallery.id}`,
      `showroom_items:${older.id}`,
    ]);
    expect(body.data[0].attributes).toMatchObject({ title: newest.title, cover: expect.any(Object), is_mine: false });
    expect(body.included).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "users", id: String(followed.id) })]),
    );
    expect(body.meta).toEqual({ network_size: 2 });
    expect(body.links).toEqual({ self: "/api/v1/feed?", next: null });
  });

  it("pages by cursor: every item once, in order, even when several were published in the same instant", async () => {
    const me = await buildMember(db);
    const owner = await buildUser(db);
    await buildFollow(db, { followerId: me.user.id, followeeId: owner.id });
    const same = minutesAgo(5);
    const items = [];
    for (let i = 0; i < 5; i += 1) items.push(await buildItem(db, { ownerId: owner.id, publishedAt: same }));
    items.push(await buildItem(db, { ownerId: owner.id, publishedAt: minutesAgo(1) }));

    const seen: string[] = [];
    let next: string | null = "/api/v1/feed?page[size]=2";
    let pages = 0;
    while (next) {
      const res = await get(next.startsWith("/api") ? next : `/api${next}`, me.headers);
      expect(res.statusCode).toBe(200);
      seen.push(...idsOf(res.json()));
      next = res.json().links.next;
      pages += 1;
      if (pages > 1) expect(res.json().meta).toBeUndefined();
    }

    expect(pages).toBe(3);
    const expected = [items[5], ...items.slice(0, 5).sort((a, b) => b.id - a.id)].map((i) => String(i.id));
    expect(seen).toEqual(expected);
  });

  it("leaves out people who blocked me or whom I blocked, and items I may not see", async () => {
    const me = await buildMember(db);
    const blocker = await buildUser(db);
    const blocked = await buildUser(db);
    const hidden = await buildUser(db, { complete: false });
    for (const followee of [blocker, blocked, hidden]) {
      await buildFollow(db, { followerId: me.user.id, followeeId: followee.id });
      await buildItem(db, { ownerId: followee.id });
    }
    await buildBlock(db, { blockerId: blocker.id, blockedId: me.user.id });
    await buildBlock(db, { blockerId: me.user.id, blockedId: blocked.id });

    const res = await get("/api/v1/feed", me.headers);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it("tells a member who follows nobody by the network's size", async () => {
    const me = await buildMember(db);

    const res = await get("/api/v1/feed", me.headers);

    expect(res.json()).toMatchObject({ data: [], meta: { network_size: 0 }, links: { next: null } });
  });

  it("refuses visitors, a cursor it did not give and a page too large, naming the parameter", async () => {
    const me = await buildMember(db);

    expect((await get("/api/v1/feed")).statusCode).toBe(403);
    const forged = await get("/api/v1/feed?page[after]=bm9wZQ", me.headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].source).toEqual({ parameter: "page[after]" });
    const include = await get("/api/v1/feed?include=secrets", me.headers);
    expect(include.statusCode).toBe(400);
    expect(include.json().errors[0].source).toEqual({ parameter: "include" });
    const big = await get("/api/v1/feed?page[size]=500", me.headers);
    expect(big.statusCode).toBe(200);
  });

  it("reads a page in the same few statements with 1,000 followees as with one", async () => {
    const budget = async (followees: number) => {
      const me = await buildMember(db);
      const tag = randomBytes(4).toString("hex");
      const people = await db
        .insert(users)
        .values(
          Array.from({ length: followees }, (_, i) => ({
            email: `feed-${tag}-${i}@example.test`,
            name: `Followee ${i}`,
            complete: true,
            isCreative: true,
            kind: "private" as const,
            confirmedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      await db.insert(follows).values(people.map(({ id }) => ({ followerId: me.user.id, followeeId: id })));
      await db.insert(creations).values(
        people.map(({ id }, i) => ({
          type: "showroom" as const,
          ownerId: id,
          title: `Work ${i}`,
          slug: `feed-${tag}-${i}`,
          seedRank: randomInt(2 ** 31 - 1),
          status: "published" as const,
          publishedAt: minutesAgo(i),
        })),
      );
      const { result, statements } = await statementsOf(() => get("/api/v1/feed?include=owner,media", me.headers));
      expect(result.statusCode).toBe(200);
      expect(result.json().data).toHaveLength(Math.min(followees, 12));
      return statements.length;
    };

    const one = await budget(1);
    const many = await budget(1000);
    expect(many).toBeLessThanOrEqual(6);
    expect(many).toBe(one);
  });
});

describe("GET /api/v1/creatives/to_follow", () => {
  it("offers creatives of my fields I do not follow yet, those with work first, never me or who I follow", async () => {
    const me = await buildMember(db);
    const followed = await buildUser(db);
    const partner = await buildUser(db);
    const client = await buildUser(db, { isCreative: false });
    const withWork = await buildUser(db);
    await buildItem(db, { ownerId: withWork.id });
    await buildFollow(db, { followerId: me.user.id, followeeId: followed.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: partner.id });

    const res = await get("/api/v1/creatives/to_follow?page[size]=24", me.headers);

    expect(res.statusCode).toBe(200);
    const ids = idsOf(res.json());
    expect(ids).not.toContain(String(me.user.id));
    expect(ids).not.toContain(String(followed.id));
    expect(ids).not.toContain(String(partner.id));
    expect(ids).not.toContain(String(client.id));
    expect(ids).toContain(String(withWork.id));
    expect((await get("/api/v1/creatives/to_follow")).statusCode).toBe(403);
  });
});
