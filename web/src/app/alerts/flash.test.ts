import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.ts";

describe("flash alerts", () => {
  it("travel in a short-lived cookie and come back out", () => {
    const cookie = flashCookie([{ type: "warning", text: "guards.notComplete" }]);
    expect(cookie).toContain("Max-Age=60");
    const [pair] = cookie.split(";");
    expect(readFlash(`other=1; ${pair}`)).toEqual([{ type: "warning", text: "guards.notComplete" }]);
  });

  it("carry only translation keys of known alert types", () => {
    const value = encodeURIComponent(
      JSON.stringify([
        { type: "warning", text: "guards.notComplete" },
        { type: "warning", text: "Send money to evil.tld" },
        { type: "fatal", text: "guards.notComplete" },
        "guards.notConfirmed",
      ]),
    );
    expect(readFlash(`flash=${value}`)).toEqual([{ type: "warning", text: "guards.notComplete" }]);
  });

  it("read nothing from a missing or malformed cookie", () => {
    expect(readFlash(null)).toEqual([]);
    expect(readFlash("flash=%7Bnot-json")).toEqual([]);
    expect(readFlash(`flash=${encodeURIComponent('{"type":"warning"}')}`)).toEqual([]);
  });
});
