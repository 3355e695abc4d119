import { Validator } from "@seriousme/openapi-schema-validator";
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

/**
 * Operations whose contract is still prose: each area removes its lines as it declares request and
 * response schemas. The list only shrinks; an operation added without a contract fails below.
 */
const WITHOUT_CONTRACT = new Set([
  "GET /api/ws",
  "GET /api/health",
  "GET /api/locales",
  "GET /api/locales/current",
  "PATCH /api/locales/{id}",
  "POST /api/v1/login",
  "DELETE /api/v1/logout",
  "GET /api/v1/me",
  "PATCH /api/v1/me",
  "GET /api/v1/me/address",
  "PATCH /api/v1/me/address",
  "GET /api/v1/me/privacy",
  "PATCH /api/v1/me/privacy",
  "GET /api/v1/me/appearance",
  "PATCH /api/v1/me/appearance",
  "GET /api/v1/notification_settings",
  "PATCH /api/v1/notification_settings",
  "GET /api/v1/interests_settings",
  "PATCH /api/v1/interests_settings",
  "GET /api/v1/my/blocks",
  "POST /api/v1/my/blocks",
  "DELETE /api/v1/my/blocks/{userId}",
  "GET /api/v1/my/memberships",
  "GET /api/oauth/state",
  "POST /api/oauth/google/callback",
  "POST /api/oauth/facebook/callback",
  "GET /api/captchas/{id}",
  "POST /api/v1/registrations",
  "PATCH /api/v1/registrations/{id}",
  "PATCH /api/v1/registrations/{id}/confirm",
  "PATCH /api/v1/registrations/{id}/captcha",
  "PATCH /api/v1/registrations/{id}/resend_confirmation_email",
  "POST /api/v1/password_resets",
  "PATCH /api/v1/password_resets",
  "PATCH /api/v1/me/email",
  "PATCH /api/v1/me/email/confirm",
  "PATCH /api/v1/me/password",
  "POST /api/v1/me/delete",
  "POST /api/v1/me/deactivate",
  "GET /api/v1/my/profile",
  "PATCH /api/v1/my/profile",
  "GET /api/v1/users/{userId}/professions",
  "POST /api/v1/my/professions",
  "DELETE /api/v1/my/professions/{id}",
  "GET /api/v1/users/{userId}/language_levels",
  "GET /api/v1/language_levels/{id}",
  "POST /api/v1/my/language_levels",
  "PATCH /api/v1/my/language_levels/{id}",
  "DELETE /api/v1/my/language_levels/{id}",
  "GET /api/v1/users/{userId}/weblinks",
  "GET /api/v1/weblinks/{id}",
  "POST /api/v1/my/weblinks",
  "PATCH /api/v1/my/weblinks/{id}",
  "DELETE /api/v1/my/weblinks/{id}",
  "GET /api/v1/users/{userId}/creative_field_operations",
  "POST /api/v1/my/creative_field_operations",
  "PATCH /api/v1/my/creative_field_operations/{id}",
  "DELETE /api/v1/my/creative_field_operations/{id}",
  "GET /api/v1/users/{userId}/achievements",
  "POST /api/v1/my/achievements",
  "PATCH /api/v1/my/achievements/{id}",
  "DELETE /api/v1/my/achievements/{id}",
  "GET /api/v1/users/{userId}/educations",
  "POST /api/v1/my/educations",
  "PATCH /api/v1/my/educations/{id}",
  "DELETE /api/v1/my/educations/{id}",
  "GET /api/v1/users/{userId}/employments",
  "POST /api/v1/my/employments",
  "PATCH /api/v1/my/employments/{id}",
  "DELETE /api/v1/my/employments/{id}",
  "GET /api/v1/creative_field_operations/{operationId}/skills",
  "POST /api/v1/creative_field_operations/{operationId}/skills",
  "GET /api/v1/skills/{id}",
  "DELETE /api/v1/skills/{id}",
  "GET /api/v1/users/{userId}/company_contacts",
  "GET /api/v1/my/company_contacts",
  "PATCH /api/v1/my/company_contacts",
]);

type OpenApiOperation = {
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
};

/** A response with its body's schema, no body (204), or for a redirect the target it names in Location. */
const declaresReply = (status: string, response: NonNullable<OpenApiOperation["responses"]>[string]) =>
  (status.startsWith("2") &&
    (status === "204" || Object.values(response.content ?? {}).some((c) => c.schema !== undefined))) ||
  (status.startsWith("3") && Object.keys(response.headers ?? {}).some((name) => name.toLowerCase() === "location"));

describe("the API description as a contract", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const spec = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const result = await new Validator().validate(spec);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("declares a 2xx response schema (or a redirect's target) for every operation, and a request body for every write", async () => {
    const spec = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const lacking: string[] = [];
    const declared: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(operation.responses ?? {}).some(([status, r]) => declaresReply(status, r));
        const body = !["post", "put", "patch"].includes(method) || operation.requestBody !== undefined;
        if (success && body) declared.push(name);
        else if (!WITHOUT_CONTRACT.has(name)) lacking.push(name);
      }
    }
    expect(lacking, "operations without a declared contract").toEqual([]);
    expect(
      declared.filter((name) => WITHOUT_CONTRACT.has(name)),
      "declared now: remove from WITHOUT_CONTRACT",
    ).toEqual([]);
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
