import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock, buildFollow, buildUser, buildUserProfession } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, idsOf, uniqueWord } from "../../../test/social.ts";
import { follows, notifications, standardizedProfessions } from "../../db/schema/index.ts";
import { eventOf, type LiveEvent } from "../../platform/bus/bus.ts";
import { subscriptionsSettled } from "../../platform/live/channel.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const follow = (headers: Record<string, string>, data: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/followings", { headers, payload: { data: { type: "follows", ...data } } });
const unfollow = (headers: Record<string, string>, userId: number | string) =>
  request(ctx.app, "DELETE", `/api/v1/followings/${userId}`, { headers });
const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });

const followsOf = (followerId: number) => db.select().from(follows).where(eq(follows.followerId, followerId));
/** What the user was told, once every event so far has been delivered. */
const notificationsOf = async (userId: number) => {
  await ctx.deps.events.drain();
  return db.select().from(notifications).where(eq(notifications.userId, userId));
};

describe("POST /api/v1/followings", () => {
  it("follows a user, answers with the follow and the updated user, and notifies the followee", async () => {
    const me = await buildMember(db);
    const target = await buildUser(db, { name: "Followed Person" });
    const heard: LiveEvent[] = [];
    // Notifications only: the bell's count arrives in its own frame.
    const unsubscribe = ctx.deps.bus.subscribe(target.id, (frame) => {
      if (frame.type === "notification") heard.push(eventOf(frame));
    });
    await subscriptionsSettled(ctx.deps.bus);

    const res = await follow(me.headers, { attributes: { target_id: String(target.id) } });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toEqual({
      type: "follows",
      id: String(target.id),
      attributes: { target_id: String(target.id), created_at: expect.any(String) },
      relationships: { target: { data: { type: "users", id: String(target.id) } } },
    });
    expect(body.included[0]).toMatchObject({
      type: "users",
      id: String(target.id),
      attributes: { followers_count: 1, is_followed: true },
    });
    expect(await followsOf(me.user.id)).toEqual([expect.objectContaining({ followeeId: target.id })]);
    const stored = await notificationsOf(target.id);
    expect(stored).toEqual([expect.objectContaining({ key: "new_follower", actorId: me.user.id, readAt: null })]);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({
      type: "notification",
      document: {
        data: {
          type: "notifications",
          id: String(stored[0].id),
          attributes: { key: "new_follower" },
          relationships: { actor: { data: { type: "users", id: String(me.user.id) } } },
        },
      },
    });
    unsubscribe();

    const mine = (await get(`/api/v1/users/${me.user.id}`, me.headers)).json().data.attributes;
    expect(mine.followings_count).toBe(1);
  });

  it("takes the target as a relationship, and answers 200 with the first follow when following again", async () => {
    const me = await buildMember(db);
    const target = await buildUser(db);
    const first = await follow(me.headers, {
      relationships: { target: { data: { type: "users", id: String(target.id) } } },
    });
    expect(first.statusCode).toBe(201);

    const again = await request(ctx.app, "POST", "/api/v1/followings", {
      headers: me.headers,
      payload: {
        data: {
          type: "relationships",
          attributes: { target_id: target.id },
        },
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.created_at).toBe(first.json().data.attributes.created_at);
    expect(await followsOf(me.user.id)).toHaveLength(1);
    expect(await notificationsOf(target.id)).toHaveLength(1);
  });

  it.each([
    ["no target", {}],
    ["a target that is no id", { target_id: "abc" }],
    ["a negative id", { target_id: -4 }],
    ["a boolean", { target_id: true }],
    ["an id in exponent notation", { target_id: "1e3" }],
  ])("answers 422 at target_id for %s", async (_, attributes) => {
    const me = await buildMember(db);
    const res = await follow(me.headers, { attributes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/target_id" });
  });

  it("answers 422 at target_id for following oneself", async () => {
    const me = await buildMember(db);
    const res = await follow(me.headers, { attributes: { target_id: String(me.user.id) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "self_follow",
      source: { pointer: "/data/attributes/target_id" },
    });
    expect(await followsOf(me.user.id)).toEqual([]);
  });

  it("answers 404 for users that are hidden from me, and stores nothing", async () => {
    const me = await buildMember(db);
    const blockedByMe = await buildUser(db);
    const blockingMe = await buildUser(db);
    await buildBlock(db, { blockerId: me.user.id, blockedId: blockedByMe.id });
    await buildBlock(db, { blockerId: blockingMe.id, blockedId: me.user.id });
    const hidden = [
      blockedByMe,
      blockingMe,
      await buildUser(db, { deactivatedAt: new Date() }),
      await buildUser(db, { complete: false }),
      await buildUser(db, { profileVisibility: "connections" }),
    ];
    for (const user of [...hidden, { id: 987654321 }]) {
      const res = await follow(me.headers, { attributes: { target_id: String(user.id) } });
      expect(res.statusCode).toBe(404);
    }
    expect(await followsOf(me.user.id)).toEqual([]);
  });

  it("answers 403 when not signed in", async () => {
    const target = await buildUser(db);
    const res = await follow({}, { attributes: { target_id: String(target.id) } });
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(follows).where(eq(follows.followeeId, target.id))).toEqual([]);
  });
});

describe("DELETE /api/v1/followings/{userId}", () => {
  it("unfollows, and answers 404 when I do not follow the user", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const target = await buildUser(db);
    await buildFollow(db, { followerId: me.user.id, followeeId: target.id });
    await buildFollow(db, { followerId: other.user.id, followeeId: target.id });

    expect((await unfollow(me.headers, target.id)).statusCode).toBe(204);
    expect(await followsOf(me.user.id)).toEqual([]);
    expect(await followsOf(other.user.id)).toHaveLength(1);
    expect((await unfollow(me.headers, target.id)).statusCode).toBe(404);
    expect((await unfollow(me.headers, "abc")).statusCode).toBe(404);
    expect((await unfollow({}, target.id)).statusCode).toBe(403);
  });
});

describe("followers and followings", () => {
  it("list the latest first, page, filter by name and include assigned professions", async () => {
    const word = uniqueWord();
    const star = await buildUser(db, { name: `Star ${word}` });
    const fans = [];
    for (let i = 0; i < 3; i += 1) fans.push(await buildUser(db, { name: `Fan${i} ${word}` }));
    const base = Date.now() - 60_000;
    for (const [i, fan] of fans.entries())
      await buildFollow(db, { followerId: fan.id, followeeId: star.id, createdAt: new Date(base + i * 1000) });
    await buildFollow(db, { followerId: star.id, followeeId: fans[0].id });
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    await buildUserProfession(db, { userId: fans[2].id, professionId: profession.id });

    const followers = await get(`/api/v1/users/${star.id}/followers?include=assigned_professions&page[size]=2`);
    expect(followers.statusCode).toBe(200);
    expect(idsOf(followers.json())).toEqual([fans[2].id, fans[1].id].map(String));
    expect(followers.json().meta).toEqual({ total: 3, total_pages: 2 });
    expect(
      followers
        .json()
        .included.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual(["standardized_professions", "user_professions"]);

    const named = await get(`/api/v1/users/${star.id}/followers?filter[with_user_names]=fan1`);
    expect(idsOf(named.json())).toEqual([String(fans[1].id)]);

    const followings = await get(`/api/v1/users/${star.id}/followings`);
    expect(idsOf(followings.json())).toEqual([String(fans[0].id)]);

    const bySlug = (await get(`/api/v1/users/${star.id}`)).json().data.attributes.slug;
    expect(idsOf((await get(`/api/v1/users/${bySlug}/followings`)).json())).toEqual([String(fans[0].id)]);
    expect((await get("/api/v1/users/987654321/followers")).statusCode).toBe(404);
  });

  it("show whether I follow each user", async () => {
    const me = await buildMember(db);
    const star = await buildUser(db);
    const fan = await buildUser(db);
    await buildFollow(db, { followerId: fan.id, followeeId: star.id });
    await buildFollow(db, { followerId: me.user.id, followeeId: fan.id });
    const res = await get(`/api/v1/users/${star.id}/followers`, me.headers);
    expect(res.json().data[0].attributes).toMatchObject({
      is_followed: true,
      followers_count: 1,
      followings_count: 1,
    });
    const anonymous = await get(`/api/v1/users/${star.id}/followers`);
    expect(anonymous.json().data[0].attributes.is_followed).toBeUndefined();
  });
});
