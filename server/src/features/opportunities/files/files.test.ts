import { OPPORTUNITY_LIMITS } from "@atelier/common";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, uniqueWord } from "../../../../test/social.ts";
import { imageOf, pdfOf, upload } from "../../../../test/uploads.ts";
import {
  opportunities,
  opportunityAddenda,
  opportunityMaterials,
  storedFiles,
  users,
} from "../../../db/schema/index.ts";
import { opportunityShareDrawing } from "../share.ts";

const ctx = await createTestContext();
const { db, storage } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

async function opportunityOf(owner: Member, status: "drafted" | "published" = "published") {
  const [row] = await db
    .insert(opportunities)
    .values({
      ownerId: owner.user.id,
      slug: `opportunity-${uniqueWord()}`,
      kind: "job",
      title: "Art director",
      status,
      publishedAt: status === "published" ? new Date() : null,
      expiresAt: status === "published" ? new Date(Date.now() + 30 * 864e5) : null,
    })
    .returning();
  return row;
}

const rowOf = async (id: number) => (await db.select().from(opportunities).where(eq(opportunities.id, id)))[0];
const fileRow = async (id: number) => (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
const logoUrl = (id: number) => `/api/v1/my/opportunities/${id}/company_logo`;
const materialsUrl = (id: number) => `/api/v1/my/opportunities/${id}/materials`;
const addendumsUrl = (id: number) => `/api/v1/my/opportunities/${id}/addendums`;
const addAddendum = (owner: Member, id: number, content: string) =>
  request(ctx.app, "POST", addendumsUrl(id), { type: "addendums", attributes: { content }, token: owner.token });

/** Every key an opportunity's logo uses: its stored original and its renditions. */
async function logoKeys(id: number): Promise<string[]> {
  const row = await rowOf(id);
  const original = row.logoFileId ? (await fileRow(row.logoFileId)).key : null;
  return [...(original ? [original] : []), ...Object.values(row.logoRenditions ?? {})];
}

/** A Windows executable's first bytes: the MZ header and the PE signature. */
const executable = () => Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(60), Buffer.from("PE\0\0")]);

