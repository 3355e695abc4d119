import { describe, expect, it } from "vitest";
import { formatDay, formatMonth, formatPeriod } from "./dates.ts";

describe("formatMonth and formatDay", () => {
  it("show the calendar date as given, in the reader's language", () => {
    expect(formatMonth("2021-03-01", "en")).toBe("Mar 2021");
    expect(formatMonth("2021-03-01", "de")).toBe("März 2021");
    expect(formatDay("2024-03-14", "de")).toBe("14.03.2024");
  });

  it("answers null for no date or a malformed one", () => {
    expect(formatMonth(null, "en")).toBeNull();
    expect(formatDay("14.03.2024", "en")).toBeNull();
  });
});

describe("formatPeriod", () => {
  it("joins start and end", () => {
    expect(formatPeriod("2019-09-01", "2023-06-30", "en", "present")).toBe("Sep 2019 – Jun 2023");
  });

  it("shows an open end as the present", () => {
    expect(formatPeriod("2021-03-01", null, "de", "heute")).toBe("März 2021 – heute");
    expect(formatPeriod("2021-03-01", null, "en", null)).toBe("Mar 2021");
  });

  it("shows a lone end date, and nothing without dates", () => {
    expect(formatPeriod(null, "2020-07-01", "en", "present")).toBe("Jul 2020");
    expect(formatPeriod(null, null, "en", "present")).toBeNull();
  });
});
