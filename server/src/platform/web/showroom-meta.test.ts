import { describe as describeText, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildItem } from "../../../test/creations.ts";
import { buildSignedInUser, buildUser } from "../../../test/factories.ts";
import { headOf, one } from "../../../test/page-head.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { creativeFields } from "../../db/schema/index.ts";

const ctx = await createWebTestContext();
const { db } = ctx.deps;
const origin = ctx.deps.config.appUrl;

async function visit(url: string, headers: Record<string, string> = {}) {
  const result = await ctx.app.inject({ url, headers: { "accept-language": "en", ...headers } });
  return { status: result.statusCode, head: headOf(result.body), body: result.body };
}

const DESCRIPTION =
  "Three posters for the harbour's anniversary, printed in two colours on uncoated paper: cranes, ferries and " +
  "the fish market at dawn, drawn in ink and set in a condensed grotesque.";

describe("a showroom item's head", () => {
  it("names the work and its maker, describes it, and carries the picture and data for shared links", async () => {
    const owner = await buildUser(db, { name: "Mara Lind" });
    const item = await buildItem(db, { ownerId: owner.id, title: "Harbour posters", description: DESCRIPTION });
    // Read by id, the page still names its address by the slug.
    const { status, head } = await visit(`/showroom/${item.id}`);
    expect(status).toBe(200);
    const url = `${origin}/showroom/${item.slug}`;
    expect(head.title).toBe("Harbour posters · Mara Lind · Atelier");
    expect(one(head, "og:title")).toBe(head.title);
    // Shortened on a word to what search results show.
    expect(one(head, "description")).toBe(describeText(DESCRIPTION));
    expect(one(head, "description")).toMatch(/^Three posters .* set in a…$/);
    expect(head.links.canonical).toBe(url);
    expect(one(head, "og:url")).toBe(url);
    expect(one(head, "og:type")).toBe("article");
    expect(one(head, "og:image")).toMatch(
      new RegExp(`^${origin}/api/v1/showroom/items/${item.id}/share_image\\?v=\\w+$`),
    );
    expect(one(head, "og:image:width")).toBe(String(SHARE_IMAGE_SIZE.width));
    expect(one(head, "og:image:height")).toBe(String(SHARE_IMAGE_SIZE.height));
    expect(one(head, "twitter:card")).toBe("summary_large_image");
    expect(head.meta.robots).toBeUndefined();
    expect(head.structured).toEqual([
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        name: "Harbour posters",
        url,
        image: one(head, "og:image"),
        creator: expect.objectContaining({ "@type": "Person", name: "Mara Lind" }),
      }),
    ]);
  });

  it("answers the share picture it names", async () => {
    const item = await buildItem(db, { title: "Picture for links" });
    const { head } = await visit(`/showroom/${item.slug}`);
    const picture = await ctx.app.inject({ url: (one(head, "og:image") ?? "").slice(origin.length) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\//);
  });

  it("falls back to a sentence naming the work and its maker when it has no description", async () => {
    const owner = await buildUser(db, { name: "Noah Field" });
    const item = await buildItem(db, { ownerId: owner.id, title: "Untitled grid", description: null });
    const { head } = await visit(`/showroom/${item.slug}?lang=de`);
    expect(one(head, "description")).toBe("„Untitled grid“ von Noah Field auf Atelier.");
  });

  it("keeps a draft out of search engines for its owner, and is the not-found page to anyone else", async () => {
    const owner = await buildSignedInUser(db, { name: "Drafting Owner" });
    const item = await buildItem(db, { ownerId: owner.user.id, title: "Work in progress", status: "draft" });
    const own = await visit(`/showroom/${item.slug}`, { cookie: `authToken=${owner.token}` });
    expect(own.status).toBe(200);
    expect(own.head.title).toBe("Work in progress · Drafting Owner · Atelier");
    expect(own.head.meta.robots).toEqual(["noindex"]);

    const visitor = await visit(`/showroom/${item.slug}`);
    expect(visitor.status).toBe(404);
    expect(visitor.head.meta.robots).toEqual(["noindex"]);
    expect(visitor.head.raw).not.toContain("Work in progress");
  });
});

describe("a gallery item's head", () => {
  it("is addressed and pictured as a gallery item", async () => {
    const item = await buildItem(db, { type: "gallery", title: "Sketchbook pages" });
    const { status, head } = await visit(`/gallery/${item.slug}`);
    expect(status).toBe(200);
    expect(head.links.canonical).toBe(`${origin}/gallery/${item.slug}`);
    expect(one(head, "og:image")).toContain(`/api/v1/gallery/items/${item.id}/share_image?v=`);
    // A gallery item's address never shows a showroom item, nor the other way round.
    expect((await visit(`/showroom/${item.slug}`)).status).toBe(404);
  });
});

describe("the showroom's head", () => {
  it("is listed, and a field's page is titled by the field in the reader's language", async () => {
    const all = await visit("/showroom");
    expect(all.status).toBe(200);
    expect(all.head.title).toBe("Showroom · Atelier");
    expect(all.head.meta.robots).toBeUndefined();

    const [field] = await db.select().from(creativeFields).orderBy(asc(creativeFields.id)).limit(1);
    const inField = await visit(`/showroom/field/${field.id}?lang=de`);
    expect(inField.status).toBe(200);
    expect(inField.head.title).toBe(`Showroom: ${field.nameDe} · Atelier`);
    expect(inField.head.links.canonical).toBe(`${origin}/showroom/field/${field.id}?lang=de`);

    expect((await visit("/showroom/field/999999")).status).toBe(404);
  });

  it("draws the first page of items on the server, with their pictures' widths", async () => {
    const item = await buildItem(db, { title: "Server drawn poster" });
    const { body } = await visit("/showroom?sort=newest");
    expect(body).toContain("Server drawn poster");
    expect(body).toContain(`href="/showroom/${item.slug}"`);
    expect(body).toMatch(/<img [^>]*srcSet="[^"]+ 320w/);
  });
});
