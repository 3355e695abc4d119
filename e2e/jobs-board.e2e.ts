import { desc, eq, ne } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creativeFields, locations, profiles } from "../server/src/db/schema/index.ts";
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

const PASSWORD = "Sketchbook2026";
/** Nora posts a job and a project; Mara, a creative, saves the job and applies to it. */
const NORA = { email: "nora@example.test", name: "Nora Atelierhaus", slug: "nora-atelierhaus", city: "Berlin" };
const MARA = { email: "mara@example.test", name: "Mara Lindqvist", slug: "mara-lindqvist", city: "Hamburg" };
const J = en.jobs;

/** What the spec posts, and the ids and names the reference data gives it. */
const world = {
  noraId: "",
  field: { id: "", en: "", de: "" },
  otherField: { id: "", en: "" },
  berlin: "",
  job: { id: "", slug: "" },
  project: { id: "", slug: "" },
};

const JOB_TITLE = "Senior book cover designer";
const PROJECT_TITLE = "Poster series for a jazz festival";
/** Markup in a description stays text: the page never reads it as HTML. */
const DESCRIPTION =
  "We publish twelve novels a year and want one designer for all their covers.\n\n" +
  "You work with our editors from the first draft. <script>window.injected = true</script> Tell us about your type.";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [NORA, MARA].map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (db, prepared) => {
      world.noraId = String(prepared.ids[NORA.email]);
      world.field = { id: String(prepared.field.id), en: prepared.field.nameEn, de: prepared.field.nameDe };
      const [other] = await db.select().from(creativeFields).where(ne(creativeFields.id, prepared.field.id)).limit(1);
      world.otherField = { id: String(other!.id), en: other!.nameEn };
      const [berlin] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.name, "Berlin"))
        .orderBy(desc(locations.population))
        .limit(1);
      world.berlin = String(berlin!.id);
      await db.insert(profiles).values([
        { userId: prepared.ids[NORA.email]!, slug: NORA.slug },
        { userId: prepared.ids[MARA.email]!, slug: MARA.slug },
      ]);
    },
  ),
);

const { visitor, signedIn } = contextsOf(e2e, PASSWORD);

const JSON_API = "application/vnd.api+json";

