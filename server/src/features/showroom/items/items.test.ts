import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem, buildMedium } from "../../../../test/creations.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { someCreativeFields } from "../../../../test/social.ts";
import { creationFields, creations, eventOutbox, storedFiles } from "../../../db/schema/index.ts";
import { withShownUsers } from "../../../platform/reads/request-scope.ts";
import { presentItems } from "./present.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const create = (token: string, attributes: Record<string, unknown>, segment = "showroom") =>
  request(ctx.app, "POST", `/api/v1/${segment}/items`, {
    type: segment === "showroom" ? "showroom_items" : "gallery_items",
    attributes,
    token,
  });
const change = (token: string, id: number | string, attributes: Record<string, unknown>, headers = {}) =>
  request(ctx.app, "PATCH", `/api/v1/showroom/items/${id}`, {
    payload: { data: { type: "showroom_items", id: String(id), attributes } },
    token,
    headers,
  });
const act = (token: string, id: number, action: "publish" | "draft", segment = "showroom") =>
  request(ctx.app, "PATCH", `/api/v1/${segment}/items/${id}/${action}`, { token });
const rowOf = async (id: number) => (await db.select().from(creations).where(eq(creations.id, id)))[0];
const publishedEvents = async (id: number) =>
  (await db.select().from(eventOutbox).where(eq(eventOutbox.type, "creation_published"))).filter(
    (event) => (event.payload as { creationId: number }).creationId === id,
  );

