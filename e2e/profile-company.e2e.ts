import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  achievements,
  companyContacts,
  connections,
  industries,
  languageLevels,
  languages,
  profiles,
  userIndustries,
  users,
  weblinks,
} from "../server/src/db/schema/index.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  withAppAndBrowser,
} from "./harness.ts";
import { choose, main, pdf, section } from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
const STUDIO = {
  email: "studio@example.test",
  name: "Nordlicht Studio GmbH",
  slug: "nordlicht-studio",
  city: "Berlin",
};
const MARA = { email: "mara@example.test", name: "Mara Lindqvist", slug: "mara-lindqvist", city: "Hamburg" };
const E = en.profile;
const PHONE = 360;

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [STUDIO, MARA].map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (db, world) => {
      const studio = world.ids[STUDIO.email]!;
      const mara = world.ids[MARA.email]!;
      await db.update(users).set({ kind: "company", isCreative: false, isClient: true }).where(eq(users.id, studio));
      await db.insert(profiles).values([
        {
          userId: studio,
          slug: STUDIO.slug,
          headline: "Brand identity and digital products from Berlin",
          about: "We are a studio of twelve designers. We look for illustrators and photographers for our clients.",
        },
        { userId: mara, slug: MARA.slug, headline: "Illustrator" },
      ]);
      await db.insert(companyContacts).values({
        userId: studio,
        contactName: "Katrin Vogt",
        role: "Studio manager",
        email: "hallo@nordlicht-studio.example",
        phone: "+49 30 1234 5670",
        website: "https://nordlicht-studio.example/kontakt",
      });
      await db.insert(weblinks).values([
        { userId: studio, kind: "website", url: "https://nordlicht-studio.example", position: 0 },
        { userId: studio, kind: "dribbble", url: "https://dribbble.com/nordlichtstudiodemo", position: 1 },
        { userId: mara, kind: "behance", url: "https://www.behance.net/maralindqvistdemo", position: 0 },
      ]);
      const [publishing] = await db.select().from(industries).where(eq(industries.slug, "media-publishing"));
      await db.insert(userIndustries).values({ userId: studio, industryId: publishing!.id, position: 0 });
      await db.insert(achievements).values({
        userId: studio,
        title: "Berlin Design Award",
        issuer: "Berliner Designpreis",
        achievedOn: "2023-11-09",
      });
      const spoken = await db.select().from(languages).where(eq(languages.code, "de"));
      const english = await db.select().from(languages).where(eq(languages.code, "en"));
      await db.insert(languageLevels).values([
        { userId: mara, languageId: spoken[0]!.id, level: "native_or_bilingual" },
        { userId: mara, languageId: english[0]!.id, level: "fluent" },
      ]);
      await db.insert(connections).values({
        requesterId: mara,
        connecteeId: studio,
        status: "confirmed",
        confirmedAt: new Date(),
      });
    },
  ),
);

const { visitor, signedIn } = contextsOf(e2e, PASSWORD);

/** The screen as it stands is no wider than the phone. */
async function fitsTheScreen(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  if (overflow > 0)
    expect.fail(`${what} is ${overflow} px too wide: ${(await elementsPastTheRightEdge(page)).join("; ")}`);
}

/** The sections of the About tab, by their titles. */
async function sectionTitles(page: Page): Promise<(string | null)[]> {
  const sections = await main(page).locator("section[aria-label]").all();
  return Promise.all(sections.map((one) => one.getAttribute("aria-label")));
}

/** Whether an element shows less than its whole text (written as page code: the specs have no DOM types). */
const isCut = new Function(
  "el",
  'return el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis";',
) as (el: unknown) => boolean;

const PERSON_ONLY = [E.cv.title, E.history.educations.title, E.history.employments.title, E.languages.title];

