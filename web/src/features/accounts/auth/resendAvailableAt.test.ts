import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { resendAvailableAt, resendWaitValues } from "./resendAvailableAt.ts";

const locked = (detail: string): ApiErrorObject[] => [{ status: "423", code: "locked", title: "Locked", detail }];

describe("resendAvailableAt", () => {
  it("adds the setting's minutes to the time of the last e-mail", () => {
    expect(resendAvailableAt(locked("2026-03-02T10:00:00.000Z"), 5)?.toISOString()).toBe("2026-03-02T10:05:00.000Z");
  });

  it("takes the setting as the API sends it, a number or a numeric string", () => {
    expect(resendAvailableAt(locked("2026-03-02T10:00:00Z"), "15")?.toISOString()).toBe("2026-03-02T10:15:00.000Z");
  });

  it("knows no time without a timestamp or a setting", () => {
    expect(resendAvailableAt(locked("soon"), 5)).toBeNull();
    expect(resendAvailableAt([], 5)).toBeNull();
    expect(resendAvailableAt(locked("2026-03-02T10:00:00Z"), undefined)).toBeNull();
    expect(resendAvailableAt(locked("2026-03-02T10:00:00Z"), "x")).toBeNull();
  });
});

describe("resendWaitValues", () => {
  const now = new Date(2026, 2, 2, 10, 1, 30);

  it("shows the time alone when it is today, in the reader's language", () => {
    const at = new Date(2026, 2, 2, 10, 5);
    expect(resendWaitValues(at, "en", now)).toEqual({ time: "10:05 AM", minutes: 4 });
    expect(resendWaitValues(at, "de", now)).toEqual({ time: "10:05", minutes: 4 });
  });

  it("adds the date on another day", () => {
    const at = new Date(2026, 2, 3, 0, 10);
    expect(resendWaitValues(at, "en", now).time).toBe("Mar 3, 2026, 12:10 AM");
    expect(resendWaitValues(at, "de", now).time).toBe("03.03.2026, 00:10");
  });

  it("rounds the minutes up and never says zero", () => {
    expect(resendWaitValues(new Date(2026, 2, 2, 10, 1, 40), "en", now).minutes).toBe(1);
    expect(resendWaitValues(new Date(2026, 2, 2, 10, 0), "en", now).minutes).toBe(1);
  });
});
