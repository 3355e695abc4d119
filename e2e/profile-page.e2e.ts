import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../server/src/db/schema/index.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import { contextsOf, keepScreenshot, prepareMembers, withAppAndBrowser } from "./harness.ts";
import {
  addEntry,
  choose,
  fillIn,
  main,
  pdf,
  picturePng,
  publishFirstWork,
  section,
  userAsSeenBy,
  watchUpload,
} from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
const CREATIVE = { email: "mara@example.test", name: "Mara Lindqvist" };
const VISITOR = { email: "jonas@example.test", name: "Jonas Becker" };
const HIDDEN = { email: "hidden@example.test", name: "Hidden Person" };
const E = en.profile;
const D = de.profile;

const ids: Record<"creative" | "visitor" | "hidden", string> = { creative: "", visitor: "", hidden: "" };
let fieldName = "";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [
      { ...CREATIVE, city: "Hamburg", password: PASSWORD, complete: true },
      { ...VISITOR, city: "Hamburg", password: PASSWORD, complete: true },
      { ...HIDDEN, city: "Hamburg", password: PASSWORD, complete: false },
    ],
    async (db, world) => {
      fieldName = world.field.nameEn;
      // The creative takes messages from connections only: the visitor may write once connected.
      await db.update(users).set({ messagePermission: "connections" }).where(eq(users.email, CREATIVE.email));
      ids.creative = String(world.ids[CREATIVE.email]);
      ids.visitor = String(world.ids[VISITOR.email]);
      ids.hidden = String(world.ids[HIDDEN.email]);
    },
  ),
);

const { visitor, signedIn } = contextsOf(e2e, PASSWORD);

