import type { AddressAttributes } from "@atelier/common";

/** The address form's fields, in the contract's attribute order; every one is optional. */
export const ADDRESS_FIELDS = [
  "companyName",
  "street",
  "addressLine2",
  "postalCode",
  "city",
  "region",
  "countryCode",
  "phone",
  "website",
  "vatId",
] as const satisfies readonly (keyof AddressAttributes)[];

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The form's values from the stored address: absent parts are empty fields. */
export function addressValues(stored: Partial<Record<AddressField, string | null>>): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, stored[field] ?? ""])) as AddressValues;
}

/** What is saved: trimmed text, an emptied field as null so the stored part is removed. */
export function addressAttributes(values: AddressValues): Record<AddressField, string | null> {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = values[field].trim();
      return [field, value === "" ? null : value];
    }),
  ) as Record<AddressField, string | null>;
}

// The same shapes the server accepts (addressSchema in common), checked before the round trip.
const PHONE = /^\+?[0-9 ()/.-]{4,30}$/;
const MAX_LENGTH: Partial<Record<AddressField, number>> = {
  companyName: 200,
  street: 200,
  addressLine2: 200,
  postalCode: 20,
  city: 100,
  region: 100,
  website: 300,
  vatId: 30,
};

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Translation keys of the problems in the filled-in fields. */
export function validateAddress(values: AddressValues): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value === "") continue;
    const max = MAX_LENGTH[field];
    if (max !== undefined && value.length > max) errors[field] = "settings.info.address.tooLong";
  }
  const phone = values.phone.trim();
  if (phone !== "" && !PHONE.test(phone)) errors.phone = "settings.info.address.phoneInvalid";
  const website = values.website.trim();
  if (website !== "" && !isWebAddress(website)) errors.website = "settings.info.address.websiteInvalid";
  return errors;
}
