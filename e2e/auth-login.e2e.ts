import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appLink, CAPTCHA_ANSWER, type Language, latestMail, logIn, open, PASSWORD, TEXTS } from "./auth-flow.ts";
import { logInByApi, prepareUsers, type RunningApp, startApp, visitorContext, withAppAndBrowser } from "./harness.ts";

const SECRET = "Sketchbook2026";
const USERS = [
  { email: "complete@example.test", password: SECRET, complete: true, name: "Clara Complete" },
  { email: "incomplete@example.test", password: SECRET, complete: false },
  { email: "changing@example.test", password: SECRET, complete: true, name: "Chris Changing" },
  { email: "guarded@example.test", password: SECRET, complete: true, name: "Gina Guarded" },
  { email: "geschuetzt@example.test", password: SECRET, complete: true, name: "Greta Geschützt" },
];
const NEW_ADDRESS = "chris.new@example.test";

const e2e = withAppAndBrowser({}, (dataDir) => prepareUsers(dataDir, USERS));

const newContext = (language: Language = "en") => visitorContext(e2e, { language });

describe("login", () => {
  it.each(["en", "de"] as const)("shows a wrong password on the password field (%s)", async (language) => {
    const texts = TEXTS[language];
    const context = await newContext(language);
    const page = await context.newPage();
    await open(page, "/login");
    await logIn(page, texts, "complete@example.test", "Wrong-password-1");
    const password = page.locator(PASSWORD);
    await page.getByText(texts.errors.password.unauthorized).waitFor();
    await expect(password.getAttribute("aria-invalid")).resolves.toBe("true");
    // The message is the password field's own, read out with it.
    const described = await password.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${described?.split(" ")[0]}"]`).textContent()).resolves.toBe(
      texts.errors.password.unauthorized,
    );
    // Typing again clears it.
    await password.fill(SECRET);
    await expect(password.getAttribute("aria-invalid")).resolves.toBeNull();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("checks the fields before asking the server", async () => {
    const context = await newContext();
    const page = await context.newPage();
    let logins = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/login")) logins += 1;
    });
    await open(page, "/login");
    await page.getByLabel(TEXTS.en.common.email).fill("not-an-address");
    await page.getByRole("button", { name: TEXTS.en.login.submit, exact: true }).click();
    await page.getByText(TEXTS.en.errors.email.format).waitFor();
    await page.getByText(TEXTS.en.errors.password.required).waitFor();
    // The first field in error takes the focus.
    await expect(page.evaluate<string | null>('document.activeElement?.getAttribute("type")')).resolves.toBe("email");
    expect(logins).toBe(0);
    await context.close();
  });

  it("returns to the page that asked for the login", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, "/messages");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/messages");
    await logIn(page, TEXTS.en, "complete@example.test", SECRET);
    await page.waitForURL("**/messages");
    await context.close();
  });

  it("takes a user with an incomplete profile to the profile step", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, "/login");
    await logIn(page, TEXTS.en, "incomplete@example.test", SECRET);
    await page.waitForURL("**/signup-info");
    await context.close();
  });

  it("sends an incomplete profile from a member page to the profile step with a warning", async () => {
    const context = await newContext();
    expect(await logInByApi(context, e2e.app.url, "incomplete@example.test", SECRET)).toBe(201);
    const page = await context.newPage();
    await page.goto("/connections");
    await page.waitForURL("**/signup-info");
    // The alert layer loads lazily after hydration; the warning must appear once it has.
    await page.getByRole("alert").first().waitFor({ state: "visible", timeout: 15_000 });
    await context.close();
  });

  it("shows no social buttons while no provider is set up", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, "/login");
    await expect(page.getByRole("button", { name: TEXTS.en.social.google }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: TEXTS.en.social.facebook }).count()).resolves.toBe(0);
    await context.close();
  });

  it("confirms a changed e-mail address from the mailed link", async () => {
    const context = await newContext();
    const headers = { "content-type": "application/vnd.api+json", origin: e2e.app.url };
    const credentials = { email: "changing@example.test", password: SECRET };
    await context.request.post("/api/v1/login", {
      headers,
      data: { data: { type: "sessions", attributes: credentials } },
    });
    const me = (await (await context.request.get("/api/v1/me")).json()) as { data: { id: string } };
    const change = await context.request.patch("/api/v1/me/email", {
      headers,
      data: {
        data: { type: "emails", id: me.data.id, attributes: { email: NEW_ADDRESS, current_password: SECRET } },
      },
    });
    expect(change.status()).toBe(202);

    const mail = await latestMail(e2e.app.url, NEW_ADDRESS, "email_change_confirmation");
    const page = await context.newPage();
    await open(page, appLink(e2e.app.url, mail.text));
    await page.getByRole("heading", { name: TEXTS.en.emailConfirm.successTitle }).waitFor();
    const after = (await (await page.request.get("/api/v1/me")).json()) as { data: { attributes: { email: string } } };
    expect(after.data.attributes.email).toBe(NEW_ADDRESS);
    await page.getByRole("link", { name: TEXTS.en.emailConfirm.toProfile }).click();
    await page.waitForURL("**/profile");

    // The link works once.
    await open(page, appLink(e2e.app.url, mail.text));
    await page.getByRole("heading", { name: TEXTS.en.emailConfirm.expiredTitle }).waitFor();
    await context.close();
  });

  it("logs out on this side even when the server cannot be reached", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, "/login");
    await logIn(page, TEXTS.en, "complete@example.test", SECRET);
    await page.waitForURL("**/profile");
    await page.waitForLoadState("networkidle");
    await context.route("**/api/v1/logout**", (route) => route.abort());
    await page.getByRole("button", { name: "Account menu of Clara Complete" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByRole("link", { name: "Log in", exact: true }).first().waitFor();
    await context.close();
  });

  it.each(["en", "de"] as const)(
    "asks for the captcha after repeated failures, and lets the owner in with it (%s)",
    async (language) => {
      const texts = TEXTS[language];
      const email = language === "en" ? "guarded@example.test" : "geschuetzt@example.test";
      const context = await newContext(language);
      for (let i = 0; i < 5; i++) {
        const res = await context.request.post("/api/v1/login", {
          headers: { "content-type": "application/vnd.api+json", origin: e2e.app.url },
          data: { data: { type: "sessions", attributes: { email, password: "Wrong-password-1" } } },
        });
        expect(res.status()).toBe(401);
      }
      const page = await context.newPage();
      await open(page, "/login");
      await logIn(page, texts, email, SECRET);
      await page.getByRole("alert").filter({ hasText: texts.captcha.needed }).waitFor();
      const image = page.getByRole("img", { name: texts.captcha.image });
      await image.waitFor();
      const captcha = page.getByLabel(texts.captcha.label);
      // What to do is read out with the field.
      const described = (await captcha.getAttribute("aria-describedby"))?.split(" ") ?? [];
      const descriptions = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(descriptions.join(" ")).toContain(texts.captcha.hint);

      // A wrong answer spends the image: a new one shows, and the field says what went wrong.
      const first = await image.getAttribute("src");
      await captcha.fill("nope");
      await page.getByRole("button", { name: texts.login.submit, exact: true }).click();
      await page.getByText(texts.errors.captcha.wrong).waitFor();
      await expect.poll(() => image.getAttribute("src")).not.toBe(first);
      await page.getByRole("button", { name: texts.captcha.refresh }).click();
      await expect.poll(() => captcha.inputValue()).toBe("");

      await captcha.fill(CAPTCHA_ANSWER);
      await page.getByRole("button", { name: texts.login.submit, exact: true }).click();
      await page.waitForURL("**/profile");
      await context.close();
    },
  );

  // Last: it uses up this address's login allowance.
  it("says how long to wait once an address failed too often", async () => {
    const context = await newContext();
    for (let batch = 0; batch < 11; batch++) {
      const attempts = Array.from({ length: 20 }, (_, i) =>
        context.request.post("/api/v1/login", {
          headers: { "content-type": "application/vnd.api+json", origin: e2e.app.url },
          data: {
            data: { type: "sessions", attributes: { email: `spray-${batch}-${i}@example.test`, password: "nope" } },
          },
        }),
      );
      const statuses = (await Promise.all(attempts)).map((r) => r.status());
      if (statuses.includes(429)) break;
    }
    const page = await context.newPage();
    await open(page, "/login");
    await logIn(page, TEXTS.en, "complete@example.test", SECRET);
    const notice = page
      .getByRole("alert")
      .filter({ hasText: /Too many attempts\. Please try again in \d+ (minutes?|seconds?)\./ });
    await notice.waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  }, 120_000);
});

describe("social login", () => {
  let social: RunningApp;

  beforeAll(async () => {
    social = await startApp({
      GOOGLE_CLIENT_ID: "atelier-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "test-secret",
      FACEBOOK_APP_ID: "1234567890",
      FACEBOOK_APP_SECRET: "test-secret",
    });
  });

  afterAll(async () => {
    await social?.stop();
  });

  it("offers the configured providers and reports a provider that cannot be reached", async () => {
    const context = await e2e.browser.newContext({ baseURL: social.url });
    // The providers' scripts are out of reach, as on a network without them.
    await context.route(/^https:\/\/(accounts\.google\.com|connect\.facebook\.net)\//, (route) => route.abort());
    const page = await context.newPage();
    await open(page, "/login");
    const google = page.getByRole("button", { name: TEXTS.en.social.google });
    await google.waitFor();
    await page.getByRole("button", { name: TEXTS.en.social.facebook }).waitFor();
    await google.click();
    await page.getByText(TEXTS.en.alerts.googleAuthError).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
