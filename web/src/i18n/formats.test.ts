import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatCount, formatMonthYear } from "./formats.ts";

describe("formatCount", () => {
  it("writes a count as each language does, grouped from a thousand on", () => {
    expect(formatCount("en", 0)).toBe("0");
    expect(formatCount("de", 999)).toBe("999");
    expect(formatCount("en", 12_345)).toBe("12,345");
    expect(formatCount("de", 12_345)).toBe("12.345");
  });
});

describe("formatMonthYear and formatCalendarDay", () => {
  const days = Array.from({ length: 12 }, (_, i) => ({
    year: 2024,
    month: i + 1,
    day: i === 1 ? 29 : ((i * 3) % 28) + 1,
  }));

  it.each(["en", "de"])("write every month as Intl does in %s, without building a formatter", (locale) => {
    const monthYear = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric" });
    const medium = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    for (const d of days) {
      const date = new Date(d.year, d.month - 1, d.day, 12);
      expect(formatMonthYear(locale, d)).toBe(monthYear.format(date));
      expect(formatCalendarDay(locale, d)).toBe(medium.format(date));
    }
  });

  it("leave other languages to Intl", () => {
    expect(formatMonthYear("fr", { year: 2021, month: 3, day: 1 })).toBe("mars 2021");
  });
});
