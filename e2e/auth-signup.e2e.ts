import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appLink, CAPTCHA_ANSWER, type Language, latestMail, logIn, open, PASSWORD, TEXTS } from "./auth-flow.ts";
import { keepScreenshot, visitorContext, withAppAndBrowser } from "./harness.ts";

const e2e = withAppAndBrowser();

interface Person {
  email: string;
  name: string;
  city: string;
  cityOption: string;
  /** What the place picker offers for "Springfield": places of one name, told apart by their state. */
  springfields: string[];
  field: string;
}

const springfields = (country: string) =>
  ["Illinois", "Missouri", "Massachusetts"].map((state) => `Springfield, ${state}, ${country}`);

const PEOPLE: Record<Language, Person> = {
  en: {
    email: "ada@example.test",
    name: "Ada Lovelace",
    city: "Londo",
    cityOption: "London, United Kingdom",
    springfields: springfields("United States"),
    field: "Illustration",
  },
  de: {
    email: "grete@example.test",
    name: "Grete Weiß",
    city: "Koln",
    cityOption: "Köln, Deutschland",
    springfields: springfields("Vereinigte Staaten"),
    field: "Fotografie",
  },
};
const FIRST_PASSWORD = "Sketchbook2026";
const NEW_PASSWORD = "Watercolour77";

/** A message with its {{placeholders}} standing for any text. */
function messagePattern(message: string): RegExp {
  const parts = message.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(parts.join(".+"));
}

const newContext = (language: Language) => visitorContext(e2e, { language });

async function signUp(page: Page, language: Language, email = PEOPLE[language].email) {
  const texts = TEXTS[language];
  await open(page, "/signup");
  await expect(page.locator("h1").textContent()).resolves.toBe(texts.signup.title);
  await page.getByRole("img", { name: texts.captcha.image }).waitFor();
  await page.getByLabel(texts.common.email).fill(email);
  await page.locator(PASSWORD).fill(FIRST_PASSWORD);
  await page.getByLabel(texts.captcha.label).fill(CAPTCHA_ANSWER);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: texts.signup.submit, exact: true }).click();
  await page.waitForURL("**/signup-info");
}

async function completeProfile(page: Page, language: Language) {
  const texts = TEXTS[language];
  const person = PEOPLE[language];
  await page.getByRole("checkbox", { name: texts.signupInfo.creative }).check();
  await page.getByRole("radio", { name: texts.signupInfo.private }).check();
  await page.getByLabel(texts.signupInfo.name).fill(person.name);
  const city = page.getByRole("combobox", { name: texts.signupInfo.location });
  await city.fill("Springfield");
  for (const option of person.springfields) await page.getByRole("option", { name: option, exact: true }).waitFor();
  await keepScreenshot(page, `signup-place-${language}.png`);
  await city.fill(person.city);
  await page.getByRole("option", { name: person.cityOption }).click();
  // A chip is its label; the checkbox inside is visually hidden.
  await page.getByText(person.field, { exact: true }).click();
  await page.getByRole("button", { name: texts.signupInfo.submit }).click();
  await page.waitForURL("**/profile");
}

async function logOut(page: Page, language: Language) {
  const name = PEOPLE[language].name;
  const menu = language === "en" ? `Account menu of ${name}` : `Kontomenü von ${name}`;
  await page.getByRole("button", { name: menu }).click();
  await page.getByRole("menuitem", { name: language === "en" ? "Log out" : "Abmelden" }).click();
  await page.waitForURL(`${e2e.app.url}/`);
  const me = await page.request.get("/api/v1/me");
  expect(me.status()).toBe(403);
}

