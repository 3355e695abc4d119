import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { creations } from "../server/src/db/schema/index.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  fill,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

// The demo world's showroom beside members of our own: one whose name has umlauts a visitor may
// type without them, and a family larger than a page of results.
vi.setConfig({ hookTimeout: 240_000 });
const PASSWORD = "Bridges-2026";
const PERSON = { email: "juergen@example.test", name: "Jürgen Brückner" };
const ITEM = { slug: "brueckenschlag", title: "Brückenschlag, a poster series" };
const FAMILY = Array.from({ length: 21 }, (_, i) => ({
  email: `morgenstern${i}@example.test`,
  name: `Alex Morgenstern ${String.fromCharCode(65 + i)}`,
}));
const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, (dataDir) =>
  prepareMembers(
    dataDir,
    [PERSON, ...FAMILY].map((member) => ({ ...member, password: PASSWORD, complete: true })),
    async (db, { ids }) => {
      await db.insert(creations).values({
        ownerId: ids[PERSON.email]!,
        type: "showroom",
        status: "published",
        slug: ITEM.slug,
        title: ITEM.title,
        seedRank: 1,
        publishedAt: new Date(),
      });
    },
  ),
);
const { visitor, signedIn } = contextsOf(e2e, PASSWORD);
const TEXTS = { en, de } as const;
type Language = keyof typeof TEXTS;

const shot = (page: Page, name: string) => keepScreenshot(page, `header-search-${name}.png`);

/** The words the page searches the users list for (by name or craft), from now on. */
function userSearches(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const words = url.searchParams.get("filter[with_user_keyword]");
    if (url.pathname === "/api/v1/users" && words !== null) calls.push(words);
  });
  return calls;
}

/** The header's search field on a desktop, or the drawer's on a phone once the burger opened it. */
async function searchField(page: Page, language: Language, where: "header" | "drawer") {
  const scope = where === "header" ? page.locator("header") : page.getByRole("dialog");
  const field = scope.locator("input[type=search]");
  const id = await field.getAttribute("id");
  expect(await scope.locator(`label[for="${id}"]`).textContent()).toBe(TEXTS[language].layout.search.label);
  return field;
}

async function withPage(context: BrowserContext, work: (page: Page, errors: string[]) => Promise<void>) {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await work(page, errors);
  expect(errors).toEqual([]);
  await context.close();
}

