import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { missingTranslations } from "../../src/db/schema/index.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();

const report = (payload: unknown, headers: Record<string, string> = { "content-type": "application/vnd.api+json" }) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/i18n/missing",
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const documentFor = (key: string) => ({
  data: { type: "missing_translations", attributes: { key, locale: "en", route: "/" } },
});

const stored = async (key: string) =>
  ctx.deps.db.select().from(missingTranslations).where(eq(missingTranslations.key, key));

describe("D2 content negotiation", () => {
  it("accepts plain application/vnd.api+json, and a profile parameter", async () => {
    const plain = await report(documentFor("d2.plain"));
    expect(plain.statusCode).toBe(201);
    expect(plain.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    const profiled = await report(documentFor("d2.profile"), {
      "content-type": 'application/vnd.api+json; profile="https://example.com/profiles/x"',
    });
    expect(profiled.statusCode).toBe(201);
    expect(await stored("d2.plain")).toHaveLength(1);
  });

  it("accepts application/json as well, as many HTTP clients send it", async () => {
    const res = await report(documentFor("d2.json"), { "content-type": "application/json" });
    expect(res.statusCode).toBe(201);
    expect(await stored("d2.json")).toHaveLength(1);
  });

  for (const contentType of [
    "application/vnd.api+json; ext=x",
    'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
    "application/vnd.api+json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "application/xml",
  ]) {
    it(`refuses Content-Type ${contentType} with 415 and stores nothing`, async () => {
      const key = `d2.refused.${contentType}`;
      const res = await report(documentFor(key), { "content-type": contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0]).toMatchObject({ status: "415", code: "unsupported_media_type" });
      expect(await stored(key)).toHaveLength(0);
    });
  }

  it("answers 406 when the client accepts JSON:API only with an unsupported parameter", async () => {
    for (const accept of ["application/vnd.api+json; ext=x", "application/vnd.api+json; charset=utf-8"]) {
      const res = await request(ctx.app, "GET", "/api/locales", { headers: { accept } });
      expect(res.statusCode, accept).toBe(406);
      expect(res.json().errors[0]).toMatchObject({ status: "406", code: "not_acceptable" });
    }
    for (const accept of [
      "application/vnd.api+json",
      "application/vnd.api+json; ext=x, application/vnd.api+json",
      "application/vnd.api+json; profile=x",
      "application/json, */*;q=0.8",
    ]) {
      const res = await request(ctx.app, "GET", "/api/locales", { headers: { accept } });
      expect(res.statusCode, accept).toBe(200);
    }
  });

  it("answers 400 at /data when data is missing", async () => {
    const res = await report({ meta: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ status: "400", source: { pointer: "/data" } });
  });

  it("answers 400 at /data when data is an array", async () => {
    const res = await report({ data: [documentFor("d2.array").data] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ status: "400", source: { pointer: "/data" } });
    expect(await stored("d2.array")).toHaveLength(0);
  });

  it("answers 409 at /data/type for another resource type", async () => {
    const doc = documentFor("d2.type");
    const res = await report({ data: { ...doc.data, type: "users" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ status: "409", code: "conflict", source: { pointer: "/data/type" } });
    expect(await stored("d2.type")).toHaveLength(0);
  });

  it("answers 403 at /data/id for a client-generated id", async () => {
    const doc = documentFor("d2.id");
    const res = await report({ data: { ...doc.data, id: "12345" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ status: "403", source: { pointer: "/data/id" } });
    expect(await stored("d2.id")).toHaveLength(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await report('{"data": {"type": "missing_translations",');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ status: "400", code: "bad_request" });
  });
});
