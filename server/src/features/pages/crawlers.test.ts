import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildItem } from "../../../test/creations.ts";
import { buildBlock, buildProfile, buildUser } from "../../../test/factories.ts";
import { opportunities, users } from "../../db/schema/index.ts";

const APP_URL = "https://atelier.example";
const ctx = await createTestContext({ APP_URL, SITEMAP_PAGE_SIZE: "2" });
const { db } = ctx.deps;

const get = (url: string) => ctx.app.inject({ url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

async function profileOf(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  const profile = await buildProfile(db, { userId: user.id });
  return { user, url: `${APP_URL}/profile/${profile.slug}` };
}

/** Every address the sitemap offers, following the index through its files. */
async function listedAddresses(): Promise<string[]> {
  const root = await get("/sitemap.xml");
  expect(root.statusCode).toBe(200);
  if (!root.body.includes("<sitemapindex")) return locs(root.body);
  const files = locs(root.body);
  const pages = await Promise.all(files.map((file) => get(file.slice(APP_URL.length))));
  for (const page of pages) {
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<urlset");
  }
  return pages.flatMap((page) => locs(page.body));
}

const listedProfiles = async () => (await listedAddresses()).filter((l) => l.includes("/profile/"));

describe("GET /robots.txt", () => {
  it("keeps crawlers off the API and one's own screens, lets them fetch shared pictures and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = res.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /api/",
        "Allow: /api/v1/users/*/share_image",
        "Disallow: /settings",
        "Disallow: /messages",
        "Disallow: /password-reset",
        "Disallow: /signup",
        // The own profile's address, not the public profiles beneath it.
        "Disallow: /profile$",
        "Disallow: /jobs/*/edit",
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((l) => l.startsWith("Disallow: /profile"))).toEqual(["Disallow: /profile$"]);
    expect(lines).not.toContain("Disallow: /about");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the fixed pages and public profiles with their languages while they fit one file", async () => {
    const { url } = await profileOf();
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(res.body)).toEqual(expect.arrayContaining([`${APP_URL}/`, `${APP_URL}/about`, url]));
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${url}?lang=de"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url}"/>`);
    expect(res.body).toMatch(new RegExp(`<loc>${url}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod>`));
  });

  it("leaves out private, hidden, deactivated and unconfirmed accounts", async () => {
    const shown = await profileOf();
    const members = await profileOf({ profileVisibility: "members" });
    const connections = await profileOf({ profileVisibility: "connections" });
    const incomplete = await profileOf({ complete: false });
    const unconfirmed = await profileOf({ confirmedAt: null });
    const gone = await profileOf();
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));

    const listed = await listedProfiles();
    expect(listed).toContain(shown.url);
    for (const hidden of [members, connections, incomplete, unconfirmed, gone])
      expect(listed).not.toContain(hidden.url);
  });

  it("becomes an index of files of two profiles each when more are listed, each profile in one file", async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push((await profileOf()).url);
    const root = await get("/sitemap.xml");
    expect(root.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(root.body);
    expect(files[0]).toBe(`${APP_URL}/sitemaps/pages.xml`);
    const profileFiles = files.filter((file) => file.includes("/profiles-"));
    expect(profileFiles).toEqual(profileFiles.map((_, i) => `${APP_URL}/sitemaps/profiles-${i + 1}.xml`));

    const pages = await get("/sitemaps/pages.xml");
    expect(locs(pages.body)).toEqual(expect.arrayContaining([`${APP_URL}/`, `${APP_URL}/pricing`]));
    const first = await get("/sitemaps/profiles-1.xml");
    expect(locs(first.body)).toHaveLength(2);

    const listed = await listedProfiles();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(made));
  });

  it("lists the published showroom and gallery items of owners visitors may see, each once", async () => {
    const owner = await buildUser(db);
    const showroom = await buildItem(db, { ownerId: owner.id, slug: "sitemap-poster" });
    const gallery = await buildItem(db, { ownerId: owner.id, type: "gallery", slug: "sitemap-sketch" });
    await buildItem(db, { ownerId: owner.id, status: "draft", slug: "sitemap-draft" });
    await buildItem(db, {
      ownerId: (await buildUser(db, { profileVisibility: "members" })).id,
      slug: "sitemap-members",
    });
    const blocker = await buildUser(db);
    await buildBlock(db, { blockerId: blocker.id, blockedId: owner.id });
    await buildItem(db, { ownerId: blocker.id, slug: "sitemap-blocker" });
    const gone = await buildUser(db, { deactivatedAt: new Date() });
    await buildItem(db, { ownerId: gone.id, slug: "sitemap-gone" });

    const listed = await listedAddresses();
    expect(listed).toEqual(
      expect.arrayContaining([
        `${APP_URL}/showroom/${showroom.slug}`,
        `${APP_URL}/gallery/${gallery.slug}`,
        `${APP_URL}/showroom/sitemap-blocker`,
      ]),
    );
    for (const slug of ["sitemap-draft", "sitemap-members", "sitemap-gone"]) {
      expect(
        listed.some((l) => l.endsWith(`/${slug}`)),
        slug,
      ).toBe(false);
    }
    const items = listed.filter((l) => /\/(showroom|gallery)\//.test(l));
    expect(new Set(items).size).toBe(items.length);
    const root = await get("/sitemap.xml");
    expect(locs(root.body)).toContain(`${APP_URL}/sitemaps/items-1.xml`);
  });

  it("lists the opportunities on the board of owners visitors may see, and no other", async () => {
    const owner = await buildUser(db);
    const day = 24 * 60 * 60 * 1000;
    const opportunity = (slug: string, values: Partial<typeof opportunities.$inferInsert> = {}) =>
      db.insert(opportunities).values({
        ownerId: owner.id,
        slug,
        kind: "job",
        title: slug,
        status: "published",
        publishedAt: new Date(Date.now() - day),
        expiresAt: new Date(Date.now() + 10 * day),
        ...values,
      });
    await opportunity("sitemap-job");
    await opportunity("sitemap-job-draft", { status: "drafted", publishedAt: null, expiresAt: null });
    await opportunity("sitemap-job-expired", { expiresAt: new Date(Date.now() - day) });
    await opportunity("sitemap-job-cancelled", { cancelledAt: new Date() });
    await opportunity("sitemap-job-members", {
      ownerId: (await buildUser(db, { profileVisibility: "members" })).id,
    });

    const listed = await listedAddresses();
    expect(listed).toContain(`${APP_URL}/jobs/sitemap-job`);
    for (const slug of ["sitemap-job-draft", "sitemap-job-expired", "sitemap-job-cancelled", "sitemap-job-members"]) {
      expect(listed, slug).not.toContain(`${APP_URL}/jobs/${slug}`);
    }
    const root = await get("/sitemap.xml");
    expect(locs(root.body)).toContain(`${APP_URL}/sitemaps/opportunities-1.xml`);
    expect((await get("/sitemaps/opportunities-999.xml")).statusCode).toBe(404);
  });

  it("answers 404 past the last file and for a page that is no number", async () => {
    expect((await get("/sitemaps/items-999.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/profiles-999.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/profiles-0.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/profiles-x.xml")).statusCode).toBe(404);
  });
});
