import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";
import { main, picturePng } from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
const MARA = { email: "mara@example.test", name: "Mara Lindqvist" };
const E = en.showroom.editor;
const P = en.showroom.published;

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(dataDir, [{ ...MARA, password: PASSWORD, complete: true }]),
);
const { signedIn, visitor } = contextsOf(e2e, PASSWORD);

const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });
const tileCount = (page: Page) => page.locator('[data-testid="editor-medium"]').count();
const isCreation = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/showroom/items";

/** Holds back the requests that match until `release`, so the test sees the page while they are under way. */
async function holdBack(page: Page, matches: (request: Request) => boolean) {
  const gate: { release?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  await page.route(
    () => true,
    async (route) => {
      if (matches(route.request())) await released;
      await route.fallback();
    },
  );
  return { release: () => gate.release?.() };
}

/** An item of Mara's published through the API, as an earlier work the new one goes before. */
async function publishedByApi(context: BrowserContext, title: string): Promise<string> {
  const headers = { origin: e2e.app.url };
  const created = await context.request.post("/api/v1/showroom/items", {
    headers: { ...headers, "content-type": "application/vnd.api+json" },
    data: { data: { type: "showroom_items", attributes: { title } } },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const image = await context.request.post(`/api/v1/showroom/items/${id}/images`, {
    headers,
    multipart: { file: { name: "earlier.png", mimeType: "image/png", buffer: await picturePng(800, 600) } },
  });
  expect(image.status()).toBe(201);
  expect((await context.request.patch(`/api/v1/showroom/items/${id}/publish`, { headers })).status()).toBe(200);
  return id;
}

/** A user's showroom items as the context reads their profile's list. */
async function ownList(context: BrowserContext, userId: string): Promise<{ id: string; status: string }[]> {
  const res = await context.request.get(`/api/v1/users/${userId}/showroom_items`);
  const body = (await res.json()) as { data: { id: string; attributes: { status: string } }[] };
  return body.data.map((item) => ({ id: item.id, status: item.attributes.status }));
}

describe("publishing without detours", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let earlier = "";
  let draftId = "";
  let userId = "";

  beforeAll(async () => {
    context = await signedIn(MARA.email);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.app.url });
    page = await context.newPage();
    errors = watchPageErrors(page);
    earlier = await publishedByApi(context, "Harbour festival posters");
    const me = (await (await context.request.get("/api/v1/me")).json()) as { data: { id: string } };
    userId = me.data.id;
  });
  afterAll(async () => {
    await context?.close();
  });

  it("takes images before anything is saved: the first upload creates one draft, whose address the page takes", async () => {
    await open(page, "/showroom/new");
    await main(page).getByRole("heading", { name: E.heading.new.showroom }).waitFor();
    const entries = await page.evaluate<number>("history.length");
    const creations: string[] = [];
    page.on("request", (request) => {
      if (isCreation(request)) creations.push(request.url());
    });
    const creating = await holdBack(page, isCreation);
    const uploading = await holdBack(page, (r) => r.method() === "POST" && r.url().includes("/images"));

    const [first, second] = await Promise.all([picturePng(1600, 1200), picturePng(1200, 1600)]);
    await region(page, E.media.heading)
      .locator('input[type="file"]')
      .setInputFiles([
        { name: "tide-one.png", mimeType: "image/png", buffer: first },
        { name: "tide-two.png", mimeType: "image/png", buffer: second },
      ]);
    // Both are on their way while the draft is being created, each with its bar.
    await expect.poll(() => page.getByTestId("upload-progress").count()).toBe(2);
    await expect.poll(() => creations.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/showroom/new");
    await keepScreenshot(page, "showroom-publish-uploading-1280.png", { fullPage: true });

    creating.release();
    await page.waitForURL(/\/showroom\/\d+\/edit$/);
    draftId = /\/showroom\/(\d+)\/edit$/.exec(page.url())?.[1] ?? "";
    // The same page goes on: the uploads still under way, the draft's parts and status now offered.
    expect(await page.getByTestId("upload-progress").count()).toBe(2);
    await region(page, E.status.heading).waitFor();
    expect(await page.evaluate<number>("history.length")).toBe(entries);

    uploading.release();
    await expect.poll(() => tileCount(page), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => page.getByTestId("upload-progress").count()).toBe(0);
    expect(creations).toHaveLength(1);
    // A draft begun with an image is the owner's alone, after their published work.
    const listed = await ownList(context, userId);
    expect(listed.map((item) => item.id)).toEqual([earlier, draftId]);
    expect(listed[1]?.status).toBe("draft");
    const someone = await visitor();
    expect((await ownList(someone, userId)).map((item) => item.id)).toEqual([earlier]);
    await someone.close();
  });

  it("asks for a title before publishing, and lands on the published item's page with the prompt to share it", async () => {
    await page.getByRole("button", { name: E.status.publish }).click();
    await page.getByText(E.details.titleRequired).waitFor();
    await expect
      .poll(() => page.evaluate<string | null>("document.activeElement?.labels?.[0]?.textContent ?? null"))
      .toContain(E.details.title);

    await page.getByLabel(E.details.title).fill("Tide charts");
    await page.getByRole("button", { name: E.status.publish }).click();
    await page.waitForURL((url) => url.pathname === "/showroom/tide-charts");
    const notice = main(page).getByRole("region", { name: P.title });
    await notice.waitFor();
    await main(page).getByRole("heading", { name: "Tide charts", level: 1 }).waitFor();
    // The address loses its greeting at once, so a reload or a copied address greets no one again.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await notice.getByLabel(P.link).inputValue()).toBe(`${e2e.app.url}/showroom/tide-charts`);
    await expect
      .poll(() => page.evaluate<boolean>("document.activeElement?.getAttribute('role') === 'region'"))
      .toBe(true);
    await keepScreenshot(page, "showroom-publish-live-1280.png");

    await notice.getByRole("button", { name: en.showroom.share.copy }).click();
    await page.getByText(en.showroom.share.copied).waitFor();
    expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(`${e2e.app.url}/showroom/tide-charts`);

    await notice.getByLabel(P.link).focus();
    await page.keyboard.press("Escape");
    await notice.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("puts the new work first on the profile", async () => {
    const listed = await ownList(context, userId);
    expect(listed.map((item) => item.id)).toEqual([draftId, earlier]);

    await open(page, "/profile?tab=showroom");
    const grid = main(page).getByRole("list", { name: en.profile.tabs.showroom, exact: true });
    await expect.poll(() => grid.getByRole("link").first().getAttribute("href")).toBe("/showroom/tide-charts");
    await keepScreenshot(page, "showroom-publish-profile-1280.png", { fullPage: true });
  });

  it("creates a gallery item's draft with its first embed, and a showroom item's once a title is typed", async () => {
    await open(page, "/gallery/new");
    await main(page).getByRole("heading", { name: E.heading.new.gallery }).waitFor();
    await page.getByLabel(E.embed.label).fill("https://vimeo.com/76979871");
    await page.getByRole("button", { name: E.embed.add, exact: true }).click();
    await page.waitForURL(/\/gallery\/\d+\/edit$/);
    await expect.poll(() => tileCount(page)).toBe(1);
    expect(await page.getByLabel(E.embed.label).inputValue()).toBe("");

    await open(page, "/showroom/new");
    const title = page.getByLabel(E.details.title);
    await title.fill("Sea glass");
    // No button pressed: a pause in typing saves the draft, and the typing goes on in the same field.
    await page.waitForURL(/\/showroom\/\d+\/edit$/);
    await main(page).getByRole("heading", { name: E.heading.edit.showroom }).waitFor();
    expect(await title.inputValue()).toBe("Sea glass");
    await expect
      .poll(() => page.evaluate<string | null>("document.activeElement?.id ?? null"))
      .toBe(await title.getAttribute("id"));
    const id = /\/showroom\/(\d+)\/edit$/.exec(page.url())?.[1];
    const stored = await context.request.get(`/api/v1/showroom/items/${id}`);
    expect((await stored.json()).data.attributes).toMatchObject({ title: "Sea glass", slug: "sea-glass" });
    expect(errors).toEqual([]);
  });

  it("works the same on a 360 px phone", async () => {
    const phone = await signedIn(MARA.email, { width: 360 });
    const tab = await phone.newPage();
    const phoneErrors = watchPageErrors(tab);
    await open(tab, "/showroom/new");
    const creating = await holdBack(tab, isCreation);
    await region(tab, E.media.heading)
      .locator('input[type="file"]')
      .setInputFiles([{ name: "night.png", mimeType: "image/png", buffer: await picturePng(1200, 900) }]);
    await tab.getByTestId("upload-progress").waitFor();
    expect(await horizontalOverflow(tab), (await elementsPastTheRightEdge(tab)).join(", ")).toBe(0);
    await keepScreenshot(tab, "showroom-publish-uploading-360.png", { fullPage: true });
    creating.release();
    await tab.waitForURL(/\/showroom\/\d+\/edit$/);
    await expect.poll(() => tileCount(tab), { timeout: 20_000 }).toBe(1);

    await tab.getByLabel(E.details.title).fill("Night ferry");
    await tab.getByRole("button", { name: E.status.publish }).click();
    const notice = main(tab).getByRole("region", { name: P.title });
    await notice.waitFor();
    expect(await horizontalOverflow(tab), (await elementsPastTheRightEdge(tab)).join(", ")).toBe(0);
    await keepScreenshot(tab, "showroom-publish-live-360.png");
    await notice.getByRole("button", { name: P.close }).click();
    await notice.waitFor({ state: "detached" });
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});
