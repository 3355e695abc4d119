import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { users } from "../../db/schema/index.ts";

const ctx = await createTestContext();

const localeCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === "locale");

describe("GET /locale/:code", () => {
  it("sets the locale cookie as the web app does and goes back to the page", async () => {
    const res = await ctx.app.inject({ url: `/locale/de?returnTo=${encodeURIComponent("/about?tab=2")}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/about?tab=2");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(localeCookie(res)).toMatchObject({ value: "de", path: "/", maxAge: 30 * 24 * 3600, sameSite: "Lax" });
    expect(localeCookie(res)).not.toHaveProperty("secure");
    expect(localeCookie(res)).not.toHaveProperty("httpOnly");

    const next = await request(ctx.app, "GET", "/api/locales/current", {
      cookies: { locale: localeCookie(res)!.value },
    });
    expect(next.json().data.attributes.code).toBe("de");
  });

  it("goes to the home page without a returnTo", async () => {
    const res = await ctx.app.inject({ url: "/locale/en" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(localeCookie(res)?.value).toBe("en");
  });

  it.each([
    "//evil.example/",
    "https://evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/about\r\nSet-Cookie: x=1",
  ])("never redirects off the site: returnTo %j goes home", async (returnTo) => {
    const res = await ctx.app.inject({ url: `/locale/de?returnTo=${encodeURIComponent(returnTo)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(res.headers["set-cookie"]).not.toContain("x=1");
  });

  it("takes one returnTo only: a repeated one goes home", async () => {
    const res = await ctx.app.inject({ url: "/locale/de?returnTo=/about&returnTo=//evil.example" });
    expect(res.headers.location).toBe("/");
  });

  it("knows only the interface languages", async () => {
    const res = await ctx.app.inject({ url: "/locale/fr?returnTo=/about" });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(localeCookie(res)).toBeUndefined();
  });

  it("changes no account: the cookie alone decides the pages' language", async () => {
    const { user, token } = await buildSignedInUser(ctx.deps.db, { locale: "en" });
    const res = await ctx.app.inject({ url: "/locale/de?returnTo=/settings", cookies: { authToken: token } });
    expect(res.statusCode).toBe(303);
    const [stored] = await ctx.deps.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(stored.locale).toBe("en");
  });

  it("marks the cookie Secure when the app is served over TLS", async () => {
    const tls = await createTestContext({ APP_URL: "https://atelier.test" });
    const res = await tls.app.inject({ url: "/locale/de?returnTo=/" });
    expect(localeCookie(res)).toMatchObject({ value: "de", secure: true });
  });
});
