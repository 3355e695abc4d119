import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, creations, profiles } from "../server/src/db/schema/index.ts";
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

const PASSWORD = "Sketchbook2026";
/** Mara and Jonas are connected; Eve knows neither of them. */
const MARA = { email: "mara@example.test", name: "Mara Lindqvist", slug: "mara-lindqvist" };
const JONAS = { email: "jonas@example.test", name: "Jonas Becker", slug: "jonas-becker" };
const EVE = { email: "eve@example.test", name: "Eve Stranger", slug: "eve-stranger" };
const M = en.messenger;
const ids = { mara: 0, jonas: 0, eve: 0, item: 0 };
const ITEM = { slug: "harbour-poster", title: "Harbour poster" };

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [MARA, JONAS, EVE].map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (db, world) => {
      ids.mara = world.ids[MARA.email]!;
      ids.jonas = world.ids[JONAS.email]!;
      ids.eve = world.ids[EVE.email]!;
      await db.insert(profiles).values([
        { userId: ids.mara, slug: MARA.slug },
        { userId: ids.jonas, slug: JONAS.slug },
        { userId: ids.eve, slug: EVE.slug },
      ]);
      await db.insert(connections).values({ requesterId: ids.mara, connecteeId: ids.jonas, status: "confirmed" });
      const [item] = await db
        .insert(creations)
        .values({
          ownerId: ids.mara,
          type: "showroom",
          status: "published",
          ...ITEM,
          seedRank: 1,
          publishedAt: new Date(),
        })
        .returning({ id: creations.id });
      ids.item = item!.id;
    },
  ),
);

const { signedIn } = contextsOf(e2e, PASSWORD);

/** A one-page PDF, as a briefing would be. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A conversation in the list beside the pane (not the open one's head, which links the same person's profile). */
const conversationRow = (page: Page, name: string, m: typeof M = M) =>
  page
    .getByRole("list", { name: new RegExp(`^(${m.inbox}|${m.requests})$`) })
    .getByRole("link", { name: new RegExp(name) });
const messagesLog = (page: Page) => page.getByRole("log");
const composer = (page: Page, label = M.composer.label) => page.getByRole("textbox", { name: label });

describe("two members talking", () => {
  let mara: BrowserContext;
  let jonas: BrowserContext;
  let maraPage: Page;
  let jonasPage: Page;
  let errors: string[];

  beforeAll(async () => {
    [mara, jonas] = await Promise.all([signedIn(MARA.email), signedIn(JONAS.email)]);
    [maraPage, jonasPage] = await Promise.all([mara.newPage(), jonas.newPage()]);
    errors = [...watchPageErrors(maraPage), ...watchPageErrors(jonasPage)];
  });
  afterAll(async () => {
    await mara?.close();
    await jonas?.close();
  });

  it("starts from the profile's Message button and chats live with an attachment, both ways, no reload, and takes the file back", async () => {
    await open(jonasPage, "/messages");
    await jonasPage.getByRole("heading", { name: M.empty.inbox.title }).waitFor();

    await open(maraPage, `/profile/${JONAS.slug}`);
    await maraPage.getByRole("main").getByRole("link", { name: en.profile.connection.message, exact: true }).click();
    await maraPage.waitForURL(/\/messages\/new\?to=/);
    await maraPage.getByText(JONAS.name).first().waitFor();
    await maraPage
      .locator('input[type="file"]')
      .setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await maraPage.getByRole("list", { name: M.composer.attached }).getByText("brief.pdf").waitFor();
    await composer(maraPage).fill("Hello Jonas,\nhere is the brief.");
    await composer(maraPage).press("Enter");
    await maraPage.waitForURL(/\/messages\/\d+$/);
    await messagesLog(maraPage).getByText("here is the brief.", { exact: false }).waitFor();
    await messagesLog(maraPage)
      .getByRole("link", { name: /brief\.pdf/ })
      .waitFor();

    // Jonas's open inbox gets the new conversation live, unread.
    const row = conversationRow(jonasPage, MARA.name);
    await row.waitFor();
    await expect.poll(() => row.getAttribute("aria-label")).toContain("1 unread");
    await row.click();
    await messagesLog(jonasPage).getByText("here is the brief.", { exact: false }).waitFor();
    await messagesLog(jonasPage)
      .getByRole("link", { name: /brief\.pdf/ })
      .waitFor();
    // Seen, without Mara reloading.
    await messagesLog(maraPage).getByText(M.seen).waitFor();

    // Shift+Enter starts a new line; Enter sends.
    await composer(jonasPage).fill("Thanks, Mara!");
    await composer(jonasPage).press("Shift+Enter");
    await composer(jonasPage).pressSequentially("Reading it now.");
    await composer(jonasPage).press("Enter");
    await messagesLog(maraPage).getByText("Reading it now.", { exact: false }).waitFor();
    // The composer empties once the write is answered, which the live frame to Mara may outrun.
    await expect.poll(() => composer(jonasPage).inputValue()).toBe("");
    // Mara takes the file back: it leaves Jonas's screen too, without a reload.
    await messagesLog(maraPage)
      .getByRole("button", { name: M.takeBack.replace("{{name}}", "brief.pdf") })
      .click();
    await messagesLog(maraPage)
      .getByRole("link", { name: /brief\.pdf/ })
      .waitFor({ state: "detached" });
    await messagesLog(jonasPage)
      .getByRole("link", { name: /brief\.pdf/ })
      .waitFor({ state: "detached" });
    await keepScreenshot(maraPage, "messenger-conversation-desktop.png");
    expect(errors).toEqual([]);
  });

  it("shows the list or the conversation on a German phone, with a way back", async () => {
    const phone = await signedIn(JONAS.email, { language: "de", width: 390 });
    const page = await phone.newPage();
    try {
      await open(page, "/messages");
      const row = conversationRow(page, MARA.name, de.messenger);
      await row.click();
      await page.waitForURL(/\/messages\/\d+$/);
      await messagesLog(page).getByText("Reading it now.", { exact: false }).waitFor();
      // The list is not beside it on a phone.
      expect(await page.getByRole("heading", { name: de.messenger.title }).isVisible()).toBe(false);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await keepScreenshot(page, "messenger-conversation-phone.png");
      await page.getByRole("link", { name: de.messenger.back }).click();
      await page.getByRole("heading", { name: de.messenger.title }).waitFor();
    } finally {
      await phone.close();
    }
  });
});

