import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../server/src/seed/demo/people.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import { contextsOf, fill, horizontalOverflow, keepScreenshot, watchPageErrors, withAppAndBrowser } from "./harness.ts";

// The app starts with the whole demo world, whose pictures take a while to draw.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000, testTimeout: 120_000 });

const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, undefined, { readyWithinMs: DEMO_READY_MS });
const { visitor, signedIn } = contextsOf(e2e, DEMO_PASSWORD);
const MARA = { email: "mara@demo.atelier.app", slug: "mara-lindqvist" };
const TEXTS = { en, de } as const;
type Language = keyof typeof TEXTS;

const shot = (page: Page, name: string) => keepScreenshot(page, `showroom-home-${name}.png`, { fullPage: true });

/** The titles of the cards in a list, in order: each card's first link is its item's, the title its last part. */
async function titlesIn(page: Page, list: string): Promise<string[]> {
  await page.getByRole("list", { name: list, exact: true }).first().waitFor();
  return page.evaluate<string[]>(
    `[...(document.querySelector(${JSON.stringify(`ul[aria-label="${list}"]`)})?.children ?? [])].map(
      (card) => card.querySelector("a")?.lastElementChild?.textContent?.trim() ?? "")`,
  );
}

describe("the home page", () => {
  it.each([
    ["en", 1280],
    ["de", 360],
  ] as const)(
    "shows the demo world's explore items, creatives and featured field (%s, %i px)",
    async (language, width) => {
      const texts = TEXTS[language as Language];
      const context = await visitor({ language, width });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await open(page, "/");

      const showroom = page.getByRole("region", { name: texts.home.showroom.title });
      const items = showroom.getByRole("list", { name: texts.home.showroom.title }).getByRole("listitem");
      await expect.poll(() => items.count()).toBe(8);
      await expect(items.first().getByRole("link").first().getAttribute("href")).resolves.toMatch(
        /^\/showroom\/[\w-]+$/,
      );

      const creatives = page.getByRole("region", { name: texts.home.creatives.title }).getByRole("listitem");
      await expect.poll(() => creatives.count()).toBe(8);
      await expect(creatives.first().getByRole("link").last().getAttribute("href")).resolves.toMatch(/^\/profile\//);

      // The field in the spotlight, as the API names it in this language, with its work and its people.
      const current = await context.request.get("/api/v1/creative_fields/featured");
      const body = await current.json();
      const field = body.included.find((r: { type: string }) => r.type === "creative_fields");
      const featured = page.getByRole("region", { name: texts.home.featured.title });
      await featured.getByRole("heading", { level: 3, name: field.attributes.name }).waitFor();
      const works = featured.getByRole("list", { name: texts.featured.worksLabel }).getByRole("listitem");
      await expect.poll(() => works.count()).toBe(body.data.relationships.creations.data.length);
      await expect(
        featured.getByRole("list", { name: texts.featured.creativesLabel }).getByRole("listitem").count(),
      ).resolves.toBe(body.data.relationships.creatives.data.length);

      // The shelves' buttons lead to the real pages.
      await expect(
        showroom.getByRole("link", { name: texts.home.showroom.viewAll }).getAttribute("href"),
      ).resolves.toBe("/showroom");
      await expect(
        featured.getByRole("link", { name: texts.home.featured.viewAll }).getAttribute("href"),
      ).resolves.toBe("/featured");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `${language}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("asks a visitor to join, and gives a member their own home instead", async () => {
    const guest = await visitor({ language: "en", width: 1280 });
    const guestPage = await guest.newPage();
    await open(guestPage, "/");
    await guestPage.getByRole("link", { name: en.home.hero.signup }).first().waitFor();
    await guestPage.getByRole("heading", { name: en.home.cta.title }).waitFor();
    await guest.close();

    const member = await signedIn(MARA.email, { language: "en", width: 1280 });
    const page = await member.newPage();
    await open(page, "/");
    await page.getByRole("heading", { level: 1, name: "Welcome back, Mara" }).waitFor();
    expect(await page.getByRole("link", { name: en.home.hero.signup }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: en.home.cta.title }).count()).toBe(0);
    await member.close();
  });

  it("lists the featured fields on /featured, the one on now first", async () => {
    const context = await visitor({ width: 360, language: "de" });
    const page = await context.newPage();
    await open(page, "/featured");
    const periods = (await (await context.request.get("/api/v1/featured_periods")).json()).data;
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect.poll(() => headings.count()).toBeGreaterThanOrEqual(periods.length);
    const names = await headings.allTextContents();
    const current = (await (await context.request.get("/api/v1/creative_fields/featured")).json()).included.find(
      (r: { type: string }) => r.type === "creative_fields",
    );
    expect(names[0]).toBe(current.attributes.name);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "featured-de-360");
    await context.close();
  });
});

describe("a profile's showroom", () => {
  it("shows a visitor the published items, no drafts", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, `/profile/${MARA.slug}?tab=showroom`);
    const listed = (await (await context.request.get(`/api/v1/users/${MARA.slug}/showroom_items`)).json()).data;
    const titles = await titlesIn(page, en.profile.tabs.showroom);
    expect(titles).toEqual(listed.map((item: { attributes: { title: string } }) => item.attributes.title));
    expect(listed.every((item: { attributes: { status: string } }) => item.attributes.status === "published")).toBe(
      true,
    );
    await expect(page.getByText(en.showroom.card.draft, { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it.each([
    ["en", 1280],
    ["de", 360],
  ] as const)(
    "lets the owner move an item with the keyboard, and keeps the order (%s, %i px)",
    async (language, width) => {
      const texts = TEXTS[language as Language];
      const context = await signedIn(MARA.email, { language, width });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await open(page, "/profile?tab=showroom");
      const list = texts.profile.tabs.showroom;
      await page.getByRole("link", { name: texts.profile.showroom.add.showroom }).waitFor();
      await expect(page.getByText(texts.showroom.card.draft, { exact: true }).first().isVisible()).resolves.toBe(true);
      const before = await titlesIn(page, list);
      expect(before.length).toBeGreaterThan(2);

      const handle = page.getByRole("button", { name: fill(texts.profile.showroom.handle, { title: before[0] }) });
      await handle.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
      // Each step is announced to screen readers.
      const announced = (position: number) =>
        page
          .getByText(
            fill(texts.profile.showroom.movedTo, {
              title: before[0],
              position: String(position),
              count: String(before.length),
            }),
          )
          .waitFor({ state: "attached" });
      // The lifted card is over its own place once the grid has measured the places; an arrow before
      // then moves nothing.
      await announced(1);
      // dnd-kit's keyboard sensor listens for the arrows from a timer set as the card is lifted: a key
      // pressed before that timer has run is lost, which a busy machine made happen now and then.
      await page.evaluate("new Promise((resolve) => setTimeout(resolve))");
      // The next place: beside the first card on a wide screen, below it in the phone's one column.
      await page.keyboard.press(width < 576 ? "ArrowDown" : "ArrowRight");
      await announced(2);
      await page.keyboard.press("Space");
      const moved = [before[1], before[0], ...before.slice(2)];
      await page.getByText(texts.profile.showroom.orderSaved).waitFor();
      expect(await titlesIn(page, list)).toEqual(moved);
      await shot(page, `owner-${language}-${width}`);

      await page.reload();
      await page.waitForLoadState("networkidle");
      expect(await titlesIn(page, list)).toEqual(moved);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
