import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { ApiClientError, fallbackError } from "../../api/client.ts";
import { formErrors, refusalErrors } from "./formErrors.ts";

const invalid = (pointer: string, detail: string): ApiErrorObject => ({
  status: "422",
  code: "invalid",
  title: "Invalid",
  detail,
  source: { pointer },
});

describe("formErrors", () => {
  it("puts each error beside the field its pointer names, the first one per field", () => {
    const errors = [
      invalid("/data/attributes/current_password", "The current password is wrong."),
      invalid("/data/attributes/password", "Use at least one digit."),
      invalid("/data/attributes/password", "Use at least one capital letter."),
    ];
    expect(formErrors(errors, ["currentPassword", "password"])).toEqual({
      fields: {
        currentPassword: { code: "invalid", detail: "The current password is wrong." },
        password: { code: "invalid", detail: "Use at least one digit." },
      },
      general: [],
    });
  });

  it("keeps errors about other attributes and without a pointer for the whole form, each once", () => {
    const errors: ApiErrorObject[] = [
      { status: "429", code: "rate_limited", title: "Too many requests", detail: "Try again in 30 seconds." },
      invalid("/data/attributes/vat_id", "Use at most 30 characters."),
      invalid("/data/attributes/tax_id", "Use at most 30 characters."),
    ];
    expect(formErrors(errors, ["city"])).toEqual({
      fields: {},
      general: ["Try again in 30 seconds.", "Use at most 30 characters."],
    });
  });

  it("words every error the form's way, beside its field or for the form", () => {
    const errors = [invalid("/data/relationships/location", "Unknown city."), invalid("/data", "Odd.")];
    const word = (error: ApiErrorObject) => `(${error.code})`;
    expect(formErrors(errors, ["locationId"], { aliases: { location: "locationId" }, word })).toEqual({
      fields: { locationId: { code: "invalid", detail: "(invalid)" } },
      general: ["(invalid)"],
    });
  });

  it("shows the fallback error of a reply without an errors list", () => {
    expect(formErrors([fallbackError(418)], []).general).toEqual(["Please, try again"]);
  });
});

describe("refusalErrors", () => {
  it("gives a refusal's errors", () => {
    const refusal = new ApiClientError("client", 422, [invalid("/data/attributes/name", "Too long.")]);
    expect(refusalErrors(refusal)).toEqual(refusal.errors);
  });

  it("gives none for failures that raise their own alert", () => {
    expect(refusalErrors(new ApiClientError("network", 0, []))).toEqual([]);
    expect(refusalErrors(new ApiClientError("server", 500, [fallbackError(500)]))).toEqual([]);
    expect(refusalErrors(new Error("boom"))).toEqual([]);
  });
});