describe.each(["en", "de"] as const)("accounts in %s", (language) => {
  const texts = TEXTS[language];
  const person = PEOPLE[language];

  it("signs up, confirms by the mailed link, completes the profile, logs out and in again", async () => {
    const context = await newContext(language);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await signUp(page, language);
    // Signed in but unconfirmed: the notice offers the mail again, which was sent only just now.
    await page.getByText(texts.confirmationNotice.title).waitFor();
    await page.getByRole("button", { name: texts.confirmationNotice.resend }).click();
    await page.getByText(messagePattern(texts.alerts.resendTooSoon_other)).waitFor();

    const mail = await latestMail(e2e.app.url, person.email, "signup_confirmation");
    const link = appLink(e2e.app.url, mail.text);
    expect(new URL(link).pathname).toMatch(/^\/signup\/confirm\/[\w-]+$/);
    await open(page, link);
    await page.waitForURL("**/signup-info");
    await page.getByRole("button", { name: texts.signupInfo.submit }).waitFor();
    await expect(page.getByText(texts.confirmationNotice.title).count()).resolves.toBe(0);

    await completeProfile(page, language);
    await logOut(page, language);

    await open(page, "/login");
    await logIn(page, texts, person.email, FIRST_PASSWORD);
    await page.waitForURL("**/profile");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("resets the password by the mailed link and logs in with the new one", async () => {
    const context = await newContext(language);
    const page = await context.newPage();

    await open(page, "/password-reset");
    await page.getByLabel(texts.common.email).fill(person.email);
    await page.getByRole("button", { name: texts.passwordReset.submit }).click();
    await page.getByRole("heading", { name: texts.passwordReset.sentTitle }).waitFor();

    const mail = await latestMail(e2e.app.url, person.email, "password_reset");
    await open(page, appLink(e2e.app.url, mail.text));
    await page.locator(PASSWORD).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: texts.passwordResetToken.submit }).click();
    await page.waitForURL("**/login");
    await page.getByText(texts.alerts.passwordResetDone).waitFor();

    await logIn(page, texts, person.email, FIRST_PASSWORD);
    await page.getByText(texts.errors.password.unauthorized).waitFor();
    await logIn(page, texts, person.email, NEW_PASSWORD);
    await page.waitForURL("**/profile");
    await context.close();
  });
});

describe("the sign-up form", () => {
  it("refreshes a refused captcha and keeps the rest of the form", async () => {
    const context = await newContext("en");
    const page = await context.newPage();
    const texts = TEXTS.en;
    await open(page, "/signup");
    const image = page.getByRole("img", { name: texts.captcha.image });
    const first = await image.getAttribute("src");
    await page.getByLabel(texts.common.email).fill("wrong-captcha@example.test");
    await page.locator(PASSWORD).fill(FIRST_PASSWORD);
    await page.getByLabel(texts.captcha.label).fill("nope");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: texts.signup.submit, exact: true }).click();
    await page.getByText(texts.errors.captcha.wrong).waitFor();
    await expect(image.getAttribute("src")).resolves.not.toBe(first);
    await expect(page.getByLabel(texts.common.email).inputValue()).resolves.toBe("wrong-captcha@example.test");
    await expect(page.getByLabel(texts.captcha.label).getAttribute("aria-invalid")).resolves.toBe("true");

    // The new image takes the answer.
    await page.getByLabel(texts.captcha.label).fill(CAPTCHA_ANSWER);
    await page.getByRole("button", { name: texts.signup.submit, exact: true }).click();
    await page.waitForURL("**/signup-info");
    await context.close();
  });

  it("ticks the password rules as the user types and explains a taken address", async () => {
    const context = await newContext("en");
    const page = await context.newPage();
    const texts = TEXTS.en;
    await open(page, "/signup");
    const rule = (text: string) => page.locator("li", { hasText: text });
    const password = page.locator(PASSWORD);
    await password.fill("sketch");
    await expect(rule(texts.passwordRules.lowercase).getAttribute("data-met")).resolves.toBe("true");
    await expect(rule(texts.passwordRules.uppercase).getAttribute("data-met")).resolves.toBeNull();
    await password.fill(FIRST_PASSWORD);
    for (const key of ["lowercase", "uppercase", "digit"] as const) {
      await expect(rule(texts.passwordRules[key]).getAttribute("data-met")).resolves.toBe("true");
    }

    await page.getByLabel(texts.common.email).fill(PEOPLE.en.email);
    await page.getByLabel(texts.captcha.label).fill(CAPTCHA_ANSWER);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: texts.signup.submit, exact: true }).click();
    await page.getByText(texts.errors.email.taken).waitFor();
    await expect(page.getByLabel(texts.common.email).getAttribute("aria-invalid")).resolves.toBe("true");
    await context.close();
  });
});

