import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";

const ctx = await createTestContext();

/** Values that pass a check for a leading "//" but name another host once their dot segments collapse. */
const OFF_SITE = [
  "/.//evil.example",
  "/..//evil.example/path",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/./\\evil.example",
  "//evil.example",
  "https://evil.example",
];

describe("the locale switch's return address", () => {
  it.each(OFF_SITE)("never leaves the site for %s", async (returnTo) => {
    const res = await ctx.app.inject({ url: `/locale/en?returnTo=${returnTo}` });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toBe("/");
    expect(new URL(location, "https://atelier.test").origin).toBe("https://atelier.test");
  });

  it("still returns to a page of the site whose path holds dot segments", async () => {
    const res = await ctx.app.inject({ url: "/locale/en?returnTo=/jobs/./x/../y?q=1" });
    expect(res.headers.location).toBe("/jobs/y?q=1");
  });
});
