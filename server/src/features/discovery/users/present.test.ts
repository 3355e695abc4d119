import { MESSAGE_PERMISSIONS, type MessagePermission } from "@atelier/common";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildConnection, buildStoredFile, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, uniqueWord } from "../../../../test/social.ts";
import { profileImages } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });

/**
 * Stores an image for a user the way an upload leaves it, an original file and its renditions;
 * answers the attribute the users resource should show for it.
 */
async function storeImage(userId: number, kind: "profile" | "title", size: { width: number; height: number }) {
  const key = `${kind}-images/${uniqueWord()}`;
  const file = await buildStoredFile(db, {
    key: `${key}.webp`,
    ownerId: userId,
    contentType: "image/webp",
    byteSize: 1,
    sha256: "x",
  });
  const names = kind === "profile" ? ["small", "medium", "large"] : ["medium", "large"];
  const renditions = Object.fromEntries(names.map((n) => [n, `${key}-${n}.webp`]));
  await db.insert(profileImages).values({ userId, kind, fileId: file.id, renditions, ...size, focalY: 0.3 });
  return {
    ...Object.fromEntries(names.map((n) => [n, `/files/${renditions[n]}`])),
    original: `/files/${key}.webp`,
    ...size,
    focal_x: 0.5,
    focal_y: 0.3,
  };
}

describe("profile_image and title_image", () => {
  it("show the cleaned original with its size beside the renditions, for every user of a list", async () => {
    const word = uniqueWord();
    const pictured = await buildUser(db, { name: `${word} Pictured` });
    const bannered = await buildUser(db, { name: `${word} Bannered` });
    const plain = await buildUser(db, { name: `${word} Plain` });
    const portrait = await storeImage(pictured.id, "profile", { width: 640, height: 480 });
    const ownBanner = await storeImage(pictured.id, "title", { width: 1600, height: 900 });
    const banner = await storeImage(bannered.id, "title", { width: 3000, height: 1000 });

    const res = await get(`/api/v1/users?filter[with_user_names]=${word}&sorted_by=name`);

    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((r: { id: string; attributes: unknown }) => [r.id, r.attributes]));
    expect(byId.get(String(pictured.id))).toMatchObject({ profile_image: portrait, title_image: ownBanner });
    expect(byId.get(String(bannered.id))).toMatchObject({ profile_image: null, title_image: banner });
    expect(byId.get(String(plain.id))).toMatchObject({ profile_image: null, title_image: null });
  });
});

describe("may_message", () => {
  /** may_message of a user with a permission, for a viewer standing with them as `standing` says. */
  async function mayMessage(permission: MessagePermission, standing: "stranger" | "asked" | "connected") {
    const viewer = await buildMember(db);
    const user = await buildUser(db, { messagePermission: permission });
    if (standing !== "stranger")
      await buildConnection(db, {
        requesterId: viewer.user.id,
        connecteeId: user.id,
        status: standing === "connected" ? "confirmed" : "requested",
      });
    const res = await get(`/api/v1/users/${user.id}`, viewer.headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.attributes.may_message;
  }

  it.each([
    ["everyone", "stranger", true],
    ["everyone", "connected", true],
    ["connections", "stranger", false],
    ["connections", "asked", false],
    ["connections", "connected", true],
    ["nobody", "stranger", false],
    ["nobody", "connected", false],
  ] as const)("for a user taking messages from %s, a %s viewer: %s", async (permission, standing, expected) => {
    expect(await mayMessage(permission, standing)).toBe(expected);
  });

  it("counts a connection confirmed either way", async () => {
    const viewer = await buildMember(db);
    const user = await buildUser(db, { messagePermission: "connections" });
    await buildConnection(db, { requesterId: user.id, connecteeId: viewer.user.id });
    expect((await get(`/api/v1/users/${user.id}`, viewer.headers)).json().data.attributes.may_message).toBe(true);
  });

  it("is false for oneself, whatever one's own permission", async () => {
    for (const permission of MESSAGE_PERMISSIONS) {
      const me = await buildMember(db, { messagePermission: permission });
      const attributes = (await get(`/api/v1/users/${me.user.id}`, me.headers)).json().data.attributes;
      expect(attributes).toMatchObject({ is_me: true, may_message: false });
    }
  });

  it("is told each user of a list apart, and is left out for visitors", async () => {
    const word = uniqueWord();
    const viewer = await buildMember(db);
    const open = await buildUser(db, { name: `${word} Open`, messagePermission: "everyone" });
    const friend = await buildUser(db, { name: `${word} Friend`, messagePermission: "connections" });
    const closed = await buildUser(db, { name: `${word} Closed`, messagePermission: "connections" });
    await buildConnection(db, { requesterId: viewer.user.id, connecteeId: friend.id });

    const list = (await get(`/api/v1/users?filter[with_user_names]=${word}`, viewer.headers)).json().data;
    const mayOf = new Map(
      list.map((r: { id: string; attributes: { may_message: boolean } }) => [r.id, r.attributes.may_message]),
    );
    expect(mayOf).toEqual(
      new Map([
        [String(open.id), true],
        [String(friend.id), true],
        [String(closed.id), false],
      ]),
    );

    const anonymous = await get(`/api/v1/users/${open.id}`);
    expect(anonymous.json().data.attributes).not.toHaveProperty("may_message");
  });
});
