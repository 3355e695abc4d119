import { JSONAPI_MEDIA_TYPE, SHOWROOM_LIMITS } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem, buildMedium } from "../../../../test/creations.ts";
import { buildBlock, buildProfile, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { imageOf, upload } from "../../../../test/uploads.ts";
import { creationMedia, creations, storedFiles } from "../../../db/schema/index.ts";
import { titleLines } from "./share.ts";

const ctx = await createTestContext();
const { db, storage } = ctx.deps;

const VIDEO = "dQw4w9WgXcQ";

/** An item without media (published unless `status` says draft), of a new user unless `ownerId` is given. */
const emptyItem = (columns: Parameters<typeof buildItem>[1] = {}) => buildItem(db, { media: 0, ...columns });

/** `n` YouTube players on an item as rows, at positions from `from` on. */
async function buildEmbeds(creationId: number, n: number, from = 0) {
  const media = [];
  for (let i = from; i < from + n; i += 1) {
    media.push(
      (await buildMedium(db, creationId, { type: "youtube", position: i, code: `video${String(i).padStart(6, "0")}` }))
        .medium,
    );
  }
  return media;
}
const items = (type: "showroom" | "gallery") => `/api/v1/${type}/items`;

const mediaOf = (creationId: number) =>
  db
    .select()
    .from(creationMedia)
    .where(eq(creationMedia.creationId, creationId))
    .orderBy(asc(creationMedia.position), asc(creationMedia.id));

const addEmbed = (
  itemId: number,
  path: string,
  attributes: Record<string, unknown>,
  token?: string,
  type = "showroom",
) => request(ctx.app, "POST", `${items(type as "showroom")}/${itemId}/${path}`, { type: "media", attributes, token });

async function readServed(url: string): Promise<Buffer> {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** An owner with a published showroom item of their own. */
async function ownerWithItem(type: "showroom" | "gallery" = "showroom", status: "published" | "draft" = "published") {
  const owner = await buildSignedInUser(db);
  const item = await emptyItem({ ownerId: owner.user.id, type, status });
  return { ...owner, item };
}

describe("POST …/items/{id}/images", () => {
  it("keeps a cleaned original and WebP renditions up to the image's width, and answers 201 with the medium", async () => {
    const { user, headers, item } = await ownerWithItem();
    const res = await upload(
      ctx.app,
      `${items("showroom")}/${item.id}/images`,
      headers,
      await imageOf(1500, 1000, "jpeg"),
      {
        fileName: "../../harbour.jpg",
        type: "image/jpeg",
      },
    );

    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: "media",
      attributes: { media_type: "image", position: 0, code: null, embed_url: null },
      relationships: { item: { data: { type: "showroom_items", id: String(item.id) } } },
    });
    const image = data.attributes.image;
    expect(image).toMatchObject({ width: 1500, height: 1000 });
    // 2048 is wider than the image: the widths stop below it, never enlarged, and 1280 is near enough.
    expect(image.sources.map((s: { width: number }) => s.width)).toEqual([320, 640, 1280]);
    for (const source of image.sources) {
      expect(source.url).toMatch(/^\/files\/showroom-media\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp(await readServed(source.url)).metadata();
      expect(meta).toMatchObject({ format: "webp", width: source.width });
      expect(meta.height).toBe(Math.round((source.width * 1000) / 1500));
    }
    expect(data.attributes.thumbnail_image).toEqual(image);

    const [row] = await mediaOf(item.id);
    expect(row).toMatchObject({ id: Number(data.id), type: "image", position: 0, width: 1500, height: 1000 });
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.fileId!));
    // The client's name is a label only, without its directories; the key is the server's own.
    expect(file).toMatchObject({ ownerId: user.id, contentType: "image/webp", originalName: "harbour.webp" });
    expect(data.attributes.original).toBe(storage.url(file.key));
    expect(await sharp(await readServed(data.attributes.original)).metadata()).toMatchObject({
      format: "webp",
      width: 1500,
      height: 1000,
    });
  });

  it("renders an image far wider than the widest width below it at its own width too", async () => {
    const { headers, item } = await ownerWithItem();
    const res = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(1000, 500));
    expect(res.statusCode).toBe(201);
    const { sources } = res.json().data.attributes.image;
    expect(sources.map((s: { width: number }) => s.width)).toEqual([320, 640, 1000]);
    expect(await sharp(await readServed(sources[2].url)).metadata()).toMatchObject({ width: 1000, height: 500 });
  });

  it("adds each image after the item's last medium, in a gallery item too", async () => {
    const { headers, item } = await ownerWithItem("gallery");
    await buildEmbeds(item.id, 2);
    const res = await upload(ctx.app, `${items("gallery")}/${item.id}/images`, headers, await imageOf(200, 100, "png"));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ position: 2, image: { width: 200, height: 100 } });
    expect(res.json().data.relationships.item.data).toEqual({ type: "gallery_items", id: String(item.id) });
    // A narrow image keeps one source at its own width.
    expect(res.json().data.attributes.image.sources.map((s: { width: number }) => s.width)).toEqual([200]);
    expect((await mediaOf(item.id)).map((m) => m.type)).toEqual(["youtube", "youtube", "image"]);
  });

  it("answers 403 without a session", async () => {
    const item = await emptyItem();
    const res = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, {}, await imageOf(10, 10));
    expect(res.statusCode).toBe(403);
    expect(await mediaOf(item.id)).toEqual([]);
  });

  it(`answers 422 at the file once the item holds ${SHOWROOM_LIMITS.mediaPerItem} media, and stores nothing`, async () => {
    const { user, headers, item } = await ownerWithItem();
    await buildEmbeds(item.id, SHOWROOM_LIMITS.mediaPerItem);
    const res = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(10, 10));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "too_many_media",
      source: { pointer: "/data/attributes/file" },
      meta: { max: SHOWROOM_LIMITS.mediaPerItem },
    });
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id))).toEqual([]);
  });
});

