import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../server/src/seed/demo/people.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  type E2eSetting,
  elementsPastTheRightEdge,
  fill,
  horizontalOverflow,
  keepScreenshot,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

// The demo world, whose pictures are drawn as it starts.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000 });
const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, undefined, { readyWithinMs: DEMO_READY_MS });
const { visitor, signedIn } = contextsOf(e2e, DEMO_PASSWORD);

/** Four pictures and a YouTube video, by Oliver. */
const GAME = { slug: "ember-trail", title: "Ember Trail", pictures: 4, media: 5 };
const OLIVER = { email: "oliver@demo.atelier.app", name: "Oliver Grant" };
const MARA = { slug: "mara-lindqvist", name: "Mara Lindqvist" };

const shot = (page: Page, name: string, fullPage = false) =>
  keepScreenshot(page, `item-lightbox-${name}.png`, { fullPage });

const opener = (texts: typeof en, number: number) =>
  fill(texts.showroom.lightbox.open, {
    alt: fill(texts.showroom.item.mediumAlt, { title: GAME.title, number: String(number), count: String(GAME.media) }),
  });

const lightbox = (page: Page) => page.getByRole("dialog", { name: GAME.title });

/** Waits until the lightbox has faded in, for a picture of it. */
const shown = (page: Page) =>
  expect
    .poll(() => page.evaluate<string>('getComputedStyle(document.querySelector("[role=dialog]")).opacity'))
    .toBe("1");

/** The counter of the open lightbox, as it reads aloud. */
const position = (page: Page, texts: typeof en) =>
  lightbox(page)
    .getByText(new RegExp(`^${fill(texts.showroom.lightbox.position, { number: "\\d+", count: "\\d+" })}$`))
    .textContent();
const at = (texts: typeof en, number: number) =>
  fill(texts.showroom.lightbox.position, { number: String(number), count: String(GAME.pictures) });

/** Errors other than the video's still, which YouTube serves and a test machine may not reach. */
const offline = (error: string) => !error.includes("i.ytimg.com");

/** The accessible name of whatever holds the focus. */
const focused = (page: Page) =>
  page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label") ?? null');

/** A phone's context: a finger rather than a mouse. */
async function phone(setting: E2eSetting, language: "en" | "de"): Promise<BrowserContext> {
  const context = await setting.browser.newContext({
    baseURL: setting.app.url,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: "locale", value: language, url: setting.app.url }]);
  return context;
}