describe("the owner's profile", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await signedIn(CREATIVE.email);
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it("starts empty, saying what to add first, with the completeness meter at the start", async () => {
    await open(page, "/profile");
    await expect(page.title()).resolves.toBe(en.app.titleTemplate.replace("{{title}}", CREATIVE.name));
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(CREATIVE.name);
    const meter = main(page).getByRole("region", { name: E.completeness.title }).first();
    await expect(meter.getByText(E.completeness.steps.profileImage.why).isVisible()).resolves.toBe(true);
    await expect(section(page, E.languages.title).getByText(E.languages.empty).isVisible()).resolves.toBe(true);
    await expect(
      section(page, E.history.employments.title).getByText(E.history.employments.empty).isVisible(),
    ).resolves.toBe(true);
  });

  it("uploads a profile image with a progress bar and moves its focal point", { timeout: 120_000 }, async () => {
    await main(page).locator("header").getByRole("button", { name: E.images.profile.add }).click();
    const dialog = page.getByRole("dialog", { name: E.images.profile.dialog });
    const picture = await picturePng(1200, 800, { uncompressed: true });
    const shown = await watchUpload(page, "en", () =>
      dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: picture }),
    );
    expect(shown.some(({ value }) => value > 0 && value < 100)).toBe(true);

    // The whole picture is shown; a click picks the point the square crop keeps.
    const stage = dialog.locator("img").first();
    await stage.waitFor();
    const box = (await stage.boundingBox())!;
    await stage.click({ position: { x: box.width * 0.25, y: box.height * 0.4 } });
    await expect(
      dialog.getByRole("button", { name: E.images.focal.marker.replace("{{x}}", "25").replace("{{y}}", "40") }).count(),
    ).resolves.toBe(1);
    await dialog
      .getByRole("button", { name: E.images.focal.marker.replace("{{x}}", "25").replace("{{y}}", "40") })
      .press("ArrowRight");
    await dialog.getByRole("button", { name: E.images.focal.save }).click();
    await dialog.waitFor({ state: "detached" });

    const image = (await userAsSeenBy(context, ids.creative)).profile_image as Record<string, number | string>;
    expect(image.focal_x).toBeCloseTo(0.27, 2);
    expect(image.focal_y).toBeCloseTo(0.4, 2);
    await expect(
      main(page)
        .getByRole("img", { name: `Profile image of ${CREATIVE.name}` })
        .getAttribute("src"),
    ).resolves.toBe(image.medium);
  });

  it("uploads a title image shown as the banner", async () => {
    await main(page).locator("header").getByRole("button", { name: E.images.title.add }).click();
    const dialog = page.getByRole("dialog", { name: E.images.title.dialog });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await picturePng(2400, 900) });
    // Kept centred: nothing to save until the point moves.
    await dialog
      .getByRole("button", { name: E.images.focal.marker.replace("{{x}}", "50").replace("{{y}}", "50") })
      .waitFor();
    await expect(dialog.getByRole("button", { name: E.images.focal.save }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole("button", { name: E.edit.done }).click();
    await dialog.waitFor({ state: "detached" });
    const title = (await userAsSeenBy(context, ids.creative)).title_image as Record<string, string>;
    await expect(main(page).locator(`img[src="${title.medium}"]`).count()).resolves.toBe(1);
  });

  it("moves the focal point of the title image uploaded earlier, on its whole original", async () => {
    await open(page, "/profile");
    const before = (await userAsSeenBy(context, ids.creative)).title_image as Record<string, number | string>;
    expect(before).toMatchObject({ width: 2400, height: 900, focal_x: 0.5, focal_y: 0.5 });
    await main(page).locator("header").getByRole("button", { name: E.images.title.change }).click();
    const dialog = page.getByRole("dialog", { name: E.images.title.dialog });
    await dialog.locator(`img[src="${before.original}"]`).waitFor();
    // Two large steps down with the keyboard, the marker telling where it stands after each.
    const marker = (y: number) =>
      dialog.getByRole("button", {
        name: E.images.focal.marker.replace("{{x}}", "50").replace("{{y}}", String(y)),
      });
    await marker(50).press("Shift+ArrowDown");
    await marker(60).press("Shift+ArrowDown");
    await marker(70).waitFor();
    await dialog.getByRole("button", { name: E.images.focal.save }).click();
    await dialog.waitFor({ state: "detached" });

    const after = (await userAsSeenBy(context, ids.creative)).title_image as Record<string, number | string>;
    expect(after).toMatchObject({ original: before.original, focal_x: 0.5 });
    expect(after.focal_y).toBeCloseTo(0.7, 3);
    expect(after.medium).not.toBe(before.medium);
    await expect(main(page).locator(`img[src="${after.medium}"]`).count()).resolves.toBe(1);
  });

  it("writes the headline and about text", async () => {
    await main(page).getByRole("button", { name: E.intro.edit }).click();
    await main(page).getByLabel(E.intro.headline).fill("Illustrator for editorial and children's books");
    await main(page)
      .getByRole("textbox", { name: E.intro.about })
      .fill("I draw for magazines and publishers.\nBased in Hamburg, working everywhere.");
    await main(page).getByRole("button", { name: E.edit.save }).click();
    await main(page).getByText("Illustrator for editorial and children's books").waitFor();
    await expect(
      section(page, E.intro.title).getByText("I draw for magazines and publishers.").isVisible(),
    ).resolves.toBe(true);
  });

  it("adds skills and a level, and keeps the server's refusal with the section until the editor closes", async () => {
    const card = section(page, E.operations.title);
    await card.getByRole("button", { name: E.operations.edit }).click();
    await choose(page, card.getByLabel(E.operations.addSkill.replace("{{field}}", fieldName)), "Typo", "Typography");
    await card.getByRole("button", { name: E.edit.removeNamed.replace("{{name}}", "Typography") }).waitFor();
    await choose(page, card.getByLabel(E.operations.addSkill.replace("{{field}}", fieldName)), "Logo", "Logo Design");
    await card.getByRole("button", { name: E.edit.removeNamed.replace("{{name}}", "Logo Design") }).waitFor();
    await card.getByLabel(E.operations.level).click();
    await page.getByRole("option", { name: E.levels.skill.expert }).click();

    // The last creative field stays: the server says so, and the section shows it.
    await card.getByRole("button", { name: E.operations.removeField.replace("{{field}}", fieldName) }).click();
    const refusal = card.getByRole("alert");
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe(en.refusals.codes.last_creative_field);

    await card.getByRole("button", { name: E.edit.done }).click();
    await expect(refusal.count()).resolves.toBe(0);
    await card.getByText(E.levels.skill.expert).waitFor();
    await expect(card.getByText("Typography").isVisible()).resolves.toBe(true);
  });

  it("names professions and languages", async () => {
    const professions = section(page, E.professions.title);
    await professions.getByRole("button", { name: E.professions.add }).click();
    await choose(page, professions.getByLabel(E.professions.search), "Illustr", "Illustrator");
    await professions.getByRole("button", { name: E.edit.removeNamed.replace("{{name}}", "Illustrator") }).waitFor();
    await professions.getByRole("button", { name: E.edit.done }).click();
    await main(page).locator("header").getByText("Illustrator", { exact: true }).waitFor();

    const languages = section(page, E.languages.title);
    await languages.getByRole("button", { name: E.languages.add }).click();
    await choose(page, languages.getByLabel(E.languages.language), "Germ", "German");
    await languages.getByLabel(E.languages.level, { exact: true }).click();
    await page.getByRole("option", { name: E.levels.language.native_or_bilingual }).click();
    await languages.getByRole("button", { name: E.languages.addThis }).click();
    await languages.getByLabel(E.languages.levelOf.replace("{{language}}", "German")).waitFor();
    await languages.getByRole("button", { name: E.edit.done }).click();
    await languages.getByText(E.levels.language.native_or_bilingual).waitFor();
  });

  it("adds a web link, refusing an address that is no web address", async () => {
    const links = section(page, E.weblinks.title);
    await links.getByRole("button", { name: E.weblinks.add }).click();
    await links.getByLabel(E.weblinks.url).fill("javascript:alert(1)");
    await links.getByRole("button", { name: E.edit.save }).click();
    await links.getByText(E.weblinks.invalidUrl).waitFor();
    await links.getByLabel(E.weblinks.url).fill("https://mara-lindqvist.example");
    await links.getByRole("button", { name: E.edit.save }).click();
    await expect(links.getByRole("link", { name: "mara-lindqvist.example" }).getAttribute("href")).resolves.toBe(
      "https://mara-lindqvist.example",
    );
  });

  it("adds employment and education, one form at a time", async () => {
    const jobs = section(page, E.history.employments.title);
    const job = {
      [E.history.fields.title]: "Senior Illustrator",
      [E.history.fields.employer]: "Nordlicht Studio",
      [E.history.fields.startedOn]: "2021-03-01",
    };
    await addEntry(jobs, E.history.employments.add, { ...job, [E.history.fields.place]: "Hamburg" });
    await jobs.getByLabel(E.history.fields.current).check();

    // Opening another section's form closes this one.
    const schools = section(page, E.history.educations.title);
    await schools.getByRole("button", { name: E.history.educations.add }).click();
    await expect(jobs.getByLabel(E.history.fields.employer).count()).resolves.toBe(0);

    await fillIn(schools, {
      [E.history.fields.school]: "HAW Hamburg",
      [E.history.fields.degree]: "BA Illustration",
      [E.history.fields.startedOn]: "2016-10-01",
      [E.history.fields.endedOn]: "2015-07-31",
    });
    await schools.getByRole("button", { name: E.edit.save }).click();
    await schools.getByText(E.history.endBeforeStart).waitFor();
    await schools.getByLabel(E.history.fields.endedOn).fill("2020-07-31");
    await schools.getByRole("button", { name: E.edit.save }).click();
    await schools.getByRole("heading", { name: "HAW Hamburg" }).waitFor();

    await addEntry(jobs, E.history.employments.add, job);
    await jobs.getByLabel(E.history.fields.current).check();
    await jobs.getByRole("button", { name: E.edit.save }).click();
    await jobs.getByRole("heading", { name: "Senior Illustrator" }).waitFor();
    await expect(jobs.getByText(`Mar 2021 – ${E.history.present}`).isVisible()).resolves.toBe(true);
  });

  it("adds an achievement with a file, and uploads the CV", async () => {
    const awards = section(page, E.history.achievements.title);
    await addEntry(awards, E.history.achievements.add, {
      [E.history.fields.title]: "Silver, European Design Awards",
      [E.history.fields.issuer]: "ED-Awards",
      [E.history.fields.achievedOn]: "2024-05-18",
    });
    await awards.getByRole("button", { name: E.edit.save }).click();
    // Saved, the achievement stays open so its file can be attached.
    await awards
      .locator('input[type="file"]')
      .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: pdf("certificate") });
    await awards.getByRole("link", { name: "certificate.pdf" }).waitFor();
    await awards.getByRole("button", { name: E.edit.cancel }).click();
    await awards.getByRole("link", { name: E.history.achievements.downloadTyped.replace("{{type}}", "PDF") }).waitFor();

    const cv = section(page, E.cv.title);
    await cv.getByRole("button", { name: E.cv.add }).click();
    await cv
      .locator('input[type="file"]')
      .setInputFiles({ name: "cv-mara-lindqvist.pdf", mimeType: "application/pdf", buffer: pdf("cv") });
    const download = cv.getByRole("link", { name: E.cv.downloadTyped.replace("{{type}}", "PDF") });
    await download.waitFor();
    await expect(cv.getByText("cv-mara-lindqvist.pdf").isVisible()).resolves.toBe(true);
    const file = await context.request.get((await download.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toBe("application/pdf");
  });

  it("is complete once her first work is published, and looks it at desktop and phone width", {
    timeout: 90_000,
  }, async () => {
    await publishFirstWork(context, "Harbour poster series");
    // With work published the bare address opens on the showroom; the meter is About's.
    await open(page, "/profile?tab=about");
    await main(page).getByText(E.completeness.complete).filter({ visible: true }).waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
    await page.evaluate("window.scrollTo(0, 0)");
    await keepScreenshot(page, "profile-complete-owner-1280.png", { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/profile?tab=about");
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate("window.scrollTo(0, 0)");
    await keepScreenshot(page, "profile-complete-owner-375.png", { fullPage: true });
  });
});

