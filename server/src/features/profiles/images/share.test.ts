import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildProfile, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { imageOf, upload } from "../../../../test/uploads.ts";
import { users } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const shareImage = (userId: number | string, token?: string) =>
  request(ctx.app, "GET", `/api/v1/users/${userId}/share_image?v=1`, { token });

/** The picture's mean colour at a point, read from a downsized copy: enough to tell what it shows. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

async function expectShareJpeg(res: Awaited<ReturnType<typeof shareImage>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("image/jpeg");
  expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  return res.rawPayload;
}

describe("GET /api/v1/users/{id}/share_image", () => {
  it("is the name's initials on a card when the user has no picture", async () => {
    const user = await buildUser(db, { name: "Ada <Lovelace> & Co" });
    await buildProfile(db, { userId: user.id });
    const bytes = await expectShareJpeg(await shareImage(user.id));
    // The accent's card: far more blue than red at the corner.
    const [r, , b] = await pixel(bytes, 10, 10);
    expect(b).toBeGreaterThan(r + 60);
  });

  it("is the title image cropped to 1200 x 630, found by slug too", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const profile = await buildProfile(db, { userId: user.id });
    const uploaded = await upload(ctx.app, "/api/v1/my/title_image", headers, await imageOf(2400, 800, "png"), {
      fileName: "banner.png",
      type: "image/png",
    });
    expect(uploaded.statusCode).toBe(201);
    const bytes = await expectShareJpeg(await shareImage(profile.slug));
    // The test image runs from black on the left to red on the right: a crop keeps that order.
    const [left] = await pixel(bytes, 5, 315);
    const [right] = await pixel(bytes, 1194, 315);
    expect(right).toBeGreaterThan(left + 40);
  });

  it("lays the profile image on the card when there is no title image, and shows a new one at once", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await buildProfile(db, { userId: user.id });
    const uploadPortrait = async (background: string) => {
      const portrait = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
      const res = await upload(ctx.app, "/api/v1/my/profile_image", headers, portrait, {
        fileName: "me.png",
        type: "image/png",
      });
      expect(res.statusCode).toBe(201);
    };
    await uploadPortrait("#e01010");
    const red = await pixel(await expectShareJpeg(await shareImage(user.id)), 600, 315);
    expect(red[0]).toBeGreaterThan(180);
    expect(red[1]).toBeLessThan(80);
    // Asked again, the picture is the one made before; once the portrait changes, it is made anew.
    expect(await pixel(await expectShareJpeg(await shareImage(user.id)), 600, 315)).toEqual(red);
    await uploadPortrait("#10c010");
    const green = await pixel(await expectShareJpeg(await shareImage(user.id)), 600, 315);
    expect(green[1]).toBeGreaterThan(150);
    expect(green[0]).toBeLessThan(80);
  });

  it("is no one's for a profile visitors may not see, even when a member asks", async () => {
    const member = await buildSignedInUser(db);
    const privateUser = await buildUser(db, { profileVisibility: "members" });
    await buildProfile(db, { userId: privateUser.id });
    expect((await shareImage(privateUser.id)).statusCode).toBe(404);
    expect((await shareImage(privateUser.id, member.token)).statusCode).toBe(404);

    const gone = await buildUser(db);
    await buildProfile(db, { userId: gone.id });
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await shareImage(gone.id)).statusCode).toBe(404);
    expect((await shareImage(999_999_999)).statusCode).toBe(404);
  });
});
