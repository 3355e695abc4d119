import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { pointedField } from "../../api/pointedField.ts";
import { retryAfterSeconds, sortErrors } from "./sortErrors.ts";

const error = (pointer: string | undefined, code = "invalid", detail = `bad ${pointer}`): ApiErrorObject => ({
  status: "422",
  code,
  title: "Invalid attribute",
  detail,
  ...(pointer ? { source: { pointer } } : {}),
});

describe("pointedField", () => {
  it("names the attribute or relationship, camelCased", () => {
    expect(pointedField(error("/data/attributes/current_password"))).toBe("currentPassword");
    expect(pointedField(error("/data/relationships/creative_fields/data/0"))).toBe("creativeFields");
    expect(pointedField(error("/data"))).toBeNull();
    expect(pointedField(error(undefined))).toBeNull();
  });
});

describe("sortErrors", () => {
  it("puts each error beside the field it points at, the first per field", () => {
    const sorted = sortErrors(
      [
        error("/data/attributes/email", "taken", "This e-mail address is already registered."),
        error("/data/attributes/email", "too_big"),
        error("/data/attributes/captcha"),
      ],
      ["email", "password", "captcha"],
    );
    expect(sorted.fields).toEqual({
      email: { code: "taken", detail: "This e-mail address is already registered." },
      captcha: { code: "invalid", detail: "bad /data/attributes/captcha" },
    });
    expect(sorted.other).toEqual([]);
  });

  it("keeps errors of no field of the form apart", () => {
    const stray = error("/data/attributes/ip");
    const general = error(undefined, "conflict", "Already done.");
    const sorted = sortErrors([stray, general], ["email"]);
    expect(sorted.fields).toEqual({});
    expect(sorted.other).toEqual([stray, general]);
  });

  it("maps the server's names onto the form's through aliases", () => {
    const sorted = sortErrors(
      [error("/data/relationships/location"), error("/data/attributes/creative_field_ids/0")],
      ["locationId", "creativeFieldIds"],
      { location: "locationId" },
    );
    expect(Object.keys(sorted.fields)).toEqual(["locationId", "creativeFieldIds"]);
  });

  it("falls back to the title when the error has no detail", () => {
    const sorted = sortErrors(
      [
        {
          status: "401",
          code: "unauthorized",
          title: "Wrong email/password",
          source: { pointer: "/data/attributes/password" },
        },
      ],
      ["password"],
    );
    expect(sorted.fields.password).toEqual({ code: "unauthorized", detail: "Wrong email/password" });
  });
});

describe("retryAfterSeconds", () => {
  it("reads the wait of a 429", () => {
    expect(
      retryAfterSeconds([
        {
          status: "429",
          code: "rate_limited",
          title: "Too many requests",
          detail: "Try again in 120 seconds.",
          meta: { retry_after: 120 },
        },
      ]),
    ).toBe(120);
  });

  it("knows no wait when the reply names none", () => {
    expect(retryAfterSeconds([{ status: "429", code: "rate_limited", title: "Too many requests" }])).toBeNull();
    expect(retryAfterSeconds([])).toBeNull();
  });
});
