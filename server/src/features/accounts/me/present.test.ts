import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildBlock, buildConnection, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { imageOf, upload } from "../../../../test/uploads.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Headers = Record<string, string>;

const meAttributes = async (headers: Headers) => {
  const res = await request(ctx.app, "GET", "/api/v1/me", { headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
};

const uploadImage = async (headers: Headers, kind: "profile" | "title") => {
  const res = await upload(ctx.app, `/api/v1/my/${kind}_image`, headers, await imageOf(320, 240), {
    fileName: "me.png",
    type: "image/png",
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.attributes;
};

describe("GET /api/v1/me: the header's avatar", () => {
  it("is null until a profile image is uploaded, then its small rendition, and null again once removed", async () => {
    const { headers } = await buildSignedInUser(db);
    expect((await meAttributes(headers)).avatar_url).toBeNull();

    await uploadImage(headers, "title");
    expect((await meAttributes(headers)).avatar_url).toBeNull();

    const uploaded = await uploadImage(headers, "profile");
    const avatarUrl = (await meAttributes(headers)).avatar_url;
    expect(avatarUrl).toBe(uploaded.profile_image.small);
    const image = await ctx.app.inject({ url: avatarUrl });
    expect(image.statusCode).toBe(200);

    expect((await request(ctx.app, "DELETE", "/api/v1/my/profile_image", { headers })).statusCode).toBe(204);
    expect((await meAttributes(headers)).avatar_url).toBeNull();
  });

  it("is the user's own: another user's image does not show", async () => {
    const other = await buildSignedInUser(db);
    await uploadImage(other.headers, "profile");
    const { headers } = await buildSignedInUser(db);
    expect((await meAttributes(headers)).avatar_url).toBeNull();
  });

  it("answers 403 without a session", async () => {
    expect((await request(ctx.app, "GET", "/api/v1/me")).statusCode).toBe(403);
  });
});

describe("GET /api/v1/me: the count of connection requests waiting", () => {
  it("counts open requests made to me from users I may see, and matches the incoming list's total", async () => {
    const me = await buildSignedInUser(db);
    expect((await meAttributes(me.headers)).incoming_connection_requests_count).toBe(0);

    const askers = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    for (const asker of askers)
      await buildConnection(db, { requesterId: asker.id, connecteeId: me.user.id, status: "requested" });
    // Not waiting for me: confirmed, asked by me, or from someone hidden from me.
    await buildConnection(db, { requesterId: (await buildUser(db)).id, connecteeId: me.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: (await buildUser(db)).id, status: "requested" });
    const blocked = await buildUser(db);
    await buildConnection(db, { requesterId: blocked.id, connecteeId: me.user.id, status: "requested" });
    await buildBlock(db, { blockerId: me.user.id, blockedId: blocked.id });
    await buildConnection(db, {
      requesterId: (await buildUser(db, { deactivatedAt: new Date() })).id,
      connecteeId: me.user.id,
      status: "requested",
    });

    expect((await meAttributes(me.headers)).incoming_connection_requests_count).toBe(3);
    const incoming = await request(ctx.app, "GET", "/api/v1/my/connections/incoming", { headers: me.headers });
    expect(incoming.json().meta.total).toBe(3);
  });

  it("goes down once a request is confirmed or denied", async () => {
    const me = await buildSignedInUser(db);
    const first = await buildConnection(db, {
      requesterId: (await buildUser(db)).id,
      connecteeId: me.user.id,
      status: "requested",
    });
    const second = await buildConnection(db, {
      requesterId: (await buildUser(db)).id,
      connecteeId: me.user.id,
      status: "requested",
    });
    expect((await meAttributes(me.headers)).incoming_connection_requests_count).toBe(2);

    const confirmed = await request(ctx.app, "PATCH", `/api/v1/connections/${first.id}/confirm`, {
      headers: me.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await meAttributes(me.headers)).incoming_connection_requests_count).toBe(1);

    const denied = await request(ctx.app, "PATCH", `/api/v1/connections/${second.id}/deny`, { headers: me.headers });
    expect(denied.statusCode).toBeLessThan(300);
    expect((await meAttributes(me.headers)).incoming_connection_requests_count).toBe(0);
  });

  it("is in the answer to PATCH /v1/me too, with the avatar", async () => {
    const me = await buildSignedInUser(db);
    await buildConnection(db, { requesterId: (await buildUser(db)).id, connecteeId: me.user.id, status: "requested" });
    const uploaded = await uploadImage(me.headers, "profile");
    const res = await request(ctx.app, "PATCH", "/api/v1/me", {
      headers: me.headers,
      payload: {
        data: {
          type: "me",
          attributes: { name: "Renamed Person" },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      name: "Renamed Person",
      avatar_url: uploaded.profile_image.small,
      incoming_connection_requests_count: 1,
    });
  });
});