describe("the logo of an opportunity", () => {
  it("takes an image by its content, whatever its name, and keeps square WebP renditions", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const res = await upload(ctx.app, logoUrl(opportunity.id), owner.headers, await imageOf(640, 360, "png"), {
      fileName: "logo.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "opportunity_logos", id: String(opportunity.id) });
    const { logo } = data.attributes;
    expect(logo).toMatchObject({ width: 384, height: 384 });
    expect(logo.sources.map((s: { width: number }) => s.width)).toEqual([96, 192, 384]);
    for (const source of logo.sources as { width: number; url: string }[]) {
      expect(source.url).toMatch(/^\/files\/opportunity-logos\/[0-9a-f]{32}\.webp$/);
      const served = await ctx.app.inject({ url: source.url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: "webp",
        width: source.width,
        height: source.width,
      });
    }

    const row = await rowOf(opportunity.id);
    expect(Object.keys(row.logoRenditions ?? {}).sort()).toEqual(["192", "384", "96"]);
    const file = await fileRow(row.logoFileId!);
    expect(file).toMatchObject({ ownerId: owner.user.id, contentType: "image/webp", originalName: "logo.webp" });
    expect(await sharp((await ctx.app.inject({ url: storage.url(file.key) })).rawPayload).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it("refuses a PDF named as a PNG with 415 at the file, and keeps no logo", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const res = await upload(ctx.app, logoUrl(opportunity.id), owner.headers, pdfOf(), {
      fileName: "logo.png",
      type: "image/png",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toMatchObject({
      code: "unsupported_media_type",
      source: { pointer: "/data/attributes/file" },
    });
    expect(await rowOf(opportunity.id)).toMatchObject({ logoFileId: null, logoRenditions: null });
  });

  it("replaces the logo and removes the old one's files, then deletes it with its files", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner, "drafted");
    expect((await upload(ctx.app, logoUrl(opportunity.id), owner.headers, await imageOf(100, 100))).statusCode).toBe(
      201,
    );
    const first = await rowOf(opportunity.id);
    const firstKeys = await logoKeys(opportunity.id);
    expect(firstKeys).toHaveLength(4);

    const res = await upload(ctx.app, logoUrl(opportunity.id), owner.headers, await imageOf(300, 120, "jpeg"));
    expect(res.statusCode).toBe(201);
    const second = await rowOf(opportunity.id);
    expect(second.logoFileId).not.toBe(first.logoFileId);
    expect(await fileRow(first.logoFileId!)).toBeUndefined();
    for (const key of firstKeys) expect(await storage.get(key)).toBeNull();

    const secondKeys = await logoKeys(opportunity.id);
    const removed = await request(ctx.app, "DELETE", logoUrl(opportunity.id), { headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect(await rowOf(opportunity.id)).toMatchObject({ logoFileId: null, logoRenditions: null });
    expect(await fileRow(second.logoFileId!)).toBeUndefined();
    for (const key of secondKeys) expect(await storage.get(key)).toBeNull();
    expect((await request(ctx.app, "DELETE", logoUrl(opportunity.id), { headers: owner.headers })).statusCode).toBe(
      404,
    );
  });
});

describe("the materials of an opportunity", () => {
  it("keeps files by their content, lists them for the owner and refuses what is no attachment type", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const pdf = pdfOf("Brief");
    const res = await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, pdf, { fileName: "Brief.pdf" });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: "opportunity_materials",
      attributes: {
        name: "Brief.pdf",
        content_type: "application/pdf",
        byte_size: pdf.length,
        url: `/api/v1/opportunities/materials/${data.id}`,
      },
    });

    const image = await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, await imageOf(40, 30), {
      fileName: "moodboard.pdf",
    });
    expect(image.json().data.attributes).toMatchObject({ name: "moodboard.png", content_type: "image/png" });

    for (const bytes of [executable(), Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256))]) {
      const refused = await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, bytes, {
        fileName: "brief.pdf",
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json().errors[0].source).toEqual({ pointer: "/data/attributes/file" });
    }

    const list = await request(ctx.app, "GET", materialsUrl(opportunity.id), { headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { attributes: { name: string } }) => m.attributes.name)).toEqual([
      "Brief.pdf",
      "moodboard.png",
    ]);
  });

  it(`holds at most ${OPPORTUNITY_LIMITS.materials} files and refuses one larger than the limit`, async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const tooLarge = await upload(
      ctx.app,
      materialsUrl(opportunity.id),
      owner.headers,
      Buffer.concat([pdfOf(), Buffer.alloc(OPPORTUNITY_LIMITS.materialBytes)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0].source).toEqual({ pointer: "/data/attributes/file" });

    for (let i = 0; i < OPPORTUNITY_LIMITS.materials; i++) {
      const res = await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, pdfOf(`Part ${i}`));
      expect(res.statusCode).toBe(201);
    }
    const sixth = await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, pdfOf("One too many"));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors[0]).toMatchObject({
      code: "too_big",
      source: { pointer: "/data/attributes/file" },
      meta: { maximum: OPPORTUNITY_LIMITS.materials },
    });
    const stored = await db
      .select()
      .from(opportunityMaterials)
      .where(eq(opportunityMaterials.opportunityId, opportunity.id));
    expect(stored).toHaveLength(OPPORTUNITY_LIMITS.materials);
  });

  it("serves a published opportunity's file to a visitor as a sandboxed download, and a draft's to its owner alone", async () => {
    const owner = await buildMember(db);
    const other = await buildMember(db);
    const published = await opportunityOf(owner);
    const draft = await opportunityOf(owner, "drafted");
    const pdf = pdfOf("Style guide");
    const shared = (
      await upload(ctx.app, materialsUrl(published.id), owner.headers, pdf, { fileName: "Style guide.pdf" })
    ).json().data;
    const hidden = (await upload(ctx.app, materialsUrl(draft.id), owner.headers, pdfOf("Draft"))).json().data;

    const download = await request(ctx.app, "GET", shared.attributes.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": "attachment; filename=\"Style guide.pdf\"; filename*=UTF-8''Style%20guide.pdf",
      "x-content-type-options": "nosniff",
    });
    expect(download.headers["content-security-policy"]).toMatch(/^sandbox\b/);
    const head = await request(ctx.app, "HEAD", shared.attributes.url);
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(pdf.length));

    expect((await request(ctx.app, "GET", hidden.attributes.url)).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", hidden.attributes.url, { headers: other.headers })).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", hidden.attributes.url, { headers: owner.headers })).statusCode).toBe(200);
  });

  it("removes a file from the opportunity and from storage", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const material = (await upload(ctx.app, materialsUrl(opportunity.id), owner.headers, pdfOf())).json().data;
    const [row] = await db
      .select()
      .from(opportunityMaterials)
      .where(eq(opportunityMaterials.id, Number(material.id)));
    const { key } = await fileRow(row.fileId);

    const url = `${materialsUrl(opportunity.id)}/${material.id}`;
    expect((await request(ctx.app, "DELETE", url, { headers: owner.headers })).statusCode).toBe(204);
    expect(await fileRow(row.fileId)).toBeUndefined();
    expect(await db.select().from(opportunityMaterials).where(eq(opportunityMaterials.id, row.id))).toEqual([]);
    expect(await storage.get(key)).toBeNull();
    expect((await request(ctx.app, "GET", material.attributes.url)).statusCode).toBe(404);
    expect((await request(ctx.app, "DELETE", url, { headers: owner.headers })).statusCode).toBe(404);
  });
});

