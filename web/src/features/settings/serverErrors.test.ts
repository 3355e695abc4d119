import { describe, expect, it } from "vitest";
import { ApiClientError, fallbackError } from "../../api/client.ts";
import { sortServerErrors } from "./serverErrors.ts";

const invalid = (pointer: string, detail: string) => ({
  status: "422",
  code: "invalid",
  title: "Invalid",
  detail,
  source: { pointer },
});

describe("sortServerErrors", () => {
  it("puts each error beside the field its pointer names, the first one per field", () => {
    const error = new ApiClientError("client", 422, [
      invalid("/data/attributes/current_password", "The current password is wrong."),
      invalid("/data/attributes/password", "Use at least one digit."),
      invalid("/data/attributes/password", "Use at least one capital letter."),
    ]);
    expect(sortServerErrors(error, ["currentPassword", "password"])).toEqual({
      fields: { currentPassword: "The current password is wrong.", password: "Use at least one digit." },
      general: [],
    });
  });

  it("keeps errors about other attributes and without a pointer for the whole form", () => {
    const error = new ApiClientError("client", 429, [
      { status: "429", code: "rate_limited", title: "Too many requests", detail: "Try again in 30 seconds." },
      invalid("/data/attributes/vat_id", "Use at most 30 characters."),
    ]);
    expect(sortServerErrors(error, ["city"])).toEqual({
      fields: {},
      general: ["Try again in 30 seconds.", "Use at most 30 characters."],
    });
  });

  it("shows the fallback error of a reply without an errors list", () => {
    const error = new ApiClientError("client", 418, [fallbackError(418)]);
    expect(sortServerErrors(error, []).general).toEqual(["Please, try again"]);
  });

  it("adds nothing for failures that raise their own alert", () => {
    expect(sortServerErrors(new ApiClientError("network", 0, []), ["name"])).toEqual({ fields: {}, general: [] });
    expect(sortServerErrors(new ApiClientError("server", 500, [fallbackError(500)]), [])).toEqual({
      fields: {},
      general: [],
    });
    expect(sortServerErrors(new Error("boom"), [])).toEqual({ fields: {}, general: [] });
  });
});