/** Posts an opportunity as its owner would: a draft, then published. */
async function post(owner: BrowserContext, attributes: Record<string, unknown>) {
  const headers = { "content-type": JSON_API, origin: e2e.app.url };
  const made = await owner.request.post("/api/v1/my/opportunities", {
    headers,
    data: { data: { type: "opportunities", attributes } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { data } = (await made.json()) as { data: { id: string; attributes: { slug: string } } };
  const published = await owner.request.patch(`/api/v1/my/opportunities/${data.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return { id: data.id, slug: data.attributes.slug };
}

beforeAll(async () => {
  const nora = await signedIn(NORA.email);
  world.job = await post(nora, {
    kind: "job",
    title: JOB_TITLE,
    description: DESCRIPTION,
    job_type: "fullTime",
    creative_field_ids: [Number(world.field.id)],
    location_id: Number(world.berlin),
    salary: 52000,
    currency: "EUR",
    salary_interval: "perYear",
    apply_type: "messenger",
  });
  world.project = await post(nora, {
    kind: "project",
    title: PROJECT_TITLE,
    description: "Six posters, one for each night of the festival, and a programme cover to go with them.",
    project_period: "oneToThreeMonths",
    creative_field_ids: [Number(world.otherField.id)],
    remote: true,
    salary: 4800,
    currency: "EUR",
    salary_interval: "fixed",
    apply_type: "messenger",
  });
  await nora.close();
});

const shot = (page: Page, name: string) => keepScreenshot(page, `jobs-${name}.png`, { fullPage: true });

const results = (page: Page, texts = J) => page.getByRole("list", { name: texts.board.resultsLabel });
const titlesOn = async (page: Page, texts = J) =>
  (await results(page, texts).getByRole("heading").allTextContents()).sort();

/** The screen as it stands is no wider than the phone. */
async function fitsTheScreen(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  if (overflow > 0)
    expect.fail(`${what} is ${overflow} px too wide: ${(await elementsPastTheRightEdge(page)).join("; ")}`);
}

describe("a visitor on the board", () => {
  it("filters by kind and field, sees both in the chips and the address, and opens a job with its data for search engines", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/jobs");
    await page.getByRole("heading", { level: 1, name: J.board.title }).waitFor();
    await expect.poll(() => titlesOn(page)).toEqual([PROJECT_TITLE, JOB_TITLE].sort());
    await shot(page, "board-desktop-en");

    const filters = page.getByRole("complementary", { name: en.showroom.filters.label });
    await filters.getByText(J.filters.kinds.job, { exact: true }).click();
    await page.waitForURL((url) => url.search === "?kind=job");
    await expect.poll(() => titlesOn(page)).toEqual([JOB_TITLE]);

    const fieldBox = filters.getByRole("combobox", { name: J.filters.fields, exact: true });
    await fieldBox.click();
    await fieldBox.fill(world.field.en.slice(0, 4));
    await page.getByRole("option", { name: world.field.en, exact: true }).click();
    await page.waitForURL((url) => url.search === `?field=${world.field.id}&kind=job`);
    const chips = page.getByRole("group", { name: en.showroom.filters.active });
    await chips.getByText(J.filters.kinds.job, { exact: true }).waitFor();
    await chips.getByText(world.field.en, { exact: true }).waitFor();
    await expect.poll(() => titlesOn(page)).toEqual([JOB_TITLE]);
    await shot(page, "board-filtered-en");

    // The address alone opens the same search, chips and all.
    const other = await context.newPage();
    await open(other, page.url());
    await other.getByRole("group", { name: en.showroom.filters.active }).getByText(world.field.en).waitFor();
    expect(await titlesOn(other)).toEqual([JOB_TITLE]);
    await other.close();

    // A chip takes its filter away again.
    await chips.getByRole("button", { name: fill(en.profile.edit.removeNamed, { name: J.filters.kinds.job }) }).click();
    await page.waitForURL((url) => url.search === `?field=${world.field.id}`);

    await results(page).getByRole("link", { name: JOB_TITLE, exact: true }).click();
    await page.waitForURL(`**/jobs/${world.job.slug}`);
    await page.getByRole("heading", { level: 1, name: JOB_TITLE }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("link", { name: NORA.name }).first().waitFor();
    await main.getByText(fill(J.salary.perYear, { amount: "€52,000" })).waitFor();
    await main.getByText(J.jobType.fullTime).first().waitFor();
    // The markup is shown as the text it is, and nothing ran.
    await main.getByText("<script>window.injected = true</script>", { exact: false }).waitFor();
    expect(await page.evaluate("window.injected === true")).toBe(false);
    const apply = main.getByRole("link", { name: J.apply.signIn });
    expect(await apply.getAttribute("href")).toBe(`/login?returnTo=${encodeURIComponent(`/jobs/${world.job.slug}`)}`);
    await shot(page, "job-visitor-en");

    // What search engines and link previews read, as the server sent it.
    const html = await (await context.request.get(`/jobs/${world.job.slug}`)).text();
    const posting = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "null",
    ) as Record<string, unknown> | null;
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: JOB_TITLE,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: NORA.name },
      jobLocation: { address: { addressLocality: "Berlin", addressCountry: "DE" } },
      baseSalary: { currency: "EUR", value: { value: 52000, unitText: "YEAR" } },
    });
    expect(String(posting?.validThrough)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(html).toContain(`<meta property="og:title" content="${JOB_TITLE} at ${NORA.name} · Atelier"`);
    expect(html).toContain(`<link rel="canonical" href="${e2e.app.url}/jobs/${world.job.slug}"`);
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain("<script>window.injected");
    // Its picture for shared links is drawn for it, in the page's language.
    const image = (html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "").replaceAll("&amp;", "&");
    expect(image).toContain(`${e2e.app.url}/api/v1/opportunities/${world.job.id}/share_image?lang=en&v=`);
    const picture = await context.request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
    const board = await (await context.request.get("/jobs")).text();
    expect(board).toContain(`/api/v1/share_cards/jobs?lang=en`);

    const missing = await context.request.get("/jobs/no-such-opportunity");
    expect(missing.status()).toBe(404);

    // Nora's profile lists what she posted, the open ones first.
    await open(page, `/profile/${NORA.slug}?tab=opportunities`);
    const posted = page.getByRole("list", { name: en.profile.tabs.opportunities });
    await posted.getByRole("link", { name: JOB_TITLE, exact: true }).waitFor();
    await posted.getByRole("link", { name: PROJECT_TITLE, exact: true }).waitFor();
    await page.getByRole("button", { name: en.profile.tabs.opportunityFilter.expired }).click();
    await page.getByText(en.profile.tabs.empty.opportunities.expired.visitor.title).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a signed-in creative", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await signedIn(MARA.email, { language: "en", width: 1280 });
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("saves a job from its card, and applies to it through the messenger", async () => {
    await open(page, "/jobs");
    const card = results(page).getByRole("listitem").filter({ hasText: JOB_TITLE });
    const save = card.getByRole("button", { name: fill(J.bookmark.save, { title: JOB_TITLE }) });
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(async () => {
        const saved = await context.request.get("/api/v1/bookmarks");
        const { data } = (await saved.json()) as { data: { attributes: { bookmarkable_id: string } }[] };
        return data.map((bookmark) => bookmark.attributes.bookmarkable_id);
      })
      .toEqual([world.job.id]);
    await shot(page, "board-saved-en");

    await card.getByRole("link", { name: JOB_TITLE, exact: true }).click();
    await page.waitForURL(`**/jobs/${world.job.slug}`);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: J.bookmark.savedShort }).waitFor();
    await main.getByRole("button", { name: J.apply.messenger }).click();
    const dialog = page.getByRole("dialog", { name: fill(J.apply.dialog.title, { title: JOB_TITLE }) });
    await dialog.getByRole("textbox", { name: J.apply.dialog.note }).fill("Hello Nora,\nmy covers are in my showroom.");
    await keepScreenshot(page, "jobs-apply-dialog-en.png");
    await dialog.getByRole("button", { name: J.apply.dialog.send }).click();
    await dialog.waitFor({ state: "detached" });
    await main.getByText(new RegExp(`^${fill(J.apply.appliedOn, { date: ".+" })}$`)).waitFor();
    // Applying takes the bookmark away.
    await main.getByRole("button", { name: J.bookmark.saveShort }).waitFor();
    await shot(page, "job-applied-en");

    await main.getByRole("link", { name: J.apply.openConversation }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByRole("log").getByText("my covers are in my showroom.", { exact: false }).waitFor();

    await open(page, "/jobs");
    await results(page)
      .getByRole("listitem")
      .filter({ hasText: JOB_TITLE })
      .getByText(J.apply.appliedBadge, { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe("a creative applying on the employer's site", () => {
  it("opens the site, notes the application here, and sees it among their applications", async () => {
    const nora = await signedIn(NORA.email);
    const careers = "https://careers.nora.example/apply";
    const job = await post(nora, {
      kind: "job",
      title: "Bookbinding assistant",
      description: "Help us fold, sew and bind short runs of artists' books in our Berlin workshop.",
      job_type: "partTime",
      creative_field_ids: [Number(world.otherField.id)],
      location_id: Number(world.berlin),
      apply_type: "weblink",
      apply_target: careers,
    });
    await nora.close();
    const context = await signedIn(MARA.email, { language: "en", width: 1280 });
    // The employer's site, as the new tab reaches it.
    await context.route(`${careers}*`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Careers</title><p>Apply here</p>" }),
    );
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/jobs/${job.slug}`);
    const main = page.getByRole("main");
    const popup = context.waitForEvent("page");
    await main.getByRole("link", { name: J.apply.weblink }).click();
    const site = await popup;
    await site.waitForLoadState();
    expect(site.url()).toBe(careers);
    await site.close();

    const note = main.getByRole("group", { name: J.apply.elsewhere.label });
    await note.getByText(J.apply.elsewhere.question).waitFor();
    await shot(page, "job-applied-elsewhere-en");
    await note.getByRole("button", { name: J.apply.elsewhere.confirm }).click();
    await main.getByText(new RegExp(`^${fill(J.apply.appliedOn, { date: ".+" })}$`)).waitFor();
    await page.getByText(J.apply.elsewhere.noted).waitFor();
    const applied = await context.request.get("/api/v1/my/opportunity_applications");
    const { data } = (await applied.json()) as { data: { relationships: { opportunity: { data: { id: string } } } }[] };
    expect(data.map((application) => application.relationships.opportunity.data.id)).toContain(job.id);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a German phone", () => {
  it("opens a field's board with its filters in a drawer, and a job that fits the screen", async () => {
    const context = await visitor({ language: "de", width: 375 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/jobs/category/${world.field.id}`);
    await page
      .getByRole("heading", { level: 1, name: fill(de.jobs.board.fieldTitle, { field: world.field.de }) })
      .waitFor();
    await expect.poll(() => titlesOn(page, de.jobs)).toEqual([JOB_TITLE]);
    await fitsTheScreen(page, "the board");
    await shot(page, "category-phone-de");

    await page.getByRole("button", { name: de.showroom.filters.open }).click();
    const drawer = page.getByRole("dialog", { name: de.showroom.filters.label });
    await drawer.getByRole("searchbox", { name: de.jobs.filters.keyword }).waitFor();
    // The drawer closes with the change: the list behind it is what was asked for.
    await drawer.getByLabel(de.jobs.filters.remoteOnly).click();
    await page.waitForURL((url) => url.search === "?remote=1");
    await page.getByRole("heading", { name: de.jobs.board.noMatch.title }).waitFor();
    await page.getByRole("button", { name: de.jobs.board.noMatch.action }).click();
    await page.waitForURL((url) => url.search === "");

    await open(page, `/jobs/${world.job.slug}`);
    await page.getByRole("heading", { level: 1, name: JOB_TITLE }).waitFor();
    await page
      .getByRole("main")
      .getByText(fill(de.jobs.salary.perYear, { amount: "52.000\u00a0€" }))
      .waitFor();
    await fitsTheScreen(page, "the job");
    await shot(page, "job-phone-de");
    expect(errors).toEqual([]);
    await context.close();
  });
});
