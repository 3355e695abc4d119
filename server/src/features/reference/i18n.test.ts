import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext, TEST_ORIGIN } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { missingTranslations, translations } from "../../db/schema/index.ts";

const ctx = await createTestContext();

const report = (payload: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/i18n/missing",
    headers: { "content-type": JSONAPI_MEDIA_TYPE, origin: TEST_ORIGIN },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const missing = (attributes: Record<string, unknown>) => report({ data: { type: "missing_translations", attributes } });

const storedMissing = (key: string) =>
  ctx.deps.db.select().from(missingTranslations).where(eq(missingTranslations.key, key));

describe("GET /api/i18n/:language", () => {
  it("serves the seeded English messages nested by their dotted keys", async () => {
    const res = await request(ctx.app, "GET", "/api/i18n/en?t=1");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "translations", id: "en", attributes: { locale: "en" } });
    expect(data.attributes.messages.share_card.creatives.title).toBe("Find creatives");
  });

  it("serves German messages for de, whatever the request's own locale", async () => {
    const res = await request(ctx.app, "GET", "/api/i18n/de", { cookies: { locale: "en" } });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json().data.attributes;
    expect(messages.share_card.creatives.title).toBe("Kreative finden");
  });

  it("serves what the translations table holds, camelCase keys untouched", async () => {
    await ctx.deps.db.insert(translations).values({ locale: "de", key: "alerts.appInitError", value: "Fehler" });
    const res = await request(ctx.app, "GET", "/api/i18n/de");
    expect(res.json().data.attributes.messages.alerts).toEqual({ appInitError: "Fehler" });
  });

  it("answers 404 for a language the platform does not speak", async () => {
    for (const language of ["fr", "missing", "e"]) {
      const res = await request(ctx.app, "GET", `/api/i18n/${language}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
    }
  });
});

describe("POST /api/i18n/missing", () => {
  it("stores a reported key and answers 201 with it", async () => {
    const res = await missing({ key: "profile.titleImage.hint", locale: "de", route: "/profile" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "missing_translations",
      attributes: { key: "profile.titleImage.hint", locale: "de", route: "/profile", count: 1 },
    });
    const rows = await storedMissing("profile.titleImage.hint");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "de", route: "/profile", count: 1 });
  });

  it("counts repeated reports of a key and locale on one row, keeping the latest route", async () => {
    await missing({ key: "jobs.empty", locale: "en", route: "/jobs" });
    await missing({ key: "jobs.empty", locale: "en", route: "/jobs/category/3" });
    const third = await missing({ key: "jobs.empty", locale: "en" });
    expect(third.statusCode).toBe(201);
    expect(third.json().data.attributes.count).toBe(3);
    await missing({ key: "jobs.empty", locale: "de", route: "/jobs" });

    const rows = await storedMissing("jobs.empty");
    expect(rows).toHaveLength(2);
    const en = rows.find((r) => r.locale === "en");
    expect(en).toMatchObject({ count: 3, route: "/jobs/category/3" });
    expect(en!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(en!.firstSeenAt.getTime());
    expect(rows.find((r) => r.locale === "de")).toMatchObject({ count: 1 });
  });

  it("answers 422 pointing at the key when it is missing, and stores nothing", async () => {
    const res = await missing({ locale: "en", route: "/x" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ status: "422", source: { pointer: "/data/attributes/key" } });
    const rows = await ctx.deps.db.select().from(missingTranslations).where(eq(missingTranslations.route, "/x"));
    expect(rows).toHaveLength(0);
  });

  it("answers 422 for an unknown locale, a blank key or a key with control characters", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ key: "a.b", locale: "fr" }, "/data/attributes/locale"],
      [{ key: "   ", locale: "en" }, "/data/attributes/key"],
      [{ key: "a\u0007b", locale: "en" }, "/data/attributes/key"],
      [{ key: "x".repeat(121), locale: "en" }, "/data/attributes/key"],
      [{ key: "a.b", locale: "en", route: 12 }, "/data/attributes/route"],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await missing(attributes);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source.pointer).toBe(pointer);
    }
    const stored = await ctx.deps.db
      .select()
      .from(missingTranslations)
      .where(and(eq(missingTranslations.key, "a.b"), eq(missingTranslations.locale, "en")));
    expect(stored).toHaveLength(0);
  });

  it("refuses what is not a report: no document, another type, an oversized body", async () => {
    expect((await report({ key: "a", locale: "en" })).statusCode).toBe(400);
    const wrongType = await report({ data: { type: "users", attributes: { key: "a", locale: "en" } } });
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().errors[0].source.pointer).toBe("/data/type");
    const huge = await missing({ key: "a", locale: "en", route: "/".repeat(1100) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].status).toBe("413");
    const nul = await missing({ key: "a\u0000b", locale: "en" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].source.pointer).toBe("/data/attributes/key");
  });
});

describe("POST /api/i18n/missing rate limit", () => {
  it("answers 429 with Retry-After once one address has sent 600 reports in ten minutes", async () => {
    const from = (n: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/i18n/missing",
        remoteAddress: "203.0.113.9",
        headers: { "content-type": JSONAPI_MEDIA_TYPE, "sec-fetch-site": "same-origin" },
        payload: JSON.stringify({
          data: { type: "missing_translations", attributes: { key: `flood.${n}`, locale: "en" } },
        }),
      });
    for (let n = 0; n < 600; n++) expect((await from(n)).statusCode).toBe(201);
    const refused = await from(600);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await storedMissing("flood.600")).toEqual([]);
    const other = await missing({ key: "other.address", locale: "en" });
    expect(other.statusCode).toBe(201);
  });
});