describe("the addenda of an opportunity", () => {
  it("refuses an addendum on a draft with 422 at /data", async () => {
    const owner = await buildMember(db);
    const draft = await opportunityOf(owner, "drafted");
    const res = await addAddendum(owner, draft.id, "The deadline moved.");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code: "not_published", source: { pointer: "/data" } });
    expect(await db.select().from(opportunityAddenda).where(eq(opportunityAddenda.opportunityId, draft.id))).toEqual(
      [],
    );
  });

  it("adds an addendum to a published opportunity, up to the limit, and removes it", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    const res = await addAddendum(owner, opportunity.id, "  The deadline moved to Friday.  ");
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "addendums", attributes: { content: "The deadline moved to Friday." } });
    expect(Date.parse(data.attributes.created_at)).not.toBeNaN();

    const empty = await addAddendum(owner, opportunity.id, "   ");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].source.pointer).toBe("/data/attributes/content");

    await db.insert(opportunityAddenda).values(
      Array.from({ length: OPPORTUNITY_LIMITS.addenda - 1 }, (_, i) => ({
        opportunityId: opportunity.id,
        content: `Note ${i}`,
      })),
    );
    const over = await addAddendum(owner, opportunity.id, "One too many.");
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: "too_big",
      source: { pointer: "/data/attributes/content" },
      meta: { maximum: OPPORTUNITY_LIMITS.addenda },
    });

    const url = `${addendumsUrl(opportunity.id)}/${data.id}`;
    expect((await request(ctx.app, "DELETE", url, { headers: owner.headers })).statusCode).toBe(204);
    expect(
      await db
        .select()
        .from(opportunityAddenda)
        .where(eq(opportunityAddenda.id, Number(data.id))),
    ).toEqual([]);
    expect((await request(ctx.app, "DELETE", url, { headers: owner.headers })).statusCode).toBe(404);
  });
});