describe("a company profile", () => {
  it("shows the company layout on a 360 px phone: contact, industries, creative fields, awards and links, its team", async () => {
    const context = await visitor({ width: PHONE });
    const page = await context.newPage();
    await open(page, `/profile/${STUDIO.slug}`);

    await main(page).getByRole("heading", { level: 1, name: STUDIO.name }).waitFor();
    await section(page, E.industries.title).getByText("Media & Publishing", { exact: true }).waitFor();
    const contact = section(page, E.companyContact.title);
    await contact.getByText("Katrin Vogt").waitFor();
    await section(page, E.history.achievements.title).getByText("Berlin Design Award").waitFor();
    await expect(
      section(page, E.weblinks.title)
        .getByRole("link", { name: "dribbble.com/nordlichtstudiodemo" })
        .getAttribute("href"),
    ).resolves.toBe("https://dribbble.com/nordlichtstudiodemo");

    const titles = await sectionTitles(page);
    expect(titles).toEqual(
      expect.arrayContaining([E.intro.title, E.industries.title, E.companyContact.title, E.weblinks.title]),
    );
    for (const title of PERSON_ONLY) expect(titles).not.toContain(title);
    // No work for a client company: what it hires for, and its connections, its team.
    await expect(main(page).getByRole("tab").allTextContents()).resolves.toEqual([
      E.tabs.about,
      E.tabs.opportunities,
      E.tabs.team,
    ]);

    await fitsTheScreen(page, "company profile");
    await keepScreenshot(page, "company-profile-phone.png", { fullPage: true });

    await main(page).getByRole("tab", { name: E.tabs.team }).click();
    await main(page).getByRole("link", { name: MARA.name }).first().waitFor();
    await context.close();
  });

  it("offers its owner the same sections to edit on a 360 px phone, and completes a link typed without a scheme", async () => {
    const context = await signedIn(STUDIO.email, { width: PHONE });
    const page = await context.newPage();
    await open(page, "/profile");
    await section(page, E.companyContact.title).getByText("Katrin Vogt").waitFor();

    const titles = await sectionTitles(page);
    for (const title of PERSON_ONLY) expect(titles).not.toContain(title);
    expect(titles).toEqual(
      expect.arrayContaining([
        E.intro.title,
        E.industries.title,
        E.operations.title,
        E.history.achievements.title,
        E.weblinks.title,
      ]),
    );

    // What the completeness meter scrolls to lands below the sticky header, not under it.
    // The first header of the page is the app's sticky one; the profile's own comes later, in its main.
    const below = await page.evaluate<number>(`(() => {
      const card = document.getElementById("profile-section-weblinks");
      card.scrollIntoView({ block: "start" });
      return card.getBoundingClientRect().top - document.querySelector("header").getBoundingClientRect().bottom;
    })()`);
    expect(below).toBeGreaterThanOrEqual(0);

    const links = section(page, E.weblinks.title);
    await links.getByRole("button", { name: E.weblinks.add }).click();
    const url = links.getByLabel(E.weblinks.url);
    // Typed key by key, as a person does: the kind follows the address as it grows.
    await url.pressSequentially("www.behance.net/nordlichtdemo");
    await url.blur();
    await expect(url.inputValue()).resolves.toBe("https://www.behance.net/nordlichtdemo");
    await expect(links.getByLabel(E.weblinks.kind).inputValue()).resolves.toBe(E.weblinks.kinds.behance);
    await fitsTheScreen(page, "company profile editor");
    await keepScreenshot(links, "company-editor-link-phone.png");
    await keepScreenshot(page, "company-editor-phone.png", { fullPage: true });

    await links.getByRole("button", { name: E.edit.save }).click();
    await expect(links.getByRole("link", { name: "behance.net/nordlichtdemo" }).getAttribute("href")).resolves.toBe(
      "https://www.behance.net/nordlichtdemo",
    );
    await context.close();
  });

  it("lets its owner add an industry found by part of its name, and remove it again", async () => {
    const context = await signedIn(STUDIO.email, { width: PHONE });
    const page = await context.newPage();
    await open(page, "/profile");
    const card = section(page, E.industries.title);
    await card.getByRole("button", { name: E.industries.edit }).click();
    await choose(page, card.getByLabel(E.industries.search), "bevera", "Food & Beverage");
    const chip = card.getByText("Food & Beverage", { exact: true });
    await chip.waitFor();
    // The one already listed is offered no more (the suggestions open in a layer above the page).
    await card.getByLabel(E.industries.search).fill("media");
    await page.getByText(E.edit.nothingFound, { exact: true }).waitFor();
    await card.getByLabel(E.industries.search).fill("");
    await card.getByLabel(E.industries.search).press("Escape");
    await page.getByText(E.edit.nothingFound, { exact: true }).waitFor({ state: "hidden" });
    await fitsTheScreen(page, "industries editor");
    await keepScreenshot(card, "company-industries-editor-phone.png");

    await card.getByRole("button", { name: E.edit.done }).click();
    await expect(card.getByRole("listitem").allTextContents(), "the industries in the order added").resolves.toEqual([
      "Media & Publishing",
      "Food & Beverage",
    ]);
    await keepScreenshot(page, "company-industries-phone.png", { fullPage: true });

    const visitorPage = await (await visitor()).newPage();
    await open(visitorPage, `/profile/${STUDIO.slug}`);
    await section(visitorPage, E.industries.title).getByText("Food & Beverage", { exact: true }).waitFor();
    await visitorPage.context().close();

    await card.getByRole("button", { name: E.industries.edit }).click();
    await card.getByRole("button", { name: E.edit.removeNamed.replace("{{name}}", "Food & Beverage") }).click();
    await chip.waitFor({ state: "detached" });
    await context.close();
  });
});

