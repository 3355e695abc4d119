import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../web/src/i18n/en.json";
import { open, untilHydrated } from "./auth-flow.ts";
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
import { choose, main, picturePng } from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
const MARA = { email: "mara@example.test", name: "Mara Lindqvist" };
const JONAS = { email: "jonas@example.test", name: "Jonas Becker" };
const E = en.showroom.editor;
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [MARA, JONAS].map((person) => ({ ...person, password: PASSWORD, complete: true })),
  ),
);
const { signedIn } = contextsOf(e2e, PASSWORD);

const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });
/** The media tiles of the editor, in their order, by their type. */
const tileTypes = (page: Page) =>
  page.evaluate<string[]>(
    `[...document.querySelectorAll('[data-testid="editor-medium"]')].map((tile) => tile.dataset.mediumType)`,
  );

/** The drag handles of the tiles of one type of medium, first to last. */
const moveHandle = (page: Page, typeName: string) =>
  page.getByRole("button", { name: new RegExp(`^${E.media.move.replace("{{name}}", ".*")}, ${typeName}$`) });

/** The name of the element that has the focus: its aria-label, else its label's text. */
const focused = (page: Page) =>
  page.evaluate<string | null>(
    `(() => { const el = document.activeElement; return el?.getAttribute("aria-label") ?? el?.labels?.[0]?.textContent ?? null; })()`,
  );

interface ItemMedia {
  id: string;
  attributes: { media_type: string; position: number; image: { sources: { url: string }[] } | null };
}

