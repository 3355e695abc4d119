import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, screenshotDir, startApp } from "./harness.ts";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("home page", () => {
  it("renders on the server and hydrates", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(app.url);
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Atelier");
    await page.screenshot({ path: path.join(screenshotDir, "home.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