describe("POST …/items/{id}/youtubes, vimeos and soundclouds", () => {
  it("keeps the video id of a pasted YouTube link and answers the privacy-enhanced player", async () => {
    const { token, item } = await ownerWithItem();
    const res = await addEmbed(item.id, "youtubes", { code: `https://www.youtube.com/watch?v=${VIDEO}&t=3s` }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      media_type: "youtube",
      position: 0,
      code: VIDEO,
      image: null,
      embed_url: `https://www.youtube-nocookie.com/embed/${VIDEO}`,
      thumbnail_image: { sources: [{ url: `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg` }] },
      original: null,
    });
    expect(await mediaOf(item.id)).toEqual([expect.objectContaining({ type: "youtube", code: VIDEO, fileId: null })]);
  });

  it("keeps a Vimeo id and a SoundCloud track's canonical address, in order", async () => {
    const { token, item } = await ownerWithItem("gallery");
    const vimeo = await addEmbed(item.id, "vimeos", { code: "https://vimeo.com/76979871" }, token, "gallery");
    expect(vimeo.statusCode).toBe(201);
    expect(vimeo.json().data.attributes).toMatchObject({
      code: "76979871",
      embed_url: "https://player.vimeo.com/video/76979871?dnt=1",
      thumbnail_image: null,
    });
    const track = await addEmbed(
      item.id,
      "soundclouds",
      { track_url: "https://soundcloud.com/artist/harbour-night?in=x" },
      token,
      "gallery",
    );
    expect(track.statusCode).toBe(201);
    expect(track.json().data.attributes).toMatchObject({
      media_type: "soundcloud",
      position: 1,
      code: "https://soundcloud.com/artist/harbour-night",
      embed_url: `https://w.soundcloud.com/player/?url=${encodeURIComponent("https://soundcloud.com/artist/harbour-night")}&visual=true`,
    });
  });

  it.each([
    ["youtubes", "code", `javascript:alert(1)//https://youtu.be/${VIDEO}`],
    ["youtubes", "code", `https://127.0.0.1/watch?v=${VIDEO}`],
    ["youtubes", "code", `https://youtube.com.evil.example/watch?v=${VIDEO}`],
    ["youtubes", "code", `https://evil.example/?youtube.com&v=${VIDEO}`],
    ["youtubes", "code", `https://youtube.com@127.0.0.1/watch?v=${VIDEO}`],
    ["youtubes", "code", `https://www.youtube.com%2F@evil.example/watch?v=${VIDEO}`],
    ["youtubes", "code", `https://www.y\u043eutube.com/watch?v=${VIDEO}`],
    ["youtubes", "code", `http://www.youtube.com/watch?v=${VIDEO}`],
    ["youtubes", "code", `https://www.youtube.com:8443/watch?v=${VIDEO}`],
    ["vimeos", "code", "https://vimeo.com.evil.example/76979871"],
    ["vimeos", "code", "data:text/html,<script>alert(1)</script>"],
    ["soundclouds", "track_url", "https://soundcloud.com.evil.example/artist/track"],
    ["soundclouds", "track_url", "https://169.254.169.254/artist/track"],
    ["soundclouds", "track_url", "https://w.soundcloud.com/player/?url=https://evil.example"],
  ])("F1 %s refuses %j… with 422 at the attribute and stores nothing", async (path, attribute, link) => {
    const { token, item } = await ownerWithItem();
    const res = await addEmbed(item.id, path, { [attribute]: link }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "invalid_embed",
      source: { pointer: `/data/attributes/${attribute}` },
    });
    expect(await mediaOf(item.id)).toEqual([]);
  });

  it("answers 422 at the attribute for an empty or a too long link", async () => {
    const { token, item } = await ownerWithItem();
    const empty = await addEmbed(item.id, "youtubes", { code: "  " }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].source).toEqual({ pointer: "/data/attributes/code" });
    const long = await addEmbed(
      item.id,
      "soundclouds",
      { track_url: `https://soundcloud.com/a/${"b".repeat(600)}` },
      token,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].source).toEqual({ pointer: "/data/attributes/track_url" });
  });

  it(`answers 422 at the attribute past ${SHOWROOM_LIMITS.mediaPerItem} media`, async () => {
    const { token, item } = await ownerWithItem();
    await buildEmbeds(item.id, SHOWROOM_LIMITS.mediaPerItem);
    const res = await addEmbed(item.id, "soundclouds", { track_url: "https://soundcloud.com/a/b" }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: "too_many_media",
      source: { pointer: "/data/attributes/track_url" },
    });
    expect(await mediaOf(item.id)).toHaveLength(SHOWROOM_LIMITS.mediaPerItem);
  });

  it("answers 403 without a session", async () => {
    const item = await emptyItem();
    expect((await addEmbed(item.id, "youtubes", { code: VIDEO })).statusCode).toBe(403);
  });
});