describe("POST /api/v1/showroom/items and /api/v1/gallery/items", () => {
  it("creates a draft with a slug from the title and its creative fields, first in my items", async () => {
    const me = await buildSignedInUser(db);
    const fields = await someCreativeFields(db, 2);
    await buildItem(db, { ownerId: me.user.id, position: 4 });
    await buildItem(db, { ownerId: me.user.id, position: 2 });

    const res = await create(me.token, {
      title: "Jürgen's Poster Series",
      description: "Screen prints",
      creative_field_ids: fields.map(String),
    });

    expect(res.statusCode).toBe(201);
    const { data, included } = res.json();
    expect(data).toMatchObject({
      type: "showroom_items",
      attributes: {
        slug: "juergen-s-poster-series",
        title: "Jürgen's Poster Series",
        status: "draft",
        position: 1,
        media_count: 0,
        cover: null,
        likes_count: 0,
        is_mine: true,
        is_liked: false,
        published_at: null,
      },
      relationships: {
        owner: { data: { type: "users", id: String(me.user.id) } },
        creative_fields: { data: fields.map((id) => ({ type: "creative_fields", id: String(id) })) },
      },
    });
    expect(included.map((r: { type: string }) => r.type).sort()).toEqual([
      "creative_fields",
      "creative_fields",
      "users",
    ]);
    expect(res.headers.etag).toMatch(/^"\d+-\d+"$/);
  });

  it("gives each item its own slug, and never one that names a screen", async () => {
    const me = await buildSignedInUser(db);
    const first = (await create(me.token, { title: "Same Title" })).json().data.attributes.slug;
    const second = (await create(me.token, { title: "same title" })).json().data.attributes.slug;
    expect([first, second]).toEqual(["same-title", "same-title-2"]);
    expect((await create(me.token, { title: "New" })).json().data.attributes.slug).toBe("new-item");
    expect((await create(me.token, { title: "2024" })).json().data.attributes.slug).toBe("item-2024");
  });

  it("gives two items made at once with one title two slugs", async () => {
    const me = await buildSignedInUser(db);
    const answers = await Promise.all([1, 2, 3].map(() => create(me.token, { title: "Racing Title" })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const slugs = answers.map((res) => res.json().data.attributes.slug).sort();
    expect(slugs).toEqual(["racing-title", "racing-title-2", "racing-title-3"]);
    // Each takes a place of its own before the others.
    const places = answers.map((res) => res.json().data.attributes.position).sort((a: number, b: number) => a - b);
    expect(places).toEqual([-2, -1, 0]);
  });

  it("puts each new item first in my order, where it stays once published, until I order my items anew", async () => {
    const me = await buildSignedInUser(db);
    const older = await buildItem(db, { ownerId: me.user.id, position: 0 });
    const old = await buildItem(db, { ownerId: me.user.id, position: 1 });
    const newest = Number((await create(me.token, { title: "Newest" })).json().data.id);
    const list = async () =>
      (await request(ctx.app, "GET", `/api/v1/users/${me.user.id}/showroom_items`, { token: me.token }))
        .json()
        .data.map((item: { id: string }) => Number(item.id));
    // A draft comes after the published work on my own list.
    expect(await list()).toEqual([older.id, old.id, newest]);

    await buildMedium(db, newest);
    expect((await act(me.token, newest, "publish")).statusCode).toBe(200);
    expect(await list()).toEqual([newest, older.id, old.id]);
    const later = Number((await create(me.token, { title: "Later" }, "showroom")).json().data.id);
    const galleryItem = await create(me.token, { title: "Elsewhere" }, "gallery");
    expect(galleryItem.json().data.attributes.position).toBe(0);

    const ordered = await request(ctx.app, "PATCH", "/api/v1/showroom/items/order", {
      type: "showroom_items",
      attributes: { ordered_showroom_item_ids: [older.id, later, newest, old.id].join(",") },
      token: me.token,
    });
    expect(ordered.statusCode).toBe(200);
    expect(await list()).toEqual([older.id, newest, old.id, later]);
    const after = Number((await create(me.token, { title: "After" })).json().data.id);
    expect((await rowOf(after)).position).toBe(-1);
  });

  it("refuses an unknown creative field at creative_field_ids, and creates nothing", async () => {
    const me = await buildSignedInUser(db);
    const res = await create(me.token, { title: "Ghost", creative_field_ids: ["987654"] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toBe("/data/attributes/creative_field_ids");
    expect(await db.select().from(creations).where(eq(creations.ownerId, me.user.id))).toEqual([]);
  });

  it("refuses a missing title and too many fields with pointers, and anonymous callers", async () => {
    const me = await buildSignedInUser(db);
    const fields = await someCreativeFields(db, 4);
    const noTitle = await create(me.token, { title: "  " });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors[0].source.pointer).toBe("/data/attributes/title");
    const many = await create(me.token, { title: "Many", creative_field_ids: fields.map(String) });
    expect(many.json().errors[0].source.pointer).toBe("/data/attributes/creative_field_ids");
    const anonymous = await request(ctx.app, "POST", "/api/v1/showroom/items", {
      type: "showroom_items",
      attributes: { title: "Mine?" },
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it("ignores what no one may set (owner, status, slug, counts) and refuses control characters (B5, D4)", async () => {
    const me = await buildSignedInUser(db);
    const other = await buildSignedInUser(db);
    const res = await create(me.token, {
      title: "Honest",
      owner_id: String(other.user.id),
      status: "published",
      slug: "chosen",
      likes_count: 99,
      published_at: "2020-01-01T00:00:00.000Z",
      seed_rank: 1,
    });
    expect(res.statusCode).toBe(201);
    const stored = await rowOf(Number(res.json().data.id));
    expect(stored).toMatchObject({
      ownerId: me.user.id,
      status: "draft",
      slug: "honest",
      likesCount: 0,
      publishedAt: null,
    });
    const changed = await change(me.token, stored.id, {
      status: "published",
      slug: "other",
      owner_id: String(other.user.id),
    });
    expect(changed.statusCode).toBe(200);
    expect(await rowOf(stored.id)).toMatchObject({ ownerId: me.user.id, status: "draft", slug: "honest" });
    const nul = await create(me.token, { title: "Bad\u0000title" });
    expect([400, 422]).toContain(nul.statusCode);
    expect(nul.json().errors[0].source.pointer).toBe("/data/attributes/title");
  });

  it("creates gallery items without creative fields", async () => {
    const me = await buildSignedInUser(db);
    const res = await create(me.token, { title: "Sketchbook" }, "gallery");
    expect(res.statusCode).toBe(201);
    expect(res.json().data.type).toBe("gallery_items");
    expect(res.json().data.relationships.creative_fields).toBeUndefined();
    const withFields = await create(me.token, { title: "Sketch", creative_field_ids: ["1"] }, "gallery");
    expect((await rowOf(Number(withFields.json().data.id))).type).toBe("gallery");
    expect(
      await db
        .select()
        .from(creationFields)
        .where(eq(creationFields.creationId, Number(withFields.json().data.id))),
    ).toEqual([]);
  });
});

describe("PATCH /api/v1/showroom/items/{id}", () => {
  it("renames an item and keeps its slug, and replaces its creative fields", async () => {
    const me = await buildSignedInUser(db);
    const fields = await someCreativeFields(db, 3);
    const item = await buildItem(db, { ownerId: me.user.id, slug: "old-name", creativeFieldIds: [fields[0]] });

    const res = await change(me.token, item.id, { title: "New name", creative_field_ids: [String(fields[2])] });

    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ title: "New name", slug: "old-name" });
    const stored = await db.select().from(creationFields).where(eq(creationFields.creationId, item.id));
    expect(stored.map((f) => f.creativeFieldId)).toEqual([fields[2]]);
  });

  it("gives a draft never published the slug of each new title, and keeps a published item's", async () => {
    const me = await buildSignedInUser(db);
    await buildItem(db, { slug: "harbour-lights" });
    const created = (await create(me.token, { title: "Untitled" })).json().data;
    expect(created.attributes.slug).toBe("untitled");
    const id = Number(created.id);

    const renamed = await change(me.token, id, { title: "Harbour" });
    expect(renamed.json().data.attributes).toMatchObject({ title: "Harbour", slug: "harbour" });
    expect((await change(me.token, id, { title: "Harbour lights" })).json().data.attributes.slug).toBe(
      "harbour-lights-2",
    );
    // A title that makes the slug it has leaves it, and so does a change without a title.
    expect((await change(me.token, id, { title: "Harbour Lights!" })).json().data.attributes.slug).toBe(
      "harbour-lights-2",
    );
    expect((await change(me.token, id, { description: "Night shots" })).json().data.attributes.slug).toBe(
      "harbour-lights-2",
    );

    await buildMedium(db, id);
    await act(me.token, id, "publish");
    await act(me.token, id, "draft");
    const kept = await change(me.token, id, { title: "Harbour at night" });
    expect(kept.json().data.attributes).toMatchObject({ title: "Harbour at night", slug: "harbour-lights-2" });
    expect((await change(me.token, id, { title: "New" })).json().data.attributes.slug).toBe("harbour-lights-2");
    const another = Number((await create(me.token, { title: "Draft" })).json().data.id);
    // A screen's name is no draft's slug either.
    expect((await change(me.token, another, { title: "New" })).json().data.attributes.slug).toMatch(
      /^new-item(-\d+)?$/,
    );
  });

  it("is a 404 on another user's item, a gallery item or a missing one, which stay as they were", async () => {
    const me = await buildSignedInUser(db);
    const theirs = await buildItem(db, { title: "Theirs" });
    const mineInGallery = await buildItem(db, { ownerId: me.user.id, type: "gallery", title: "Gallery" });
    for (const id of [theirs.id, mineInGallery.id, 987654321]) {
      expect((await change(me.token, id, { title: "Taken" })).statusCode).toBe(404);
    }
    expect((await rowOf(theirs.id)).title).toBe("Theirs");
    expect((await rowOf(mineInGallery.id)).title).toBe("Gallery");
  });

  it("refuses a change made on a version that changed meanwhile (If-Match): one of two racing changes wins", async () => {
    const me = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, title: "Base" });
    const read = await request(ctx.app, "GET", `/api/v1/showroom/items/${item.id}`, { token: me.token });
    const etag = read.headers.etag as string;

    const answers = await Promise.all(
      ["First", "Second"].map((title) => change(me.token, item.id, { title }, { "if-match": etag })),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 412]);
    const lost = answers.find((res) => res.statusCode === 412);
    expect(lost?.json().errors[0].code).toBe("item_changed");
    const won = answers.find((res) => res.statusCode === 200);
    expect((await rowOf(item.id)).title).toBe(won?.json().data.attributes.title);
    expect(won?.headers.etag).not.toBe(etag);
    // Drafting is a change too: the version read before it no longer matches.
    const current = won?.headers.etag as string;
    expect((await act(me.token, item.id, "draft")).statusCode).toBe(200);
    expect((await change(me.token, item.id, { title: "Late" }, { "if-match": current })).statusCode).toBe(412);
    // Without If-Match the last change wins, as before.
    expect((await change(me.token, item.id, { title: "Plain" })).statusCode).toBe(200);
  });
});

describe("DELETE /api/v1/showroom/items/{id}", () => {
  it("removes the item, its media's file records and stored files, after the commit", async () => {
    const me = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, media: 0 });
    const { medium, file } = await buildMedium(db, item.id);
    const keys = [file?.key as string, ...Object.values(medium.renditions ?? {})];
    for (const key of keys) await ctx.deps.storage.put(key, Buffer.from("x"), { contentType: "image/webp" });

    const res = await request(ctx.app, "DELETE", `/api/v1/showroom/items/${item.id}`, { token: me.token });

    expect(res.statusCode).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    expect(
      await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, file?.id as number)),
    ).toEqual([]);
    for (const key of keys) expect(await ctx.deps.storage.get(key)).toBeNull();
  });

  it("is a 404 on another user's item, which stays with its files", async () => {
    const me = await buildSignedInUser(db);
    const theirs = await buildItem(db);
    const res = await request(ctx.app, "DELETE", `/api/v1/showroom/items/${theirs.id}`, { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toBeDefined();
  });
});