describe.each(["en", "de"] as const)("the header search in %s", (language) => {
  const t = TEXTS[language];

  it("suggests a person typed without umlauts; arrow down and Enter open the profile", async () => {
    await withPage(await visitor({ language }), async (page) => {
      const calls = userSearches(page);
      await open(page, "/");
      const field = await searchField(page, language, "header");
      await field.focus();
      await field.pressSequentially("   ", { delay: 40 });
      await page.waitForTimeout(500);
      // White space alone asks nothing.
      expect(calls).toEqual([]);
      await field.fill("");
      await field.pressSequentially("jurgen bruck", { delay: 60 });
      const listbox = page.getByRole("listbox", { name: t.search.suggestions.label });
      const option = listbox.getByRole("option", { name: new RegExp(PERSON.name) });
      await option.waitFor();
      await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
      // The words are looked up when typing pauses, not once per key: a busy machine may pause a few
      // times more, and show what the words typed so far found before the whole words are looked up.
      await expect.poll(() => calls.at(-1)).toBe("jurgen bruck");
      expect(calls.length).toBeLessThanOrEqual("jurgen bruck".length / 2);
      await shot(page, `suggestions-desktop-${language}`);

      await field.press("ArrowDown");
      const active = await field.getAttribute("aria-activedescendant");
      expect(active).toBeTruthy();
      expect(await page.locator(`[id="${active}"]`).textContent()).toContain(PERSON.name);
      await field.press("Enter");
      await page.waitForURL(/\/profile\//);
      await page.getByRole("heading", { level: 1, name: PERSON.name }).waitFor();
    });
  });

  it("sends the words to the results page with people and showroom items", async () => {
    await withPage(await visitor({ language }), async (page) => {
      await open(page, "/");
      const field = await searchField(page, language, "header");
      await field.focus();
      await field.pressSequentially("bruck", { delay: 60 });
      await field.press("Enter");
      await page.waitForURL(/\/search\?q=bruck$/);
      await page.getByRole("heading", { level: 1, name: t.search.resultsFor.replace("{{q}}", "bruck") }).waitFor();
      const people = page.getByRole("list", { name: t.search.people.listLabel });
      await people.getByRole("link", { name: PERSON.name }).waitFor();
      const items = page.getByRole("list", { name: t.search.items.gridLabel });
      await items.getByRole("link", { name: ITEM.title }).waitFor();
      // The demo world's radio play „Die Brücke“ is found by its title too, and each card says so.
      await items.getByRole("link", { name: /Die Brücke/ }).waitFor();
      await items.getByText(t.search.items.matchWords, { exact: true }).first().waitFor();
      await page.getByText(t.search.opportunities.none.replace("{{q}}", "bruck")).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await page.waitForLoadState("networkidle");
      await shot(page, `results-desktop-${language}`);
    });
  });

  it("finds people by their craft in either language, and says under each what found them", async () => {
    await withPage(await visitor({ language }), async (page) => {
      // The demo world's illustrators and photographers: "Illustrator" and "Fotograf/in" in German.
      for (const [words, label] of [
        ["illustr", { en: "Illustrator", de: "Illustrator/in" }],
        ["Fotograf", { en: "Photographer", de: "Fotograf/in" }],
      ] as const) {
        await open(page, `/search?q=${words}`);
        const people = page.getByRole("list", { name: t.search.people.listLabel });
        const match = fill(t.search.people.match, {
          label: label[language],
          kind: t.search.people.matchKinds.profession,
        });
        await people.getByText(match, { exact: true }).first().waitFor();
        // The works found by the craft say which of their fields or skills it is.
        const items = page.getByRole("list", { name: t.search.items.gridLabel });
        const kinds = Object.values(t.search.items.matchKinds).join("|");
        await items
          .getByText(new RegExp(` · (${kinds})$`))
          .first()
          .waitFor();
      }
      await page.waitForLoadState("networkidle");
      await shot(page, `results-craft-${language}`);
    });
  });

  it("finds open opportunities by their title too, and leads to the board searching the same", async () => {
    await withPage(await visitor({ language }), async (page) => {
      await open(page, "/search?q=motion%20designer");
      const found = page.getByRole("list", { name: t.search.opportunities.listLabel });
      // A card links its logo and its title to the job.
      const job = found
        .getByRole("link", { name: "Motion Designer for brand animations (part-time)", exact: true })
        .first();
      await job.waitFor();
      await page.waitForLoadState("networkidle");
      await shot(page, `results-opportunities-${language}`);
      await job.click();
      await page.waitForURL(/\/jobs\/motion-designer-for-brand-animations-part-time$/);
    });
  });

  it("works on a phone from the drawer, choosing a suggestion with a tap", async () => {
    await withPage(await visitor({ language, width: 375 }), async (page) => {
      await open(page, "/");
      await page.getByRole("button", { name: t.layout.menu.open }).click();
      const field = await searchField(page, language, "drawer");
      await field.click();
      await field.pressSequentially("bruck", { delay: 60 });
      const option = page.getByRole("option", { name: new RegExp(PERSON.name) });
      await option.waitFor();
      // Showroom items are suggested by their title.
      await page.getByRole("option", { name: ITEM.title }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `suggestions-phone-${language}`);
      await option.click();
      await page.waitForURL(/\/profile\//);
      await page.getByRole("heading", { level: 1, name: PERSON.name }).waitFor();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    });
  });
});

describe("the results page", () => {
  it("lets a member follow and ask to connect from a person found, never on their own card", async () => {
    await withPage(await signedIn(FAMILY[0]!.email, { language: "en" }), async (page) => {
      await open(page, "/search?q=bruckner");
      const people = page.getByRole("list", { name: en.search.people.listLabel });
      const card = people.getByRole("listitem").filter({ hasText: PERSON.name });
      await card.getByRole("button", { name: `${en.connections.follow.follow} ${PERSON.name}` }).click();
      await card.getByRole("button", { name: `${en.connections.follow.following} ${PERSON.name}` }).waitFor();
      await card.getByRole("button", { name: fill(en.profile.connection.connectName, { name: PERSON.name }) }).click();
      await page.getByRole("dialog").getByRole("button", { name: en.connections.connectDialog.send }).click();
      await card
        .getByRole("button", { name: fill(en.profile.connection.requestSentName, { name: PERSON.name }) })
        .waitFor();

      // What the server kept: a fresh page shows the same.
      await open(page, "/search?q=bruckner");
      await card.getByRole("button", { name: `${en.connections.follow.following} ${PERSON.name}` }).waitFor();
      await card
        .getByRole("button", { name: fill(en.profile.connection.requestSentName, { name: PERSON.name }) })
        .waitFor();

      await open(page, `/search?q=${encodeURIComponent(FAMILY[0]!.name)}`);
      const own = people.getByRole("listitem").filter({ hasText: FAMILY[0]!.name });
      await own.waitFor();
      expect(await own.getByRole("button").count()).toBe(0);
    });
  });

  it("is rendered by the server, so the form works before (or without) the page's code", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url, javaScriptEnabled: false });
    await context.addCookies([{ name: "locale", value: "en", url: e2e.app.url }]);
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("header input[type=search]").fill("jurgen");
    await page.locator("header input[type=search]").press("Enter");
    await page.waitForURL(/\/search\?q=jurgen$/);
    await page
      .getByRole("list", { name: en.search.people.listLabel })
      .getByRole("link", { name: PERSON.name })
      .waitFor();
    await context.close();
  });

  it("asks for words when there are none, and pages through all the people of a search", async () => {
    await withPage(await visitor({ language: "en", width: 375 }), async (page) => {
      const calls = userSearches(page);
      await open(page, "/search");
      await page.getByRole("heading", { level: 2, name: en.search.prompt.title }).waitFor();
      expect(calls).toEqual([]);
      await shot(page, "prompt-phone-en");

      await open(page, "/search?q=zzzxq");
      await page.getByRole("heading", { level: 2, name: en.search.empty.title.replace("{{q}}", "zzzxq") }).waitFor();

      await open(page, "/search?q=morgenstern");
      await page.getByRole("link", { name: en.search.people.showAll }).click();
      await page.waitForURL(/\/search\?q=morgenstern&tab=people$/);
      const people = page.getByRole("list", { name: en.search.people.listLabel });
      await expect.poll(() => people.getByRole("listitem").count()).toBe(20);
      await page.getByRole("link", { name: en.showroom.paging.next }).click();
      await page.waitForURL(/tab=people&page=2$/);
      await page.getByText(en.showroom.paging.page.replace("{{page}}", "2").replace("{{pages}}", "2")).waitFor();
      await expect.poll(() => people.getByRole("listitem").count()).toBe(1);
      // The next page starts at its top.
      await expect.poll(() => page.evaluate<number>("window.scrollY")).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, "people-phone-en");
    });
  });
});
