import { describe, expect, it } from "vitest";
import { loginSchema, passwordSchema } from "./accounts.ts";

describe("passwordSchema", () => {
  it.each(["Abcdefg1", "Passwort-mit-Ümlaut-9", `Aa1${"x".repeat(197)}`])("accepts %j", (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["Abcdef1", "at least 8 characters"],
    ["abcdefg1", "capital letter"],
    ["ABCDEFG1", "lower-case letter"],
    ["Abcdefgh", "digit"],
    [`Aa1${"x".repeat(198)}`, "at most 200 characters"],
  ])("refuses %j (%s)", (value, reason) => {
    const result = passwordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(" ")).toContain(reason);
  });
});

describe("loginSchema", () => {
  it("trims the e-mail and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: " a@b.test ", password: " pw " })).toEqual({
      email: "a@b.test",
      password: " pw ",
    });
  });

  it("does not hold an existing password to the composition rule", () => {
    expect(loginSchema.safeParse({ email: "a@b.test", password: "short" }).success).toBe(true);
  });

  it.each([
    { email: 1, password: "x" },
    { email: "a@b.test", password: "" },
    { email: "a@b.test", password: "x".repeat(201) },
    { email: "", password: "x" },
  ])("refuses %j", (input) => {
    expect(loginSchema.safeParse(input).success).toBe(false);
  });
});
