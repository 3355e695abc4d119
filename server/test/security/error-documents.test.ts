import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { buildSignedInUser } from "../factories.ts";
import { expectApiHeaders, expectSecurityHeaders } from "./expected-headers.ts";
import { createWebTestContext } from "./web-context.ts";

const ctx = await createWebTestContext();

describe("the locale switch with a returnTo no header can carry as typed", () => {
  it.each([
    ["/%E3%80%80", "/%E3%80%80"],
    ["/jobs?q=%C3%BC%20x", "/jobs?q=%C3%BC%20x"],
    ["/caf%C3%A9%23%C3%A4", "/caf%C3%A9#%C3%A4"],
  ])("redirects %s to the same page, percent-encoded", async (returnTo, location) => {
    const res = await ctx.app.inject({ url: `/locale/en?returnTo=${returnTo}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
    expectSecurityHeaders(res.headers);
  });
});

describe("an address whose percent-encoding does not decode", () => {
  it.each(["/api/v1/users/%", "/api/locales/%E0%A4%A", "/API/v1/users/%zz"])(
    "is the API's own 400 document with its headers: %s",
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
      expect(res.json()).toEqual({
        errors: [
          { status: "400", code: "bad_request", title: "Bad request", detail: "The address is not a valid URL." },
        ],
      });
      expectSecurityHeaders(res.headers);
      expectApiHeaders(res.headers);
      expect(res.body).not.toMatch(/FST_|statusCode/);
    },
  );

  it.each(["/%E0%A4%A", "/profile/%", "/locale/%zz"])(
    "is a 400 with the security headers on a page path: %s",
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: "400", code: "bad_request" });
      expectSecurityHeaders(res.headers);
      expect(res.body).not.toMatch(/FST_|statusCode/);
    },
  );
});

describe("a reply whose header no client could receive", () => {
  it("becomes the project's own 500 with every security header, not Fastify's fallback", async () => {
    const app = await buildApp(ctx.deps);
    app.get("/api/v1/echo-location", (req, reply) => reply.redirect(`/${(req.query as { to: string }).to}`, 303));
    app.get("/echo-page", (req, reply) =>
      reply.header("content-disposition", `inline; filename="${(req.query as { to: string }).to}"`).send("x"),
    );
    await app.ready();
    try {
      const api = await app.inject({ url: "/api/v1/echo-location?to=%E3%80%80" });
      expect(api.statusCode).toBe(500);
      expect(api.headers.location).toBeUndefined();
      expect(api.json().errors[0]).toMatchObject({ status: "500", code: "internal_error" });
      expectSecurityHeaders(api.headers);
      expectApiHeaders(api.headers);

      const page = await app.inject({ url: "/echo-page?to=%0D%0Aset-cookie:%20x=1%E2%80%A8" });
      expect(page.statusCode).toBe(500);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain("Something went wrong");
      expect(page.headers["set-cookie"]).toBeUndefined();
      expectSecurityHeaders(page.headers);
    } finally {
      await app.close();
    }
  });
});

describe("the API by any spelling of its path carries the API's headers", () => {
  it.each(["/API/V1/USERS", "//api/v1/users", "/Api/v1/users", "///api//v1/users", "/api/v1/users/", "/API/LOCALES"])(
    "GET %s",
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
      expectApiHeaders(res.headers);
      expectSecurityHeaders(res.headers);
    },
  );

  it("answers an unknown endpoint spelled in capitals as the API's 404 with its headers", async () => {
    const res = await ctx.app.inject({ url: "/API/V1/NO-SUCH-THING" });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
    expectApiHeaders(res.headers);
  });

  it("authenticates a signed-in request by any spelling, and keeps it no-store", async () => {
    const { headers } = await buildSignedInUser(ctx.deps.db);
    for (const url of ["/API/V1/ME", "//api/v1/me"]) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expectApiHeaders(res.headers);
    }
  });

  it("leaves the pages' own policy to the pages", async () => {
    const res = await ctx.app.inject({ url: "/apiary" });
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toMatch(/script-src/);
  });
});
