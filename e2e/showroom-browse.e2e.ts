import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  horizontalOverflow,
  keepScreenshot,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

// The demo world: its showroom, its people and their likes, as `npm start` shows them. Drawing its
// pictures at the start takes longer than a bare start.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000 });
const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, undefined, { readyWithinMs: DEMO_READY_MS });
const { visitor, signedIn } = contextsOf(e2e, "Atelier-Demo-2026");

const POSTERS = { slug: "harbour-poster-series", title: "Harbour poster series", owner: "Mara Lindqvist" };
const FILM = { slug: "werbefilm-draussen-zuhause", title: "Werbefilm „Draußen zuhause“" };

const shot = (page: Page, name: string) => keepScreenshot(page, `showroom-${name}.png`, { fullPage: true });

const grid = (page: Page, label: string) => page.getByRole("list", { name: label });

/** How many columns the grid's first cards take: the distinct left edges of its first row. */
async function columnsOf(page: Page, label: string): Promise<number> {
  const cards = grid(page, label).getByRole("listitem");
  await cards.first().waitFor();
  const boxes = await Promise.all((await cards.all()).slice(0, 6).map((card) => card.boundingBox()));
  return new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size;
}

/** Scrolls through the page so every lazy picture comes into view and loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForLoadState("networkidle");
}

describe("the showroom grid", () => {
  it("shows the demo world's work in 2 columns, then 4, kept for the next visit", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/showroom");
    await page.getByRole("heading", { level: 1, name: en.showroom.list.title }).waitFor();
    await page.getByText(/^\d+ items$/).waitFor();
    expect(await columnsOf(page, en.showroom.list.gridLabel)).toBe(2);
    // The first cards' pictures come with the page, in the widths the grid asks for, in a box of their own size.
    const cover = grid(page, en.showroom.list.gridLabel).locator("img").first();
    expect(await cover.getAttribute("srcset")).toMatch(/ 320w/);
    expect(await cover.getAttribute("width")).toMatch(/^\d+$/);
    await scrollThrough(page);
    await shot(page, "grid-2-desktop-en");

    await page
      .locator("label")
      .filter({ hasText: en.showroom.columns.option.replace("{{count}}", "4") })
      .click();
    await expect.poll(() => columnsOf(page, en.showroom.list.gridLabel)).toBe(4);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await columnsOf(page, en.showroom.list.gridLabel)).toBe(4);
    await scrollThrough(page);
    await shot(page, "grid-4-desktop-en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the search in the address: filters and sort go back to page 1, the back button undoes them", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    // As on a slow phone, the page for a new address is drawn well after the address shows it: a
    // keyword sent right after a new sort must still build on that sort.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await open(page, "/showroom?page=2");
    // However many pages the demo world fills, the second of them.
    const second = en.showroom.paging.page.replace("{{page}}", "2").split("{{pages}}");
    await page.getByText(new RegExp(`^${second[0]}\\d+${second[1]}$`)).waitFor();

    await page.getByLabel(en.showroom.sort.label).selectOption({ label: en.showroom.sort["1"] });
    await page.waitForURL((url) => url.search === "?sort=newest");

    await page.getByRole("searchbox", { name: en.showroom.filters.keyword }).fill("poster");
    await page.getByRole("searchbox", { name: en.showroom.filters.keyword }).press("Enter");
    await page.waitForURL((url) => url.search === "?q=poster&sort=newest");
    const cards = grid(page, en.showroom.list.gridLabel).getByRole("listitem");
    await expect.poll(() => cards.filter({ hasText: POSTERS.title }).count()).toBe(1);
    await page.getByRole("group", { name: en.showroom.filters.active }).getByText("“poster”").waitFor();

    // A field picked from the picker narrows the list further, and its chip removes it again.
    await page.getByRole("combobox", { name: en.showroom.filters.fields }).click();
    await page.getByRole("option", { name: "Illustration", exact: true }).click();
    await page.waitForURL((url) => /^\?field=\d+&q=poster&sort=newest$/.test(url.search));
    await page.getByRole("button", { name: en.profile.edit.removeNamed.replace("{{name}}", "Illustration") }).click();
    await page.waitForURL((url) => url.search === "?q=poster&sort=newest");

    await page.getByRole("searchbox", { name: en.showroom.filters.keyword }).fill("no such work anywhere");
    await page.getByRole("searchbox", { name: en.showroom.filters.keyword }).press("Enter");
    await page.getByText(en.showroom.list.noMatch.title).waitFor();
    await page.getByRole("button", { name: en.showroom.list.noMatch.action }).click();
    await page.waitForURL((url) => url.search === "?sort=newest");

    await page.goBack();
    await page.waitForURL((url) => url.search === "?q=no+such+work+anywhere&sort=newest");
    await page.getByText(en.showroom.list.noMatch.title).waitFor();
    await context.close();
  });

  it("draws the filters once the page has started, and keeps what is typed into them", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    // The filters' code is held back, as on a slow phone: the server drew their skeleton, no fields.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/ShowroomFilters-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/showroom", { waitUntil: "domcontentloaded" });
    const filters = page.getByRole("complementary", { name: en.showroom.filters.label });
    expect(await filters.locator("input").count()).toBe(0);

    release();
    const keyword = page.getByRole("searchbox", { name: en.showroom.filters.keyword });
    await keyword.fill("poster");
    const typedInto = await keyword.elementHandle();
    await page.getByLabel(en.showroom.sort.label).selectOption({ label: en.showroom.sort["1"] });
    await page.waitForURL((url) => url.search === "?sort=newest");
    // The same field, with what was typed: nothing drew the filters anew.
    expect(await keyword.evaluate((field, before) => field === before, typedInto)).toBe(true);
    expect(await keyword.inputValue()).toBe("poster");
    // Sent at once after the sort, the keyword joins it.
    await keyword.press("Enter");
    await expect.poll(() => new URL(page.url()).search).toBe("?q=poster&sort=newest");
    await expect
      .poll(() =>
        grid(page, en.showroom.list.gridLabel).getByRole("listitem").filter({ hasText: POSTERS.title }).count(),
      )
      .toBe(1);
    await context.close();
  });

  it("is one column on a 360 px phone in German, its filters in a drawer", async () => {
    const context = await visitor({ language: "de", width: 360 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/showroom");
    await page.getByRole("heading", { level: 1, name: de.showroom.list.title }).waitFor();
    expect(await columnsOf(page, de.showroom.list.gridLabel)).toBe(1);
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await scrollThrough(page);
    await shot(page, "grid-phone-de");

    await page.getByRole("button", { name: de.showroom.filters.open }).click();
    const drawer = page.getByRole("dialog", { name: de.showroom.filters.label });
    await drawer.getByRole("searchbox", { name: de.showroom.filters.keyword }).fill("Plakat");
    await drawer.getByRole("searchbox", { name: de.showroom.filters.keyword }).press("Enter");
    await page.waitForURL((url) => url.search === "?q=Plakat");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an item's page", () => {
  it("shows the work, its maker, fields and neighbours, and loads a player only when asked", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/showroom/${POSTERS.slug}`);
    await page.getByRole("heading", { level: 1, name: POSTERS.title }).waitFor();
    const about = page.getByRole("complementary", { name: en.showroom.item.about });
    await about.getByRole("link", { name: POSTERS.owner, exact: true }).waitFor();
    await about.getByRole("region", { name: en.showroom.item.fields }).getByText("Illustration").waitFor();
    // A visitor's like leads to the login, which brings them back.
    expect(await about.getByRole("link", { name: en.showroom.like.like }).getAttribute("href")).toBe(
      `/login?returnTo=${encodeURIComponent(`/showroom/${POSTERS.slug}`)}`,
    );
    const first = page.getByRole("list", { name: en.showroom.item.media }).locator("img").first();
    expect(await first.getAttribute("srcset")).toMatch(/ 1280w/);
    await scrollThrough(page);
    await page.getByRole("heading", { name: en.showroom.item.related }).waitFor();
    await shot(page, "item-desktop-en");

    await open(page, `/showroom/${FILM.slug}`);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: /Play the video \(Vimeo\)/ }).click();
    expect(await page.locator("iframe").getAttribute("src")).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?/);

    // The owner's neighbouring item is one click away, and back.
    const neighbours = page.getByRole("navigation", { name: /More by/ });
    await neighbours.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname !== `/showroom/${FILM.slug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(errors.filter((e) => !e.includes("vimeo"))).toEqual([]);
    await context.close();
  });

  it("reads well on a 360 px phone in German", async () => {
    const context = await visitor({ language: "de", width: 360 });
    const page = await context.newPage();
    await open(page, `/showroom/${FILM.slug}`);
    await page.getByRole("heading", { level: 1, name: FILM.title }).waitFor();
    await page.getByRole("region", { name: de.showroom.item.coCreators }).waitFor();
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await scrollThrough(page);
    await shot(page, "item-phone-de");
    await context.close();
  });

  it("is the not-found page for an item nobody published", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const reply = await page.goto("/showroom/no-such-item");
    expect(reply?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: en.pages.notFound.title }).waitFor();
    await context.close();
  });
});

/** The item's like button, liked or not, in the page's language. */
const likeButton = (page: Page, texts: typeof en) =>
  page.getByRole("button", { name: new RegExp(`^(${texts.showroom.like.like}|${texts.showroom.like.liked})$`) });

