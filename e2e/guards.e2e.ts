import { fillPattern, ROUTES, type RouteAccess, routesOpenTo } from "@atelier/common/paths";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contextsOf, prepareUsers, withAppAndBrowser } from "./harness.ts";

const SAMPLE = { participationId: "42", defaultTab: "received", slug: "some-job", token: "abc", registrationId: "12" };
const pathsOpenTo = (...access: RouteAccess[]) =>
  routesOpenTo(...access).map((name) => fillPattern(ROUTES[name].pattern, SAMPLE));
/** Every screen that needs a signed-in user with a complete profile (spec 000 section 2). */
const COMPLETE_ONLY = pathsOpenTo("complete");
const ANONYMOUS_ONLY = pathsOpenTo("anonymous", "unconfirmed");
const PASSWORD = "Sketchbook2026";

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareUsers(dataDir, [
    { email: "complete@example.test", password: PASSWORD, complete: true },
    { email: "incomplete@example.test", password: PASSWORD, complete: false },
  ]),
);

const { signedIn } = contextsOf(e2e, PASSWORD);

async function landing(context: BrowserContext, path: string): Promise<URL> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const url = new URL(page.url());
  await page.close();
  return url;
}

describe("signed out", () => {
  it.each(COMPLETE_ONLY)("%s goes to login with returnTo", async (path) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url });
    const url = await landing(context, path);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("returnTo")).toBe(path);
    await context.close();
  });

  it("keeps an existing returnTo", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url });
    const url = await landing(context, "/settings/privacy?returnTo=%2Fmessages");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("returnTo")).toBe("/messages");
    await context.close();
  });

  it("reaches the notification settings with a settings token instead of a login", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url });
    expect((await landing(context, "/settings/notifications?token=abc")).pathname).toBe("/settings/notifications");
    expect((await landing(context, "/settings/notifications")).pathname).toBe("/login");
    await context.close();
  });

  it.each([...ANONYMOUS_ONLY, "/login"])("%s is open", async (path) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url });
    expect((await landing(context, path)).pathname).toBe(path);
    await context.close();
  });

  it("/signup-info needs a sign-in", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url });
    expect((await landing(context, "/signup-info")).pathname).toBe("/login");
    await context.close();
  });
});

describe("signed in with a complete profile", () => {
  it.each(ANONYMOUS_ONLY)("%s goes to the own profile", async (path) => {
    const context = await signedIn("complete@example.test");
    expect((await landing(context, path)).pathname).toBe("/profile");
    await context.close();
  });

  it("/signup-info goes to the own profile", async () => {
    const context = await signedIn("complete@example.test");
    expect((await landing(context, "/signup-info")).pathname).toBe("/profile");
    await context.close();
  });

  it.each(["/profile", "/messages", "/settings/privacy", "/settings/notifications"])("%s opens", async (path) => {
    const context = await signedIn("complete@example.test");
    expect((await landing(context, path)).pathname).toBe(path);
    await context.close();
  });
});

describe("signed in with an incomplete profile", () => {
  it.each(["/profile", "/connections", "/settings/password"])("%s warns and goes to /signup-info", async (path) => {
    const context = await signedIn("incomplete@example.test");
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForURL("**/signup-info");
    // The alert layer loads lazily after hydration; the warning must appear once it has.
    await page.getByRole("alert").first().waitFor({ state: "visible", timeout: 15_000 });
    await context.close();
  });

  it("/signup-info opens, without the navigation", async () => {
    const context = await signedIn("incomplete@example.test");
    expect((await landing(context, "/signup-info")).pathname).toBe("/signup-info");
    await context.close();
  });
});
