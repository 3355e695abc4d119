import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREFERENCES,
  parseColumnsCount,
  parseCookies,
  parseModalClosed,
  readPreferences,
  serializeCookie,
  withModalClosed,
} from "./cookies.ts";

describe("cookie header", () => {
  it("reads names and decoded values, first occurrence winning", () => {
    expect(parseCookies("a=1; locale=de; modalClosed=x%2Cy; a=2; broken; =x")).toEqual({
      a: "1",
      locale: "de",
      modalClosed: "x,y",
    });
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies("bad=%E0%A4%A")).toEqual({ bad: "%E0%A4%A" });
  });

  it("writes a cookie for the whole site, 30 days unless told", () => {
    expect(serializeCookie("columnsCount", "4")).toBe("columnsCount=4; Path=/; Max-Age=2592000; SameSite=Lax");
    expect(serializeCookie("flash", "[1]", { maxAge: 0, secure: true })).toBe(
      "flash=%5B1%5D; Path=/; Max-Age=0; SameSite=Lax; Secure",
    );
  });
});

describe("columnsCount", () => {
  it("is 2 or 4, default 2", () => {
    expect(parseColumnsCount("4")).toBe(4);
    expect(parseColumnsCount("2")).toBe(2);
    expect(parseColumnsCount("3")).toBe(2);
    expect(parseColumnsCount(undefined)).toBe(2);
  });
});

describe("modalClosed", () => {
  it("keeps unique ids the app could have written", () => {
    expect(parseModalClosed("welcome,tips,welcome,<script>,")).toEqual(["welcome", "tips"]);
    expect(parseModalClosed(undefined)).toEqual([]);
  });

  it("adds an id once, at the end", () => {
    expect(withModalClosed(["a", "b"], "a")).toEqual(["b", "a"]);
    expect(withModalClosed([], "premium-offer")).toEqual(["premium-offer"]);
    expect(() => withModalClosed([], "no spaces")).toThrow();
  });
});

describe("readPreferences", () => {
  it("reads both choices from a Cookie header", () => {
    expect(readPreferences("columnsCount=4; modalClosed=welcome")).toEqual({
      columnsCount: 4,
      modalClosed: ["welcome"],
    });
    expect(DEFAULT_PREFERENCES).toEqual({ columnsCount: 2, modalClosed: [] });
  });
});
