import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";
import { passwordSchema } from "./schemas/accounts.ts";

describe("isCommonPassword", () => {
  it("finds common passwords in any case", () => {
    for (const password of ["password1", "Password1", "PASSW0RD", "Qwerty123", "Atelier123"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets uncommon passwords through", () => {
    for (const password of ["Sketchbook-2026", "Password1x", "Abcdefg1"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe("passwordSchema and common passwords", () => {
  it("refuses a common password that meets the composition rule", () => {
    const result = passwordSchema.safeParse("Password123");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "This password is too common. Choose one that is harder to guess.",
    ]);
  });
});
