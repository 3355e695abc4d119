import { fillPattern, ROUTES, routesOpenTo } from "@atelier/common/paths";
import { describe, expect, it } from "vitest";
import { creations, opportunities } from "../server/src/db/schema/index.ts";
import { prepareUsers, withAppAndBrowser, withDatabase } from "./harness.ts";

/**
 * Every public path of spec 000 section 2, with sample ids where the path takes one: the one
 * prepared member is 1 (an unknown profile answers 404), and so is her opportunity (/jobs/1); her
 * items go by their slugs.
 */
const SAMPLE = { id: "1", slug: "1", galleryItemId: "sketchbook-pages", showroomItemId: "harbour-posters" };
const PUBLIC = routesOpenTo("public").map((name) => fillPattern(ROUTES[name].pattern, SAMPLE));

const e2e = withAppAndBrowser({}, async (dataDir) => {
  const ids = await prepareUsers(dataDir, [
    { email: "anna@example.test", password: "Sketchbook2026", complete: true, name: "Anna Becker" },
  ]);
  const published = {
    ownerId: ids["anna@example.test"]!,
    status: "published",
    seedRank: 1,
    publishedAt: new Date(),
  } as const;
  await withDatabase(dataDir, async (db) => {
    await db.insert(creations).values([
      { ...published, type: "showroom", slug: SAMPLE.showroomItemId, title: "Harbour posters" },
      { ...published, type: "gallery", slug: SAMPLE.galleryItemId, title: "Sketchbook pages" },
    ]);
    await db.insert(opportunities).values({
      ownerId: published.ownerId,
      kind: "job",
      slug: "poster-designer",
      title: "Poster designer",
      status: "published",
      publishedAt: published.publishedAt,
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
  });
});

describe.each(["en", "de"] as const)("public routes in %s", (locale) => {
  it.each(PUBLIC)("%s renders, hydrates and speaks the language", async (path) => {
    const context = await e2e.browser.newContext();
    await context.addCookies([{ name: "locale", value: locale, url: e2e.app.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const res = await page.goto(e2e.app.url + path);
    expect(res?.status()).toBe(200);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe(locale);
    await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toContain("Atelier");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });
});
