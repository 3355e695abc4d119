import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { missingTranslations } from "../../src/db/schema/index.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";

const ctx = await createTestContext();

const report = (attributes: Record<string, unknown>, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/i18n/missing",
    headers: { "content-type": JSONAPI_MEDIA_TYPE, ...headers },
    payload: JSON.stringify({ data: { type: "missing_translations", attributes } }),
  });

const stored = async (key: string) =>
  ctx.deps.db.select().from(missingTranslations).where(eq(missingTranslations.key, key));

describe("missing translation reports come from the app's own pages, as keys, and small", () => {
  it("takes a report from a page of the app, named by Origin or by Sec-Fetch-Site", async () => {
    expect((await report({ key: "probe.origin", locale: "en", route: "/jobs" })).statusCode).toBe(201);
    const fetchMetadata = await report({ key: "probe.site", locale: "de" }, { "sec-fetch-site": "same-origin" });
    expect(fetchMetadata.statusCode).toBe(201);
    expect(await stored("probe.site")).toHaveLength(1);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a null Origin", { origin: "null" }],
    ["the app's host over another scheme", { origin: TEST_ORIGIN.replace("http:", "https:") }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["a same-site sibling", { "sec-fetch-site": "same-site" }],
    ["no page at all (curl, a script)", {}],
  ])("refuses %s with 403 and stores nothing", async (_name, headers) => {
    const key = `probe.refused.${Math.random().toString(36).slice(2, 8)}`;
    const res = await report({ key, locale: "en" }, headers as Record<string, string>);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ status: "403", code: "forbidden" });
    expect(await stored(key)).toEqual([]);
  });

  it.each([
    "<script>alert(1)</script>",
    "Buy cheap pills at https://spam.example",
    "profile title",
    "../../etc/passwd",
    "profile..title",
    ".profile",
    "profile.",
    "1profile",
    "a.b.c.d.e.f.g.h.i",
    `profile.${"x".repeat(120)}`,
    "schlüssel.titel",
  ])("refuses a key no message file has the shape of: %j", async (key) => {
    const res = await report({ key, locale: "en" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toBe("/data/attributes/key");
    expect(await stored(key)).toEqual([]);
  });

  it.each(["javascript:alert(1)", "https://evil.example/", "jobs", "/a b", "/\u00e4", `/${"x".repeat(300)}`])(
    "refuses a route that is no path of the app: %j",
    async (route) => {
      const res = await report({ key: "probe.route", locale: "en", route });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source.pointer).toBe("/data/attributes/route");
    },
  );

  it("keeps the keys the web's messages really have, plural suffixes included", async () => {
    for (const key of ["alerts.appInitError", "profile.titleImage.hint", "jobs.count_other", "nav.sign-up"]) {
      expect((await report({ key, locale: "en", route: "/caf%C3%A9?tab=2" })).statusCode, key).toBe(201);
    }
  });

  it("answers a document over 1 KB with 413 and stores nothing", async () => {
    const res = await report({ key: "probe.large", locale: "en", route: `/${"a".repeat(1100)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].status).toBe("413");
    expect(await stored("probe.large")).toEqual([]);
  });
});
