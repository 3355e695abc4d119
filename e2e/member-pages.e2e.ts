import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../server/src/seed/demo/people.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import { contextsOf, horizontalOverflow, keepScreenshot, watchPageErrors, withAppAndBrowser } from "./harness.ts";

// The app starts with the whole demo world, whose pictures take a while to draw.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000, testTimeout: 120_000 });

const e2e = withAppAndBrowser({ SEED_DEMO: "true" });
const demo = contextsOf(e2e, DEMO_PASSWORD);

const shot = (page: Page, name: string) => keepScreenshot(page, `member-pages-${name}.png`);

interface Person {
  id: string;
  attributes: { name: string; slug: string };
}

/** What a page kept for members holds in its start data for the member still to come. */
const TO_COME = /member[\\"]+:[\\"]+to-come/;

/** The header's account menu of the member, however many requests it counts. */
const accountMenu = (label: string, me: Person) => new RegExp(`^${label.replace("{{name}}", me.attributes.name)}`);

/** The first of these pages the member gets as kept for all members. */
async function firstKept(context: BrowserContext, paths: string[]) {
  for (const path of paths) {
    const html = await (await context.request.get(path)).text();
    if (TO_COME.test(html)) return { path, html };
  }
  throw new Error(`None of ${paths.join(", ")} is kept for members.`);
}

/** The member signed in in this context, and the first of the people they follow whose page is kept. */
async function meAndFollowee(context: BrowserContext) {
  const me = (await (await context.request.get("/api/v1/me")).json()).data as Person;
  const followings = (await (await context.request.get(`/api/v1/users/${me.id}/followings`)).json()).data as Person[];
  const { path, html } = await firstKept(
    context,
    followings.map((person) => `/profile/${person.attributes.slug}`),
  );
  const followee = followings.find((person) => path.endsWith(`/${person.attributes.slug}`)) as Person;
  return { me, followee, path, html };
}

describe("a page kept for members", () => {
  it("is the same page for every member, and shows its reader their own standing once it has painted (en, 1280 px)", async () => {
    // A member with no co-creation waiting for their answer (that would be theirs alone to see).
    const context = await demo.signedIn("aoife-kelly@demo.atelier.app", { language: "en", width: 1280 });
    const { me, followee, path, html } = await meAndFollowee(context);

    // What the server sends names the profile's owner and none of its reader.
    expect(html).toContain(followee.attributes.name);
    expect(html).toMatch(TO_COME);
    expect(html).not.toContain(me.attributes.name);

    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, path);
    await page.getByRole("button", { name: accountMenu(en.layout.user.menu, me) }).waitFor();
    const follow = page.getByRole("button", { name: `${en.connections.follow.following} ${followee.attributes.name}` });
    await follow.waitFor();
    await shot(page, "profile-en");

    // Her own standing holds across a reload of the kept page: unfollowed, then followed again.
    await follow.click();
    const again = page.getByRole("button", { name: `${en.connections.follow.follow} ${followee.attributes.name}` });
    await again.waitFor();
    await open(page, path);
    await again.waitFor();
    await again.click();
    await follow.waitFor();
    await open(page, path);
    await follow.waitFor();

    // Her home, kept for all members too: its own part hydrates as drawn, then greets her by name.
    // That part's code is a chunk of its own, which may come after she has arrived: the heading
    // she is greeted in is still the server's, not one drawn afresh in its place.
    const home = await (await context.request.get("/")).text();
    expect(home).toMatch(TO_COME);
    await page.addInitScript({
      content: `document.addEventListener("DOMContentLoaded", () => { window.drawnTitle = document.getElementById("home-title"); });`,
    });
    // Its feed comes with the page, filled in for her as it was sent; the people beside it are read
    // while it hydrates, once.
    const homeReads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/api/v1/feed" || pathname === "/api/v1/creatives/to_follow") homeReads.push(pathname);
    });
    await open(page, "/");
    const firstName = me.attributes.name.split(" ")[0];
    await page.getByRole("heading", { level: 1, name: en.home.member.title.replace("{{name}}", firstName) }).waitFor();
    await expect(page.evaluate<boolean>(`window.drawnTitle === document.getElementById("home-title")`)).resolves.toBe(
      true,
    );
    await page.getByRole("list", { name: en.home.member.feed.title }).getByRole("link").first().waitFor();
    await page.getByRole("region", { name: en.home.member.toFollow.title }).getByRole("link").first().waitFor();
    expect(homeReads).toEqual(["/api/v1/creatives/to_follow"]);
    expect(errors).toEqual([]);
  });

  it("shows its reader their likes on an item's kept page and their header, in German on a 360 px phone", async () => {
    const context = await demo.signedIn("studio@demo.atelier.app", { language: "de", width: 360 });
    const me = (await (await context.request.get("/api/v1/me")).json()).data as Person;
    // An item he likes and did not make: one he made with others is rendered for him alone.
    const mine = await (await context.request.get("/api/v1/likes?include=co_creators")).json();
    const makers = new Set(
      (mine.included ?? [])
        .filter((r: { type: string }) => r.type === "co_creators")
        .filter((r: { attributes: { user_id: string } }) => r.attributes.user_id === me.id)
        .map((r: { id: string }) => r.id),
    );
    const liked = mine.data.filter(
      (item: {
        type: string;
        relationships: { owner: { data: { id: string } }; co_creators?: { data: { id: string }[] } };
      }) =>
        item.type === "showroom_items" &&
        item.relationships.owner.data.id !== me.id &&
        !(item.relationships.co_creators?.data ?? []).some((c) => makers.has(c.id)),
    ) as { attributes: { slug: string } }[];
    const { path, html } = await firstKept(
      context,
      liked.map((item) => `/showroom/${item.attributes.slug}`),
    );
    expect(html).not.toContain(me.attributes.name);

    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, path);
    await page.getByRole("button", { name: de.showroom.like.liked, pressed: true }).waitFor();
    await page.getByRole("button", { name: accountMenu(de.layout.user.menu, me) }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, "item-de-phone");
    // A video's thumbnail comes from YouTube, which a machine without the internet cannot reach.
    expect(errors.filter((error) => !error.includes("https://i.ytimg.com/"))).toEqual([]);
  });
});