describe("a stranger's first message", () => {
  it("waits among the requests until accepted, then moves to the inbox", async () => {
    const [eve, mara] = await Promise.all([signedIn(EVE.email), signedIn(MARA.email)]);
    try {
      const started = await eve.request.post("/api/v1/messenger/conversations", {
        headers: { "content-type": "application/vnd.api+json", origin: e2e.app.url },
        data: {
          data: {
            type: "conversations",
            attributes: { participant_ids: String(ids.mara), message_content: "Hi Mara, may I ask about your prints?" },
          },
        },
      });
      expect(started.status()).toBe(201);
      const page = await mara.newPage();
      await open(page, "/messages");
      expect(await conversationRow(page, EVE.name).count()).toBe(0);
      await page.getByRole("tab", { name: new RegExp(M.requests) }).click();
      await conversationRow(page, EVE.name).click();
      await page.getByText(M.request.title.replace("{{name}}", EVE.name)).waitFor();
      await page.getByRole("button", { name: M.request.accept }).click();
      await page.getByText(M.request.title.replace("{{name}}", EVE.name)).waitFor({ state: "detached" });
      await page.getByRole("tab", { name: M.inbox }).click();
      await conversationRow(page, EVE.name).waitFor();
    } finally {
      await eve.close();
      await mara.close();
    }
  });
});

describe("notifications", () => {
  it("brings a like in as a notification without a reload, counts it on the bell, and marks it read", async () => {
    const [mara, jonas] = await Promise.all([signedIn(MARA.email), signedIn(JONAS.email)]);
    try {
      const page = await mara.newPage();
      const errors = watchPageErrors(page);
      await open(page, "/notifications");
      await page.getByRole("heading", { name: en.notifications.empty.title }).waitFor();

      const liked = await jonas.request.patch(`/api/v1/likes/showroom_items/${ids.item}`, {
        headers: { origin: e2e.app.url },
      });
      expect(liked.status()).toBe(200);
      const sentence = en.notifications.sentences.new_like
        .replace("{{name}}", JONAS.name)
        .replace("{{title}}", ITEM.title);
      await page.getByRole("link", { name: new RegExp(sentence) }).waitFor();
      await page.getByRole("link", { name: en.layout.user.notifications.replace("{{count}}", "1") }).waitFor();

      await page.getByRole("button", { name: en.notifications.markAllRead }).click();
      await page.getByRole("img", { name: en.notifications.unread }).waitFor({ state: "detached" });
      await page.getByRole("link", { name: en.layout.user.notifications.replace("{{count}}", "0") }).waitFor();
      await keepScreenshot(page, "notifications.png");
      expect(errors).toEqual([]);
    } finally {
      await mara.close();
      await jonas.close();
    }
  });
});