/** A finger drawn sideways across the middle of the screen, `dx` pixels. */
async function swipe(context: BrowserContext, page: Page, dx: number) {
  const cdp = await context.newCDPSession(page);
  const y = 400;
  const from = dx < 0 ? 300 : 75;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + (dx * step) / 6, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

describe("an item's pictures in the lightbox", () => {
  it("open full screen, page with the arrows, zoom to full size and give the focus back, on a desktop in English", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const lightboxCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/Lightbox-[^/]*\.js$/.test(request.url())) lightboxCode.push(request.url());
    });
    await open(page, `/showroom/${GAME.slug}`);
    await page.getByRole("heading", { level: 1, name: GAME.title }).waitFor();
    // Its code comes with the first opening, not with the page.
    expect(lightboxCode).toEqual([]);

    await page.getByRole("button", { name: opener(en, 1) }).click();
    await lightbox(page).waitFor();
    expect(lightboxCode).toHaveLength(1);
    // The pictures alone: the video keeps its card on the page.
    expect(await position(page, en)).toBe(at(en, 1));
    expect(await lightbox(page).getByText(`1 / ${GAME.pictures}`, { exact: true }).count()).toBe(1);
    await shown(page);
    await shot(page, "desktop-en");

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => position(page, en)).toBe(at(en, 2));
    const picture = lightbox(page).getByRole("img");
    expect(await picture.getAttribute("alt")).toBe(
      fill(en.showroom.item.mediumAlt, { title: GAME.title, number: "2", count: String(GAME.media) }),
    );
    // Round the ends, both ways.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => position(page, en)).toBe(at(en, GAME.pictures));
    await lightbox(page).getByRole("button", { name: en.showroom.lightbox.next }).click();
    await expect.poll(() => position(page, en)).toBe(at(en, 1));
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => position(page, en)).toBe(at(en, 2));

    // The widest rendition (1280 px) fits a window as wide: nothing to enlarge. In a narrower one it
    // shows at its own pixels, wider than the screen, and moves by dragging.
    const zoom = lightbox(page).getByRole("button", { name: en.showroom.lightbox.zoom });
    expect(await zoom.getAttribute("aria-disabled")).toBe("true");
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => zoom.getAttribute("aria-disabled")).toBeNull();
    await zoom.click();
    await lightbox(page).getByRole("button", { name: en.showroom.lightbox.fit }).waitFor();
    // Drawn at the widest rendition's own width, 1280 px, not fitted into the 1024 px window.
    const drawn = (el: unknown) => (el as { offsetWidth: number }).offsetWidth;
    await expect.poll(() => picture.evaluate(drawn)).toBe(1280);
    const stage = picture.locator("..");
    const scrolling = (el: unknown) => {
      const box = el as { scrollLeft: number; scrollWidth: number; clientWidth: number };
      return { left: box.scrollLeft, inner: box.scrollWidth, box: box.clientWidth };
    };
    const scrolled = () => stage.evaluate(scrolling);
    const before = await scrolled();
    expect(before.inner).toBeGreaterThan(before.box);
    // Zoomed by the button, the middle of the picture is in view.
    expect(before.left).toBeGreaterThan(0);
    const box = await stage.boundingBox();
    if (!box) throw new Error("the stage has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    const after = await scrolled();
    expect(after.left).toBeLessThan(before.left);
    // Dragged, not clicked: still at full size.
    await lightbox(page).getByRole("button", { name: en.showroom.lightbox.fit }).waitFor();
    // At full size the arrows move the picture instead of paging.
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await scrolled()).left).toBeGreaterThan(after.left);
    expect(await position(page, en)).toBe(at(en, 2));
    await shot(page, "zoomed-desktop-en");
    await lightbox(page).getByRole("button", { name: en.showroom.lightbox.fit }).click();
    await lightbox(page).getByRole("button", { name: en.showroom.lightbox.zoom }).waitFor();

    // The focus stays inside while it is open.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate<boolean>('document.querySelector("[role=dialog]").contains(document.activeElement)'),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(opener(en, 1));

    // By keyboard: Enter on a picture opens it, Escape brings the focus back to it.
    await page.getByRole("button", { name: opener(en, 3) }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => position(page, en)).toBe(at(en, 3));
    await page.keyboard.press("End");
    await expect.poll(() => position(page, en)).toBe(at(en, GAME.pictures));
    await page.keyboard.press("Escape");
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(opener(en, 3));
    expect(lightboxCode).toHaveLength(1);
    expect(errors.filter(offline)).toEqual([]);
    await context.close();
  });

  it("swipe on a 375 px phone in German, and close by their button", async () => {
    const context = await phone(e2e, "de");
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/showroom/${GAME.slug}`);
    await page.getByRole("heading", { level: 1, name: GAME.title }).waitFor();
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);

    await page.getByRole("button", { name: opener(de as typeof en, 1) }).tap();
    await lightbox(page).waitFor();
    expect(await position(page, de as typeof en)).toBe(at(de as typeof en, 1));
    await swipe(context, page, -200);
    await expect.poll(() => position(page, de as typeof en)).toBe(at(de as typeof en, 2));
    await shown(page);
    await shot(page, "phone-de");
    await swipe(context, page, 200);
    await expect.poll(() => position(page, de as typeof en)).toBe(at(de as typeof en, 1));
    // A tap shows the picture at full size, a second one fits it again.
    await lightbox(page).getByRole("img").tap();
    await lightbox(page).getByRole("button", { name: de.showroom.lightbox.fit }).waitFor();
    await shot(page, "zoomed-phone-de");
    await lightbox(page).getByRole("img").tap();
    await lightbox(page).getByRole("button", { name: de.showroom.lightbox.zoom }).waitFor();
    await lightbox(page).getByRole("button", { name: de.showroom.lightbox.close }).tap();
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(opener(de as typeof en, 1));
    expect(errors.filter(offline)).toEqual([]);
    await context.close();
  });
});

describe("an item's maker", () => {
  const published = (texts: typeof en) =>
    new RegExp(`^${fill(texts.showroom.item.published, { date: "\\d{1,2}\\.? [A-Za-zä]+ \\d{4}" })}$`);

  it("stands beside a follow button and the day it was published; a visitor's leads to the login", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    await open(page, `/showroom/${GAME.slug}`);
    const about = page.getByRole("complementary", { name: en.showroom.item.about });
    await about.getByRole("link", { name: OLIVER.name, exact: true }).waitFor();
    const follow = about.getByRole("link", { name: `${en.connections.follow.follow} ${OLIVER.name}` });
    expect(await follow.getAttribute("href")).toBe(`/login?returnTo=${encodeURIComponent(`/showroom/${GAME.slug}`)}`);
    await page.locator("header time").getByText(published(en)).waitFor();
    await about
      .locator("[data-like-count]")
      .getByText(/^\d+ likes?$/)
      .waitFor();
    await shot(page, "maker-desktop-en");
    await context.close();
  });

  it("is followed by a member in one click, on a 375 px phone in German; the maker sees no button", async () => {
    const context = await signedIn("jonas@demo.atelier.app", { language: "de", width: 375 });
    const page = await context.newPage();
    await open(page, `/showroom/${GAME.slug}`);
    const about = page.getByRole("complementary", { name: de.showroom.item.about });
    await page
      .locator("header time")
      .getByText(published(de as typeof en))
      .waitFor();
    const button = about.getByRole("button", {
      name: new RegExp(`^(${de.connections.follow.follow}|${de.connections.follow.following}) ${OLIVER.name}$`),
    });
    const before = await button.textContent();
    const answered = page.waitForResponse((r) => r.url().includes("/api/v1/followings"));
    await button.click();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => button.textContent()).not.toBe(before);
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await shot(page, "maker-phone-de", true);
    await context.close();

    const owner = await signedIn(OLIVER.email, { language: "en", width: 1280 });
    const own = await owner.newPage();
    await open(own, `/showroom/${GAME.slug}`);
    const aside = own.getByRole("complementary", { name: en.showroom.item.about });
    await aside.getByRole("link", { name: OLIVER.name, exact: true }).waitFor();
    expect(await aside.getByRole("button", { name: new RegExp(en.connections.follow.follow) }).count()).toBe(0);
    expect(await aside.getByRole("link", { name: new RegExp(en.connections.follow.follow) }).count()).toBe(0);
    await owner.close();
  });
});

/** A person (a client of the crowd) whose showroom shows nothing: with a person's tabs, but no work in them. */
async function personWithoutWork(context: BrowserContext): Promise<string> {
  const clients = await (await context.request.get("/api/v1/clients?page[size]=50")).json();
  for (const user of clients.data as { id: string; attributes: { kind: string; slug: string } }[]) {
    if (user.attributes.kind !== "private") continue;
    const items = await (await context.request.get(`/api/v1/users/${user.id}/showroom_items?page[size]=1`)).json();
    if (items.data.length === 0) return user.attributes.slug;
  }
  throw new Error("every client of the demo world shows work");
}

describe("a profile's first tab", () => {
  const selectedTab = (page: Page) => page.getByRole("tab", { selected: true }).textContent();

  it("is its work when it has published work, drawn so by the server, and About without", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/profile/${MARA.slug}`);
    expect(await selectedTab(page)).toBe(en.profile.tabs.showroom);
    await page.goto(`/profile/${await personWithoutWork(context)}`);
    expect(await selectedTab(page)).toBe(en.profile.tabs.about);
    await context.close();
  });

  it("is the same once the page runs, reached by a link without showing About first, and About stays one click away", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    await open(page, `/showroom/harbour-poster-series`);
    // Every tab the page ever shows as selected, from before the click on.
    await page.evaluate(`(() => {
      const seen = (window.seenTabs = []);
      new MutationObserver(() => {
        const tab = document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
        if (tab && seen[seen.length - 1] !== tab) seen.push(tab);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    await page
      .getByRole("complementary", { name: en.showroom.item.about })
      .getByRole("link", { name: MARA.name, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/profile/${MARA.slug}`);
    await page.getByRole("tabpanel").getByRole("link", { name: "Harbour poster series" }).first().waitFor();
    expect(await page.evaluate<string[]>("window.seenTabs")).toEqual([en.profile.tabs.showroom]);

    await page.getByRole("tab", { name: en.profile.tabs.about }).click();
    await page.waitForURL((url) => url.search === "?tab=about");
    await expect.poll(() => selectedTab(page)).toBe(en.profile.tabs.about);
    await page.getByRole("tab", { name: en.profile.tabs.showroom }).click();
    await page.waitForURL((url) => url.search === "?tab=showroom");
    await expect.poll(() => selectedTab(page)).toBe(en.profile.tabs.showroom);
    await shot(page, "profile-work-desktop-en");
    await context.close();
  });
});
