import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { missingTranslations, users } from "../../src/db/schema/index.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();

/** Posts raw JSON text, so the test controls exactly what is on the wire (numbers, escapes, duplicates). */
const report = (json: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/i18n/missing",
    headers: { "content-type": "application/vnd.api+json", origin: TEST_ORIGIN },
    payload: json,
  });

const withAttributes = (attributes: string) => `{"data":{"type":"missing_translations","attributes":${attributes}}}`;

const stored = async (key: string) =>
  ctx.deps.db.select().from(missingTranslations).where(eq(missingTranslations.key, key));

const countMissing = async () =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(missingTranslations))[0].n;

/** What an error body must never carry: SQL, driver messages, stack frames. */
const SQL_TEXT = /select |drop table|syntax error|relation "|pg_|sqlstate|\bat .+:\d+/i;

describe("D3 malformed attributes", () => {
  for (const value of ["5", "null", "[]", "{}", "true", "1e309", "9007199254740993", "-0", '["a"]']) {
    it(`answers key: ${value} with 422 at /data/attributes/key`, async () => {
      const before = await countMissing();
      const res = await report(withAttributes(`{"key":${value},"locale":"en"}`));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ status: "422", source: { pointer: "/data/attributes/key" } });
      expect(await countMissing()).toBe(before);
    });
  }

  it("answers an over-long string with 422 at its pointer, and a 10k-character one with 413 or 422", async () => {
    const long = await report(withAttributes(`{"key":"${"k".repeat(301)}","locale":"en"}`));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].source.pointer).toBe("/data/attributes/key");

    const huge = await report(withAttributes(`{"key":"${"k".repeat(10_000)}","locale":"en"}`));
    expect([413, 422]).toContain(huge.statusCode);
    expect(huge.json().errors[0].status).toBe(String(huge.statusCode));
  });

  it("answers 400-deep nesting with 400 pointing into the attribute", async () => {
    const deep = `${"[".repeat(400)}${"]".repeat(400)}`;
    const res = await report(withAttributes(`{"key":"d3.deep","locale":"en","route":${deep}}`));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.pointer).toMatch(/^\/data\/attributes\/route(\/0)+$/);
  });

  it("answers 200,000-deep nesting with 400, not a stack overflow", async () => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/locales/1",
      headers: { "content-type": "application/vnd.api+json" },
      payload: `{"data":${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("reads duplicate members as the last one (JSON.parse's rule)", async () => {
    const res = await report(withAttributes('{"key":"d3.dup.first","key":"d3.dup.last","locale":"en"}'));
    expect(res.statusCode).toBe(201);
    expect(await stored("d3.dup.first")).toHaveLength(0);
    expect(await stored("d3.dup.last")).toHaveLength(1);
  });

  it("takes the last of repeated page[size] parameters, then clamps it to 100", async () => {
    const small = await request(ctx.app, "GET", "/api/languages?page[size]=1000&page[size]=10");
    expect(small.statusCode).toBe(200);
    expect(small.json().data).toHaveLength(10);

    const large = await request(ctx.app, "GET", "/api/languages?page[size]=10&page[size]=1000");
    expect(large.statusCode).toBe(200);
    expect(large.json().data).toHaveLength(100);
    expect(decodeURIComponent(large.json().links.self)).toContain("page[size]=100");
  });

  for (const [query, parameter] of [
    ["page[number]=-1", "page[number]"],
    ["page[number]=0", "page[number]"],
    ["page[number]=1.5", "page[number]"],
    ["page[size]=1e9", "page[size]"],
    ["page[size]=abc", "page[size]"],
    ["page[size]=0", "page[size]"],
  ]) {
    it(`answers ${query} with 400 naming the parameter`, async () => {
      const res = await request(ctx.app, "GET", `/api/languages?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: "400", source: { parameter } });
    });
  }

  it("refuses __proto__ and constructor.prototype in a body, and pollutes nothing", async () => {
    for (const [attributes, pointer] of [
      ['{"__proto__":{"polluted":"yes"},"key":"d3.proto","locale":"en"}', "/data/attributes/__proto__"],
      [
        '{"constructor":{"prototype":{"polluted":"yes"}},"key":"d3.ctor","locale":"en"}',
        "/data/attributes/constructor",
      ],
    ] as const) {
      const res = await report(withAttributes(attributes));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].source.pointer).toBe(pointer);
    }
    const nested = await report('{"data":{"type":"missing_translations","__proto__":{"polluted":"yes"}}}');
    expect(nested.statusCode).toBe(400);
    expect(await stored("d3.proto")).toHaveLength(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("ignores prototype keys in the query string without polluting anything", async () => {
    const res = await request(
      ctx.app,
      "GET",
      "/api/languages?__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x",
    );
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("D4 characters the database cannot hold", () => {
  for (const [name, escaped] of [
    ["NUL", "a\\u0000b"],
    ["a lone high surrogate", "a\\ud800b"],
    ["a lone low surrogate", "a\\udc00b"],
  ]) {
    it(`answers ${name} in a text attribute with 400 at its pointer and stores nothing`, async () => {
      const before = await countMissing();
      const res = await report(withAttributes(`{"key":"${escaped}","locale":"en"}`));
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().errors[0].source.pointer).toBe("/data/attributes/key");
      expect(res.body).not.toMatch(SQL_TEXT);
      expect(await countMissing()).toBe(before);
    });
  }

  it("answers a properly paired surrogate (an emoji) where no key has one with 422, not 500", async () => {
    const res = await report(withAttributes('{"key":"d4.emoji.\\ud83c\\udfa8","locale":"en"}'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toBe("/data/attributes/key");
    expect(await stored("d4.emoji.\u{1F3A8}")).toHaveLength(0);
  });

  it("answers NUL in a query or path parameter with a 4xx, never 500", async () => {
    for (const url of ["/api/languages?filter[with_name]=a%00b", "/api/settings/a%00b/c", "/api/locations/1%00"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toMatch(SQL_TEXT);
    }
  });
});

describe("D5 SQL metacharacters", () => {
  for (const sort of ["-name;drop", "name)--", "password", "password_hash", "-id,(select 1)"]) {
    it(`answers sort=${sort} with 400 naming the parameter, and no SQL text`, async () => {
      const res = await request(ctx.app, "GET", `/api/languages?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: "400", source: { parameter: "sort" } });
      expect(res.body).not.toMatch(SQL_TEXT);
    });
  }

  it("treats metacharacters in a filter as text", async () => {
    for (const term of ["'; drop table users;--", '" or 1=1 --', "%", "_", "\\"]) {
      const res = await request(ctx.app, "GET", `/api/languages?filter[with_name]=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
      expect(res.json().data, term).toEqual([]);
    }
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(n).toBeGreaterThanOrEqual(0);
  });

  it("stores metacharacters in an attribute literally", async () => {
    const key = "d5.metacharacters";
    const res = await report(withAttributes(JSON.stringify({ key, locale: "en", route: "/?a=1'or'1'='1;--" })));
    expect(res.statusCode).toBe(201);
    const [row] = await stored(key);
    expect(row.route).toBe("/?a=1'or'1'='1;--");
  });
});
