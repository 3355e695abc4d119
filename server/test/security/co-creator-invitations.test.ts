import { describe, expect, it } from "vitest";
import { creationCoCreators } from "../../src/db/schema/index.ts";
import { buildItem } from "../creations.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { createWebTestContext } from "./web-context.ts";

const ctx = await createWebTestContext();
const { db } = ctx.deps;

const owner = await buildSignedInUser(db, { name: "Olga Owner" });
const invitee = await buildSignedInUser(db, { name: "Ivo Pendinginvite" });
const partner = await buildSignedInUser(db, { name: "Paula Confirmedpartner" });
const stranger = await buildSignedInUser(db, { name: "Sven Stranger" });

const items = {
  showroom: await buildItem(db, { ownerId: owner.user.id }),
  gallery: await buildItem(db, { ownerId: owner.user.id, type: "gallery" }),
};
for (const item of Object.values(items)) {
  await db.insert(creationCoCreators).values([
    { creationId: item.id, userId: invitee.user.id, role: "Pending role" },
    { creationId: item.id, userId: partner.user.id, role: "Confirmed role", confirmedAt: new Date() },
  ]);
}

/** The users an API document names as co-creators, confirmed or not. */
function coCreatorsIn(doc: { data: unknown; included?: { type: string; attributes: Record<string, unknown> }[] }) {
  return (doc.included ?? [])
    .filter((r) => r.type === "co_creators")
    .map((r) => ({ userId: Number(r.attributes.user_id), confirmed: r.attributes.confirmed }));
}

/** Every read that shows an item's co-creators, as one signed-in viewer (or a visitor) makes it. */
async function reads(token: string | undefined) {
  const found: { read: string; userIds: number[] }[] = [];
  for (const [type, item] of Object.entries(items)) {
    const base = `/api/v1/${type}/items`;
    const one = await request(ctx.app, "GET", `${base}/${item.id}?include=co_creators`, { token });
    expect(one.statusCode).toBe(200);
    found.push({ read: `${type} item`, userIds: coCreatorsIn(one.json()).map((c) => c.userId) });

    const part = await request(ctx.app, "GET", `${base}/${item.id}/co_creators`, { token });
    expect(part.statusCode).toBe(200);
    found.push({
      read: `${type} co_creators`,
      userIds: (part.json().data as { attributes: { user_id: string } }[]).map((r) => Number(r.attributes.user_id)),
    });

    const list = await request(ctx.app, "GET", `/api/v1/users/${owner.user.id}/${type}_items?include=co_creators`, {
      token,
    });
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    found.push({ read: `${type} list`, userIds: coCreatorsIn(list.json()).map((c) => c.userId) });
  }
  return found;
}

describe("a co-creator invitation not yet confirmed", () => {
  it.each([
    ["another signed-in user", stranger.token],
    ["a visitor", undefined],
    ["a confirmed co-creator", partner.token],
  ])("is not shown to %s on any read of the item", async (_, token) => {
    for (const { read, userIds } of await reads(token)) {
      expect(userIds, read).toContain(partner.user.id);
      expect(userIds, read).not.toContain(invitee.user.id);
    }
  });

  it.each([
    ["the owner", owner.token],
    ["the one invited", invitee.token],
  ])("is shown to %s", async (_, token) => {
    for (const { read, userIds } of await reads(token)) {
      expect(userIds, read).toContain(partner.user.id);
      expect(userIds, read).toContain(invitee.user.id);
    }
  });

  it("is not on the item's page another user reads", async () => {
    for (const [type, item] of Object.entries(items)) {
      const page = await ctx.app.inject({ url: `/${type}/${item.slug}`, cookies: { authToken: stranger.token } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Paula Confirmedpartner");
      expect(page.body).not.toContain("Pendinginvite");
      expect(page.body).not.toContain("Pending role");
    }
  });
});
