import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { openSocket, readUntilClosed, statusOf } from "./raw-http.ts";
import { createWebTestContext } from "./web-context.ts";

const ctx = await createWebTestContext();

const builtScript = readdirSync(path.resolve(import.meta.dirname, "../../../web/build/client/assets")).find((f) =>
  f.endsWith(".js"),
);

type Probe = { method?: "GET" | "PATCH"; url: string; headers?: Record<string, string>; payload?: string };

const HTML: Probe[] = [{ url: "/" }, { url: "/about" }, { url: "/no-such-page" }];
const API: Probe[] = [
  { url: "/api/locales" },
  { url: "/api/no-such-endpoint" },
  { url: "/api/v1/me" },
  { method: "PATCH", url: "/api/locales/1", headers: { "content-type": "text/plain" }, payload: "x" },
  { method: "PATCH", url: "/api/locales/1", headers: { "content-type": "application/json" }, payload: "{" },
];

describe("K2 response headers", () => {
  for (const probe of [...HTML, ...API, { url: `/assets/${builtScript}` }]) {
    it(`${probe.method ?? "GET"} ${probe.url} sends nosniff and a referrer policy, and no X-Powered-By`, async () => {
      const res = await ctx.app.inject({ method: probe.method ?? "GET", ...probe });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBeTruthy();
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["content-type"]).toMatch(/charset=utf-8/i);
    });
  }

  for (const probe of HTML) {
    it(`GET ${probe.url} is HTML with a declared charset`, async () => {
      const res = await ctx.app.inject({ url: probe.url });
      expect(res.headers["content-type"]).toMatch(/^text\/html;\s*charset=utf-8$/i);
    });
  }

  for (const probe of API) {
    it(`${probe.method ?? "GET"} ${probe.url} is never stored by a cache`, async () => {
      const res = await ctx.app.inject({ method: probe.method ?? "GET", ...probe });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    });
  }

  it("marks a signed-in API answer no-store too", async () => {
    const { headers } = await buildSignedInUser(ctx.deps.db);
    const res = await request(ctx.app, "GET", "/api/v1/me", { headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("sends HSTS for a year with subdomains when the app is served over TLS", async () => {
    const tls = await createTestContext({ APP_URL: "https://atelier.test" });
    const res = await request(tls.app, "GET", "/api/locales");
    const hsts = String(res.headers["strict-transport-security"]);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });

  it("answers TRACE with 405 on pages and on the API", async () => {
    const page = await ctx.app.inject({ method: "TRACE", url: "/" });
    expect(page.statusCode).toBe(405);
    expect(page.body).not.toContain("TRACE /");
    const api = await request(ctx.app, "TRACE", "/api/locales");
    expect(api.statusCode).toBe(405);
    expect(api.json().errors[0]).toMatchObject({ status: "405", code: "method_not_allowed" });
  });

  for (const url of [
    "/.git/HEAD",
    "/.env",
    "/assets/.env",
    "/api/.env",
    "/assets/x.js.map",
    `/assets/${builtScript}.map`,
    "/assets/..%2f..%2fserver%2findex.js",
    "/server/index.js",
  ]) {
    it(`GET ${url} is 404 and serves nothing`, async () => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/createRequestHandler|ref: refs|sourcesContent/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });
  }

  it("treats percent-encoded dot-segments on the wire as the probes they are", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    for (const target of ["/%2e%2e/server/index.js", "/assets/%2e%2e/%2e%2e/server/index.js", "/%2egit/HEAD"]) {
      const socket = await openSocket(port);
      const response = readUntilClosed(socket, 5000);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const raw = await response;
      expect(statusOf(raw), target).toBe(404);
      expect(raw).not.toContain("createRequestHandler");
    }
  });
});