describe("ownership", () => {
  it("answers 404 on every route for another user's opportunity and for parts of it reached through mine", async () => {
    const owner = await buildMember(db);
    const intruder = await buildMember(db);
    const theirs = await opportunityOf(owner);
    const own = await opportunityOf(intruder);
    await upload(ctx.app, logoUrl(theirs.id), owner.headers, await imageOf(50, 50));
    const material = (await upload(ctx.app, materialsUrl(theirs.id), owner.headers, pdfOf())).json().data;
    const addendum = (await addAddendum(owner, theirs.id, "Still open.")).json().data;

    const attempts = [
      await upload(ctx.app, logoUrl(theirs.id), intruder.headers, await imageOf(50, 50)),
      await request(ctx.app, "DELETE", logoUrl(theirs.id), { headers: intruder.headers }),
      await upload(ctx.app, materialsUrl(theirs.id), intruder.headers, pdfOf()),
      await request(ctx.app, "GET", materialsUrl(theirs.id), { headers: intruder.headers }),
      await request(ctx.app, "DELETE", `${materialsUrl(theirs.id)}/${material.id}`, { headers: intruder.headers }),
      await request(ctx.app, "DELETE", `${materialsUrl(own.id)}/${material.id}`, { headers: intruder.headers }),
      await addAddendum(intruder, theirs.id, "Mine now."),
      await request(ctx.app, "DELETE", `${addendumsUrl(theirs.id)}/${addendum.id}`, { headers: intruder.headers }),
      await request(ctx.app, "DELETE", `${addendumsUrl(own.id)}/${addendum.id}`, { headers: intruder.headers }),
      await request(ctx.app, "GET", materialsUrl(987654321), { headers: intruder.headers }),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual(attempts.map(() => 404));

    expect((await rowOf(theirs.id)).logoRenditions).not.toBeNull();
    const list = await request(ctx.app, "GET", materialsUrl(theirs.id), { headers: owner.headers });
    expect(list.json().data.map((m: { id: string }) => m.id)).toEqual([material.id]);
    expect(
      await db.select().from(opportunityAddenda).where(eq(opportunityAddenda.opportunityId, theirs.id)),
    ).toHaveLength(1);
  });

  it("answers 403 to writes and the owner's list without a session", async () => {
    const owner = await buildMember(db);
    const opportunity = await opportunityOf(owner);
    expect((await upload(ctx.app, logoUrl(opportunity.id), {}, await imageOf(20, 20))).statusCode).toBe(403);
    expect((await upload(ctx.app, materialsUrl(opportunity.id), {}, pdfOf())).statusCode).toBe(403);
    expect((await request(ctx.app, "GET", materialsUrl(opportunity.id))).statusCode).toBe(403);
    const addendum = await request(ctx.app, "POST", addendumsUrl(opportunity.id), {
      type: "addendums",
      attributes: { content: "Hello" },
    });
    expect(addendum.statusCode).toBe(403);
  });
});

describe("the picture for shared links", () => {
  const picture = (key: string | number, lang = "en") =>
    ctx.app.inject({ url: `/api/v1/opportunities/${key}/share_image?lang=${lang}&v=1` });

  it("draws kind, place, title and employer in the reader's language, with the logo on a tile once there is one", async () => {
    const owner = await buildMember(db, { name: "Harbour Press" });
    const opportunity = await opportunityOf(owner);
    const [en, de] = [await picture(opportunity.slug), await picture(opportunity.id, "de")];
    for (const reply of [en, de]) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/jpeg");
      expect(reply.headers["cache-control"]).toBe("public, max-age=86400");
      expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
    expect(en.rawPayload.equals(de.rawPayload)).toBe(false);
    const drawing = opportunityShareDrawing(
      { row: { ...opportunity, jobType: "fullTime" }, ownerName: "Harbour Press", placeName: "Berlin" },
      "de",
      false,
    );
    expect(drawing).toContain(">Vollzeitstelle · Berlin</text>");
    expect(drawing).toContain(">Harbour Press</text>");

    // A red logo: the tile on the right shows it.
    const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#d02020" } })
      .png()
      .toBuffer();
    const uploaded = await upload(ctx.app, logoUrl(opportunity.id), owner.headers, red, { fileName: "logo.png" });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const withLogo = await picture(opportunity.id);
    const { data, info } = await sharp(withLogo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r, g, b] = at(1200 - 88 - 140, 315);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
  });

  it("is a 404 for a draft, and for an owner visitors may not see, whoever asks", async () => {
    const owner = await buildMember(db);
    expect((await picture((await opportunityOf(owner, "drafted")).id)).statusCode).toBe(404);
    const shown = await opportunityOf(owner);
    await db.update(users).set({ profileVisibility: "members" }).where(eq(users.id, owner.user.id));
    expect((await picture(shown.id)).statusCode).toBe(404);
  });
});
