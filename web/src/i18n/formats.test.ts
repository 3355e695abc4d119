import { describe, expect, it } from "vitest";
import { calendarDayOf, formatCalendarDay, formatCount, formatLongDay, formatMonthYear } from "./formats.ts";

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

describe("formatLongDay", () => {
  it("writes a day out as Intl does in British English and in German, the day first", () => {
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });
    const german = new Intl.DateTimeFormat("de", { dateStyle: "long" });
    for (let month = 1; month <= 12; month++) {
      const d = { year: 2026, month, day: month + 9 };
      const date = new Date(d.year, d.month - 1, d.day, 12);
      expect(formatLongDay("en", d)).toBe(british.format(date));
      expect(formatLongDay("de", d)).toBe(german.format(date));
    }
    expect(formatLongDay("en", { year: 2026, month: 3, day: 12 })).toBe("12 March 2026");
    expect(formatLongDay("de", { year: 2026, month: 3, day: 12 })).toBe("12. März 2026");
  });
});

describe("calendarDayOf", () => {
  it("names the day of a moment in UTC, wherever the reader is", () => {
    expect(calendarDayOf("2026-03-01T23:30:00.000Z")).toEqual({ year: 2026, month: 3, day: 1 });
    expect(calendarDayOf("2026-03-01T23:30:00-02:00")).toEqual({ year: 2026, month: 3, day: 2 });
    expect(calendarDayOf("2024-12-31T00:00:00Z")).toEqual({ year: 2024, month: 12, day: 31 });
  });
});