describe("PATCH …/publish and …/draft", () => {
  it("refuses to publish an item without media, pointing at its media", async () => {
    const me = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, status: "draft" });
    const res = await act(me.token, item.id, "publish");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "media_required",
      source: { pointer: "/data/relationships/media" },
    });
    expect((await rowOf(item.id)).status).toBe("draft");
  });

  it("publishes once with an announcement; drafting and publishing again announces nothing more", async () => {
    const me = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, status: "draft" });
    await buildMedium(db, item.id);

    const published = await act(me.token, item.id, "publish");
    expect(published.statusCode).toBe(200);
    const first = published.json().data.attributes;
    expect(first).toMatchObject({ status: "published", published_at: expect.any(String), media_count: 1 });
    expect(await publishedEvents(item.id)).toEqual([
      expect.objectContaining({
        payload: { creationId: item.id, ownerId: me.user.id, itemType: "showroom" },
      }),
    ]);

    const drafted = await act(me.token, item.id, "draft");
    expect(drafted.json().data.attributes).toMatchObject({ status: "draft", published_at: first.published_at });
    const again = await act(me.token, item.id, "publish");
    expect(again.json().data.attributes).toMatchObject({ status: "published", published_at: first.published_at });
    expect((await act(me.token, item.id, "publish")).statusCode).toBe(200);
    expect(await publishedEvents(item.id)).toHaveLength(1);
  });

  it("announces one publication when two race", async () => {
    const me = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, status: "draft", type: "gallery" });
    await buildMedium(db, item.id);
    const answers = await Promise.all([1, 2].map(() => act(me.token, item.id, "publish", "gallery")));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await publishedEvents(item.id)).toHaveLength(1);
  });

  it("is a 404 on another user's item, which keeps its state", async () => {
    const me = await buildSignedInUser(db);
    const theirs = await buildItem(db);
    const draft = await buildItem(db, { status: "draft", media: 1 });
    expect((await act(me.token, theirs.id, "draft")).statusCode).toBe(404);
    expect((await act(me.token, draft.id, "publish")).statusCode).toBe(404);
    expect((await rowOf(theirs.id)).status).toBe("published");
    expect((await rowOf(draft.id)).status).toBe("draft");
  });
});

