import type { BrowserContext, Locator, Page } from "playwright-core";
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
import { choose, main, pdf, picturePng, watchUpload } from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
/** The studio posts; the illustrator applies; Jana posts in German on her phone. */
const STUDIO = { email: "studio@example.test", name: "Studio Nordlicht" };
const ILLUSTRATOR = { email: "ida@example.test", name: "Ida Lindgren" };
const JANA = { email: "jana@example.test", name: "Jana Vogel" };
const F = en.jobForm;
const M = en.jobsManager;
const TITLE = "Motion designer for our spring campaign";
const DESCRIPTION =
  "We are looking for a motion designer who animates our spring campaign: six short films for social media, " +
  "three days a week with our team in Berlin.";
const API = { "content-type": "application/vnd.api+json" };

/** The creative field everyone works in, in English. */
let fieldName = "";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [STUDIO, ILLUSTRATOR, JANA].map((person) => ({ ...person, password: PASSWORD, complete: true, city: "Berlin" })),
    async (_, world) => {
      fieldName = world.field.nameEn;
    },
  ),
);
const { signedIn } = contextsOf(e2e, PASSWORD);

const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });
const combobox = (page: Page, name: string) => main(page).getByRole("combobox", { name, exact: true });
const section = (page: Page, name: string) => main(page).getByRole("region", { name: new RegExp(`^${name}`) });

/** The page fits a phone's width: nothing reaches past its right edge. */
async function fitsTheScreen(page: Page, what: string) {
  expect(await horizontalOverflow(page), `${what}: ${(await elementsPastTheRightEdge(page)).join("\n")}`).toBe(0);
}

/** Picks an option of a Mantine select that lists its options without typing. */
async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The applications of an opportunity as its owner reads them through the API. */
async function applicationsOf(context: BrowserContext, id: string) {
  const res = await context.request.get(`/api/v1/my/opportunities/${id}/applications`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { attributes: { stage: string } }[] }).data;
}

