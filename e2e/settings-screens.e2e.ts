import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberships, userBlocks } from "../server/src/db/schema/index.ts";
import { issueAccountToken } from "../server/src/platform/auth/account-tokens.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { latestMail, open, untilHydrated } from "./auth-flow.ts";
import { contextsOf, keepScreenshot, logInByApi, prepareMembers, withAppAndBrowser } from "./harness.ts";

const MESSAGES = { en, de } as const;
type Language = keyof typeof MESSAGES;
const PASSWORD = "Sketchbook2026";
const DAY = 24 * 60 * 60_000;

/** One account per scenario, so no test sees another's changes. */
const PEOPLE = {
  tour: "tour@example.test",
  language: "language@example.test",
  privacy: "privacy@example.test",
  appearance: "appearance@example.test",
  blocker: "blocker@example.test",
  blockedA: "blocked-a@example.test",
  blockedB: "blocked-b@example.test",
  password: "password@example.test",
  mover: "mover@example.test",
  linkOwner: "link-owner@example.test",
  leaver: "leaver@example.test",
  pauser: "pauser@example.test",
} as const;

/** A settings token issued for the link owner before the app starts, as a mail would carry it. */
let preparedToken = "";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    Object.entries(PEOPLE).map(([key, email]) => ({
      email,
      password: PASSWORD,
      complete: true,
      name: { blockedA: "Anna Albers", blockedB: "Ben Brandt", tour: "Tessa Tour" }[key],
    })),
    async (db, { ids }) => {
      const [tour, blocker, blockedA, blockedB, linkOwner] = [
        PEOPLE.tour,
        PEOPLE.blocker,
        PEOPLE.blockedA,
        PEOPLE.blockedB,
        PEOPLE.linkOwner,
      ].map((email) => ids[email]!);
      await db.insert(userBlocks).values([
        { blockerId: blocker!, blockedId: blockedA! },
        { blockerId: blocker!, blockedId: blockedB! },
        { blockerId: tour!, blockedId: blockedA! },
      ]);
      await db.insert(memberships).values({
        userId: tour!,
        plan: "premium",
        isPremium: true,
        startsAt: new Date(Date.now() - 30 * DAY),
        endsAt: new Date(Date.now() + 335 * DAY),
      });
      preparedToken = await issueAccountToken(db, linkOwner!, "notification_settings", { voidEarlier: false });
    },
  ),
);

