import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("writes minor units in the language's way with the currency's sign", () => {
    expect(formatMoney("en", "EUR", 900)).toBe("€9.00");
    expect(formatMoney("de", "EUR", 1071)).toBe("10,71\u00a0€");
    expect(formatMoney("en", "GBP", 8000)).toBe("£80.00");
    expect(formatMoney("de", "USD", 10000)).toBe("100,00\u00a0$");
  });

  it("drops the decimals of a whole price when asked, and only then", () => {
    expect(formatMoney("en", "EUR", 9000, { whole: true })).toBe("€90");
    expect(formatMoney("en", "USD", 833, { whole: true })).toBe("$8.33");
    expect(formatMoney("de", "EUR", 900, { whole: true })).toBe("9\u00a0€");
  });
});
