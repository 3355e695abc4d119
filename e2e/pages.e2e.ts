import { paths } from "@atelier/common/paths";
import { describe, expect, it } from "vitest";
import de from "../web/src/i18n/de.json";
import { CAPTCHA_ANSWER, latestMail, open, TEXTS } from "./auth-flow.ts";
import { keepScreenshot, visitorContext, withAppAndBrowser } from "./harness.ts";

const e2e = withAppAndBrowser();

describe("home page", () => {
  it("renders on the server and hydrates", async () => {
    const page = await e2e.browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(e2e.app.url);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toContain("Atelier");
    await expect(page.locator("h1").textContent()).resolves.toBe("Where creative work finds the people who need it");
    await keepScreenshot(page, "home.png", { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks for its code only once it has painted, then hydrates", async () => {
    const page = await e2e.browser.newPage();
    await page.goto(e2e.app.url);
    // React marks each element it has hydrated.
    const hydrated = () =>
      page.locator("h1").evaluate((h1) => Object.keys(h1).some((key) => key.startsWith("__react")));
    await expect.poll(hydrated).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    await page.close();
  });
});

describe("information pages", () => {
  const pages = [
    [paths.about, "About · Atelier"],
    [paths.howItWorks, "How it works · Atelier"],
    [paths.featured, "Featured creative fields · Atelier"],
    [paths.pricing, "Pricing · Atelier"],
    [paths.terms, "Terms and conditions · Atelier"],
    [paths.privacy, "Privacy policy · Atelier"],
    [paths.contact, "Contact · Atelier"],
    [paths.imprint, "Imprint · Atelier"],
  ] as const;

  it.each(pages)("%s has its title, one heading and fits a 375 px phone", async (path, title) => {
    const page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(e2e.app.url + path);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(title);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.evaluate<number>("document.documentElement.scrollWidth")).resolves.toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const page = await e2e.browser.newPage();
    const res = await page.goto(`${e2e.app.url}/no/such/page`);
    expect(res?.status()).toBe(404);
    await expect(page.title()).resolves.toBe("Page not found · Atelier");
    await expect(page.locator("h1").textContent()).resolves.toBe("This page does not exist");
    await page.getByRole("link", { name: "Home page" }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.close();
  });

  it("serves /404 and /500 with their status codes", async () => {
    const page = await e2e.browser.newPage();
    expect((await page.goto(`${e2e.app.url}/404`))?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("This page does not exist");
    expect((await page.goto(`${e2e.app.url}/500`))?.status()).toBe(500);
    await expect(page.locator("h1").textContent()).resolves.toBe("Something went wrong on our side");
    await page.close();
  });
});

describe("contact form", () => {
  it("takes a message on a phone in German: a wrong answer brings a new image and keeps the text", async () => {
    const form = de.contact.form;
    const context = await visitorContext(e2e, { language: "de", width: 375 });
    const page = await context.newPage();
    await open(page, `${e2e.app.url}${paths.contact}?topic=privacy`);
    await expect(page.getByLabel(form.topic).inputValue()).resolves.toBe("privacy");
    const image = page.getByRole("img", { name: TEXTS.de.captcha.image });
    await image.waitFor();
    const firstImage = await image.getAttribute("src");

    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(form.errors.name.required).waitFor();
    await expect(page.getByText(form.errors.captcha.required).isVisible()).resolves.toBe(true);

    await page.getByLabel(form.name).fill("Rosa Brandt");
    await page.getByLabel(form.email).fill("rosa@example.test");
    await page.getByLabel(form.message).fill("Bitte löscht mein altes Foto aus dem Archiv.");
    await page.getByLabel(TEXTS.de.captcha.label).fill("falsch");
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(form.errors.captcha.invalid).waitFor();
    await expect.poll(() => image.getAttribute("src")).not.toBe(firstImage);
    await expect(page.getByLabel(form.message).inputValue()).resolves.toBe(
      "Bitte löscht mein altes Foto aus dem Archiv.",
    );
    await expect(page.evaluate<number>("document.documentElement.scrollWidth")).resolves.toBeLessThanOrEqual(375);
    await keepScreenshot(page, "contact-form-de-phone.png", { fullPage: true });

    await page.getByLabel(TEXTS.de.captcha.label).fill(CAPTCHA_ANSWER);
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(form.sent.title.replace("{{name}}", "Rosa Brandt")).waitFor();
    const mail = await latestMail(e2e.app.url, "operators@atelier.local", "contact");
    expect(mail.text).toContain("Bitte löscht mein altes Foto aus dem Archiv.");
    expect(mail.text).toContain("Rosa Brandt <rosa@example.test>");
    await context.close();
  });
});

describe("layout", () => {
  it("switches the language from the footer and keeps it on the next visit", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.app.url}/about`);
    // A click on the server-rendered button before hydration would do nothing.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByRole("link", { name: "Auftraggeber" }).first().waitFor();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    await page.reload();
    await expect(page.locator("h1").textContent()).resolves.toBe(
      "Ein Zuhause für kreative Arbeit und die Menschen, die sie beauftragen",
    );
    await expect(page.title()).resolves.toBe("Über uns · Atelier");
    await context.close();
  });

  it("offers a skip link as the first stop of the keyboard", async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.app.url}/pricing`);
    await page.keyboard.press("Tab");
    await expect(page.evaluate<string>("document.activeElement?.textContent")).resolves.toBe("Skip to content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate<string>("document.activeElement?.id")).resolves.toBe("main-content");
    await page.close();
  });

  it("puts the navigation behind a burger on a phone", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(e2e.app.url);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("navigation", { name: "Main" }).first().isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Creatives" }).click();
    await page.waitForURL(`${e2e.app.url}/creatives`);
    await drawer.waitFor({ state: "hidden" });
    await page.close();
  });
});