describe("another member", () => {
  let slug = "";

  it("sees the profile in German, follows and asks to connect", { timeout: 90_000 }, async () => {
    const context = await signedIn(VISITOR.email, { language: "de" });
    slug = String((await userAsSeenBy(context, ids.creative)).slug);
    const page = await context.newPage();
    // Her work is published: the bare address opens on it, and About is a tab away.
    await open(page, `/profile/${slug}`);
    await expect(main(page).getByRole("tab", { name: D.tabs.showroom }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await open(page, `/profile/${slug}?tab=about`);
    // Named with the first profession the owner gave, in German.
    const named = de.profile.meta.titleWithProfession
      .replace("{{name}}", CREATIVE.name)
      .replace("{{profession}}", "Illustrator/in");
    await expect(page.title()).resolves.toBe(de.app.titleTemplate.replace("{{title}}", named));
    await expect(main(page).getByRole("tab", { name: D.tabs.about }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    for (const title of [D.history.employments.title, D.history.educations.title, D.history.achievements.title]) {
      await expect(section(page, title).isVisible()).resolves.toBe(true);
    }
    await expect(section(page, D.languages.title).getByText("Deutsch").isVisible()).resolves.toBe(true);
    await expect(
      section(page, D.languages.title).getByText(D.levels.language.native_or_bilingual).isVisible(),
    ).resolves.toBe(true);
    await section(page, D.cv.title)
      .getByRole("link", { name: D.cv.downloadTyped.replace("{{type}}", "PDF") })
      .waitFor();
    // No edit affordances for anyone but the owner.
    await expect(main(page).getByRole("button", { name: D.intro.edit }).count()).resolves.toBe(0);

    await main(page)
      .getByRole("button", { name: new RegExp(`^${de.connections.follow.follow}`) })
      .click();
    await main(page)
      .getByRole("button", { name: new RegExp(`^${de.connections.follow.following}`) })
      .waitFor();
    await main(page)
      .getByRole("button", { name: `1 ${D.counts.followers_one}` })
      .waitFor();
    await main(page).getByRole("button", { name: D.connection.connect }).click();
    await page.getByRole("dialog").getByRole("button", { name: de.connections.connectDialog.send }).click();
    // Shown at once, and its menu ready to withdraw once the server has stored the request.
    const sent = main(page).getByRole("button", {
      name: D.connection.requestSentName.replace("{{name}}", CREATIVE.name),
    });
    await expect.poll(() => sent.isEnabled()).toBe(true);

    // Not connected yet, so no way to write to someone who takes messages from connections only.
    await expect(main(page).getByRole("link", { name: D.connection.message }).count()).resolves.toBe(0);

    const seen = await userAsSeenBy(context, ids.creative);
    expect(seen.may_message).toBe(false);
    expect(seen.is_followed).toBe(true);
    expect(seen.followers_count).toBe(1);
    expect(seen.connection).toMatchObject({ status: "requested", direction: "outgoing" });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, `/profile/${slug}`);
    await page.evaluate("window.scrollTo(0, 0)");
    await keepScreenshot(page, "profile-complete-visitor-de-375.png", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `/profile/${slug}`);
    await page.evaluate("window.scrollTo(0, 0)");
    await keepScreenshot(page, "profile-complete-visitor-de-1280.png", { fullPage: true });
    await context.close();
  });

  it("is accepted by the owner, and both count the connection", async () => {
    const context = await signedIn(CREATIVE.email);
    const page = await context.newPage();
    await open(page, `/profile/${ids.visitor}`);
    await main(page)
      .getByRole("button", { name: E.connection.confirmName.replace("{{name}}", VISITOR.name) })
      .click();
    await main(page).getByRole("button", { name: E.connection.connected }).waitFor();
    await main(page)
      .getByRole("link", { name: `1 ${E.counts.connections_one}` })
      .waitFor();

    // The visitor takes messages from everyone.
    await expect(main(page).getByRole("link", { name: E.connection.message }).getAttribute("href")).resolves.toBe(
      `/messages/new?to=${ids.visitor}`,
    );

    await open(page, "/profile?tab=connections");
    await main(page).getByRole("link", { name: VISITOR.name }).waitFor();
    expect((await userAsSeenBy(context, ids.visitor)).connection).toMatchObject({ status: "confirmed" });
    await context.close();

    // Connected now, the visitor may write to the creative.
    const other = await signedIn(VISITOR.email);
    const visitorPage = await other.newPage();
    await open(visitorPage, `/profile/${ids.creative}`);
    await main(visitorPage).getByRole("link", { name: E.connection.message }).waitFor();
    expect((await userAsSeenBy(other, ids.creative)).may_message).toBe(true);
    await other.close();
  });

  it("shows a visitor the profile read-only in English, with follow leading to the login", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, `/profile/${slug}`);
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(CREATIVE.name);
    const follow = main(page).getByRole("link", { name: E.connection.follow });
    expect(await follow.getAttribute("href")).toBe(`/login?returnTo=${encodeURIComponent(`/profile/${slug}`)}`);
    await main(page).getByRole("tab", { name: E.tabs.opportunities }).click();
    await main(page).getByText(E.tabs.empty.opportunities.current.visitor.title).waitFor();
    await main(page).getByRole("button", { name: E.tabs.opportunityFilter.expired }).click();
    await main(page).getByText(E.tabs.empty.opportunities.expired.visitor.title).waitFor();
    expect(new URL(page.url()).search).toBe("?tab=opportunities");
    await context.close();
  });
});

describe("a profile nobody may see", () => {
  it.each([
    ["an unknown slug", "/profile/nobody-by-this-name"],
    ["a hidden user", () => `/profile/${ids.hidden}`],
  ] as const)("answers 404 for %s", async (_, target) => {
    const context = await visitor();
    const page = await context.newPage();
    const response = await page.goto(typeof target === "string" ? target : target());
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(en.pages.notFound.title);
    await expect(page.title()).resolves.toBe(en.app.titleTemplate.replace("{{title}}", en.pages.notFound.meta.title));
    await context.close();
  });
});
