import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAppAndBrowser } from "./harness.ts";

const e2e = withAppAndBrowser();

const footerSwitch = (page: Page, language: "English" | "Deutsch") =>
  page.getByRole("contentinfo").getByRole("button", { name: language });

describe("the language switch", () => {
  it("works without JavaScript: the server sets the cookie and brings the reader back to the page", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.app.url}/pricing?plan=pro`);
    await expect(page.title()).resolves.toBe("Pricing · Atelier");

    await footerSwitch(page, "Deutsch").click();
    await page.waitForURL(`${e2e.app.url}/pricing?plan=pro`);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    await expect(page.title()).resolves.toBe("Preise · Atelier");
    await expect(footerSwitch(page, "Deutsch").getAttribute("aria-pressed")).resolves.toBe("true");
    const cookies = await context.cookies(e2e.app.url);
    expect(cookies.find((c) => c.name === "locale")).toMatchObject({ value: "de", path: "/", sameSite: "Lax" });

    await footerSwitch(page, "English").click();
    await page.waitForURL(`${e2e.app.url}/pricing?plan=pro`);
    await expect(page.title()).resolves.toBe("Pricing · Atelier");
    await context.close();
  });

  it("switches in place once the page runs, the document title included", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.app.url}/about`);
    // Before hydration the click would go through the server; this test is about the app's own switch.
    await page.waitForLoadState("networkidle");
    const documents: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) documents.push(frame.url());
    });

    await footerSwitch(page, "Deutsch").click();
    await expect.poll(() => page.title()).toBe("Über uns · Atelier");
    await expect(page.locator("h1").textContent()).resolves.toBe(
      "Ein Zuhause für kreative Arbeit und die Menschen, die sie beauftragen",
    );
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");

    await footerSwitch(page, "English").click();
    await expect.poll(() => page.title()).toBe("About · Atelier");
    expect(documents).toEqual([]);
    await context.close();
  });

  it("loads the page's own language alone, and the other once switched to", async () => {
    const context = await e2e.browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("request", (request) => {
      const language = /\/assets\/(en|de)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (language) loaded.push(language);
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${e2e.app.url}/about`);
    await page.waitForLoadState("networkidle");
    await expect(page.title()).resolves.toBe("Über uns · Atelier");
    expect(loaded).toEqual(["de"]);

    await footerSwitch(page, "English").click();
    await expect.poll(() => page.title()).toBe("About · Atelier");
    expect(loaded).toEqual(["de", "en"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
