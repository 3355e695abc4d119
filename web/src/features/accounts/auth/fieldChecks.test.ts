import { loginSchema, registrationInitiateSchema } from "@atelier/common/schemas/accounts";
import { describe, expect, it } from "vitest";
import {
  checkEmail,
  checkFilled,
  checkNewPassword,
  checkPassword,
  checkTicked,
  collectProblems,
} from "./fieldChecks.ts";

const serverAcceptsEmail = (email: string) => registrationInitiateSchema.shape.email.safeParse(email).success;

describe("checkEmail", () => {
  it("asks for an address, then for a whole one", () => {
    expect(checkEmail("  ")).toEqual({ code: "required" });
    expect(checkEmail("ada")).toEqual({ code: "format" });
    expect(checkEmail("ada@example")).toEqual({ code: "format" });
    expect(checkEmail(`${"a".repeat(250)}@example.test`)).toEqual({ code: "tooLong" });
    expect(checkEmail(" ada@example.test ")).toBeNull();
  });

  it("never refuses an address the server accepts", () => {
    const valid = [
      "ada@example.test",
      "ada.lovelace+atelier@studio.example.de",
      "o'neil@example.ie",
      "x_y-z@sub.example.co.uk",
    ];
    for (const email of valid) {
      expect(serverAcceptsEmail(email)).toBe(true);
      expect(checkEmail(email)).toBeNull();
    }
  });
});

describe("checkNewPassword", () => {
  it("asks for every rule of the checklist", () => {
    expect(checkNewPassword("")).toEqual({ code: "required" });
    expect(checkNewPassword("sketchbook")).toEqual({ code: "rules" });
    expect(checkNewPassword(`Aa1${"x".repeat(200)}`)).toEqual({ code: "tooLong" });
    expect(checkNewPassword("Sketchbook2026")).toBeNull();
  });
});

describe("checkPassword", () => {
  it("takes any password of an existing account, as login does", () => {
    expect(checkPassword("")).toEqual({ code: "required" });
    expect(checkPassword("old")).toBeNull();
    expect(loginSchema.shape.password.safeParse("old").success).toBe(true);
  });
});

describe("checkFilled and checkTicked", () => {
  it("require a value, a choice or a tick", () => {
    expect(checkFilled(" ")).toEqual({ code: "required" });
    expect(checkFilled([])).toEqual({ code: "required" });
    expect(checkFilled(null)).toEqual({ code: "required" });
    expect(checkFilled(["1"])).toBeNull();
    expect(checkTicked(false)).toEqual({ code: "required" });
    expect(checkTicked(true)).toBeNull();
  });
});

describe("collectProblems", () => {
  it("keeps only the fields with a problem", () => {
    expect(collectProblems({ email: checkEmail("ada"), password: checkPassword("x") })).toEqual({
      email: { code: "format" },
    });
  });
});