describe("a studio posting a job and managing its applicants", () => {
  let studio: BrowserContext;
  let page: Page;
  let errors: string[];
  const job = { id: "", slug: "" };

  beforeAll(async () => {
    studio = await signedIn(STUDIO.email);
    page = await studio.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it("saves a draft with its title first and goes on to its editor", async () => {
    await open(page, "/jobs/new");
    await main(page).getByRole("heading", { name: F.heading.new }).waitFor();
    await keepScreenshot(page, "jobs-new-empty.png", { fullPage: true });
    await page.getByRole("button", { name: F.saveDraft }).click();
    await page.getByText(F.problems.blank).waitFor();
    await page.getByLabel(F.title.label).fill(TITLE);
    await page.getByRole("button", { name: F.saveDraft }).click();
    await page.waitForURL(/\/jobs\/[^/]+\/edit$/);
    job.slug = /\/jobs\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? "";
    await main(page).getByRole("heading", { name: F.heading.edit }).waitFor();
    const read = await studio.request.get(`/api/v1/opportunities/${job.slug}`);
    job.id = ((await read.json()) as { data: { id: string } }).data.id;
    expect(job.id).not.toBe("");
  });

  it("uploads the logo with its progress, and a file for applicants", { timeout: 120_000 }, async () => {
    const logo = await picturePng(700, 700, { uncompressed: true });
    const shown = await watchUpload(page, "en", () =>
      region(page, F.logo.heading)
        .locator('input[type="file"]')
        .setInputFiles({ name: "nordlicht.png", mimeType: "image/png", buffer: logo }),
    );
    expect(
      shown.some(({ value }) => value > 0 && value < 100),
      JSON.stringify(shown),
    ).toBe(true);
    await page.getByRole("img", { name: fill(F.logo.alt, { title: TITLE }) }).waitFor();

    await region(page, F.materials.heading)
      .locator('input[type="file"]')
      .setInputFiles({ name: "briefing.pdf", mimeType: "application/pdf", buffer: pdf("Briefing") });
    await region(page, F.materials.heading).getByRole("link", { name: "briefing.pdf" }).waitFor();
  });

  it("refuses to publish before sending, each missing field marked where it is", async () => {
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/publish")) sent = true;
    });
    await page.getByRole("button", { name: F.publish, exact: true }).click();
    for (const field of ["description", "jobType", "creativeFieldIds", "locationId"] as const) {
      await page.getByText(F.needs[field]).waitFor();
    }
    expect(await page.getByLabel(F.description.label).getAttribute("aria-invalid")).toBe("true");
    // The first field marked takes the focus, so a keyboard user lands on it.
    expect(await page.evaluate<string>("document.activeElement?.tagName")).toBe("TEXTAREA");
    expect(sent).toBe(false);
    await keepScreenshot(page, "jobs-edit-refused.png", { fullPage: true });
  });

  it("publishes once it is complete and lands on the job's page", async () => {
    await page.getByLabel(F.description.label).fill(DESCRIPTION);
    expect(await page.getByText(F.needs.description).count()).toBe(0);
    await pick(page, combobox(page, F.jobType.label), F.jobType.partTime);
    await pick(page, combobox(page, F.fields.label), fieldName);
    await page.keyboard.press("Escape");
    await choose(page, combobox(page, F.place.label), "Berlin", "Berlin, Germany");
    await page.getByLabel(F.salary.amount).fill("4200");
    await pick(page, combobox(page, F.salary.currency), "EUR");
    await pick(page, combobox(page, F.salary.interval), F.salary.intervals.perMonth);
    await keepScreenshot(page, "jobs-edit-complete.png", { fullPage: true });
    await page.getByRole("button", { name: F.publish, exact: true }).click();
    await page.waitForURL(new RegExp(`/jobs/${job.slug}$`));
    await main(page).getByRole("heading", { level: 1, name: TITLE }).waitFor();
    const read = await studio.request.get(`/api/v1/my/opportunities/${job.id}`);
    const { attributes } = ((await read.json()) as { data: { attributes: Record<string, unknown> } }).data;
    expect(attributes).toMatchObject({ status: "published", job_type: "partTime", salary: 4200, currency: "EUR" });
  });

  it("shows the new applicant in the manager, and moves them to shortlisted, then hired", async () => {
    const illustrator = await signedIn(ILLUSTRATOR.email);
    const applied = await illustrator.request.patch(`/api/v1/opportunities/${job.slug}/apply`, {
      headers: { ...API, origin: e2e.app.url },
      data: { data: { type: "opportunity_applications", attributes: { note: "My reel is on my profile." } } },
    });
    expect(applied.status()).toBe(200);
    await illustrator.close();

    await open(page, "/jobs-manager");
    const published = section(page, M.sections.published);
    const row = published.getByRole("row", { name: new RegExp(TITLE) });
    await row.getByText(fill(M.applicants.new_one, { count: "1" })).waitFor();
    await keepScreenshot(page, "jobs-manager-posted.png", { fullPage: true });

    await row.getByRole("link", { name: fill(M.applicants.open_one, { count: "1", title: TITLE }) }).click();
    const drawer = page.getByRole("dialog", { name: fill(M.applicants.titleOf, { title: TITLE }) });
    await drawer.getByRole("link", { name: ILLUSTRATOR.name }).waitFor();
    await drawer.getByText(M.applicants.newOne, { exact: true }).waitFor();
    await drawer.getByText("My reel is on my profile.").waitFor();
    // Opening the applicants marked them checked: the new one was moved on to viewed.
    await expect.poll(async () => (await applicationsOf(studio, job.id))[0]?.attributes.stage).toBe("viewed");
    await keepScreenshot(page, "jobs-manager-applicants.png");

    const stage = drawer.getByRole("combobox", { name: fill(M.applicants.stage, { name: ILLUSTRATOR.name }) });
    for (const [value, label] of [
      ["shortlisted", M.stages.shortlisted],
      ["hired", M.stages.hired],
    ] as const) {
      const saved = page.waitForResponse((r) => r.url().includes("/applications/") && r.request().method() === "PATCH");
      await pick(page, stage, label);
      expect((await saved).status()).toBe(200);
      await expect.poll(async () => (await applicationsOf(studio, job.id))[0]?.attributes.stage).toBe(value);
    }
    await drawer.getByRole("button", { name: M.applicants.close }).click();
    await drawer.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
  });

  it("extends the job, then cancels it with a reason", async () => {
    const actions = () => page.getByRole("button", { name: fill(M.actions.label, { title: TITLE }) });
    const extended = page.waitForResponse((r) => r.url().includes("/extend") && r.request().method() === "PATCH");
    await actions().click();
    await page.getByRole("menuitem", { name: M.actions.extend }).click();
    expect((await extended).status()).toBe(200);
    await expect
      .poll(async () => {
        const res = await studio.request.get(`/api/v1/my/opportunities/${job.id}`);
        return ((await res.json()) as { data: { attributes: { extended_at: string | null } } }).data.attributes
          .extended_at;
      })
      .not.toBeNull();

    await actions().click();
    await page.getByRole("menuitem", { name: M.actions.cancel }).click();
    const dialog = page.getByRole("dialog", { name: fill(M.cancel.title, { title: TITLE }) });
    await dialog.getByRole("button", { name: M.cancel.submit }).click();
    await dialog.getByText(M.cancel.chooseReason).waitFor();
    await dialog.getByRole("radio", { name: M.cancel.reasons.other }).check();
    await dialog.getByRole("button", { name: M.cancel.submit }).click();
    await dialog.getByText(M.cancel.explain).waitFor();
    await dialog.getByRole("radio", { name: M.cancel.reasons.found_candidate_on }).check();
    await keepScreenshot(page, "jobs-manager-cancel.png");
    await dialog.getByRole("button", { name: M.cancel.submit }).click();
    await dialog.waitFor({ state: "detached" });
    const expired = section(page, M.sections.expired);
    await expired
      .getByRole("row", { name: new RegExp(TITLE) })
      .getByText(M.cancelled)
      .waitFor();
    await keepScreenshot(page, "jobs-manager-cancelled.png", { fullPage: true });
    expect(errors).toEqual([]);
  });

  it("shows the illustrator where their application stands", async () => {
    const illustrator = await signedIn(ILLUSTRATOR.email);
    const theirs = await illustrator.newPage();
    await open(theirs, "/jobs-manager?tab=applied");
    const list = main(theirs).getByRole("list", { name: M.tabs.applied });
    await list.getByRole("link", { name: TITLE }).waitFor();
    await list.getByText(M.myStages.hired).waitFor();
    await keepScreenshot(theirs, "jobs-manager-applied.png");
    await open(theirs, "/jobs-manager?tab=saved");
    await main(theirs).getByText(M.saved.emptyTitle).waitFor();
    await illustrator.close();
  });

  it("fits a phone in the dark, as cards", async () => {
    const phone = await signedIn(STUDIO.email, { width: 375 });
    const small = await phone.newPage();
    await small.emulateMedia({ colorScheme: "dark" });
    await open(small, "/jobs-manager");
    await section(small, M.sections.expired).getByRole("link", { name: TITLE, exact: true }).waitFor();
    await fitsTheScreen(small, "manager");
    await keepScreenshot(small, "jobs-manager-phone-dark.png", { fullPage: true });
    await open(small, `/jobs-manager?opportunity=${job.id}`);
    await small.getByRole("dialog").getByRole("link", { name: ILLUSTRATOR.name }).waitFor();
    await keepScreenshot(small, "jobs-manager-applicants-phone-dark.png");
    await open(small, `/jobs/${job.slug}/edit`);
    await region(small, F.materials.heading).getByRole("link", { name: "briefing.pdf" }).waitFor();
    await fitsTheScreen(small, "editor");
    await keepScreenshot(small, "jobs-edit-phone-dark.png", { fullPage: true });
    await phone.close();
  });
});