const { visitor, signedIn } = contextsOf(e2e, PASSWORD);
const login = (context: BrowserContext, email: string, password: string) =>
  logInByApi(context, e2e.app.url, email, password);

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(`/api${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page) => main(page).getByRole("heading", { level: 1 });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
/** A text or password field by its accessible name (the required mark is not part of it). */
const field = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });
/** Waits for the document title, which follows a language switch without a reload. */
const titled = (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

describe("every settings page", () => {
  const sections = [
    "info",
    "password",
    "privacy",
    "privacy/delete-confirmation",
    "notifications",
    "interests",
    "language",
    "appearance",
    "blocked",
    "membership",
    "deactivate",
  ] as const;
  const titles = (m: (typeof MESSAGES)[Language]): Record<(typeof sections)[number], string> => ({
    info: m.titles["settings-info"],
    password: m.titles["settings-password"],
    privacy: m.titles["settings-privacy"],
    "privacy/delete-confirmation": m.titles["settings-privacy-delete-confirmation"],
    notifications: m.titles["settings-notifications"],
    interests: m.settings.interests.title,
    language: m.titles["settings-language"],
    appearance: m.titles["settings-appearance"],
    blocked: m.titles["settings-blocked"],
    membership: m.titles["settings-membership"],
    deactivate: m.titles["settings-deactivate"],
  });

  it.each([
    ["en", 1280],
    ["en", 375],
    ["de", 1280],
    ["de", 375],
  ] as const)(
    "renders in %s at %i px with its title, content and nothing wider than the screen",
    async (language, width) => {
      const context = await signedIn(PEOPLE.tour, { language, width });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const m = MESSAGES[language];
      for (const section of sections) {
        await open(page, `/settings/${section}`);
        // Every page replaces its skeleton with content once its data are in.
        await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
        await expect(page.title()).resolves.toBe(m.app.titleTemplate.replace("{{title}}", titles(m)[section]));
        await expect(heading(page).count()).resolves.toBe(1);
        const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
        expect(overflow, section).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `settings-${section.replace("/", "-")}-${language}-${width}.png`, {
          fullPage: true,
        });
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("opens the first section at /settings and offers the sections as a select on a phone", async () => {
    const context = await signedIn(PEOPLE.tour, { width: 375 });
    const page = await context.newPage();
    await open(page, "/settings");
    expect(new URL(page.url()).pathname).toBe("/settings/info");
    await page.getByLabel(en.settings.navigation).selectOption("membership");
    await page.waitForURL("**/settings/membership");
    await main(page).getByRole("heading", { level: 1, name: en.settings.membership.title }).waitFor();
    await context.close();
  });

  it("shows a premium membership with its dates and the free plan with a way to premium", async () => {
    const premium = await signedIn(PEOPLE.tour);
    const page = await premium.newPage();
    await open(page, "/settings/membership");
    await main(page).getByRole("heading", { name: en.settings.membership.plans.premium }).waitFor();
    const ends = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(Date.now() + 335 * DAY));
    // A period bought without a renewal ends on its last day.
    await main(page).getByText(en.settings.membership.endsOn).waitFor();
    await main(page).getByText(ends, { exact: true }).waitFor();
    await premium.close();

    const free = await signedIn(PEOPLE.privacy, { language: "de" });
    const freePage = await free.newPage();
    await open(freePage, "/settings/membership");
    await main(freePage).getByRole("heading", { name: de.settings.membership.plans.free }).waitFor();
    await main(freePage).getByRole("link", { name: de.settings.membership.upgrade }).click();
    await freePage.waitForURL("**/pricing");
    await free.close();
  });
});

describe("language", () => {
  it("switches the interface, the title and the account's language at once, and keeps them", async () => {
    const context = await signedIn(PEOPLE.language);
    const page = await context.newPage();
    await open(page, "/settings/language");
    await main(page).locator("label", { hasText: "Deutsch" }).click();
    await titled(page, `${de.titles["settings-language"]} · Atelier`);
    await expect(heading(page).textContent()).resolves.toBe(de.settings.language.title);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    await alert(page, de.settings.language.saved).waitFor();
    expect((await api<{ attributes: { locale: string } }>(context, "/v1/me")).attributes.locale).toBe("de");

    await page.reload();
    await expect(heading(page).textContent()).resolves.toBe(de.settings.language.title);
    await expect(page.title()).resolves.toBe(`${de.titles["settings-language"]} · Atelier`);

    // A click before hydration would check the radio without the handler that saves it.
    await untilHydrated(page);
    await main(page).locator("label", { hasText: "English" }).click();
    await titled(page, `${en.titles["settings-language"]} · Atelier`);
    await expect(heading(page).textContent()).resolves.toBe(en.settings.language.title);
    await alert(page, en.settings.language.saved).waitFor();
    expect((await api<{ attributes: { locale: string } }>(context, "/v1/me")).attributes.locale).toBe("en");
    await context.close();
  });
});

describe("privacy", () => {
  it("saves who may see the profile and write, in German, and shows it again after a reload", async () => {
    const context = await signedIn(PEOPLE.privacy, { language: "de" });
    const page = await context.newPage();
    await open(page, "/settings/privacy");
    const save = main(page).getByRole("button", { name: de.settings.save });
    await expect(save.isDisabled()).resolves.toBe(true);
    await main(page).getByRole("radio", { name: de.settings.privacy.visibility.members }).check();
    await main(page).getByRole("radio", { name: de.settings.privacy.messages.nobody }).check();
    await save.click();
    await alert(page, de.settings.privacy.saved).waitFor();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main(page).getByRole("radio", { name: de.settings.privacy.visibility.members }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      main(page).getByRole("radio", { name: de.settings.privacy.messages.nobody }).isChecked(),
    ).resolves.toBe(true);
    const stored = await api<{ attributes: Record<string, string> }>(context, "/v1/me/privacy");
    expect(stored.attributes).toEqual({ profile_visibility: "members", message_permission: "nobody" });
    await context.close();
  });
});

describe("appearance", () => {
  it("applies the dark scheme and four columns at once and keeps both after a reload", async () => {
    const context = await signedIn(PEOPLE.appearance);
    const page = await context.newPage();
    await open(page, "/settings/appearance");
    const scheme = () => page.locator("html").getAttribute("data-mantine-color-scheme");
    await main(page).locator("label", { hasText: en.settings.appearance.theme.dark }).click();
    await expect.poll(scheme).toBe("dark");
    await alert(page, en.settings.appearance.saved).waitFor();
    await main(page).locator("label", { hasText: "4 columns" }).click();
    await expect
      .poll(async () => (await context.cookies(e2e.app.url)).find((c) => c.name === "columnsCount")?.value)
      .toBe("4");

    await page.reload();
    await expect(scheme()).resolves.toBe("dark");
    await page.waitForLoadState("networkidle");
    await expect(main(page).getByRole("radio", { name: en.settings.appearance.theme.dark }).isChecked()).resolves.toBe(
      true,
    );
    await expect(main(page).getByRole("radio", { name: "4 columns" }).isChecked()).resolves.toBe(true);
    const stored = await api<{ attributes: Record<string, unknown> }>(context, "/v1/me/appearance");
    expect(stored.attributes).toEqual({ theme: "dark", grid_columns: 4 });
    await keepScreenshot(page, "settings-appearance-dark-en-1280.png", { fullPage: true });
    await context.close();
  });
});

describe("blocked users", () => {
  it("unblocks people one by one until the list is empty", async () => {
    const context = await signedIn(PEOPLE.blocker);
    const page = await context.newPage();
    await open(page, "/settings/blocked");
    const list = main(page).getByRole("list", { name: en.settings.blocked.listLabel });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    await main(page).getByRole("button", { name: "Unblock Anna Albers" }).click();
    await alert(page, "Anna Albers is unblocked.").waitFor();
    await main(page).getByRole("button", { name: "Unblock Anna Albers" }).waitFor({ state: "detached" });
    await main(page).getByRole("button", { name: "Unblock Ben Brandt" }).click();
    await main(page).getByRole("heading", { name: en.settings.blocked.empty.title }).waitFor();
    expect(await api<unknown[]>(context, "/v1/my/blocks")).toEqual([]);
    await context.close();
  });
});

describe("password", () => {
  it("refuses a wrong current password beside the field, in German", async () => {
    const context = await signedIn(PEOPLE.password, { language: "de" });
    const page = await context.newPage();
    await open(page, "/settings/password");
    await field(page, de.settings.currentPassword.label).fill("NotMyPassword1");
    await field(page, de.settings.password.new).fill("Drawing2027");
    await field(page, de.settings.password.confirm).fill("Drawing2027");
    await main(page).getByRole("button", { name: de.settings.password.submit }).click();
    await main(page).getByText(de.settings.currentPassword.wrong).waitFor();
    await context.close();
  });

  it("ticks the rules while typing, changes the password, and the new one signs in", async () => {
    const context = await signedIn(PEOPLE.password);
    const page = await context.newPage();
    await open(page, "/settings/password");
    const rules = main(page).locator("li[data-met]");
    await field(page, en.settings.password.new).fill("drawing");
    await expect(rules.count()).resolves.toBe(1);
    await field(page, en.settings.password.new).fill("Drawing2027");
    await expect(rules.count()).resolves.toBe(4);
    await field(page, en.settings.currentPassword.label).fill(PASSWORD);
    await field(page, en.settings.password.confirm).fill("Drawing2027");
    await main(page).getByRole("button", { name: en.settings.password.submit }).click();
    await alert(page, en.settings.password.changed).waitFor();
    await context.close();

    const fresh = await visitor();
    expect(await login(fresh, PEOPLE.password, PASSWORD)).toBe(401);
    expect(await login(fresh, PEOPLE.password, "Drawing2027")).toBe(201);
    await fresh.close();
  });
});

describe("notification settings", () => {
  /** The switches of one channel, in table order. */
  const channelBoxes = (page: Page, channel: string) => main(page).getByRole("checkbox", { name: `: ${channel}` });

  it("opens alone from the link of an e-mail, in German, and saves through the settings token", async () => {
    const owner = await signedIn(PEOPLE.mover);
    const page = await owner.newPage();
    await open(page, "/settings/info");
    await field(page, en.settings.info.email.new).fill("moved@example.test");
    await field(page, en.settings.currentPassword.label).fill(PASSWORD);
    await main(page).getByRole("button", { name: en.settings.info.email.submit }).click();
    await main(page).getByText(en.settings.info.email.sentBody.replace("{{email}}", "moved@example.test")).waitFor();
    await latestMail(e2e.app.url, "moved@example.test", "email_change_confirmation");
    const notice = await latestMail(e2e.app.url, PEOPLE.mover, "email_change_notice");
    const link = notice.text.match(/https?:\/\/\S+\/settings\/notifications\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    const stranger = await visitor({ language: "de", width: 375 });
    const linkPage = await stranger.newPage();
    const sent: { url: string; token: string | undefined }[] = [];
    linkPage.on("request", (r) => {
      if (r.url().includes("/api/v1/notification_settings")) {
        sent.push({ url: r.url(), token: r.headers()["x-settings-token"] });
      }
    });
    await open(linkPage, link!);
    await expect(heading(linkPage).textContent()).resolves.toBe(de.settings.notifications.title);
    await expect(linkPage.getByRole("navigation", { name: de.settings.title }).count()).resolves.toBe(0);
    await expect(linkPage.getByLabel(de.settings.navigation).count()).resolves.toBe(0);
    await main(linkPage).getByRole("button", { name: de.settings.notifications.allOff.email }).click();
    await main(linkPage).getByRole("button", { name: de.settings.save }).click();
    await alert(linkPage, de.settings.notifications.saved).waitFor();
    const token = new URL(link!).searchParams.get("token");
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request.token).toBe(token);
      expect(request.url).not.toContain(token);
    }
    await keepScreenshot(linkPage, "settings-notifications-link-de-375.png", { fullPage: true });

    await linkPage.reload();
    await linkPage.waitForLoadState("networkidle");
    const emails = channelBoxes(linkPage, de.settings.notifications.channels.email);
    await expect(emails.count()).resolves.toBe(10);
    for (const box of await emails.all()) await expect(box.isChecked()).resolves.toBe(false);
    await stranger.close();

    await open(page, "/settings/notifications");
    const ownerEmails = channelBoxes(page, en.settings.notifications.channels.email);
    await ownerEmails.first().waitFor();
    for (const box of await ownerEmails.all()) await expect(box.isChecked()).resolves.toBe(false);
    for (const box of await channelBoxes(page, en.settings.notifications.channels.inline).all()) {
      await expect(box.isChecked()).resolves.toBe(true);
    }
    await owner.close();
  });

  it("saves one switch through a token issued before, in English, and says when a link no longer works", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, `/settings/notifications?token=${preparedToken}`);
    const likesByMail = main(page).getByRole("checkbox", {
      name: `${en.settings.notifications.keys.new_like.label}: ${en.settings.notifications.channels.email}`,
    });
    await likesByMail.uncheck();
    await main(page).getByRole("button", { name: en.settings.save }).click();
    await alert(page, en.settings.notifications.saved).waitFor();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(likesByMail.isChecked()).resolves.toBe(false);

    await open(page, "/settings/notifications?token=not-a-token-anyone-was-given");
    await main(page).getByText(en.settings.notifications.linkRefused.title).waitFor();
    expect(new URL(page.url()).pathname).toBe("/settings/notifications");
    await context.close();
  });
});

describe("closing the account", () => {
  it("deletes the account from the privacy settings, ends at the confirmation, and the login fails after", async () => {
    const context = await signedIn(PEOPLE.leaver, { language: "de" });
    const page = await context.newPage();
    await open(page, "/settings/privacy");
    await main(page).getByRole("link", { name: de.settings.privacy.delete.open }).click();
    await page.waitForURL("**/settings/privacy/delete-confirmation");
    await page.waitForLoadState("networkidle");
    await field(page, de.settings.close.password).fill("WrongGuess99");
    await main(page).getByRole("button", { name: de.settings.delete.submit }).click();
    await main(page).getByText(de.settings.currentPassword.wrong).waitFor();
    await field(page, de.settings.close.password).fill(PASSWORD);
    await main(page).getByRole("button", { name: de.settings.delete.submit }).click();
    await page.waitForURL(`${e2e.app.url}/delete-confirmation`);
    expect((await context.cookies(e2e.app.url)).find((c) => c.name === "authToken")).toBeUndefined();
    expect(await login(context, PEOPLE.leaver, PASSWORD)).toBe(401);
    await context.close();
  });

  it("deactivates the account, signs out to the home page with an alert, and a login brings it back", async () => {
    const context = await signedIn(PEOPLE.pauser);
    const page = await context.newPage();
    await open(page, "/settings/deactivate");
    await field(page, en.settings.close.password).fill(PASSWORD);
    await main(page).getByRole("button", { name: en.settings.deactivate.submit }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await alert(page, en.settings.deactivate.done).waitFor();
    expect((await context.cookies(e2e.app.url)).find((c) => c.name === "authToken")).toBeUndefined();
    expect(await login(context, PEOPLE.pauser, PASSWORD)).toBe(201);
    const me = await api<{ attributes: { deactivated: boolean } }>(context, "/v1/me");
    expect(me.attributes.deactivated).toBe(false);
    await context.close();
  });
});
