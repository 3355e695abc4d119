import { beforeAll, describe, expect, it } from "vitest";
import { referenceCatalog } from "../../src/features/reference/catalog.ts";
import { createTestContext } from "../context.ts";
import { statementsOf } from "../statements.ts";

/**
 * The pickers' searches run on the reference catalog in memory: a place or a skill typed costs no
 * statement, however many places match, once the catalog is read (at start, and again when the
 * reference data changes).
 */
const ctx = await createTestContext();

beforeAll(async () => {
  await referenceCatalog(ctx.deps.db).warm();
});

describe("statement budgets of the reference searches", () => {
  it.each([
    ["places", "/api/locations?filter[with_name]=san&page[size]=10"],
    ["places named alike", "/api/locations?filter[with_name]=frankfurt&page[size]=10"],
    ["skills", "/api/v1/standardized_skills?filter[with_name]=malerei&page[size]=12"],
  ])("a search for %s reads no statement", async (_what, url) => {
    for (const locale of ["en", "de"]) {
      const { result, statements } = await statementsOf(() => ctx.app.inject({ url, cookies: { locale } }));
      expect(result.statusCode).toBe(200);
      expect(result.json().data.length).toBeGreaterThan(0);
      expect(statements, statements.join("\n")).toEqual([]);
    }
  });
});