describe("GET …/items/{id}/media and …/media/{mediaId}", () => {
  it("lists the media in order for anyone who may read the item, the original for the owner alone", async () => {
    const { token, headers, item } = await ownerWithItem();
    await addEmbed(item.id, "youtubes", { code: VIDEO }, token);
    const image = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(64, 48));
    const original = image.json().data.attributes.original;

    const visitor = await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.map((m: { attributes: { media_type: string } }) => m.attributes.media_type)).toEqual([
      "youtube",
      "image",
    ]);
    expect(visitor.json().meta).toEqual({ total: 2, total_pages: 1 });
    expect(visitor.body).not.toContain(original);
    expect(visitor.json().data[1].attributes.original).toBeUndefined();

    const bySlug = await request(ctx.app, "GET", `${items("showroom")}/${item.slug.toUpperCase()}/media`, { token });
    expect(bySlug.json().data[1].attributes.original).toBe(original);

    const paged = await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media?page[size]=1&page[number]=2`);
    expect(paged.json().data.map((m: { id: string }) => m.id)).toEqual([image.json().data.id]);
    expect(paged.json().links.prev).toContain("page%5Bnumber%5D=1");

    const one = await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media/${image.json().data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes).toMatchObject({ media_type: "image", position: 1 });
    expect(one.json().data.attributes.original).toBeUndefined();
  });

  it("B2 answers 404 for a draft's media to anyone but its owner, and for a hidden owner's item", async () => {
    const { token, item } = await ownerWithItem("showroom", "draft");
    const [medium] = await buildEmbeds(item.id, 1);
    const other = await buildSignedInUser(db);
    for (const url of [`${items("showroom")}/${item.id}/media`, `${items("showroom")}/${item.id}/media/${medium.id}`]) {
      expect((await request(ctx.app, "GET", url)).statusCode).toBe(404);
      expect((await request(ctx.app, "GET", url, { token: other.token })).statusCode).toBe(404);
      expect((await request(ctx.app, "GET", url, { token })).statusCode).toBe(200);
    }

    const blocker = await buildSignedInUser(db);
    const published = await emptyItem({ ownerId: blocker.user.id });
    await buildBlock(db, { blockerId: blocker.user.id, blockedId: other.user.id });
    const url = `${items("showroom")}/${published.id}/media`;
    expect((await request(ctx.app, "GET", url)).statusCode).toBe(200);
    expect((await request(ctx.app, "GET", url, { token: other.token })).statusCode).toBe(404);
  });

  it("answers 404 for a medium of another item, and for a showroom item asked for as a gallery item", async () => {
    const item = await emptyItem();
    const elsewhere = await emptyItem({ ownerId: item.ownerId });
    const [medium] = await buildEmbeds(elsewhere.id, 1);
    expect((await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media/${medium.id}`)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", `${items("gallery")}/${elsewhere.id}/media`)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media/abc`)).statusCode).toBe(404);
  });
});