/** Likes the item the page shows, from wherever it stands; answers the count the page shows after. */
async function like(page: Page, texts: typeof en): Promise<number> {
  const button = likeButton(page, texts);
  const answered = (method: string) =>
    page.waitForResponse((r) => r.url().includes("/api/v1/likes/") && r.request().method() === method);
  if ((await button.getAttribute("aria-pressed")) === "true") {
    const unliked = answered("DELETE");
    await button.click();
    await unliked;
  }
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe("false");
  const count = async () => Number((await page.locator("[data-like-count]").textContent())?.split(" ")[0]);
  const before = await count();
  const liked = answered("PATCH");
  await button.click();
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
  expect((await liked).status()).toBe(200);
  expect(await count()).toBe(before + 1);
  return before + 1;
}

describe("a like", () => {
  it("shows on the item, among its premium owner's likers and in the liker's favourites, on a desktop in English", async () => {
    const context = await signedIn("jonas@demo.atelier.app", { language: "en", width: 1280 });
    const page = await context.newPage();
    await open(page, `/showroom/${POSTERS.slug}`);
    const count = await like(page, en);
    // Who liked it is the owner's to see: Jonas sees the count alone.
    expect(await page.getByRole("button", { name: `${count} likes` }).count()).toBe(0);

    const owner = await signedIn("mara@demo.atelier.app", { language: "en", width: 1280 });
    const ownersPage = await owner.newPage();
    await open(ownersPage, `/showroom/${POSTERS.slug}`);
    await ownersPage.getByRole("button", { name: `${count} likes` }).click();
    const likers = ownersPage.getByRole("dialog", {
      name: en.showroom.like.likersTitle.replace("{{title}}", POSTERS.title),
    });
    await likers.getByRole("link", { name: "Jonas Reiter" }).first().waitFor();
    await shot(ownersPage, "likers-desktop-en");
    await owner.close();

    await open(page, "/favourites");
    await page.getByRole("heading", { level: 1, name: en.favourites.title }).waitFor();
    await grid(page, en.favourites.gridLabel).getByRole("link", { name: POSTERS.title }).waitFor();
    // The filters stand in a column left of the grid, as on the showroom, and the grid takes the page's columns.
    const filters = await page.getByRole("complementary", { name: en.showroom.filters.label }).boundingBox();
    const items = await grid(page, en.favourites.gridLabel).boundingBox();
    expect(filters && items && filters.x + filters.width).toBeLessThan(items?.x ?? 0);
    expect(await columnsOf(page, en.favourites.gridLabel)).toBe(2);
    await scrollThrough(page);
    await shot(page, "favourites-desktop-en");
    await context.close();
  });

  it("shows in the favourites of a second member on a 360 px phone in German", async () => {
    const context = await signedIn("lena@demo.atelier.app", { language: "de", width: 360 });
    const page = await context.newPage();
    await open(page, `/showroom/${FILM.slug}`);
    await like(page, de as typeof en);
    await open(page, "/favourites");
    await page.getByRole("heading", { level: 1, name: de.favourites.title }).waitFor();
    await grid(page, de.favourites.gridLabel).getByRole("link", { name: FILM.title }).waitFor();
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await shot(page, "favourites-phone-de");
    await context.close();
  });
});
