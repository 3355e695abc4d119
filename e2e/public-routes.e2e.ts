import { fillPattern, ROUTES, routesOpenTo } from "@atelier/common/paths";
import { describe, expect, it } from "vitest";
import { prepareUsers, withAppAndBrowser } from "./harness.ts";

/**
 * Every public path of spec 000 section 2, with sample ids where the path takes one: the one
 * prepared member is 1 (an unknown profile answers 404).
 */
const SAMPLE = { id: "1", slug: "1", galleryItemId: "1", showroomItemId: "1" };
const PUBLIC = routesOpenTo("public").map((name) => fillPattern(ROUTES[name].pattern, SAMPLE));

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareUsers(dataDir, [
    { email: "anna@example.test", password: "Sketchbook2026", complete: true, name: "Anna Becker" },
  ]),
);

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
