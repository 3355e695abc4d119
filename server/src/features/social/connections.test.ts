import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock, buildConnection, buildUser, buildUserProfession } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, idsOf, someCreativeFields } from "../../../test/social.ts";
import { connections, locations, notifications, standardizedProfessions } from "../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Headers = Record<string, string>;

const connect = (headers: Headers, connecteeId: number | string, more: { note?: string } = {}) =>
  request(ctx.app, "POST", "/api/v1/connections", {
    headers,
    payload: {
      data: {
        type: "connections",
        attributes: { connectee_id: String(connecteeId), ...more },
      },
    },
  });
const confirm = (headers: Headers, id: number) =>
  request(ctx.app, "PATCH", `/api/v1/connections/${id}/confirm`, { headers });
const deny = (headers: Headers, id: number) => request(ctx.app, "PATCH", `/api/v1/connections/${id}/deny`, { headers });
const remove = (headers: Headers, id: number) => request(ctx.app, "DELETE", `/api/v1/connections/${id}`, { headers });
const get = (url: string, headers: Headers = {}) => request(ctx.app, "GET", url, { headers });

const rowsBetween = (a: number, b: number) =>
  db
    .select()
    .from(connections)
    .where(
      or(
        eq(connections.requesterId, a),
        eq(connections.connecteeId, a),
        eq(connections.requesterId, b),
        eq(connections.connecteeId, b),
      ),
    );
/** What the user was told, once every event so far has been delivered. */
const notificationsOf = async (userId: number) => {
  await ctx.deps.events.drain();
  return db.select().from(notifications).where(eq(notifications.userId, userId));
};

