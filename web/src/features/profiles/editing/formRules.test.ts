import { describe, expect, it } from "vitest";
import { isWebAddress, today } from "./formRules.ts";

describe("isWebAddress", () => {
  it("takes http and https addresses", () => {
    expect(isWebAddress("https://lindqvist.studio")).toBe(true);
    expect(isWebAddress(" http://example.com/work?x=1 ")).toBe(true);
  });

  it("takes an address typed without a scheme, as the server stores it with https://", () => {
    expect(isWebAddress("lindqvist.studio")).toBe(true);
    expect(isWebAddress("www.behance.net/mara")).toBe(true);
  });

  it("refuses other schemes, relative links and hidden characters", () => {
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("data:text/html,hi")).toBe(false);
    expect(isWebAddress("/profile/mara")).toBe(false);
    expect(isWebAddress("//example.com")).toBe(false);
    expect(isWebAddress("mailto:a@example.com")).toBe(false);
    expect(isWebAddress("java\tscript:alert(1)")).toBe(false);
    expect(isWebAddress("https://exa mple.com")).toBe(false);
    expect(isWebAddress("")).toBe(false);
  });
});

describe("today", () => {
  it("gives the local calendar date", () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