describe("PATCH /api/v1/{showroom,gallery}/items/order", () => {
  const order = (token: string, ids: number[], segment = "showroom") =>
    request(ctx.app, "PATCH", `/api/v1/${segment}/items/order`, {
      type: `${segment}_items`,
      attributes: { [`ordered_${segment}_item_ids`]: ids.join(",") },
      token,
    });
  const positions = async (ownerId: number, type: "showroom" | "gallery") =>
    (
      await db
        .select({ id: creations.id })
        .from(creations)
        .where(and(eq(creations.ownerId, ownerId), eq(creations.type, type)))
        .orderBy(asc(creations.position))
    ).map((r) => r.id);

  it("puts my items in the order named and answers them so", async () => {
    const me = await buildSignedInUser(db);
    const [a, b, c] = [
      await buildItem(db, { ownerId: me.user.id, position: 0 }),
      await buildItem(db, { ownerId: me.user.id, position: 1, status: "draft" }),
      await buildItem(db, { ownerId: me.user.id, position: 2 }),
    ];
    const gallery = await buildItem(db, { ownerId: me.user.id, type: "gallery" });

    const res = await order(me.token, [c.id, a.id, b.id]);

    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: string }) => Number(r.id))).toEqual([c.id, a.id, b.id]);
    expect(await positions(me.user.id, "showroom")).toEqual([c.id, a.id, b.id]);
    expect((await order(me.token, [gallery.id], "gallery")).statusCode).toBe(200);
  });

  it("refuses a list that leaves one out, names one twice, or names another's or a gallery item", async () => {
    const me = await buildSignedInUser(db);
    const [a, b] = [
      await buildItem(db, { ownerId: me.user.id, position: 0 }),
      await buildItem(db, { ownerId: me.user.id, position: 1 }),
    ];
    const theirs = await buildItem(db);
    const gallery = await buildItem(db, { ownerId: me.user.id, type: "gallery" });
    for (const ids of [[b.id], [b.id, a.id, a.id], [b.id, a.id, theirs.id], [b.id, a.id, gallery.id]]) {
      const res = await order(me.token, ids);
      expect(res.statusCode, String(ids)).toBe(422);
      expect(res.json().errors[0].source.pointer).toBe("/data/attributes/ordered_showroom_item_ids");
    }
    const garbled = await order(me.token, []);
    expect(garbled.statusCode).toBe(422);
    const words = await request(ctx.app, "PATCH", "/api/v1/showroom/items/order", {
      type: "showroom_items",
      attributes: { ordered_showroom_item_ids: "one,two" },
      token: me.token,
    });
    expect(words.json().errors[0].source.pointer).toMatch(/^\/data\/attributes\/ordered_showroom_item_ids/);
    expect(await positions(me.user.id, "showroom")).toEqual([a.id, b.id]);
    expect((await rowOf(theirs.id)).position).toBe(0);
  });
});