describe("PATCH …/media/{mediaId}", () => {
  const patch = (itemId: number, mediumId: number, attributes: Record<string, unknown>, token?: string) =>
    request(ctx.app, "PATCH", `${items("showroom")}/${itemId}/media/${mediumId}`, {
      payload: { data: { type: "media", id: String(mediumId), attributes } },
      token,
    });

  it("points a player at another video, checked as when it was added", async () => {
    const { token, item } = await ownerWithItem();
    const added = await addEmbed(item.id, "youtubes", { code: VIDEO }, token);
    const id = Number(added.json().data.id);

    const res = await patch(item.id, id, { code: "https://youtu.be/abcdefghijk" }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ code: "abcdefghijk", position: 0 });
    expect((await mediaOf(item.id))[0].code).toBe("abcdefghijk");

    const bad = await patch(item.id, id, { code: "https://evil.example/watch?v=abcdefghijk" }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: "/data/attributes/code" });
    const wrongAttribute = await patch(item.id, id, { track_url: "https://soundcloud.com/a/b" }, token);
    expect(wrongAttribute.statusCode).toBe(422);
    expect(wrongAttribute.json().errors[0].source).toEqual({ pointer: "/data/attributes/code" });
    expect((await mediaOf(item.id))[0].code).toBe("abcdefghijk");
  });

  it("changes a SoundCloud player's track by its track_url", async () => {
    const { token, item } = await ownerWithItem();
    const added = await addEmbed(item.id, "soundclouds", { track_url: "https://soundcloud.com/a/b" }, token);
    const res = await patch(item.id, Number(added.json().data.id), { track_url: "soundcloud.com/c/d" }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.code).toBe("https://soundcloud.com/c/d");
  });

  it("answers a clear 422 for an image, which has nothing to change", async () => {
    const { token, headers, item } = await ownerWithItem();
    const image = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(20, 20));
    const res = await patch(item.id, Number(image.json().data.id), { code: VIDEO }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code: "image_unchangeable", source: { pointer: "/data" } });
  });

  it("answers 409 when the body names another medium", async () => {
    const { token, item } = await ownerWithItem();
    const [medium] = await buildEmbeds(item.id, 1);
    const res = await request(ctx.app, "PATCH", `${items("showroom")}/${item.id}/media/${medium.id}`, {
      payload: { data: { type: "media", id: String(medium.id + 1000), attributes: { code: VIDEO } } },
      token,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe("DELETE …/media/{mediaId}", () => {
  it("removes an image's row, its stored original and every rendition", async () => {
    const { token, headers, item } = await ownerWithItem();
    const image = await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(700, 300));
    const [row] = await mediaOf(item.id);
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.fileId!));

    const res = await request(ctx.app, "DELETE", `${items("showroom")}/${item.id}/media/${image.json().data.id}`, {
      token,
    });
    expect(res.statusCode).toBe(204);
    expect(await mediaOf(item.id)).toEqual([]);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
    expect(await storage.get(file.key)).toBeNull();
    expect(Object.keys(row.renditions!)).toEqual(["320", "640"]);
    for (const key of Object.values(row.renditions!)) expect(await storage.get(key)).toBeNull();

    const again = await request(ctx.app, "DELETE", `${items("showroom")}/${item.id}/media/${image.json().data.id}`, {
      token,
    });
    expect(again.statusCode).toBe(404);
  });

  it("removes a player", async () => {
    const { token, item } = await ownerWithItem("gallery");
    const [first, second] = await buildEmbeds(item.id, 2);
    const res = await request(ctx.app, "DELETE", `${items("gallery")}/${item.id}/media/${first.id}`, { token });
    expect(res.statusCode).toBe(204);
    expect((await mediaOf(item.id)).map((m) => m.id)).toEqual([second.id]);
  });
});

describe("PATCH …/media/order", () => {
  const order = (itemId: number, ids: string, token?: string, type: "showroom" | "gallery" = "showroom") =>
    request(ctx.app, "PATCH", `${items(type)}/${itemId}/media/order`, {
      type: "media",
      attributes: { ordered_media_ids: ids },
      token,
    });

  it("puts the media in the order named and answers them so", async () => {
    const { token, item } = await ownerWithItem();
    const [a, b, c] = await buildEmbeds(item.id, 3);
    const res = await order(item.id, `${c.id},${a.id}, ${b.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((m: { id: string; attributes: { position: number } }) => [m.id, m.attributes.position]),
    ).toEqual([
      [String(c.id), 0],
      [String(a.id), 1],
      [String(b.id), 2],
    ]);
    expect((await mediaOf(item.id)).map((m) => m.id)).toEqual([c.id, a.id, b.id]);
    const read = await request(ctx.app, "GET", `${items("showroom")}/${item.id}/media`);
    expect(read.json().data.map((m: { id: string }) => m.id)).toEqual([c.id, a.id, b.id].map(String));
  });

  it("accepts an empty order for an item without media", async () => {
    const { token, item } = await ownerWithItem("gallery");
    const res = await order(item.id, "", token, "gallery");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    ["one left out", (ids: number[]) => `${ids[0]},${ids[1]}`],
    ["one twice", (ids: number[]) => `${ids[0]},${ids[1]},${ids[1]}`],
    ["one twice in place of another", (ids: number[]) => `${ids[0]},${ids[1]},${ids[0]}`],
    ["one of another item", (ids: number[]) => `${ids[0]},${ids[1]},${ids[2]},${ids[3]}`],
  ])("answers 422 at ordered_media_ids for %s, and keeps the order", async (_case, named) => {
    const { token, item } = await ownerWithItem();
    const mine = await buildEmbeds(item.id, 3);
    const [foreign] = await buildEmbeds((await emptyItem({ ownerId: item.ownerId })).id, 1);
    const res = await order(item.id, named([...mine.map((m) => m.id), foreign.id]), token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ source: { pointer: "/data/attributes/ordered_media_ids" } });
    expect((await mediaOf(item.id)).map((m) => m.id)).toEqual(mine.map((m) => m.id));
  });

  it("answers 422 for ids that are not numbers", async () => {
    const { token, item } = await ownerWithItem();
    const res = await order(item.id, "1,two", token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toMatch(/^\/data\/attributes\/ordered_media_ids/);
  });
});

describe("B1 someone else's item or medium is a 404 for every write, and stays as it was", () => {
  it("refuses uploads, players, changes, removals and orders on another owner's item", async () => {
    const owner = await ownerWithItem();
    const [medium] = await buildEmbeds(owner.item.id, 1);
    const intruder = await buildSignedInUser(db);
    const base = `${items("showroom")}/${owner.item.id}`;
    const token = intruder.token;

    const writes = [
      await upload(ctx.app, `${base}/images`, intruder.headers, await imageOf(10, 10)),
      await addEmbed(owner.item.id, "youtubes", { code: VIDEO }, token),
      await addEmbed(owner.item.id, "vimeos", { code: "76979871" }, token),
      await addEmbed(owner.item.id, "soundclouds", { track_url: "https://soundcloud.com/a/b" }, token),
      await request(ctx.app, "PATCH", `${base}/media/${medium.id}`, {
        payload: { data: { type: "media", id: String(medium.id), attributes: { code: VIDEO } } },
        token,
      }),
      await request(ctx.app, "DELETE", `${base}/media/${medium.id}`, { token }),
      await request(ctx.app, "PATCH", `${base}/media/order`, {
        type: "media",
        attributes: { ordered_media_ids: String(medium.id) },
        token,
      }),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain(JSONAPI_MEDIA_TYPE);
    }
    expect(await mediaOf(owner.item.id)).toEqual([medium]);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerId, intruder.user.id))).toEqual([]);
  });

  it("refuses my writes on another owner's medium through my own item", async () => {
    const mine = await ownerWithItem();
    const theirs = await emptyItem();
    const [medium] = await buildEmbeds(theirs.id, 1);
    const base = `${items("showroom")}/${mine.item.id}`;
    const patched = await request(ctx.app, "PATCH", `${base}/media/${medium.id}`, {
      payload: { data: { type: "media", id: String(medium.id), attributes: { code: VIDEO } } },
      token: mine.token,
    });
    expect(patched.statusCode).toBe(404);
    expect((await request(ctx.app, "DELETE", `${base}/media/${medium.id}`, { token: mine.token })).statusCode).toBe(
      404,
    );
    expect(await mediaOf(theirs.id)).toEqual([medium]);
  });

  it("refuses writes on my showroom item through the gallery's address", async () => {
    const { token, item } = await ownerWithItem("showroom");
    const res = await addEmbed(item.id, "youtubes", { code: VIDEO }, token, "gallery");
    expect(res.statusCode).toBe(404);
    expect(await mediaOf(item.id)).toEqual([]);
  });
});

describe("L5 concurrent writes on one item's media", () => {
  it("lets exactly one of two uploads racing for the last place in", async () => {
    const { user, headers, item } = await ownerWithItem();
    await buildEmbeds(item.id, SHOWROOM_LIMITS.mediaPerItem - 1);
    const url = `${items("showroom")}/${item.id}/images`;
    const [a, b] = await Promise.all([
      upload(ctx.app, url, headers, await imageOf(30, 30)),
      upload(ctx.app, url, headers, await imageOf(31, 31)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const media = await mediaOf(item.id);
    expect(media).toHaveLength(SHOWROOM_LIMITS.mediaPerItem);
    expect(new Set(media.map((m) => m.position)).size).toBe(media.length);
    // The refused upload's files were removed with it: one original is kept, for the one image.
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id))).toHaveLength(1);
  });

  it("lets many players added at once each take a position of their own", async () => {
    const { token, item } = await ownerWithItem();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addEmbed(item.id, "vimeos", { code: String(1_000_000 + i) }, token)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect((await mediaOf(item.id)).map((m) => m.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("never loses a medium added while an order is saved: the order either includes it or is refused", async () => {
    const { token, item } = await ownerWithItem();
    const [a, b] = await buildEmbeds(item.id, 2);
    const [ordered, added] = await Promise.all([
      request(ctx.app, "PATCH", `${items("showroom")}/${item.id}/media/order`, {
        type: "media",
        attributes: { ordered_media_ids: `${b.id},${a.id}` },
        token,
      }),
      addEmbed(item.id, "youtubes", { code: VIDEO }, token),
    ]);
    expect(added.statusCode).toBe(201);
    expect([200, 422]).toContain(ordered.statusCode);
    const media = await mediaOf(item.id);
    expect(media.map((m) => m.id)).toContain(Number(added.json().data.id));
    expect(media).toHaveLength(3);
    expect(new Set(media.map((m) => m.position)).size).toBe(3);
    if (ordered.statusCode === 200) expect(media.map((m) => m.id).slice(0, 2)).toEqual([b.id, a.id]);
  });
});

describe("GET …/items/{id}/share_image", () => {
  const shareImage = (type: "showroom" | "gallery", id: number | string, token?: string) =>
    request(ctx.app, "GET", `${items(type)}/${id}/share_image?v=1`, { token });

  async function expectShareJpeg(res: Awaited<ReturnType<typeof shareImage>>) {
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    return res.rawPayload;
  }

  /** The mean colour of a small patch of a picture (red, green, blue): enough to tell what it shows. */
  const colourAt = async (bytes: Buffer, left: number, top: number) => {
    const patch = await sharp(bytes).extract({ left, top, width: 10, height: 10 }).png().toBuffer();
    return (await sharp(patch).stats()).channels.map((c) => c.mean);
  };
  const redAt = async (bytes: Buffer, left: number) => (await colourAt(bytes, left, 300))[0];

  it("is the first image cropped around its centre, found by slug too", async () => {
    const { token, headers, item } = await ownerWithItem();
    await addEmbed(item.id, "youtubes", { code: VIDEO }, token);
    await upload(ctx.app, `${items("showroom")}/${item.id}/images`, headers, await imageOf(2400, 800, "png"));
    const bytes = await expectShareJpeg(await shareImage("showroom", item.slug));
    // The test image runs from black on the left to red on the right; the centre crop keeps the middle.
    expect(await redAt(bytes, 1180)).toBeGreaterThan((await redAt(bytes, 10)) + 40);
    expect(await redAt(bytes, 10)).toBeGreaterThan(40);
  });

  it("is the title on the accent's card for an item of players only, and changes with the title", async () => {
    const { token, item } = await ownerWithItem("gallery");
    await addEmbed(item.id, "vimeos", { code: "76979871" }, token, "gallery");
    const first = await expectShareJpeg(await shareImage("gallery", item.id));
    const [red, , blue] = await colourAt(first, 0, 0);
    expect(blue).toBeGreaterThan(red + 60);

    await db.update(creations).set({ title: "Another title <b>&</b>" }).where(eq(creations.id, item.id));
    const second = await expectShareJpeg(await shareImage("gallery", item.id));
    expect(second.equals(first)).toBe(false);
  });

  it("answers 404 for a draft, even to its owner, and for an owner visitors may not see", async () => {
    const { token, item } = await ownerWithItem("showroom", "draft");
    expect((await shareImage("showroom", item.id, token)).statusCode).toBe(404);
    expect((await shareImage("showroom", item.id)).statusCode).toBe(404);

    const hidden = await buildUser(db, { complete: false });
    const published = await emptyItem({ ownerId: hidden.id });
    expect((await shareImage("showroom", published.id)).statusCode).toBe(404);
    expect((await shareImage("gallery", (await emptyItem()).id)).statusCode).toBe(404);
  });
});

describe("the owner's pages kept for visitors", () => {
  /** How many statements a visitor's read of the owner runs: none while it is kept. */
  const statementsOfVisit = async (slug: string) =>
    (await statementsOf(() => ctx.app.inject({ url: `/api/v1/users/${slug}` }))).statements.length;

  it("are read anew after a medium changes, while the item's version stays", async () => {
    const { user, token, item } = await ownerWithItem();
    const { slug } = await buildProfile(db, { userId: user.id });
    await vi.waitFor(async () => {
      await request(ctx.app, "GET", `/api/v1/users/${slug}`);
      expect(await statementsOfVisit(slug)).toBe(0);
    });

    expect((await addEmbed(item.id, "youtubes", { code: VIDEO }, token)).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await statementsOfVisit(slug)).toBeGreaterThan(0));
    const [after] = await db.select().from(creations).where(eq(creations.id, item.id));
    expect(after.updatedAt).toEqual(item.updatedAt);
  });
});

describe("titleLines", () => {
  it("breaks a title between words into at most three lines, cutting the last with an ellipsis", () => {
    expect(titleLines("Blue hour")).toEqual(["Blue hour"]);
    expect(titleLines("Night ferry to Stockholm: a photo essay in twelve frames and one more")).toEqual([
      "Night ferry to Stockholm:",
      "a photo essay in twelve",
      "frames and one more",
    ]);
    const lines = titleLines("word ".repeat(40));
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith("…")).toBe(true);
    expect(lines.every((line) => line.length <= 26)).toBe(true);
  });

  it("cuts a word longer than a line", () => {
    expect(titleLines("Donaudampfschifffahrtsgesellschaftskapitän")).toEqual([
      "Donaudampfschifffahrtsgese",
      "llschaftskapitän",
    ]);
  });
});

describe("the API description of showroom media", () => {
  it("shows the image uploads as multipart forms and the share pictures as JPEG files", async () => {
    const { paths } = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    for (const type of ["showroom", "gallery"]) {
      const form = paths[`/api/v1/${type}/items/{id}/images`].post.requestBody.content["multipart/form-data"].schema;
      expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
      expect(paths[`/api/v1/${type}/items/{id}/share_image`].get.responses[200].content["image/jpeg"]).toBeDefined();
      expect(paths[`/api/v1/${type}/items/{id}/media/order`].patch).toBeDefined();
    }
  });
});