describe("links from e-mails", () => {
  it("confirms a forwarded sign-up link in another browser without signing that browser in", async () => {
    const texts = TEXTS.en;
    const email = "forwarded@example.test";
    const signingUp = await newContext("en");
    const own = await signingUp.newPage();
    await signUp(own, "en", email);
    await own.getByText(texts.confirmationNotice.title).waitFor();

    const link = appLink(e2e.app.url, (await latestMail(e2e.app.url, email, "signup_confirmation")).text);
    const elsewhere = await newContext("en");
    const other = await elsewhere.newPage();
    await open(other, link);
    await other.getByRole("heading", { name: texts.signupConfirm.confirmedTitle }).waitFor();
    expect((await other.request.get("/api/v1/me")).status()).toBe(403);
    await other.getByRole("link", { name: texts.signupConfirm.login }).click();
    await other.waitForURL("**/login");

    // The browser that signed up is still signed in, now with the address confirmed.
    const me = await own.request.get("/api/v1/me");
    expect(me.status()).toBe(200);
    expect((await me.json()).data.attributes).toMatchObject({ email, confirmed: true });
    await signingUp.close();
    await elsewhere.close();
  });

  it("explains a spent confirmation link and offers the way back", async () => {
    const context = await newContext("en");
    const page = await context.newPage();
    await open(page, "/signup/confirm/00000000-0000-4000-8000-000000000000?checksum=not-a-real-checksum-at-all");
    await page.getByRole("heading", { name: TEXTS.en.signupConfirm.failedTitle }).waitFor();
    await page.getByRole("link", { name: TEXTS.en.signupConfirm.login }).click();
    await page.waitForURL("**/login");
    await context.close();
  });

  it("explains an e-mail change link without its checksum", async () => {
    const context = await newContext("de");
    const page = await context.newPage();
    await open(page, "/confirm/email");
    await page.getByRole("heading", { name: TEXTS.de.emailConfirm.expiredTitle }).waitFor();
    await context.close();
  });

  it("says goodbye after a deletion, with the ways back in", async () => {
    const context = await newContext("en");
    const page = await context.newPage();
    await open(page, "/delete-confirmation");
    await page.getByRole("heading", { name: TEXTS.en.deleteConfirmation.title }).waitFor();
    await page.getByRole("link", { name: TEXTS.en.deleteConfirmation.signup }).waitFor();
    await context.close();
  });
});

describe("screenshots", () => {
  const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;

  it.each(Object.entries(sizes))("of login, sign-up and the profile step at %s width", async (size, viewport) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url, viewport });
    const page = await context.newPage();
    for (const screen of ["login", "signup"]) {
      await open(page, `/${screen}`);
      if (screen === "signup") await page.getByRole("img", { name: TEXTS.en.captcha.image }).waitFor();
      await keepScreenshot(page, `auth-${screen}-${size}.png`, { fullPage: true });
      await expect(page.evaluate<number>("document.documentElement.scrollWidth")).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
    }
    const email = `screens-${size}@example.test`;
    await open(page, "/signup");
    await page.getByLabel(TEXTS.en.common.email).fill(email);
    await page.locator(PASSWORD).fill(FIRST_PASSWORD);
    await page.getByLabel(TEXTS.en.captcha.label).fill(CAPTCHA_ANSWER);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: TEXTS.en.signup.submit, exact: true }).click();
    await page.waitForURL("**/signup-info");
    await page.getByText("Graphic Design", { exact: true }).waitFor();
    await keepScreenshot(page, `auth-signup-info-${size}.png`, { fullPage: true });
    await expect(page.evaluate<number>("document.documentElement.scrollWidth")).resolves.toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();
  });
});
