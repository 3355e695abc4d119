import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { standardizedProfessions, userProfessions } from "../server/src/db/schema/index.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open, untilHydrated } from "./auth-flow.ts";
import { type ContextOptions, contextsOf, fill, keepScreenshot, prepareMembers, withAppAndBrowser } from "./harness.ts";

const MESSAGES = { en, de } as const;
const PASSWORD = "Sketchbook2026";
const JSONAPI = "application/vnd.api+json";

/** Who takes part; each scenario has its own people, so none sees another's changes. */
const PEOPLE = {
  anna: { email: "anna@example.test", name: "Anna Albers", city: "Hamburg" },
  ben: { email: "ben@example.test", name: "Ben Brandt", city: "Berlin" },
  clara: { email: "clara@example.test", name: "Clara Castell", city: "Munich" },
  hugo: { email: "hugo@example.test", name: "Hugo Hartmann", city: "Köln" },
  dora: { email: "dora@example.test", name: "Dora Dietrich", city: "Hamburg" },
  emil: { email: "emil@example.test", name: "Emil Engel", city: "Leipzig" },
  frieda: { email: "frieda@example.test", name: "Frieda Fuchs", city: "Bremen" },
  greta: { email: "greta@example.test", name: "Greta Graf", city: "Berlin" },
  jonas: { email: "jonas@example.test", name: "Jonas Jäger", city: "Stuttgart" },
  ida: { email: "ida@example.test", name: "Ida Imhof", city: "Hamburg" },
  karl: { email: "karl@example.test", name: "Karl Kunz", city: "Berlin" },
} as const;
type Person = keyof typeof PEOPLE;

const ids = {} as Record<Person, string>;
/** Each person's profession, in English and German. */
const professionOf = {} as Record<Person, { en: string; de: string }>;

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    Object.values(PEOPLE).map(({ email, name, city }) => ({ email, name, city, password: PASSWORD, complete: true })),
    // A profession for each, as cards show them.
    async (db, world) => {
      const professions = await db.select().from(standardizedProfessions).limit(Object.keys(PEOPLE).length);
      for (const [i, [key, person]] of Object.entries(PEOPLE).entries()) {
        const userId = world.ids[person.email]!;
        const profession = professions[i % professions.length]!;
        ids[key as Person] = String(userId);
        professionOf[key as Person] = { en: profession.nameEn, de: profession.nameDe };
        await db.insert(userProfessions).values({ userId, professionId: profession.id });
      }
    },
  ),
);

const members = contextsOf(e2e, PASSWORD);
const signedIn = (person: Person, options?: ContextOptions) => members.signedIn(PEOPLE[person].email, options);

/** A write through the API from a signed-in context, as the app would send it. */
async function write(context: BrowserContext, method: "POST" | "PATCH", url: string, data?: unknown) {
  const res = await context.request.fetch(`/api${url}`, {
    method,
    headers: { "content-type": JSONAPI, origin: e2e.app.url },
    data,
  });
  expect(res.status(), `${method} ${url}`).toBeLessThan(300);
  return res;
}

const requestConnection = (context: BrowserContext, to: Person) =>
  write(context, "POST", "/v1/connections", {
    data: { type: "connections", attributes: { connectee_id: ids[to] } },
  });

