import { PLAN_PRICES } from "@atelier/common/plans";
import { describe, expect, it } from "vitest";
import { choiceFromSearch, monthlyPriceOf, monthsSavedByYear, priceOf, searchOfChoice } from "./plans.ts";

describe("choiceFromSearch", () => {
  it("reads the plan and currency of the address", () => {
    const search = new URLSearchParams({ plan: "premium_yearly", currency: "GBP" });
    expect(choiceFromSearch(search, "de")).toEqual({ plan: "premium_yearly", currency: "GBP" });
  });

  it("falls back to the monthly plan in the language's currency for what is missing or wrong", () => {
    expect(choiceFromSearch(new URLSearchParams(), "en")).toEqual({ plan: "premium_monthly", currency: "EUR" });
    const wrong = new URLSearchParams({ plan: "pro", currency: "CHF" });
    expect(choiceFromSearch(wrong, "xx")).toEqual({ plan: "premium_monthly", currency: "EUR" });
  });
});

describe("searchOfChoice", () => {
  it("names only what differs from the defaults, and reads back as the same choice", () => {
    expect(searchOfChoice({ plan: "premium_monthly", currency: "EUR" }, "en").toString()).toBe("");
    const choice = { plan: "premium_yearly", currency: "USD" } as const;
    const search = searchOfChoice(choice, "en");
    expect(search.toString()).toBe("plan=premium_yearly&currency=USD");
    expect(choiceFromSearch(search, "en")).toEqual(choice);
  });
});

describe("prices", () => {
  it("are the server's, by the period and by the month", () => {
    expect(priceOf({ plan: "premium_yearly", currency: "EUR" })).toBe(PLAN_PRICES.premium_yearly.EUR);
    expect(monthlyPriceOf({ plan: "premium_monthly", currency: "USD" })).toBe(PLAN_PRICES.premium_monthly.USD);
    expect(monthlyPriceOf({ plan: "premium_yearly", currency: "USD" })).toBe(
      Math.round(PLAN_PRICES.premium_yearly.USD / 12),
    );
  });

  it("say how many months a year saves", () => {
    // A year costs ten months in every currency.
    expect(monthsSavedByYear("EUR")).toBe(2);
    expect(monthsSavedByYear("GBP")).toBe(2);
  });
});
