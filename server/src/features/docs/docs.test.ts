import { documentSchema } from "@atelier/common";
import { Validator } from "@seriousme/openapi-schema-validator";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { launchBrowser } from "../../../../e2e/harness.ts";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { registerContracts } from "../../jsonapi/contract.ts";
import { docsPlugin } from "./routes.ts";

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

  it("describes replies that are not JSON:API in their own terms, and their errors as JSON:API", async () => {
    const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
    const responses = (path: string) => spec.paths[path].get.responses;
    expect(JSON.stringify(spec)).not.toContain("__SCHEMA__PLACEHOLDER__");
    expect(Object.keys(responses("/api/captchas/{id}")["200"].content)).toEqual(["image/svg+xml"]);
    expect(Object.keys(responses("/api/health")["200"].content)).toEqual(["application/json"]);
    expect(Object.keys(responses("/api/health")["503"].content)).toEqual(["application/json"]);
    expect(responses("/api/ws")["101"]).toEqual({ description: expect.stringMatching(/websocket/) });
    for (const path of ["/api/captchas/{id}", "/api/health", "/api/ws"]) {
      expect(Object.keys(responses(path)["4XX"].content)).toEqual(["application/vnd.api+json"]);
    }
  });

  it("lists only API routes, not the docs' own files", async () => {
    const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
    for (const path of Object.keys(spec.paths)) expect(path).toMatch(/^\/api\//);
    expect(Object.keys(spec.paths).some((p) => p.startsWith("/api/docs"))).toBe(false);
  });
});

/**
 * Operations that succeed by switching protocols (a websocket handshake): their success is a 101,
 * which has no body. Every other operation must declare a 2xx.
 */
const UPGRADES = new Set(["GET /api/ws"]);

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
    for (const [path, operations] of Object.entries(spec.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const success = UPGRADES.has(name)
          ? operation.responses?.["101"] !== undefined
          : Object.entries(operation.responses ?? {}).some(([status, r]) => declaresReply(status, r));
        const body = !["post", "put", "patch"].includes(method) || operation.requestBody !== undefined;
        if (!success || !body) lacking.push(name);
      }
    }
    expect(lacking, "operations without a declared contract").toEqual([]);
  });
});

describe("the API description's component names", () => {
  it("name the full users resource and what a blocker sees of a blocked user apart", async () => {
    const spec = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const attributes = (name: string) => Object.keys(spec.components.schemas[name].properties.attributes.properties);
    expect(attributes("Users")).toEqual(expect.arrayContaining(["name", "slug", "is_creative", "profile_image"]));
    expect(spec.components.schemas.Users.properties.relationships).toBeDefined();
    expect(attributes("BlockedUsers")).toEqual(["name", "avatar"]);
  });

  it("stop the description being built when a route sends another schema under a name already given", async () => {
    const app = Fastify();
    registerContracts(app, { strict: true });
    await app.register(docsPlugin);
    // Named past component(), as `.meta({ id })` on a resource did before: the description would show
    // the full users resource for a reply that carries something else.
    const impostor = z
      .object({ type: z.literal("users"), id: z.string(), attributes: z.object({ name: z.string() }) })
      .meta({ id: "Users" });
    app.get("/api/named-twice", { schema: { response: { 200: documentSchema(impostor) } } }, () => null);
    await app.ready();
    try {
      expect(() => app.swagger()).toThrow("Two different schemas are named Users");
    } finally {
      z.globalRegistry.remove(impostor);
      await app.close();
    }
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
      await page.locator(".opblock-summary-path", { hasText: "/api/v1/login" }).first().waitFor({ timeout: 45_000 });
      expect(await page.locator(".opblock").count()).toBeGreaterThanOrEqual(8);
      expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
