import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildBlock, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { imageOf, upload } from "../../../../test/uploads.ts";
import { profileImages, storedFiles } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db, storage } = ctx.deps;

async function readStored(url: string): Promise<Buffer> {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** What an image shows beside its renditions: the whole original, its size and its focal point. */
const IMAGE_FACTS = ["original", "width", "height", "focal_x", "focal_y"];

const imageRow = async (userId: number, kind: "profile" | "title") =>
  (await db.select().from(profileImages).where(eq(profileImages.userId, userId))).find((r) => r.kind === kind);

const patchFocal = (headers: Record<string, string>, kind: string, attributes: Record<string, unknown>) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/v1/my/${kind}_image`,
    headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
    payload: { data: { type: "profile_images", attributes } },
  });

describe("POST /api/v1/my/profile_image", () => {
  it("stores a cleaned WebP original and square renditions, and answers 201 with my users resource", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(640, 480, "jpeg"), {
      fileName: "me.jpg",
      type: "image/jpeg",
    });

    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "users", id: String(user.id) });
    const image = data.attributes.profile_image;
    expect(Object.keys(image).sort()).toEqual([...IMAGE_FACTS, "small", "medium", "large"].sort());
    expect(image).toMatchObject({ focal_x: 0.5, focal_y: 0.5, width: 640, height: 480 });
    for (const [size, side] of [
      ["small", 96],
      ["medium", 256],
      ["large", 512],
    ] as const) {
      expect(image[size]).toMatch(/^\/files\/profile-images\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp(await readStored(image[size])).metadata();
      expect(meta).toMatchObject({ format: "webp", width: side, height: side });
    }

    const row = await imageRow(user.id, "profile");
    expect(row).toMatchObject({ width: 640, height: 480, focalX: 0.5, focalY: 0.5 });
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(file).toMatchObject({ ownerId: user.id, contentType: "image/webp", originalName: "me.webp" });
    expect(image.original).toBe(storage.url(file.key));
    expect(await sharp(await readStored(image.original)).metadata()).toMatchObject({ width: 640, height: 480 });
    const original = await storage.get(file.key);
    original?.body.destroy();
    expect(original?.contentType).toBe("image/webp");
  });

  it("turns the image upright by its EXIF orientation and drops every metadata block", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const photo = await imageOf(300, 200, "jpeg", {
      orientation: 6,
      exif: { IFD0: { Copyright: "Someone", Artist: "Secret Camera" }, IFD3: { GPSLatitudeRef: "N" } },
    });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(ctx.app, "/api/v1/my/profile_image", headers, photo);
    expect(res.statusCode).toBe(201);

    const row = await imageRow(user.id, "profile");
    // Orientation 6 is a quarter turn: 300x200 as stored is 200x300 upright.
    expect(row).toMatchObject({ width: 200, height: 300 });
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    const stored = await readStored(storage.url(file.key));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Secret Camera"))).toBe(false);
  });

  it("replaces the previous image and removes its files", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(100, 100));
    const first = await imageRow(user.id, "profile");
    const [firstFile] = await db.select().from(storedFiles).where(eq(storedFiles.id, first!.fileId));

    const res = await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(120, 90, "webp"));
    expect(res.statusCode).toBe(201);

    const second = await imageRow(user.id, "profile");
    expect(second!.fileId).not.toBe(first!.fileId);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, first!.fileId))).toEqual([]);
    expect(await storage.get(firstFile.key)).toBeNull();
    for (const key of Object.values(first!.renditions)) expect(await storage.get(key)).toBeNull();
  });

  it("answers 403 without a session and stores nothing", async () => {
    const res = await upload(ctx.app, "/api/v1/my/profile_image", {}, await imageOf(10, 10));
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /api/v1/my/title_image", () => {
  it("makes 1200x300 and 2400x600 banners and leaves the profile image alone", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await upload(ctx.app, "/api/v1/my/title_image", headers, await imageOf(800, 600, "gif"));
    expect(res.statusCode).toBe(201);
    const { attributes } = res.json().data;
    expect(attributes.profile_image).toBeNull();
    expect(Object.keys(attributes.title_image).sort()).toEqual([...IMAGE_FACTS, "medium", "large"].sort());
    expect(attributes.title_image).toMatchObject({ width: 800, height: 600 });
    expect(await sharp(await readStored(attributes.title_image.medium)).metadata()).toMatchObject({
      width: 1200,
      height: 300,
    });
    expect(await sharp(await readStored(attributes.title_image.large)).metadata()).toMatchObject({
      width: 2400,
      height: 600,
    });
    expect(await imageRow(user.id, "profile")).toBeUndefined();
  });
});

describe("PATCH /api/v1/my/profile_image", () => {
  it("moves the focal point, crops the renditions anew and removes the old ones", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const uploaded = await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(400, 100));
    const before = await imageRow(user.id, "profile");

    const res = await patchFocal(headers, "profile", { focal_x: 0, focal_y: 1 });

    expect(res.statusCode).toBe(200);
    // The original the point was chosen on stays, so it can be moved again later.
    expect(res.json().data.attributes.profile_image).toMatchObject({
      focal_x: 0,
      focal_y: 1,
      original: uploaded.json().data.attributes.profile_image.original,
      width: 400,
      height: 100,
    });
    const after = await imageRow(user.id, "profile");
    expect(after).toMatchObject({ focalX: 0, focalY: 1, fileId: before!.fileId });
    expect(after!.renditions.large).not.toBe(before!.renditions.large);
    expect(await storage.get(before!.renditions.large)).toBeNull();
    // The gradient runs red from left to right: a crop at the left edge is darker than the centre one.
    const redOf = async (key: string) => (await sharp(await readStored(storage.url(key))).stats()).channels[0].mean;
    expect(await redOf(after!.renditions.large)).toBeLessThan(60);
  });

  it.each([
    ["a focal point beyond 1", { focal_x: 1.5 }, "focal_x"],
    ["a negative focal point", { focal_y: -0.1 }, "focal_y"],
    ["a focal point as text", { focal_x: "left" }, "focal_x"],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
    const { headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(50, 50));
    const res = await patchFocal(headers, "profile", attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
  });

  it("answers 404 when there is no image", async () => {
    const { headers } = await buildSignedInUser(db);
    expect((await patchFocal(headers, "title", { focal_x: 0.2 })).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/my/profile_image", () => {
  it("removes the image, its row and its files, then answers 404 when there is none", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(64, 64));
    const row = await imageRow(user.id, "profile");
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));

    const res = await request(ctx.app, "DELETE", "/api/v1/my/profile_image", { headers });
    expect(res.statusCode).toBe(204);
    expect(await imageRow(user.id, "profile")).toBeUndefined();
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
    expect(await storage.get(file.key)).toBeNull();
    for (const key of Object.values(row!.renditions)) expect(await storage.get(key)).toBeNull();

    expect((await request(ctx.app, "DELETE", "/api/v1/my/profile_image", { headers })).statusCode).toBe(404);
  });
});

describe("the API description of profile images", () => {
  it("shows the uploads as multipart forms with the file, and the reads as redirects", async () => {
    const { paths } = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    for (const kind of ["profile", "title"]) {
      const form = paths[`/api/v1/my/${kind}_image`].post.requestBody.content["multipart/form-data"].schema;
      expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
      const read = paths[`/api/v1/users/{userId}/${kind}_image`].get.responses;
      expect(read[302].headers.Location).toBeDefined();
      expect(read[302].content).toBeUndefined();
    }
  });
});

describe("GET /api/v1/users/{id}/profile_image", () => {
  it("redirects to the rendition asked for, medium by default", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const uploaded = await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(64, 64));
    const urls = uploaded.json().data.attributes.profile_image;

    const plain = await request(ctx.app, "GET", `/api/v1/users/${user.id}/profile_image`);
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe(urls.medium);
    const small = await request(ctx.app, "GET", `/api/v1/users/${user.id}/profile_image?size=small`);
    expect(small.headers.location).toBe(urls.small);
    const served = await ctx.app.inject({ url: small.headers.location as string });
    expect(served.headers).toMatchObject({ "content-type": "image/webp", "x-content-type-options": "nosniff" });
  });

  it("answers 404 without an image and for a hidden user, and 400 for an unknown size", async () => {
    const viewer = await buildSignedInUser(db);
    const plain = await buildUser(db);
    expect((await request(ctx.app, "GET", `/api/v1/users/${plain.id}/title_image`)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", `/api/v1/users/${plain.id}/profile_image?size=huge`)).statusCode).toBe(400);

    const { user: blocker, headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/profile_image", headers, await imageOf(32, 32));
    expect((await request(ctx.app, "GET", `/api/v1/users/${blocker.id}/profile_image`)).statusCode).toBe(302);
    await buildBlock(db, { blockerId: blocker.id, blockedId: viewer.user.id });
    const blocked = await request(ctx.app, "GET", `/api/v1/users/${blocker.id}/profile_image`, {
      headers: viewer.headers,
    });
    expect(blocked.statusCode).toBe(404);
  });
});
