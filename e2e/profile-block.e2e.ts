import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, follows, profiles } from "../server/src/db/schema/index.ts";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import { contextsOf, fill, keepScreenshot, prepareMembers, watchPageErrors, withAppAndBrowser } from "./harness.ts";
import { main } from "./profile-flow.ts";

const PASSWORD = "Sketchbook2026";
/** Mara blocks Jonas, who follows her and asked to connect with her. */
const MARA = { email: "mara@example.test", name: "Mara Lindqvist", slug: "mara-lindqvist" };
const JONAS = { email: "jonas@example.test", name: "Jonas Becker", slug: "jonas-becker" };
const B = en.profile.block;
const ids = { mara: 0, jonas: 0 };

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [MARA, JONAS].map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (db, world) => {
      ids.mara = world.ids[MARA.email]!;
      ids.jonas = world.ids[JONAS.email]!;
      await db.insert(profiles).values([
        { userId: ids.mara, slug: MARA.slug },
        { userId: ids.jonas, slug: JONAS.slug },
      ]);
      await db.insert(follows).values({ followerId: ids.jonas, followeeId: ids.mara });
      await db.insert(connections).values({ requesterId: ids.jonas, connecteeId: ids.mara, status: "requested" });
    },
  ),
);

const { signedIn } = contextsOf(e2e, PASSWORD);
const name = { name: JONAS.name };
const actions = (page: Page) => main(page).locator("header");
/** A follow button, named by its state and, for screen readers, the person it follows. */
const followButton = (page: Page, label: string, person: string) =>
  actions(page).getByRole("button", { name: `${label} ${person}` });
const notFoundHeading = (page: Page) => main(page).getByRole("heading", { name: en.pages.notFound.title });

/** What the users resource tells a context's user of someone: 404 when hidden from them. */
async function userStatus(context: BrowserContext, key: number | string) {
  return (await context.request.get(`/api/v1/users/${key}`)).status();
}

/** A follow or a connection request sent through the API, as the buttons send them; its status. */
async function reach(context: BrowserContext, what: "follow" | "connect", userId: number) {
  const [path, type, attribute] =
    what === "follow"
      ? ["/api/v1/followings", "follows", "target_id"]
      : ["/api/v1/connections", "connections", "connectee_id"];
  const res = await context.request.post(path, {
    headers: { "content-type": "application/vnd.api+json", origin: e2e.app.url },
    data: { data: { type, attributes: { [attribute]: String(userId) } } },
  });
  return res.status();
}

describe("blocking someone from their profile", () => {
  let mara: BrowserContext;
  let jonas: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    [mara, jonas] = await Promise.all([signedIn(MARA.email), signedIn(JONAS.email)]);
    page = await mara.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await mara?.close();
    await jonas?.close();
  });

  it("shows follow and the waiting request before, and asks before blocking", async () => {
    await open(page, `/profile/${JONAS.slug}`);
    await followButton(page, en.connections.follow.follow, JONAS.name).waitFor();
    await actions(page)
      .getByRole("button", { name: fill(en.profile.connection.confirmName, name) })
      .waitFor();

    await actions(page)
      .getByRole("button", { name: fill(en.profile.menu.label, name) })
      .click();
    await page.getByRole("menuitem", { name: fill(B.menu.block, name) }).click();
    const dialog = page.getByRole("dialog", { name: fill(B.confirm.block.title, name) });
    await dialog.getByText(fill(B.confirm.block.effects.hidden, name)).waitFor();
    await keepScreenshot(page, "profile-block-confirmation.png");

    // Cancelling changes nothing.
    await dialog.getByRole("button", { name: B.cancel }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect(userStatus(jonas, ids.mara)).resolves.toBe(200);
  });

  it("blocks after the confirmation: follow, connect and the lists are gone, and the page says how to lift it", async () => {
    await actions(page)
      .getByRole("button", { name: fill(en.profile.menu.label, name) })
      .click();
    await page.getByRole("menuitem", { name: fill(B.menu.block, name) }).click();
    const dialog = page.getByRole("dialog", { name: fill(B.confirm.block.title, name) });
    await dialog.getByRole("button", { name: B.confirm.block.action, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    await main(page)
      .getByRole("heading", { name: fill(B.notice.title, name) })
      .waitFor();
    await page.getByText(fill(B.done.block, name)).waitFor();
    await keepScreenshot(page, "profile-blocked.png");
    await expect(followButton(page, en.connections.follow.follow, JONAS.name).count()).resolves.toBe(0);
    for (const label of [
      fill(en.profile.connection.connectName, name),
      fill(en.profile.connection.confirmName, name),
    ]) {
      await expect(actions(page).getByRole("button", { name: label }).count()).resolves.toBe(0);
    }
    await expect(main(page).getByRole("tab").count()).resolves.toBe(0);

    // The server keeps it: a fresh visit shows the same.
    await open(page, `/profile/${JONAS.slug}`);
    await main(page)
      .getByRole("heading", { name: fill(B.notice.title, name) })
      .waitFor();
    await expect(reach(mara, "follow", ids.jonas)).resolves.toBe(404);
  });

  it("hides Mara from Jonas, who can neither see, follow nor connect with her", async () => {
    const his = await jonas.newPage();
    await open(his, `/profile/${MARA.slug}`);
    await notFoundHeading(his).waitFor();
    await expect(his.getByText(MARA.name).count()).resolves.toBe(0);
    await his.close();

    await expect(userStatus(jonas, ids.mara)).resolves.toBe(404);
    await expect(reach(jonas, "follow", ids.mara)).resolves.toBe(404);
    await expect(reach(jonas, "connect", ids.mara)).resolves.toBe(404);
  });

  it("unblocks from the page after the confirmation, and both can reach each other again", async () => {
    await main(page).getByRole("button", { name: B.notice.action }).click();
    const dialog = page.getByRole("dialog", { name: fill(B.confirm.unblock.title, name) });
    await dialog.getByRole("button", { name: B.confirm.unblock.action, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    // The block ended the follow and the request: they do not come back, the buttons to start them do.
    await followButton(page, en.connections.follow.follow, JONAS.name).waitFor();
    await actions(page)
      .getByRole("button", { name: fill(en.profile.connection.connectName, name), exact: true })
      .waitFor();
    await main(page).getByRole("tab", { name: en.profile.tabs.about }).waitFor();

    const his = await jonas.newPage();
    await open(his, `/profile/${MARA.slug}`);
    await main(his).getByRole("heading", { level: 1, name: MARA.name }).waitFor();
    await followButton(his, en.connections.follow.follow, MARA.name).click();
    await followButton(his, en.connections.follow.following, MARA.name).waitFor();
    await his.close();
    await expect(reach(jonas, "connect", ids.mara)).resolves.toBe(201);

    expect(errors).toEqual([]);
  });
});
