import { fillPattern, ROUTES, type RouteAccess, routesOpenTo } from "@atelier/common/paths";
import { describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";

/**
 * The access rules of spec 000 section 2 as the server-rendered app answers a first page load:
 * each guard is the loader of a layout route, so the server's own redirect is where a browser lands.
 */
const ctx = await createWebTestContext();

const SAMPLE = { participationId: "42", defaultTab: "received", slug: "some-job", token: "abc", registrationId: "12" };
const pathsOpenTo = (...access: RouteAccess[]) =>
  routesOpenTo(...access).map((name) => fillPattern(ROUTES[name].pattern, SAMPLE));
/** Every screen that needs a signed-in user with a complete profile, from the one route list. */
const COMPLETE_ONLY = pathsOpenTo("complete");
const ANONYMOUS_ONLY = pathsOpenTo("anonymous", "unconfirmed");
const REDIRECTS_FOLLOWED = 5;

const complete = await buildSignedInUser(ctx.deps.db, { complete: true });
const incomplete = await buildSignedInUser(ctx.deps.db, { complete: false });

/** Where a browser ends up on opening `path`, following the server's redirects. */
async function landing(path: string, token?: string): Promise<URL> {
  let url = new URL(path, ctx.config.appUrl);
  for (let hop = 0; hop < REDIRECTS_FOLLOWED; hop++) {
    const res = await ctx.app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { accept: "text/html" },
      cookies: token ? { authToken: token } : {},
    });
    if (res.statusCode < 300 || res.statusCode >= 400) {
      expect(res.statusCode, `${url}`).toBe(200);
      return url;
    }
    url = new URL(String(res.headers.location), url);
  }
  throw new Error(`${path} redirects more than ${REDIRECTS_FOLLOWED} times`);
}

describe("signed out", () => {
  it.each(COMPLETE_ONLY)("%s goes to login with returnTo", async (path) => {
    const url = await landing(path);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("returnTo")).toBe(path);
  });

  it("keeps an existing returnTo", async () => {
    const url = await landing("/settings/privacy?returnTo=%2Fmessages");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("returnTo")).toBe("/messages");
  });

  it("reaches the notification settings with a settings token instead of a login", async () => {
    expect((await landing("/settings/notifications?token=abc")).pathname).toBe("/settings/notifications");
    expect((await landing("/settings/notifications")).pathname).toBe("/login");
  });

  it.each([...ANONYMOUS_ONLY, "/login"])("%s is open", async (path) => {
    expect((await landing(path)).pathname).toBe(path);
  });

  it("/signup-info needs a sign-in", async () => {
    expect((await landing("/signup-info")).pathname).toBe("/login");
  });
});

describe("signed in with a complete profile", () => {
  it.each(ANONYMOUS_ONLY)("%s goes to the own profile", async (path) => {
    expect((await landing(path, complete.token)).pathname).toBe("/profile");
  });

  it("/signup-info goes to the own profile", async () => {
    expect((await landing("/signup-info", complete.token)).pathname).toBe("/profile");
  });

  it.each(["/profile", "/messages", "/settings/privacy", "/settings/notifications"])("%s opens", async (path) => {
    expect((await landing(path, complete.token)).pathname).toBe(path);
  });
});

describe("signed in with an incomplete profile", () => {
  it.each(["/profile", "/connections", "/settings/password"])("%s warns and goes to /signup-info", async (path) => {
    const res = await ctx.app.inject({ url: path, cookies: { authToken: incomplete.token } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/signup-info");
    // The warning rides to the next page in the flash cookie, which shows it.
    const flash = res.cookies.find((c) => c.name === "flash");
    expect(JSON.parse(decodeURIComponent(flash?.value ?? "[]"))).toEqual([
      { type: "warning", text: "guards.notComplete" },
    ]);
    expect((await landing(path, incomplete.token)).pathname).toBe("/signup-info");
  });

  it("/signup-info opens", async () => {
    expect((await landing("/signup-info", incomplete.token)).pathname).toBe("/signup-info");
  });
});
