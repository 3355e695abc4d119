import { describe, expect, it } from "vitest";
import { formatCount } from "./formats.ts";

describe("formatCount", () => {
  it("writes a count as each language does, grouped from a thousand on", () => {
    expect(formatCount("en", 0)).toBe("0");
    expect(formatCount("de", 999)).toBe("999");
    expect(formatCount("en", 12_345)).toBe("12,345");
    expect(formatCount("de", 12_345)).toBe("12.345");
  });
});