describe("the languages editor on a 360 px phone", () => {
  it.each([
    ["en", ["English", "German"]],
    ["de", ["Deutsch", "Englisch"]],
  ] as const)("shows the language names whole in %s", async (language, names) => {
    const texts = language === "en" ? en.profile : de.profile;
    const context = await signedIn(MARA.email, { width: PHONE, language });
    const page = await context.newPage();
    await open(page, "/profile");
    const card = section(page, texts.languages.title);
    await card.getByRole("button", { name: texts.languages.edit }).click();
    for (const name of names) {
      const shown = card.getByText(name, { exact: true }).first();
      await shown.waitFor();
      const cut = await shown.evaluate(isCut);
      expect(cut, `${name} is cut`).toBe(false);
    }
    await fitsTheScreen(page, `languages editor (${language})`);
    await keepScreenshot(card, `profile-languages-editor-phone-${language}.png`);
    await context.close();
  });
});

describe("profile pages in the browser", () => {
  let owner: BrowserContext;

  beforeAll(async () => {
    owner = await signedIn(MARA.email);
    const res = await owner.request.post("/api/v1/my/cv", {
      headers: { origin: e2e.app.url },
      multipart: { file: { name: "Mara Lindqvist CV.pdf", mimeType: "application/pdf", buffer: pdf("cv") } },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(async () => owner?.close());

  /**
   * Opens a profile page and walks its tabs, collecting every request that failed or was aborted,
   * every answer of 400 or above and every error the page logs, and the requests of the CV.
   */
  async function visit(context: BrowserContext, address: string) {
    const page = await context.newPage();
    const problems: string[] = [];
    const cvRequests: string[] = [];
    page.on("requestfailed", (r) => problems.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
    });
    let loading = 0;
    page.on("request", () => loading++);
    page.on("requestfinished", () => loading--);
    page.on("requestfailed", () => loading--);
    /** Waits until no request has been loading for a moment, as a reader does before the next click. */
    const settled = async () => {
      for (let quiet = 0; quiet < 3; quiet = loading === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
    };
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith("/cv")) cvRequests.push(r.method());
    });
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page: ${e.message}`));
    await open(page, address);
    await settled();
    for (const tab of await main(page).getByRole("tab").all()) {
      await tab.click();
      await settled();
    }
    await main(page).getByRole("tab").first().click();
    await settled();
    await page.close();
    return { problems, cvRequests };
  }

  it("log no failed or aborted request, and read the CV's details once", async () => {
    const reader = await signedIn(STUDIO.email);
    const anonymous = await visitor();
    const visits = [
      [anonymous, `/profile/${MARA.slug}`],
      [anonymous, `/profile/${STUDIO.slug}`],
      [reader, `/profile/${MARA.slug}`],
      [owner, "/profile"],
      [reader, "/profile"],
    ] as const;
    for (const [context, address] of visits) {
      const { problems, cvRequests } = await visit(context, address);
      expect(problems, address).toEqual([]);
      if (address.includes(MARA.slug) || context === owner) expect(cvRequests, address).toEqual(["HEAD"]);
    }
    await reader.close();
    await anonymous.close();
  });
});