describe("posting in German on a phone", () => {
  const D = de.jobForm;
  const DM = de.jobsManager;

  it("words the form's own checks in German, and lists the draft in the manager", async () => {
    const context = await signedIn(JANA.email, { language: "de", width: 375 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/jobs/new");
    await main(page).getByRole("heading", { name: D.heading.new }).waitFor();
    // The segmented control's radio is hidden behind its label, which takes the tap.
    await main(page).locator("label", { hasText: D.kind.project }).click();
    await combobox(page, D.projectPeriod.label).waitFor();
    await page.getByLabel(D.title.label).fill("Illustrationen für ein Kinderbuch");
    await page.getByRole("button", { name: D.publish, exact: true }).click();
    for (const field of ["description", "projectPeriod", "creativeFieldIds", "locationId"] as const) {
      await page.getByText(D.needs[field]).waitFor();
    }
    await fitsTheScreen(page, "German form");
    await keepScreenshot(page, "jobs-new-german-phone.png", { fullPage: true });

    await page.getByRole("button", { name: D.saveDraft }).click();
    await page.waitForURL(/\/jobs\/[^/]+\/edit$/);
    await open(page, "/jobs-manager");
    const drafts = section(page, DM.sections.drafted);
    await drafts.getByRole("link", { name: "Illustrationen für ein Kinderbuch" }).waitFor();
    await fitsTheScreen(page, "German manager");
    await keepScreenshot(page, "jobs-manager-german-phone.png", { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
