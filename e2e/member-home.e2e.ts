import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../server/src/seed/demo/people.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

// The app starts with the whole demo world, whose pictures take a while to draw.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000, testTimeout: 120_000 });

const NEWCOMER = { email: "nora.neu@example.test", name: "Nora Neumann", password: "Fresh-Start-2026" };
const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, (dataDir) =>
  prepareMembers(dataDir, [{ ...NEWCOMER, complete: true, city: "Hamburg" }]),
);
const demo = contextsOf(e2e, DEMO_PASSWORD);
const fresh = contextsOf(e2e, NEWCOMER.password);

const shot = (page: Page, name: string) => keepScreenshot(page, `member-home-${name}.png`);

/** The titles of the cards in a grid, in order: each card's first link is its item's, the title its last part. */
const titlesIn = (page: Page, list: string) =>
  page.evaluate<string[]>(
    `[...(document.querySelector(${JSON.stringify(`ul[aria-label="${list}"]`)})?.children ?? [])].map(
      (card) => card.querySelector("a")?.lastElementChild?.textContent?.trim() ?? "")`,
  );

describe("a member's home", () => {
  it("shows Mara what waits for her and her network's new work, more as she scrolls (en, 1280 px)", async () => {
    const context = await demo.signedIn("mara@demo.atelier.app", { language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/");

    await page.getByRole("heading", { level: 1, name: "Welcome back, Mara" }).waitFor();
    const me = (await (await context.request.get("/api/v1/me")).json()).data.attributes;
    if (me.incoming_connection_requests_count > 0) {
      const requests = page.getByRole("link", { name: /connection request/ });
      await expect(requests.getAttribute("href")).resolves.toBe("/connections/received");
    }

    const feed = (await (await context.request.get("/api/v1/feed")).json()) as {
      data: { attributes: { title: string } }[];
      links: { next: string | null };
    };
    expect(feed.data.length).toBe(12);
    const list = en.home.member.feed.title;
    await expect.poll(() => titlesIn(page, list)).toEqual(feed.data.map((item) => item.attributes.title));

    // The next page comes as the end of the list scrolls into view, or by its button.
    expect(feed.links.next).not.toBeNull();
    await page.getByRole("button", { name: en.home.member.feed.more }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await titlesIn(page, list)).length).toBeGreaterThan(12);
    const titles = await titlesIn(page, list);
    expect(new Set(titles).size).toBe(titles.length);

    const aside = page.getByRole("region", { name: en.home.member.toFollow.title });
    await expect.poll(() => aside.getByRole("listitem").count()).toBeGreaterThan(0);
    await expect(
      aside
        .getByRole("button", { name: new RegExp(en.connections.follow.follow) })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const shortcuts = page.getByRole("navigation", { name: en.home.member.shortcuts.title });
    await expect(
      shortcuts.getByRole("link", { name: en.home.member.shortcuts.favourites }).getAttribute("href"),
    ).resolves.toBe("/favourites");
    await expect(page.getByRole("link", { name: en.home.member.share }).first().getAttribute("href")).resolves.toBe(
      "/showroom/new",
    );
    expect(await page.getByRole("link", { name: en.home.hero.signup }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: en.home.cta.title }).count()).toBe(0);

    await page.getByRole("heading", { level: 2, name: en.home.featured.title }).waitFor();
    await page.evaluate("window.scrollTo(0, 0)");
    await shot(page, "mara-en-1280");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("comes with the studio's first feed cards in the page itself, and reads no feed after it (en, 412 px)", async () => {
    const context = await demo.signedIn("studio@demo.atelier.app", { language: "en", width: 412 });
    const feed = (await (await context.request.get("/api/v1/feed")).json()) as {
      data: { attributes: { title: string; slug: string } }[];
    };
    // The page as it is sent, before any of its code runs: the feed's place holds the first cards.
    const sent = await (await context.request.get("/")).text();
    const place = /data-feed-slot="">(.*?)<\/div><\/section>/s.exec(sent)?.[1] ?? "";
    for (const item of feed.data.slice(0, 4)) expect(place).toContain(item.attributes.slug);
    expect(sent).toContain('id="brought-feed"');

    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const firstPageReads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v1/feed" && !url.searchParams.has("page[cursor]")) firstPageReads.push(url.href);
    });
    await open(page, "/");
    const list = en.home.member.feed.title;
    await expect.poll(() => titlesIn(page, list)).toEqual(feed.data.map((item) => item.attributes.title));
    expect(firstPageReads).toEqual([]);

    // The cards the browser drew in the server's place are live: the first opens its item.
    const first = page.getByRole("list", { name: list }).getByRole("link", { name: feed.data[0].attributes.title });
    await first.click();
    await page.waitForURL(new RegExp(`/${feed.data[0].attributes.slug}$`));
    await shot(page, "studio-item-en-412");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a newcomer with creatives to follow, whose work fills the feed at a click (de, 360 px)", async () => {
    const context = await fresh.signedIn(NEWCOMER.email, { language: "de", width: 360 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/");

    await page.getByRole("heading", { level: 1, name: "Willkommen zurück, Nora" }).waitFor();
    await page.getByText(de.home.member.caughtUp).waitFor();
    const start = page.getByRole("region", { name: de.home.member.start.title });
    const people = start.getByRole("listitem");
    await expect.poll(() => people.count()).toBeGreaterThan(1);
    expect(await page.getByRole("list", { name: de.home.member.feed.title }).count()).toBe(0);
    await shot(page, "newcomer-de-360");

    const first = people.first();
    const name = (await first.getByRole("link").first().textContent())?.trim() ?? "";
    await first.getByRole("button", { name: new RegExp(de.connections.follow.follow) }).click();
    await first.getByRole("button", { name: new RegExp(de.connections.follow.following) }).waitFor();

    // Their work is in the feed now, and the start stays for the next follow.
    const feed = page.getByRole("list", { name: de.home.member.feed.title });
    await expect.poll(() => feed.getByRole("listitem").count()).toBeGreaterThan(0);
    await expect(feed.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    expect(await people.count()).toBeGreaterThan(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "newcomer-following-de-360");
    expect(errors).toEqual([]);
    await context.close();
  });
});