describe("POST /api/v1/connections", () => {
  it("asks to connect, answers the request with the other user included, and notifies them", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db, { name: "Other Person" });

    const res = await connect(me.headers, other.user.id);

    expect(res.statusCode).toBe(201);
    const [row] = await rowsBetween(me.user.id, other.user.id);
    expect(row).toMatchObject({ requesterId: me.user.id, connecteeId: other.user.id, status: "requested" });
    expect(res.json().data).toEqual({
      type: "connections",
      id: String(row.id),
      attributes: {
        status: "requested",
        direction: "outgoing",
        requester_id: String(me.user.id),
        connectee_id: String(other.user.id),
        note: null,
        created_at: expect.any(String),
        confirmed_at: null,
      },
      relationships: { user: { data: { type: "users", id: String(other.user.id) } } },
    });
    expect(res.json().included[0]).toMatchObject({
      type: "users",
      id: String(other.user.id),
      attributes: { connection: { id: String(row.id), status: "requested", direction: "outgoing" } },
    });
    expect(await notificationsOf(other.user.id)).toEqual([
      expect.objectContaining({
        key: "new_connection",
        actorId: me.user.id,
        subjectType: "connections",
        subjectId: row.id,
      }),
    ]);
  });

  it("takes the connectee as a relationship", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const res = await request(ctx.app, "POST", "/api/v1/connections", {
      headers: me.headers,
      payload: {
        data: {
          type: "connections",
          relationships: { connectee: { data: { type: "users", id: String(other.user.id) } } },
        },
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it("confirms instead when the other user had already asked me", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const asked = await buildConnection(db, {
      requesterId: other.user.id,
      connecteeId: me.user.id,
      status: "requested",
    });

    const res = await connect(me.headers, other.user.id);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: String(asked.id),
      attributes: { status: "confirmed", direction: "incoming", confirmed_at: expect.any(String) },
    });
    const rows = await rowsBetween(me.user.id, other.user.id);
    expect(rows).toEqual([expect.objectContaining({ id: asked.id, status: "confirmed" })]);
    expect(await notificationsOf(other.user.id)).toEqual([
      expect.objectContaining({ key: "confirmed_connection", actorId: me.user.id, subjectId: asked.id }),
    ]);
  });

  it.each([
    [
      "I already asked",
      "already_requested",
      (me: number, other: number) => buildConnection(db, { requesterId: me, connecteeId: other, status: "requested" }),
    ],
    [
      "we are connected (I asked)",
      "already_connected",
      (me: number, other: number) => buildConnection(db, { requesterId: me, connecteeId: other }),
    ],
    [
      "we are connected (they asked)",
      "already_connected",
      (me: number, other: number) => buildConnection(db, { requesterId: other, connecteeId: me }),
    ],
  ])("answers 422 at connectee_id when %s", async (_, code, setUp) => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    await setUp(me.user.id, other.user.id);
    const before = await rowsBetween(me.user.id, other.user.id);

    const res = await connect(me.headers, other.user.id);

    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: "/data/attributes/connectee_id" } });
    expect(await rowsBetween(me.user.id, other.user.id)).toEqual(before);
  });

  it("answers 422 at connectee_id for oneself and for no connectee", async () => {
    const me = await buildMember(db);
    for (const [attributes, code] of [
      [{ connectee_id: String(me.user.id) }, "self_connection"],
      [{}, "invalid_union"],
    ] as const) {
      const res = await request(ctx.app, "POST", "/api/v1/connections", {
        headers: me.headers,
        payload: {
          data: {
            type: "connections",
            attributes,
          },
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: "/data/attributes/connectee_id" } });
    }
    expect(await rowsBetween(me.user.id, me.user.id)).toEqual([]);
  });

  it("answers 404 for hidden or blocked users, whatever their message permission", async () => {
    const me = await buildMember(db);
    const blockedByMe = await buildUser(db);
    const blockingMe = await buildUser(db);
    await buildBlock(db, { blockerId: me.user.id, blockedId: blockedByMe.id });
    await buildBlock(db, { blockerId: blockingMe.id, blockedId: me.user.id });
    for (const user of [
      blockedByMe,
      blockingMe,
      await buildUser(db, { deactivatedAt: new Date() }),
      await buildUser(db, { complete: false }),
      await buildUser(db, { profileVisibility: "connections" }),
    ]) {
      expect((await connect(me.headers, user.id)).statusCode).toBe(404);
    }
    expect(await db.select().from(connections).where(eq(connections.requesterId, me.user.id))).toEqual([]);

    const private_ = await buildUser(db, { messagePermission: "nobody" });
    expect((await connect(me.headers, private_.id)).statusCode).toBe(201);
  });

  it("answers 403 when not signed in", async () => {
    const other = await buildMember(db);
    expect((await connect({}, other.user.id)).statusCode).toBe(403);
  });
});