async function read<T>(context: BrowserContext, url: string): Promise<T> {
  const res = await context.request.get(`/api${url}`);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const userIds = async (context: BrowserContext, url: string) =>
  (await read<{ id: string; relationships?: { user?: { data: { id: string } } } }[]>(context, url)).map(
    (r) => r.relationships?.user?.data.id ?? r.id,
  );

const main = (page: Page) => page.getByRole("main");
const tab = (page: Page, label: string) => main(page).getByRole("tab", { name: new RegExp(`^${label}`) });
const card = (page: Page, name: string) => main(page).getByRole("listitem").filter({ hasText: name });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
/** The accessible label of the element that has the focus. */
const focused = (page: Page) => page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label")');

async function screen(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await open(page, url);
  return { page, errors };
}

describe("connecting", () => {
  it("A finds B and asks; B accepts in German; both see each other; A removes the connection", async () => {
    const anna = await signedIn("anna");
    const { page, errors } = await screen(anna, "/connections/find");
    const t = en.connections;
    await expect(tab(page, t.tabs.find).getAttribute("aria-selected")).resolves.toBe("true");
    await main(page).getByRole("searchbox", { name: t.find.search }).fill("Ben");
    await card(page, "Clara Castell").waitFor({ state: "detached" });
    await card(page, "Ben Brandt").waitFor();
    await main(page)
      .getByRole("button", { name: fill(t.actions.connectName, { name: "Ben Brandt" }) })
      .click();
    // The note is for those who want one: the request goes without.
    const asking = page.getByRole("dialog", { name: fill(t.connectDialog.title, { name: "Ben Brandt" }) });
    await asking.getByRole("button", { name: t.connectDialog.send }).click();
    await asking.waitFor({ state: "hidden" });
    await alert(page, fill(t.alerts.requestSent, { name: "Ben Brandt" })).waitFor();
    await card(page, "Ben Brandt").waitFor({ state: "detached" });
    await tab(page, t.tabs.sent).click();
    await page.waitForURL("**/connections/sent");
    await card(page, "Ben Brandt").getByRole("button", { name: t.actions.withdraw }).waitFor();
    await expect(tab(page, t.tabs.sent).getAttribute("aria-label")).resolves.toBe(
      fill(t.tabs.sentCount_one, { count: "1" }),
    );
    expect(await userIds(anna, "/v1/my/connections/outgoing")).toEqual([ids.ben]);

    const ben = await signedIn("ben", { language: "de" });
    const received = await screen(ben, "/connections/received");
    const d = de.connections;
    await expect(tab(received.page, d.tabs.received).getAttribute("aria-selected")).resolves.toBe("true");
    await card(received.page, "Anna Albers").waitFor();
    await main(received.page)
      .getByRole("button", { name: fill(d.actions.confirmName, { name: "Anna Albers" }) })
      .click();
    await alert(received.page, fill(d.alerts.connected, { name: "Anna Albers" })).waitFor();
    await main(received.page).getByRole("heading", { name: d.empty.received.title }).waitFor();
    await tab(received.page, d.tabs.connections).click();
    await received.page.waitForURL((url) => url.pathname === "/connections");
    await card(received.page, "Anna Albers").waitFor();
    expect(await userIds(ben, `/v1/users/${ids.ben}/connections`)).toEqual([ids.anna]);

    await page.reload();
    await untilHydrated(page);
    await tab(page, t.tabs.connections).click();
    await page.waitForURL((url) => url.pathname === "/connections");
    await card(page, "Ben Brandt").waitFor();
    await main(page)
      .getByRole("button", { name: fill(t.actions.removeName, { name: "Ben Brandt" }) })
      .click();
    // The list lets the connection go at once; the server's answer comes after.
    const removed = page.waitForResponse(
      (res) => res.request().method() === "DELETE" && res.url().includes("/api/v1/connections/"),
    );
    await card(page, "Ben Brandt").getByRole("button", { name: t.actions.removeConfirm, exact: true }).click();
    await main(page).getByRole("heading", { name: t.empty.connections.title }).waitFor();
    expect((await removed).status()).toBe(204);
    expect(await userIds(anna, `/v1/users/${ids.anna}/connections`)).toEqual([]);
    expect(await userIds(ben, `/v1/users/${ids.ben}/connections`)).toEqual([]);

    // The empty list points to the people to find.
    await main(page).getByRole("button", { name: t.empty.findPeople }).click();
    await page.waitForURL("**/connections/find");
    expect(errors.concat(received.errors)).toEqual([]);
    await Promise.all([anna.close(), ben.close()]);
  });

  it("counts a request on the header's account menu as it is made and withdrawn elsewhere, without a reload", async () => {
    const hugo = await signedIn("hugo");
    const { page, errors } = await screen(hugo, "/connections");
    const menu = (count: number) =>
      page.getByRole("button", {
        name:
          count === 0
            ? fill(en.layout.user.menu, { name: "Hugo Hartmann" })
            : fill(en.layout.user.menuWithRequests_one, { name: "Hugo Hartmann", count: String(count) }),
        exact: true,
      });
    await menu(0).waitFor();
    const jonas = await signedIn("jonas");
    const asked = await requestConnection(jonas, "hugo");
    await menu(1).waitFor();
    const { data } = (await asked.json()) as { data: { id: string } };
    const withdrawn = await jonas.request.fetch(`/api/v1/connections/${data.id}`, {
      method: "DELETE",
      headers: { origin: e2e.app.url },
    });
    expect(withdrawn.status()).toBe(204);
    await menu(0).waitFor();
    expect(errors).toEqual([]);
    await Promise.all([hugo.close(), jonas.close()]);
  });

  it("withdraws a request I sent", async () => {
    const anna = await signedIn("anna");
    await requestConnection(anna, "clara");
    const { page } = await screen(anna, "/connections/sent");
    // The list lets the request go at once; the server's answer comes after.
    const answered = page.waitForResponse(
      (res) => res.request().method() === "DELETE" && res.url().includes("/api/v1/connections/"),
    );
    await main(page)
      .getByRole("button", { name: fill(en.connections.actions.withdrawName, { name: "Clara Castell" }) })
      .click();
    await main(page).getByRole("heading", { name: en.connections.empty.sent.title }).waitFor();
    expect((await answered).status()).toBe(204);
    expect(await userIds(anna, "/v1/my/connections/outgoing")).toEqual([]);
    const clara = await signedIn("clara");
    expect(await userIds(clara, "/v1/my/connections/incoming")).toEqual([]);
    await Promise.all([anna.close(), clara.close()]);
  });

  it("declines a request made to me, in German", async () => {
    const clara = await signedIn("clara");
    await requestConnection(clara, "ben");
    const ben = await signedIn("ben", { language: "de" });
    const { page } = await screen(ben, "/connections/received");
    await main(page)
      .getByRole("button", { name: fill(de.connections.actions.denyName, { name: "Clara Castell" }) })
      .click();
    await main(page).getByRole("heading", { name: de.connections.empty.received.title }).waitFor();
    expect(await userIds(ben, "/v1/my/connections/incoming")).toEqual([]);
    expect(await userIds(clara, "/v1/my/connections/outgoing")).toEqual([]);
    await Promise.all([ben.close(), clara.close()]);
  });

  it("takes a request back and says so when the server refuses it", async () => {
    const anna = await signedIn("anna");
    const { page } = await screen(anna, "/connections/find");
    await card(page, "Hugo Hartmann").waitFor();
    // Hugo blocks Anna while her list still offers him.
    const hugo = await signedIn("hugo");
    await write(hugo, "POST", "/v1/my/blocks", { data: { type: "blocks", attributes: { user_id: ids.anna } } });
    await main(page)
      .getByRole("button", { name: fill(en.connections.actions.connectName, { name: "Hugo Hartmann" }) })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: en.connections.connectDialog.send }).click();
    await alert(page, fill(en.connections.alerts.connectFailed, { name: "Hugo Hartmann" })).waitFor();
    await expect
      .poll(() => tab(page, en.connections.tabs.sent).getAttribute("aria-label"))
      .toBe(fill(en.connections.tabs.sentCount_other, { count: "0" }));
    expect(await userIds(anna, "/v1/my/connections/outgoing")).toEqual([]);
    await Promise.all([anna.close(), hugo.close()]);
  });

  it('asks from a profile on a phone with a note, reads "Request sent" and withdraws from its menu; the one asked reads the note', async () => {
    const note = "We met at the print fair in Leipzig. Shall we keep in touch?";
    const t = en.profile.connection;
    const ida = await signedIn("ida", { width: 375 });
    const { page, errors } = await screen(ida, `/profile/${ids.karl}`);
    await main(page)
      .getByRole("button", { name: fill(t.connectName, { name: "Karl Kunz" }) })
      .click();
    const dialog = page.getByRole("dialog", { name: fill(en.connections.connectDialog.title, { name: "Karl Kunz" }) });
    const field = dialog.getByRole("textbox", { name: en.connections.connectDialog.note });
    // The note takes the focus, and the keyboard does the rest.
    await field.waitFor();
    await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.tagName")).toBe("TEXTAREA");
    await page.keyboard.type(note);
    await dialog
      .getByText(fill(en.connections.connectDialog.count, { used: String(note.length), max: "300" }))
      .waitFor();
    await expect(page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")).resolves.toBe(0);
    await keepScreenshot(page, "connections-connect-dialog-en-375.png");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate<string | undefined>("document.activeElement?.textContent"))
      .toBe(en.connections.connectDialog.send);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    const sent = main(page).getByRole("button", { name: fill(t.requestSentName, { name: "Karl Kunz" }) });
    await expect.poll(() => sent.isEnabled()).toBe(true);
    await expect(sent.textContent()).resolves.toBe(t.requestSent);
    const [request] = await read<{ attributes: { note: string } }[]>(ida, "/v1/my/connections/outgoing");
    expect(request?.attributes.note).toBe(note);

    // Karl reads it in German, in his requests and on Ida's profile.
    const karl = await signedIn("karl", { language: "de" });
    const received = await screen(karl, "/connections/received");
    await card(received.page, "Ida Imhof").getByText(fill(de.connections.notes.quoted, { note })).waitFor();
    await keepScreenshot(received.page, "connections-received-note-de-1280.png");
    await open(received.page, `/profile/${ids.ida}`);
    await main(received.page)
      .getByRole("figure")
      .filter({ hasText: fill(de.profile.connection.requestNote, { name: "Ida Imhof" }) })
      .getByText(note)
      .waitFor();
    await keepScreenshot(received.page, "profile-request-note-de-1280.png");

    await sent.click();
    const withdraw = page.getByRole("menuitem", { name: t.withdrawRequest });
    await withdraw.waitFor();
    await keepScreenshot(page, "profile-request-sent-en-375.png");
    await withdraw.click();
    const connectName = fill(t.connectName, { name: "Karl Kunz" });
    await main(page).getByRole("button", { name: connectName }).waitFor();
    // The menu went with the request: the focus is on "Connect", where it was.
    await expect
      .poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null"))
      .toBe(connectName);
    await expect.poll(() => userIds(ida, "/v1/my/connections/outgoing")).toEqual([]);
    expect(await userIds(karl, "/v1/my/connections/incoming")).toEqual([]);
    expect(errors.concat(received.errors)).toEqual([]);
    await Promise.all([ida.close(), karl.close()]);
  });

  it("moves between tabs with the keyboard, the focus staying on the tabs", async () => {
    const anna = await signedIn("anna");
    const { page } = await screen(anna, "/connections");
    const t = en.connections;
    await tab(page, t.tabs.connections).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL("**/connections/received");
    await page.keyboard.press("ArrowRight");
    await page.waitForURL("**/connections/sent");
    await expect(focused(page)).resolves.toBe(await tab(page, t.tabs.sent).getAttribute("aria-label"));
    await page.keyboard.press("ArrowRight");
    await page.waitForURL("**/connections/find");
    await main(page).getByRole("searchbox", { name: t.find.search }).waitFor();
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toBe(t.find.search);
    await page.goBack();
    await page.waitForURL("**/connections/sent");
    await anna.close();
  });

  it("shows the chosen tab on a phone when its address opens the screen", async () => {
    const anna = await signedIn("anna", { width: 375 });
    for (const name of ["sent", "find"] as const) {
      const { page } = await screen(anna, `/connections/${name}`);
      const chosen = tab(page, en.connections.tabs[name]);
      const list = main(page).getByRole("tablist");
      // The counts widen the tabs once the lists are in; the chosen one stays in view after that too.
      await tab(page, en.connections.tabs.sent).and(page.locator("[aria-label]")).waitFor();
      await expect
        .poll(async () => {
          const [outer, inner] = [await list.boundingBox(), await chosen.boundingBox()];
          return inner!.x >= outer!.x - 1 && inner!.x + inner!.width <= outer!.x + outer!.width + 1;
        })
        .toBe(true);
      await page.close();
    }
    await anna.close();
  });

  it("leads a path naming no tab to the connections", async () => {
    const anna = await signedIn("anna");
    const { page } = await screen(anna, "/connections/friends");
    expect(new URL(page.url()).pathname).toBe("/connections");
    await expect(tab(page, en.connections.tabs.connections).getAttribute("aria-selected")).resolves.toBe("true");
    await anna.close();
  });
});

