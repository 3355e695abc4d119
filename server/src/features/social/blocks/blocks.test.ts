import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import {
  buildBlock,
  buildConnection,
  buildFollow,
  buildProfile,
  buildSignedInUser,
  buildUser,
} from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { connections, follows, notifications, userBlocks, users } from "../../../db/schema/index.ts";
import { notify } from "../../notifications/service.ts";
import { blocksAmong } from "./blocks.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const list = (headers: Record<string, string>, query = "") =>
  request(ctx.app, "GET", `/api/v1/my/blocks${query}`, { headers });

function block(headers: Record<string, string>, data: Record<string, unknown>) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/my/blocks",
    headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
    payload: { data: { type: "blocks", ...data } },
  });
}

const unblock = (headers: Record<string, string>, userId: number | string) =>
  request(ctx.app, "DELETE", `/api/v1/my/blocks/${userId}`, { headers });

const blocksOf = (blockerId: number) => db.select().from(userBlocks).where(eq(userBlocks.blockerId, blockerId));

describe("POST /api/v1/my/blocks", () => {
  it("blocks a user by user_id and answers the block with the blocked user included", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const target = await buildUser(db, { name: "Mallory" });

    const res = await block(headers, { attributes: { user_id: String(target.id) } });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toEqual({
      type: "blocks",
      id: String(target.id),
      attributes: { created_at: expect.any(String) },
      relationships: { blocked: { data: { type: "users", id: String(target.id) } } },
    });
    expect(body.included).toEqual([
      { type: "users", id: String(target.id), attributes: { name: "Mallory", avatar: null } },
    ]);
    expect(res.body).not.toContain(target.email);
    expect(await blocksOf(user.id)).toEqual([expect.objectContaining({ blockedId: target.id })]);
  });

  it("takes the user as a relationship too, and answers 200 with the first block when blocked again", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const target = await buildUser(db);
    const first = await block(headers, { relationships: { user: { data: { type: "users", id: String(target.id) } } } });
    expect(first.statusCode).toBe(201);

    const again = await block(headers, { attributes: { user_id: target.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.created_at).toBe(first.json().data.attributes.created_at);
    expect(await blocksOf(user.id)).toHaveLength(1);
  });

  it("answers 422 at user_id for blocking oneself", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await block(headers, { attributes: { user_id: String(user.id) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/user_id" });
    expect(await blocksOf(user.id)).toEqual([]);
  });

  it("answers 404 for a user that does not exist or is deactivated", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const hidden = await buildUser(db, { deactivatedAt: new Date() });
    expect((await block(headers, { attributes: { user_id: "987654321" } })).statusCode).toBe(404);
    expect((await block(headers, { attributes: { user_id: String(hidden.id) } })).statusCode).toBe(404);
    expect(await blocksOf(user.id)).toEqual([]);
  });

  it.each([
    ["no user", {}],
    ["a user id of letters", { user_id: "mallory" }],
    ["a negative user id", { user_id: -3 }],
  ])("answers 422 at user_id for %s", async (_case, attributes) => {
    const { headers } = await buildSignedInUser(db);
    const res = await block(headers, { attributes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/user_id" });
  });

  it("answers 403 without a session", async () => {
    const target = await buildUser(db);
    expect((await block({}, { attributes: { user_id: String(target.id) } })).statusCode).toBe(403);
  });
});

describe("blocking ends the tie", () => {
  const followsAmong = (ids: number[]) =>
    db
      .select({ followerId: follows.followerId, followeeId: follows.followeeId })
      .from(follows)
      .where(or(...ids.map((id) => eq(follows.followerId, id))));
  const connectionsOf = (id: number) =>
    db
      .select({ requesterId: connections.requesterId, connecteeId: connections.connecteeId })
      .from(connections)
      .where(or(eq(connections.requesterId, id), eq(connections.connecteeId, id)));

  it("removes follows both ways and the connection between the two, and nothing else", async () => {
    const me = await buildSignedInUser(db);
    const target = await buildUser(db);
    const third = await buildUser(db);
    await buildFollow(db, { followerId: me.user.id, followeeId: target.id });
    await buildFollow(db, { followerId: target.id, followeeId: me.user.id });
    await buildFollow(db, { followerId: me.user.id, followeeId: third.id });
    await buildFollow(db, { followerId: target.id, followeeId: third.id });
    await buildConnection(db, { requesterId: target.id, connecteeId: me.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: third.id });
    await buildConnection(db, { requesterId: target.id, connecteeId: third.id });

    expect((await block(me.headers, { attributes: { user_id: String(target.id) } })).statusCode).toBe(201);

    expect(await followsAmong([me.user.id, target.id])).toEqual(
      expect.arrayContaining([
        { followerId: me.user.id, followeeId: third.id },
        { followerId: target.id, followeeId: third.id },
      ]),
    );
    expect(await followsAmong([me.user.id, target.id])).toHaveLength(2);
    expect(await connectionsOf(me.user.id)).toEqual([{ requesterId: me.user.id, connecteeId: third.id }]);
    expect(await connectionsOf(target.id)).toEqual([{ requesterId: target.id, connecteeId: third.id }]);
  });

  it("removes what either was told about the other, and keeps what others did", async () => {
    const me = await buildSignedInUser(db);
    const target = await buildUser(db);
    const third = await buildUser(db);
    await notify(db, [
      { userId: me.user.id, key: "new_follower", actorId: target.id },
      { userId: target.id, key: "new_connection", actorId: me.user.id },
      { userId: me.user.id, key: "new_follower", actorId: third.id },
      { userId: target.id, key: "new_follower", actorId: third.id },
    ]);

    expect((await block(me.headers, { attributes: { user_id: String(target.id) } })).statusCode).toBe(201);

    const left = await db
      .select({ userId: notifications.userId, actorId: notifications.actorId })
      .from(notifications)
      .where(or(eq(notifications.userId, me.user.id), eq(notifications.userId, target.id)));
    expect(left).toEqual(
      expect.arrayContaining([
        { userId: me.user.id, actorId: third.id },
        { userId: target.id, actorId: third.id },
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it.each([
    ["I sent", true],
    ["they sent", false],
  ])("withdraws a pending connection request %s", async (_case, mine) => {
    const me = await buildSignedInUser(db);
    const target = await buildUser(db);
    await buildConnection(db, {
      requesterId: mine ? me.user.id : target.id,
      connecteeId: mine ? target.id : me.user.id,
      status: "requested",
    });

    expect((await block(me.headers, { attributes: { user_id: String(target.id) } })).statusCode).toBe(201);
    expect(await connectionsOf(me.user.id)).toEqual([]);
  });

  it("is not undone by unblocking", async () => {
    const me = await buildSignedInUser(db);
    const target = await buildUser(db);
    await buildFollow(db, { followerId: target.id, followeeId: me.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: target.id });

    await block(me.headers, { attributes: { user_id: String(target.id) } });
    expect((await unblock(me.headers, target.id)).statusCode).toBe(204);

    expect(await followsAmong([me.user.id, target.id])).toEqual([]);
    expect(await connectionsOf(me.user.id)).toEqual([]);
  });

  it("leaves every tie in place when the block is refused", async () => {
    const me = await buildSignedInUser(db);
    const gone = await buildUser(db, { deactivatedAt: new Date() });
    await buildFollow(db, { followerId: me.user.id, followeeId: gone.id });
    await buildConnection(db, { requesterId: gone.id, connecteeId: me.user.id });

    expect((await block(me.headers, { attributes: { user_id: String(gone.id) } })).statusCode).toBe(404);
    expect(await followsAmong([me.user.id])).toHaveLength(1);
    expect(await connectionsOf(me.user.id)).toHaveLength(1);
  });
});

describe("what a block does to the two profiles", () => {
  const follow = (headers: Record<string, string>, targetId: number) =>
    request(ctx.app, "POST", "/api/v1/followings", {
      headers,
      payload: { data: { type: "follows", attributes: { target_id: String(targetId) } } },
    });
  const connect = (headers: Record<string, string>, connecteeId: number) =>
    request(ctx.app, "POST", "/api/v1/connections", {
      headers,
      payload: { data: { type: "connections", attributes: { connectee_id: String(connecteeId) } } },
    });
  const profile = (headers: Record<string, string>, key: number | string, section = "") =>
    request(ctx.app, "GET", `/api/v1/users/${key}${section}`, { headers });

  it("lets the blocker open the blocked profile to lift the block, with nothing to follow, connect or message", async () => {
    const me = await buildSignedInUser(db);
    const them = await buildSignedInUser(db, { messagePermission: "everyone" });
    await buildProfile(db, { userId: them.user.id, slug: `them-${them.user.id}` });
    await buildFollow(db, { followerId: me.user.id, followeeId: them.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: them.user.id });

    expect((await block(me.headers, { attributes: { user_id: String(them.user.id) } })).statusCode).toBe(201);

    for (const key of [them.user.id, `THEM-${them.user.id}`]) {
      const res = await profile(me.headers, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attributes).toMatchObject({
        is_blocked: true,
        is_followed: false,
        connection: null,
        may_message: false,
      });
    }
    // Only the users resource reads past the block: the profile's sections stay hidden.
    expect((await profile(me.headers, them.user.id, "/weblinks")).statusCode).toBe(404);
    expect((await follow(me.headers, them.user.id)).statusCode).toBe(404);
    expect((await connect(me.headers, them.user.id)).statusCode).toBe(404);
  });

  it("hides the blocker from the blocked user, who can neither follow nor connect, until the block is lifted", async () => {
    const me = await buildSignedInUser(db);
    const them = await buildSignedInUser(db);
    await buildProfile(db, { userId: me.user.id, slug: `blocker-${me.user.id}` });
    await block(me.headers, { attributes: { user_id: String(them.user.id) } });

    for (const key of [me.user.id, `blocker-${me.user.id}`]) {
      const res = await profile(them.headers, key);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(me.user.name);
    }
    expect((await profile(them.headers, me.user.id, "/weblinks")).statusCode).toBe(404);
    expect((await follow(them.headers, me.user.id)).statusCode).toBe(404);
    expect((await connect(them.headers, me.user.id)).statusCode).toBe(404);
    expect(await db.select().from(follows).where(eq(follows.followerId, them.user.id))).toEqual([]);
    expect(await db.select().from(connections).where(eq(connections.requesterId, them.user.id))).toEqual([]);

    expect((await unblock(me.headers, them.user.id)).statusCode).toBe(204);

    expect((await profile(them.headers, me.user.id)).json().data.attributes).toMatchObject({ is_blocked: false });
    expect((await profile(me.headers, them.user.id)).json().data.attributes).toMatchObject({ is_blocked: false });
    expect((await follow(them.headers, me.user.id)).statusCode).toBe(201);
    expect((await connect(them.headers, me.user.id)).statusCode).toBe(201);
  });

  it("never shows the blocker someone who blocked them back", async () => {
    const me = await buildSignedInUser(db);
    const them = await buildSignedInUser(db);
    await block(me.headers, { attributes: { user_id: String(them.user.id) } });
    await block(them.headers, { attributes: { user_id: String(me.user.id) } });
    expect((await profile(me.headers, them.user.id)).statusCode).toBe(404);
    expect((await profile(them.headers, me.user.id)).statusCode).toBe(404);
  });
});

describe("GET /api/v1/my/blocks", () => {
  it("lists my blocks the latest first, pages them, and never someone else's", async () => {
    const me = await buildSignedInUser(db);
    const someoneElse = await buildSignedInUser(db);
    const targets = [await buildUser(db, { name: "First" }), await buildUser(db, { name: "Second" })];
    await buildBlock(db, { blockerId: me.user.id, blockedId: targets[0].id, createdAt: new Date(Date.now() - 60_000) });
    await buildBlock(db, { blockerId: me.user.id, blockedId: targets[1].id });
    await buildBlock(db, { blockerId: someoneElse.user.id, blockedId: targets[0].id });

    const res = await list(me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((b: { id: string }) => b.id)).toEqual([String(targets[1].id), String(targets[0].id)]);
    expect(body.included.map((u: { attributes: { name: string } }) => u.attributes.name)).toEqual(["Second", "First"]);
    expect(body.meta).toEqual({ total: 2, total_pages: 1 });

    const paged = await list(me.headers, "?page[size]=1&page[number]=2");
    expect(paged.json().data.map((b: { id: string }) => b.id)).toEqual([String(targets[0].id)]);
    expect(paged.json().meta).toEqual({ total: 2, total_pages: 2 });

    const others = await list(someoneElse.headers);
    expect(others.json().data.map((b: { id: string }) => b.id)).toEqual([String(targets[0].id)]);
  });

  it("answers an empty list when nobody is blocked", async () => {
    const { headers } = await buildSignedInUser(db);
    const res = await list(headers);
    expect(res.json()).toMatchObject({ data: [], included: [], meta: { total: 0 } });
  });

  it("answers 400 naming the parameter for a bad page number, and 403 without a session", async () => {
    const { headers } = await buildSignedInUser(db);
    const res = await list(headers, "?page[number]=0");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter: "page[number]" });
    expect((await list({})).statusCode).toBe(403);
  });
});

describe("DELETE /api/v1/my/blocks/{userId}", () => {
  it("lifts my block and answers 204", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const target = await buildUser(db);
    await buildBlock(db, { blockerId: user.id, blockedId: target.id });
    const res = await unblock(headers, target.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await blocksOf(user.id)).toEqual([]);
  });

  it("answers 404 for a user I have not blocked, even one someone else blocked, and leaves that block", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const target = await buildUser(db);
    await buildBlock(db, { blockerId: owner.user.id, blockedId: target.id });

    expect((await unblock(intruder.headers, target.id)).statusCode).toBe(404);
    expect((await unblock(intruder.headers, "not-a-number")).statusCode).toBe(404);
    expect(await blocksOf(owner.user.id)).toHaveLength(1);
  });

  it("answers 403 without a session", async () => {
    const target = await buildUser(db);
    expect((await unblock({}, target.id)).statusCode).toBe(403);
  });
});

describe("blocksAmong", () => {
  it("holds in both directions once either user blocked the other, and ends with the block", async () => {
    const [a, b, c] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const blocked = () => blocksAmong(db, [a.id, b.id, c.id]);
    expect((await blocked())(a.id, b.id)).toBe(false);

    await buildBlock(db, { blockerId: a.id, blockedId: b.id });
    expect((await blocked())(a.id, b.id)).toBe(true);
    expect((await blocked())(b.id, a.id)).toBe(true);
    expect((await blocked())(a.id, c.id)).toBe(false);

    await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, a.id), eq(userBlocks.blockedId, b.id)));
    expect((await blocked())(b.id, a.id)).toBe(false);
  });

  it("goes away when either account is deleted", async () => {
    const [a, b] = [await buildUser(db), await buildUser(db)];
    await buildBlock(db, { blockerId: a.id, blockedId: b.id });
    await db.delete(users).where(eq(users.id, b.id));
    expect(await blocksOf(a.id)).toEqual([]);
  });
});