describe("the note of a request", () => {
  it("is stored trimmed and shown to the two of them alone: in the lists, the reply and the users resource", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const stranger = await buildMember(db);
    const note = "Loved your poster series. Shall we talk?";

    const res = await connect(me.headers, other.user.id, { note: `  ${note}\n ` });

    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.note).toBe(note);
    const [row] = await rowsBetween(me.user.id, other.user.id);
    expect(row.note).toBe(note);

    const outgoing = await get("/api/v1/my/connections/outgoing", me.headers);
    expect(outgoing.json().data[0].attributes).toMatchObject({ direction: "outgoing", note });
    const incoming = await get("/api/v1/my/connections/incoming", other.headers);
    expect(incoming.json().data[0].attributes).toMatchObject({ direction: "incoming", note });

    const connectionWith = async (userId: number, headers: Headers) =>
      (await get(`/api/v1/users/${userId}`, headers)).json().data.attributes.connection;
    expect(await connectionWith(me.user.id, other.headers)).toEqual({
      id: String(row.id),
      status: "requested",
      direction: "incoming",
      note,
    });
    expect(await connectionWith(other.user.id, me.headers)).toMatchObject({ direction: "outgoing", note });
    // Nobody else reads it anywhere: no list of theirs, no users resource of either.
    expect(await connectionWith(me.user.id, stranger.headers)).toBeNull();
    expect(await connectionWith(other.user.id, stranger.headers)).toBeNull();
    expect(JSON.stringify((await get(`/api/v1/users/${me.user.id}`)).json())).not.toContain("poster series");
    for (const list of ["incoming", "outgoing"]) {
      expect((await get(`/api/v1/my/connections/${list}`, stranger.headers)).json().data).toEqual([]);
    }
  });

  it("is none when left out, empty or blank, and confirming someone's request keeps their note", async () => {
    const me = await buildMember(db);
    for (const more of [{}, { note: "" }, { note: " \n " }]) {
      const other = await buildMember(db);
      const res = await connect(me.headers, other.user.id, more);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.attributes.note).toBeNull();
    }

    const asker = await buildMember(db);
    await connect(asker.headers, me.user.id, { note: "Hello from the print shop" });
    const answered = await connect(me.headers, asker.user.id, { note: "Mine" });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.attributes).toMatchObject({
      status: "confirmed",
      note: "Hello from the print shop",
    });
  });

  it("takes 300 characters; a longer note is a 422 at note and nothing is stored", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);

    const tooLong = await connect(me.headers, other.user.id, { note: "a".repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual([
      expect.objectContaining({
        code: "too_big",
        source: { pointer: "/data/attributes/note" },
        meta: expect.objectContaining({ maximum: 300 }),
      }),
    ]);
    expect(await rowsBetween(me.user.id, other.user.id)).toEqual([]);

    const longest = await connect(me.headers, other.user.id, { note: ` ${"a".repeat(300)} ` });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().data.attributes.note).toBe("a".repeat(300));
  });

  it("goes with the request when it is withdrawn", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const created = await connect(me.headers, other.user.id, { note: "Coffee next week?" });
    const id = Number(created.json().data.id);

    expect((await remove(me.headers, id)).statusCode).toBe(204);

    expect(await rowsBetween(me.user.id, other.user.id)).toEqual([]);
    expect((await get("/api/v1/my/connections/incoming", other.headers)).json().data).toEqual([]);
    expect((await get(`/api/v1/users/${me.user.id}`, other.headers)).json().data.attributes.connection).toBeNull();
    const again = await connect(me.headers, other.user.id);
    expect(again.json().data.attributes.note).toBeNull();
  });
});

describe("answering a request", () => {
  async function pending() {
    const requester = await buildMember(db);
    const connectee = await buildMember(db);
    const stranger = await buildMember(db);
    const created = await connect(requester.headers, connectee.user.id);
    const id = Number(created.json().data.id);
    return { requester, connectee, stranger, id };
  }

  it("confirm: only the connectee may, and the requester is notified", async () => {
    const { requester, connectee, stranger, id } = await pending();
    expect((await confirm(requester.headers, id)).statusCode).toBe(404);
    expect((await confirm(stranger.headers, id)).statusCode).toBe(404);
    expect((await confirm({}, id)).statusCode).toBe(403);
    expect((await db.select().from(connections).where(eq(connections.id, id)))[0].status).toBe("requested");

    const res = await confirm(connectee.headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: "confirmed", direction: "incoming" });
    expect(res.json().included[0]).toMatchObject({
      id: String(requester.user.id),
      attributes: { connections_count: 1 },
    });
    expect(await notificationsOf(requester.user.id)).toEqual([
      expect.objectContaining({ key: "confirmed_connection", actorId: connectee.user.id, subjectId: id }),
    ]);

    const again = await confirm(connectee.headers, id);
    expect(again.statusCode).toBe(200);
    expect(await notificationsOf(requester.user.id)).toHaveLength(1);
  });

  it("confirm: 404 when the requester has since been blocked", async () => {
    const { requester, connectee, id } = await pending();
    await buildBlock(db, { blockerId: connectee.user.id, blockedId: requester.user.id });
    expect((await confirm(connectee.headers, id)).statusCode).toBe(404);
  });

  it("deny: only the connectee may; the request and its notice are deleted", async () => {
    const { requester, connectee, stranger, id } = await pending();
    expect((await deny(requester.headers, id)).statusCode).toBe(404);
    expect((await deny(stranger.headers, id)).statusCode).toBe(404);

    expect((await deny(connectee.headers, id)).statusCode).toBe(204);
    expect(await db.select().from(connections).where(eq(connections.id, id))).toEqual([]);
    expect(await notificationsOf(connectee.user.id)).toEqual([]);
    expect((await deny(connectee.headers, id)).statusCode).toBe(404);
  });

  it("deny: 404 for a confirmed connection (removing it is DELETE)", async () => {
    const { connectee, id } = await pending();
    await confirm(connectee.headers, id);
    expect((await deny(connectee.headers, id)).statusCode).toBe(404);
    expect(await db.select().from(connections).where(eq(connections.id, id))).toHaveLength(1);
  });

  it("withdraw: the requester deletes the request; a stranger cannot", async () => {
    const { requester, connectee, stranger, id } = await pending();
    expect((await remove(stranger.headers, id)).statusCode).toBe(404);
    expect((await remove(requester.headers, id)).statusCode).toBe(204);
    expect(await db.select().from(connections).where(eq(connections.id, id))).toEqual([]);
    expect(await notificationsOf(connectee.user.id)).toEqual([]);
    // Asking again after withdrawing is a new request.
    expect((await connect(requester.headers, connectee.user.id)).statusCode).toBe(201);
  });

  it("remove: either party ends a confirmed connection", async () => {
    for (const remover of ["requester", "connectee"] as const) {
      const parties = await pending();
      await confirm(parties.connectee.headers, parties.id);
      expect((await remove(parties.stranger.headers, parties.id)).statusCode).toBe(404);
      expect((await remove(parties[remover].headers, parties.id)).statusCode).toBe(204);
      expect(await db.select().from(connections).where(eq(connections.id, parties.id))).toEqual([]);
      expect(await notificationsOf(parties.requester.user.id)).toEqual([]);
    }
  });
});