/** The item's media as the API sends them to the owner, by position. */
async function storedMedia(context: BrowserContext, itemId: string): Promise<ItemMedia[]> {
  const res = await context.request.get(`/api/v1/showroom/items/${itemId}?include=media`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { included?: (ItemMedia & { type: string })[] };
  return (body.included ?? [])
    .filter((r) => r.type === "media")
    .sort((a, b) => a.attributes.position - b.attributes.position);
}

describe("creating a showroom item", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** The item by its id, as the editor's address names it. */
  let itemId = "";

  beforeAll(async () => {
    context = await signedIn(MARA.email);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("saves a draft with a title first and goes on to its editor", async () => {
    await open(page, "/showroom/new");
    await main(page).getByRole("heading", { name: E.heading.new.showroom }).waitFor();
    await page.getByRole("button", { name: E.details.create }).click();
    await page.getByText(E.details.titleRequired).waitFor();
    await page.getByLabel(E.details.title).fill("Harbour festival posters");
    await page.getByLabel(E.details.description).fill("Three posters for the harbour festival, screen printed.");
    await page.getByRole("button", { name: E.details.create }).click();
    await page.waitForURL(/\/showroom\/\d+\/edit$/);
    itemId = /\/showroom\/(\d+)\/edit$/.exec(page.url())?.[1] ?? "";
    await main(page).getByRole("heading", { name: E.heading.edit.showroom }).waitFor();
    expect(itemId).not.toBe("");
  });

  it("says before sending that publishing needs a medium", async () => {
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/publish")) sent = true;
    });
    await page.getByRole("button", { name: E.status.publish }).click();
    await page.getByText(E.status.needsMedia).waitFor();
    expect(sent).toBe(false);
  });

  it("refuses to save over a change made elsewhere meanwhile, and saves once the page is read again", async () => {
    const read = await context.request.get(`/api/v1/showroom/items/${itemId}`);
    const { id } = ((await read.json()) as { data: { id: string } }).data;
    const elsewhere = await context.request.patch(`/api/v1/showroom/items/${id}`, {
      headers: { "content-type": "application/vnd.api+json", origin: e2e.app.url },
      data: { data: { type: "showroom_items", id, attributes: { title: "Harbour festival prints" } } },
    });
    expect(elsewhere.status()).toBe(200);

    const title = page.getByLabel(E.details.title);
    await title.fill("Harbour festival poster series");
    await page.getByRole("button", { name: E.details.save }).click();
    await main(page).getByRole("alert").getByText(en.refusals.codes.item_changed).waitFor();
    // The browser logs the refused request; that one is expected.
    errors.splice(0, errors.length, ...errors.filter((error) => !error.includes("412")));

    await page.reload();
    await untilHydrated(page);
    await expect.poll(() => title.inputValue()).toBe("Harbour festival prints");
    await title.fill("Harbour festival posters");
    await page.getByRole("button", { name: E.details.save }).click();
    await page.getByText(E.saved).waitFor();
  });

  it("uploads two images at once, each with its progress, and shows their thumbnails", async () => {
    const [first, second] = await Promise.all([picturePng(1600, 1200), picturePng(1200, 1600)]);
    await region(page, E.media.heading)
      .locator('input[type="file"]')
      .setInputFiles([
        { name: "poster-one.png", mimeType: "image/png", buffer: first },
        { name: "poster-two.png", mimeType: "image/png", buffer: second },
      ]);
    await expect.poll(() => tileTypes(page), { timeout: 20_000 }).toEqual(["image", "image"]);
    await expect.poll(() => page.getByTestId("upload-progress").count()).toBe(0);
  });

  it("flags a link that is no video before sending it, and embeds a YouTube video", async () => {
    const field = page.getByLabel(E.embed.label);
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/(youtubes|vimeos|soundclouds)/.test(request.url())) sent += 1;
    });
    await field.fill("https://example.com/watch?v=dQw4w9WgXcQ");
    await page.getByRole("button", { name: E.embed.add, exact: true }).click();
    await page.getByText(E.embed.invalid).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBe(0);

    await field.fill(YOUTUBE);
    await page.getByText(E.embed.found.youtube).waitFor();
    await page.getByRole("button", { name: E.embed.add, exact: true }).click();
    await expect.poll(() => tileTypes(page), { timeout: 10_000 }).toEqual(["image", "image", "youtube"]);
    expect(await field.inputValue()).toBe("");
    expect(sent).toBe(1);
  });

  it("moves the video to the front with the keyboard, and the order is stored", async () => {
    const before = await storedMedia(context, itemId);
    await moveHandle(page, E.media.types.youtube).focus();
    await page.keyboard.press("Space");
    await page.locator("[data-dragging]").waitFor();
    // The lifted tile is over its own place once the list has measured the places; an arrow before
    // then moves nothing.
    const over = (target: string) =>
      page
        .getByText(fill(E.media.over, { name: "Medium 3 of 3", target }), { exact: true })
        .waitFor({ state: "attached" });
    await over("Medium 3 of 3");
    // Each press moves the lifted tile one place left; the page announces where it is before the next.
    for (const target of ["Medium 2 of 3", "Medium 1 of 3"]) {
      await page.keyboard.press("ArrowLeft");
      await over(target);
    }
    const saved = page.waitForResponse((r) => r.url().includes("/media/order") && r.request().method() === "PATCH");
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect.poll(() => tileTypes(page)).toEqual(["youtube", "image", "image"]);
    const after = await storedMedia(context, itemId);
    expect(after.map((m) => m.id)).toEqual([before[2]?.id, before[0]?.id, before[1]?.id]);
  });

  it("moves an image by dragging it with the mouse", async () => {
    const before = await storedMedia(context, itemId);
    const handles = moveHandle(page, E.media.types.image);
    const from = await handles.nth(1).boundingBox();
    const to = await handles.nth(0).boundingBox();
    if (!from || !to) throw new Error("The handles are not on the screen.");
    const saved = page.waitForResponse((r) => r.url().includes("/media/order") && r.request().method() === "PATCH");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x - 20, from.y + 5, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    const after = await storedMedia(context, itemId);
    expect(after.map((m) => m.id)).toEqual([before[0]?.id, before[2]?.id, before[1]?.id]);
  });

  it("adds a link, a skill and a co-creator, who shows as pending", async () => {
    const links = region(page, E.links.heading);
    await links.getByLabel(E.links.label).fill("harbour-festival.example");
    await links.getByRole("button", { name: E.links.add }).click();
    await links.getByRole("link", { name: "https://harbour-festival.example" }).waitFor();

    const skills = region(page, E.skills.heading);
    await choose(page, skills.getByLabel(E.skills.add), "Poster", "Poster Design");
    await skills.getByRole("button", { name: fill(en.profile.edit.removeNamed, { name: "Poster Design" }) }).waitFor();

    const people = region(page, E.coCreators.heading);
    await choose(page, people.getByRole("combobox", { name: E.coCreators.person }), "Jonas", JONAS.name);
    await people.getByLabel(E.coCreators.role).fill("Screen printing");
    await people.getByRole("button", { name: E.coCreators.invite }).click();
    await people.getByRole("link", { name: JONAS.name }).waitFor();
    await people.getByText("Screen printing").waitFor();
    await people.getByText(E.coCreators.pending, { exact: true }).waitFor();
  });

  it("publishes onto the item's page, which shows the media in the new order", async () => {
    const stored = await storedMedia(context, itemId);
    await page.getByRole("button", { name: E.status.publish }).click();
    await page.waitForURL((url) => url.pathname === "/showroom/harbour-festival-posters");
    await main(page).getByRole("region", { name: en.showroom.published.title }).waitFor();
    await page.waitForLoadState("networkidle");
    await main(page).getByRole("heading", { name: "Harbour festival posters", level: 1 }).waitFor();
    // The media list of the page, each entry as the image's address, or "player" for an embed's stand-in
    // (its play button; an image's button opens the lightbox).
    const entries = JSON.stringify(`main ol[aria-label=${JSON.stringify(en.showroom.item.media)}] > li`);
    const shown = await page.evaluate<string[]>(
      `[...document.querySelectorAll(${entries})].map((li) =>
        li.querySelector("button:not([aria-haspopup])") ? "player" : (li.querySelector("img")?.getAttribute("src") ?? ""))`,
    );
    const expected = stored.map((m) =>
      m.attributes.media_type === "image" ? m.attributes.image?.sources.map((s) => s.url) : "player",
    );
    expect(shown).toHaveLength(3);
    expect(shown[0]).toBe("player");
    shown.forEach((entry, index) => {
      const want = expected[index];
      if (Array.isArray(want)) expect(want).toContain(entry);
      else expect(entry).toBe(want);
    });
    // From the item's page too: back to draft, then published again, greeted again with the prompt to share it.
    const greeting = main(page).getByRole("region", { name: en.showroom.published.title });
    await greeting.getByRole("button", { name: en.showroom.published.close }).click();
    await greeting.waitFor({ state: "detached" });
    await main(page).getByRole("button", { name: en.showroom.owner.draft }).click();
    await main(page).getByRole("button", { name: en.showroom.owner.publish }).click();
    await greeting.waitFor();
    // The video's thumbnail comes from YouTube, which a machine without the internet cannot reach.
    expect(errors.filter((error) => !error.includes("https://i.ytimg.com/"))).toEqual([]);
  });

  it("changes the co-creator's role in place with the keyboard, and the item's page shows the new role", async () => {
    await open(page, `/showroom/${itemId}/edit`);
    const people = region(page, E.coCreators.heading);
    const edit = people.getByRole("button", { name: fill(E.coCreators.editRole, { name: JONAS.name }) });
    await edit.focus();
    await page.keyboard.press("Enter");
    const role = people.getByLabel(fill(E.coCreators.roleOf, { name: JONAS.name }), { exact: true });
    await expect.poll(() => focused(page)).toBe(fill(E.coCreators.roleOf, { name: JONAS.name }));
    expect(await role.inputValue()).toBe("Screen printing");

    // Escape leaves the role as it was and hands the focus back to the edit button.
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toBe(fill(E.coCreators.editRole, { name: JONAS.name }));
    await people.getByText("Screen printing").waitFor();

    // A hidden character is refused by the server, in the app's words, at the field.
    await page.keyboard.press("Enter");
    await role.fill("Screen\u200bprinting");
    await page.keyboard.press("Enter");
    await people.getByText(en.refusals.codes.invalid_characters).waitFor();
    expect(await role.getAttribute("aria-invalid")).toBe("true");

    await role.fill("Screen printing and inks");
    const saved = page.waitForResponse((r) => r.url().includes("/co_creators/") && r.request().method() === "PATCH");
    await people.getByRole("button", { name: E.coCreators.saveRole }).click();
    expect((await saved).status()).toBe(200);
    await people.getByText("Screen printing and inks").waitFor();
    expect(await role.count()).toBe(0);

    const href = await main(page).getByRole("link", { name: E.view }).getAttribute("href");
    await open(page, href ?? "");
    const credits = main(page).getByRole("region", { name: en.showroom.item.coCreators });
    await credits.getByRole("link", { name: JONAS.name }).waitFor();
    await credits.getByText("Screen printing and inks").waitFor();
  });

  it("is the not-found page to anyone else, though the item itself is public", async () => {
    const other = await signedIn(JONAS.email);
    const tab = await other.newPage();
    expect((await other.request.get(`/api/v1/showroom/items/${itemId}`)).status()).toBe(200);
    await open(tab, `/showroom/${itemId}/edit`);
    await main(tab).getByRole("heading", { name: en.pages.notFound.title }).waitFor();
    expect(await tab.getByLabel(E.details.title).count()).toBe(0);
    await other.close();
  });

  it("fits a desktop and a 360 px phone", async () => {
    for (const width of [1280, 360]) {
      const screen = await signedIn(MARA.email, { width });
      const tab = await screen.newPage();
      await open(tab, `/showroom/${itemId}/edit`);
      await expect.poll(() => tileTypes(tab), { timeout: 20_000 }).toEqual(["youtube", "image", "image"]);
      expect(await horizontalOverflow(tab), (await elementsPastTheRightEdge(tab)).join(", ")).toBe(0);
      await keepScreenshot(tab, `showroom-edit-${width}.png`, { fullPage: true });
      if (width === 360) {
        // The role's form fits a phone as well, open beside the person it names.
        const people = region(tab, E.coCreators.heading);
        await people.getByRole("button", { name: fill(E.coCreators.editRole, { name: JONAS.name }) }).click();
        await people.getByLabel(fill(E.coCreators.roleOf, { name: JONAS.name }), { exact: true }).waitFor();
        expect(await horizontalOverflow(tab), (await elementsPastTheRightEdge(tab)).join(", ")).toBe(0);
        await keepScreenshot(people, "showroom-edit-co-creators-360.png");
      }
      await screen.close();
    }
  });
});