describe("follower lists", () => {
  it.each(["en", "de"] as const)("list who follows me and lets me follow back (%s)", async (language) => {
    const m = MESSAGES[language].connections;
    const follower: Person = language === "en" ? "emil" : "frieda";
    const owner: Person = language === "en" ? "greta" : "jonas";
    const fan = await signedIn(follower);
    await write(fan, "POST", "/v1/followings", { data: { type: "follows", attributes: { target_id: ids[owner] } } });

    // German on a phone, where the lists fill the screen.
    const context = await signedIn(owner, { language, width: language === "de" ? 375 : 1280 });
    const { page, errors } = await screen(context, "/connections");
    await main(page)
      .getByRole("button", { name: fill(m.follows.count.followers_one, { count: "1" }) })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("heading", { name: fill(m.follows.title.followers, { name: PEOPLE[owner].name }) })
      .waitFor();
    const row = dialog.getByRole("listitem").filter({ hasText: PEOPLE[follower].name });
    await row.getByRole("link", { name: PEOPLE[follower].name }).waitFor();
    await row.getByRole("button", { name: `${m.follow.follow} ${PEOPLE[follower].name}` }).click();
    await row.getByRole("button", { name: `${m.follow.following} ${PEOPLE[follower].name}` }).waitFor();
    await expect
      .poll(
        async () =>
          (await read<{ attributes: { is_followed: boolean } }>(context, `/v1/users/${ids[follower]}`)).attributes
            .is_followed,
      )
      .toBe(true);
    // The count beside the lists follows at once.
    await main(page)
      .getByRole("button", { name: fill(m.follows.count.followings_one, { count: "1" }) })
      .waitFor();
    await dialog
      .locator("label")
      .filter({ hasText: new RegExp(`^${m.follows.tabs.followings}$`) })
      .click();
    await dialog.getByRole("listitem").filter({ hasText: PEOPLE[follower].name }).waitFor();
    await keepScreenshot(page, `connections-followers-${language}.png`);
    expect(errors).toEqual([]);
    await Promise.all([fan.close(), context.close()]);
  });
});