describe("connection lists", () => {
  it("incoming and outgoing hold open requests only, the latest first, with the other user included", async () => {
    const me = await buildMember(db);
    const askers = [await buildMember(db), await buildMember(db)];
    const asked = await buildMember(db);
    const friend = await buildMember(db);
    const hiddenAsker = await buildMember(db);
    const first = await buildConnection(db, {
      requesterId: askers[0].user.id,
      connecteeId: me.user.id,
      status: "requested",
    });
    const second = await buildConnection(db, {
      requesterId: askers[1].user.id,
      connecteeId: me.user.id,
      status: "requested",
    });
    await db
      .update(connections)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(connections.id, first.id));
    const mine = await buildConnection(db, {
      requesterId: me.user.id,
      connecteeId: asked.user.id,
      status: "requested",
    });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: friend.user.id });
    await buildConnection(db, { requesterId: hiddenAsker.user.id, connecteeId: me.user.id, status: "requested" });
    await buildBlock(db, { blockerId: me.user.id, blockedId: hiddenAsker.user.id });

    const incoming = await get("/api/v1/my/connections/incoming?page[size]=1000", me.headers);
    expect(incoming.statusCode).toBe(200);
    expect(idsOf(incoming.json())).toEqual([String(second.id), String(first.id)]);
    expect(incoming.json().data[0].attributes.direction).toBe("incoming");
    expect(incoming.json().data[0].relationships.user.data).toEqual({ type: "users", id: String(askers[1].user.id) });
    expect(idsOf({ data: incoming.json().included })).toEqual([askers[1], askers[0]].map((a) => String(a.user.id)));
    expect(incoming.json().meta).toEqual({ total: 2, total_pages: 1 });

    const outgoing = await get("/api/v1/my/connections/outgoing", me.headers);
    expect(idsOf(outgoing.json())).toEqual([String(mine.id)]);
    expect(outgoing.json().data[0].attributes.direction).toBe("outgoing");

    expect((await get("/api/v1/my/connections/incoming")).statusCode).toBe(403);
  });

  it("incoming and outgoing include each user's professions, place and fields as users lists do", async () => {
    const me = await buildMember(db);
    const [place] = await db.select().from(locations).where(eq(locations.name, "Hamburg")).limit(1);
    const [field] = await someCreativeFields(db, 1);
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    const asker = await buildMember(db, { locationId: place.id }, [field]);
    const assigned = await buildUserProfession(db, { userId: asker.user.id, professionId: profession.id });
    const asked = await buildMember(db);
    await buildConnection(db, { requesterId: asker.user.id, connecteeId: me.user.id, status: "requested" });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: asked.user.id, status: "requested" });

    const include = "user.assigned_professions.profession,user.location,user.creative_fields";
    const incoming = await get(`/api/v1/my/connections/incoming?include=${include}`, me.headers);
    expect(incoming.statusCode).toBe(200);
    const included = incoming.json().included as { type: string; id: string; relationships?: object }[];
    const key = (r: { type: string; id: string }) => `${r.type}:${r.id}`;
    expect(included.map(key).sort()).toEqual(
      [
        `users:${asker.user.id}`,
        `user_professions:${assigned.id}`,
        `standardized_professions:${profession.id}`,
        `locations:${place.id}`,
        `creative_fields:${field}`,
      ].sort(),
    );
    expect(included.find((r) => r.type === "users")?.relationships).toMatchObject({
      location: { data: { type: "locations", id: String(place.id) } },
      assigned_professions: { data: [{ type: "user_professions", id: String(assigned.id) }] },
    });

    // Without a nested include, the other party alone; only what a users list includes is accepted.
    const outgoing = await get("/api/v1/my/connections/outgoing?include=user", me.headers);
    expect(outgoing.json().included.map(key)).toEqual([`users:${asked.user.id}`]);
    const plain = await get("/api/v1/my/connections/incoming?include=user.location", me.headers);
    expect(plain.json().included.map(key).sort()).toEqual([`locations:${place.id}`, `users:${asker.user.id}`]);
    const refused = await get("/api/v1/my/connections/incoming?include=user.followers", me.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].source).toEqual({ parameter: "include" });
  });

  it("GET /v1/users/{id}/connections lists confirmed connections, up to 1000 a page", async () => {
    const me = await buildMember(db);
    const friends = [await buildMember(db), await buildMember(db)];
    const pendingOne = await buildMember(db);
    for (const f of friends) await buildConnection(db, { requesterId: f.user.id, connecteeId: me.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: pendingOne.user.id, status: "requested" });

    const res = await get(`/api/v1/users/${me.user.id}/connections?page[size]=1000`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json()).sort()).toEqual(friends.map((f) => String(f.user.id)).sort());
    expect(decodeURIComponent(res.json().links.self)).toContain("page[size]=1000");
    const attributes = (await get(`/api/v1/users/${me.user.id}`)).json().data.attributes;
    expect(attributes.connections_count).toBe(2);
  });
});

