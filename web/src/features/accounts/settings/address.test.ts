import { addressSchema } from "@atelier/common/schemas/accounts";
import { describe, expect, it } from "vitest";
import { addressAttributes, addressValues, validateAddress } from "./address.ts";

const empty = addressValues({});

describe("address form", () => {
  it("fills absent parts with empty fields and saves emptied fields as null", () => {
    const values = addressValues({ city: "Leipzig", street: null });
    expect(values.city).toBe("Leipzig");
    expect(values.street).toBe("");
    expect(addressAttributes({ ...values, city: "  Leipzig ", postalCode: "  " })).toMatchObject({
      city: "Leipzig",
      postalCode: null,
      street: null,
    });
  });

  it("saves what the server's schema accepts", () => {
    const values = {
      ...empty,
      companyName: "Studio Nord",
      street: "Karl-Liebknecht-Str. 12",
      postalCode: "04107",
      city: "Leipzig",
      countryCode: "DE",
      phone: "+49 341 123456",
      website: "https://studio-nord.example",
      vatId: "DE123456789",
    };
    expect(validateAddress(values)).toEqual({});
    expect(addressSchema.safeParse(addressAttributes(values)).success).toBe(true);
  });

  it("finds the problems the server would refuse", () => {
    const values = {
      ...empty,
      phone: "call me",
      website: "javascript:alert(1)",
      postalCode: "1".repeat(21),
    };
    expect(validateAddress(values)).toEqual({
      phone: "settings.info.address.phoneInvalid",
      website: "settings.info.address.websiteInvalid",
      postalCode: "settings.info.address.tooLong",
    });
    expect(addressSchema.safeParse(addressAttributes(values)).success).toBe(false);
    expect(validateAddress({ ...empty, website: "ftp://files.example" }).website).toBe(
      "settings.info.address.websiteInvalid",
    );
  });
});
