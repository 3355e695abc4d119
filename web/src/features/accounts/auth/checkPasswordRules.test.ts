import { passwordSchema } from "@atelier/common/schemas/accounts";
import { describe, expect, it } from "vitest";
import { checkPasswordRules, isStrongPassword } from "./checkPasswordRules.ts";

const unmet = (password: string) =>
  checkPasswordRules(password)
    .filter((r) => !r.met)
    .map((r) => r.key);

describe("checkPasswordRules", () => {
  it("lists all four rules unmet for an empty password", () => {
    expect(unmet("")).toEqual(["length", "lowercase", "uppercase", "digit"]);
  });

  it("ticks each rule on its own", () => {
    expect(unmet("abcdefgh")).toEqual(["uppercase", "digit"]);
    expect(unmet("ABCDEFGH")).toEqual(["lowercase", "digit"]);
    expect(unmet("12345678")).toEqual(["lowercase", "uppercase"]);
    expect(unmet("aB3")).toEqual(["length"]);
    expect(unmet("Sketchbook2026")).toEqual([]);
  });

  it("counts letters and digits of every script, as the server does", () => {
    expect(unmet("ßüéçñøåÄ1")).toEqual([]);
    expect(unmet("Ωμέγα٣αβγ")).toEqual([]);
  });

  it("agrees with the shared password schema on every sample", () => {
    const samples = [
      "",
      "short1A",
      "exactly8",
      "Exactly8",
      "NOLOWER123",
      "noupper123",
      "NoDigitsHere",
      "Sketchbook2026",
      "Pässwörter9",
      "ΑΒΓαβγ12",
      "        A1a",
      "🎨🎨🎨🎨A1a",
      `Aa1${"x".repeat(197)}`,
      `Aa1${"x".repeat(198)}`,
    ];
    for (const sample of samples) {
      expect([sample, isStrongPassword(sample)]).toEqual([sample, passwordSchema.safeParse(sample).success]);
    }
  });
});