describe("another user's connections (B1)", () => {
  it("cannot be confirmed, denied, removed or listed by anyone outside them", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const outsider = await buildMember(db);
    const requested = await buildConnection(db, {
      requesterId: a.user.id,
      connecteeId: b.user.id,
      status: "requested",
    });
    const c = await buildMember(db);
    const confirmed = await buildConnection(db, { requesterId: a.user.id, connecteeId: c.user.id });
    const before = await db.select().from(connections);

    const spec = (await get("/api/docs/json")).json();
    const routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => /^\/api\/v1\/(connections|my\/connections|followings)\/?/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })))
      .filter(({ path }) => path.includes("{"));
    expect(routes.length).toBeGreaterThanOrEqual(4);

    for (const id of [requested.id, confirmed.id]) {
      for (const { path, method } of routes) {
        const url = path.replace(/\{[^}]+\}/g, String(id));
        const res = await ctx.app.inject({
          method: method as "PATCH",
          url,
          headers: { ...outsider.headers, "content-type": JSONAPI_MEDIA_TYPE },
          ...(method === "GET" || method === "DELETE" ? {} : { payload: { data: { type: "connections" } } }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    for (const list of ["incoming", "outgoing"]) {
      expect((await get(`/api/v1/my/connections/${list}`, outsider.headers)).json().data).toEqual([]);
    }
    expect(await db.select().from(connections)).toEqual(before);
  });
});