describe("GET /api/v1/showroom/items/{idOrSlug}", () => {
  const get = (path: string, token?: string) => request(ctx.app, "GET", `/api/v1/${path}`, { token });

  it("reads a published item by id or slug (any case), with every part included", async () => {
    const me = await buildSignedInUser(db);
    const fields = await someCreativeFields(db, 1);
    const item = await buildItem(db, { slug: "blue-hour", creativeFieldIds: fields, media: 2 });

    for (const key of [String(item.id), "blue-hour", "Blue-Hour"]) {
      const res = await get(`showroom/items/${key}`, me.token);
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data.id).toBe(String(item.id));
    }
    const { data, included } = (await get("showroom/items/blue-hour")).json();
    expect(data.attributes).not.toHaveProperty("is_mine");
    expect(data.attributes.cover.sources).toHaveLength(2);
    expect(data.attributes.cover_type).toBe("image");
    const types = new Set(included.map((r: { type: string }) => r.type));
    expect(types).toEqual(new Set(["users", "media", "creative_fields"]));
    const media = (await get("showroom/items/blue-hour?include=media")).json().included;
    expect(media.map((r: { type: string }) => r.type)).toEqual(["media", "media"]);
  });

  it("gives the owner alone the address of each image's original", async () => {
    const me = await buildSignedInUser(db);
    const other = await buildSignedInUser(db);
    const item = await buildItem(db, { ownerId: me.user.id, media: 0 });
    const { file } = await buildMedium(db, item.id);
    await buildMedium(db, item.id, { type: "youtube" });
    const mediaOf = async (token?: string) =>
      (await get(`showroom/items/${item.id}?include=media`, token))
        .json()
        .included.map((r: { attributes: Record<string, unknown> }) => r.attributes);
    expect((await mediaOf(me.token)).map((m: { original?: string }) => m.original)).toEqual([
      `/files/${file?.key}`,
      null,
    ]);
    for (const token of [other.token, undefined]) {
      for (const medium of await mediaOf(token)) expect(medium).not.toHaveProperty("original");
    }
  });

  it("notes the owner of every item it shows, so that a visitor's kept page goes when they change", async () => {
    const item = await buildItem(db);
    const { shown } = await withShownUsers(() => presentItems(db, [item], { viewer: null, include: [], locale: "en" }));
    expect(shown).toEqual([item.ownerId]);
  });

  it("shows a draft to its owner alone: 404 to others and to visitors", async () => {
    const me = await buildSignedInUser(db);
    const other = await buildSignedInUser(db);
    const draft = await buildItem(db, { ownerId: me.user.id, status: "draft", slug: "secret-draft" });
    expect((await get(`showroom/items/${draft.id}`, me.token)).json().data.attributes.status).toBe("draft");
    expect((await get("showroom/items/secret-draft", other.token)).statusCode).toBe(404);
    expect((await get(`showroom/items/${draft.id}`)).statusCode).toBe(404);
  });

  it("answers a gallery item under the gallery only", async () => {
    const item = await buildItem(db, { type: "gallery" });
    expect((await get(`gallery/items/${item.id}`)).json().data.type).toBe("gallery_items");
    expect((await get(`showroom/items/${item.id}`)).statusCode).toBe(404);
    expect((await get("showroom/items/<script>")).statusCode).toBe(404);
  });

  it("links the owner's neighbouring published items in the owner's order, null at the ends", async () => {
    const me = await buildSignedInUser(db);
    const at = (position: number, status: "draft" | "published" = "published") =>
      buildItem(db, { ownerId: me.user.id, position, status, slug: `n-${me.user.id}-${position}` });
    const [first, , middle, last] = [await at(0), await at(1, "draft"), await at(2), await at(3)];
    await buildItem(db, { ownerId: me.user.id, type: "gallery", position: 1 });

    const linksOf = async (id: number) => (await get(`showroom/items/${id}`)).json().data.links;
    expect(await linksOf(middle.id)).toEqual({
      self: `/api/v1/showroom/items/${middle.slug}`,
      prev: `/api/v1/showroom/items/${first.slug}`,
      next: `/api/v1/showroom/items/${last.slug}`,
    });
    expect((await linksOf(first.id)).prev).toBeNull();
    expect((await linksOf(last.id)).next).toBeNull();
  });
});
