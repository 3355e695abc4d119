import { SANDBOX_CARDS } from "@atelier/common/plans";
import { describe, expect, it } from "vitest";
import { checkCard, formatCardNumber, formatExpiry } from "./cardFields.ts";

describe("formatCardNumber", () => {
  it("groups the digits by four, whatever was typed between them", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
    expect(formatCardNumber("4242 ")).toBe("4242");
  });

  it("stops at nineteen digits", () => {
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });
});

describe("formatExpiry", () => {
  it("puts the slash after the month once the year is typed", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("12/345")).toBe("12/34");
    expect(formatExpiry("12 / 34")).toBe("12/34");
  });
});

describe("checkCard", () => {
  it("gives the request's attributes for a valid card, the number without its spaces", () => {
    const check = checkCard(
      { cardNumber: formatCardNumber(SANDBOX_CARDS.succeeds), expiry: "12/34", cvc: "123" },
      "cs_1",
    );
    expect(check).toEqual({
      ok: true,
      input: { clientSecret: "cs_1", cardNumber: SANDBOX_CARDS.succeeds, expiry: "12/34", cvc: "123" },
    });
  });

  it("names each field that is wrong, once, in the form's order", () => {
    const check = checkCard({ cardNumber: "4242 4242 4242 4241", expiry: "13/34", cvc: "12" }, "cs_1");
    expect(check).toEqual({ ok: false, invalid: ["cardNumber", "expiry", "cvc"] });
  });

  it("finds an empty form wrong in every field", () => {
    const check = checkCard({ cardNumber: "", expiry: "", cvc: "" }, "cs_1");
    expect(check).toEqual({ ok: false, invalid: ["cardNumber", "expiry", "cvc"] });
  });
});