describe("the screen", () => {
  it.each([
    ["en", 1280],
    ["en", 375],
    ["de", 375],
  ] as const)("shows every tab in %s at %i px without anything wider than the screen", async (language, width) => {
    const m = MESSAGES[language].connections;
    // Dora: one connection, one request each way, and people left to find.
    if (language === "en" && width === 1280) {
      const [dora, emil, frieda, greta] = await Promise.all(
        (["dora", "emil", "frieda", "greta"] as const).map((p) => signedIn(p)),
      );
      await requestConnection(emil!, "dora");
      const [pending] = await read<{ id: string }[]>(dora!, "/v1/my/connections/incoming");
      await write(dora!, "PATCH", `/v1/connections/${pending!.id}/confirm`);
      await requestConnection(frieda!, "dora");
      await requestConnection(dora!, "greta");
      await Promise.all([dora, emil, frieda, greta].map((c) => c!.close()));
    }
    const context = await signedIn("dora", { language, width });
    const { page, errors } = await screen(context, "/connections");
    const messages = MESSAGES[language];
    await expect(page.title()).resolves.toBe(fill(messages.app.titleTemplate, { title: messages.titles.connections }));
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(m.title);
    const expected = { connections: "emil", received: "frieda", sent: "greta", find: "jonas" } as const;
    for (const name of ["connections", "received", "sent", "find"] as const) {
      await tab(page, m.tabs[name]).click();
      // Every list's cards tell what the person does and where, requests both ways as well.
      const person = PEOPLE[expected[name]];
      await card(page, person.name).getByText(person.city).waitFor();
      await card(page, person.name).getByText(professionOf[expected[name]][language], { exact: true }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
      const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
      expect(overflow, name).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `connections-${name}-${language}-${width}.png`, { fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
