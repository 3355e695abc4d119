import { describe, expect, it } from "vitest";
import { launchBrowser } from "../../../../e2e/harness.ts";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";

const ctx = await createTestContext();

interface Operation {
  tags?: string[];
  summary?: string;
}

describe("GET /api/docs/json", () => {
  it("describes the API routes with their methods, tags and summaries", async () => {
    const res = await request(ctx.app, "GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);

    const expected: [string, string, string][] = [
      ["/api/v1/login", "post", "session"],
      ["/api/v1/logout", "delete", "session"],
      ["/api/v1/me", "get", "me"],
      ["/api/ws", "get", "live"],
      ["/api/health", "get", "health"],
      ["/api/locales", "get", "reference"],
      ["/api/locales/current", "get", "reference"],
      ["/api/locales/{id}", "patch", "reference"],
    ];
    for (const [path, method, tag] of expected) {
      const operation: Operation | undefined = spec.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary).toEqual(expect.any(String));
    }
  });

  it("lists only API routes, not the docs' own files", async () => {
    const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
    for (const path of Object.keys(spec.paths)) expect(path).toMatch(/^\/api\//);
    expect(Object.keys(spec.paths).some((p) => p.startsWith("/api/docs"))).toBe(false);
  });
});

describe("GET /api/docs", () => {
  it("serves the page and its assets under a policy without inline scripts", async () => {
    const page = await request(ctx.app, "GET", "/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");

    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await ctx.app.inject({ url: src });
      expect(asset.statusCode, src).toBe(200);
    }
  });

  it("renders every operation in a browser without breaking its policy", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      const res = await page.goto(`http://127.0.0.1:${port}/api/docs`);
      expect(res?.status()).toBe(200);
      await page.locator(".opblock-summary-path", { hasText: "/api/v1/login" }).first().waitFor({ timeout: 15_000 });
      expect(await page.locator(".opblock").count()).toBeGreaterThanOrEqual(8);
      expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
