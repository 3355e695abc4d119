import { WORDED_ERROR_CODES } from "@atelier/common/error-codes";
import type { ApiErrorObject } from "@atelier/common/jsonapi";
import type { i18n } from "i18next";
import { pointedField } from "../../api/pointedField.ts";

/** A refusal in the app's own words: a translation key and the values its placeholders take. */
export interface RefusalMessage {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The finer words some codes have, chosen by what the server tells in `meta`: the kind of value
 * too long or too short (`origin`), the format missed (`format`).
 */
export const REFUSAL_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  too_big: ["string", "array", "number"],
  too_small: ["empty", "string", "array", "number"],
  invalid_format: ["url", "email", "date"],
};

/** Codes worded apart for one attribute, where the code alone says too little (a phone number's format). */
export const REFUSAL_FIELD_WORDS: Readonly<Record<string, readonly string[]>> = {
  phone: ["invalid_format"],
};

const WORDED = new Set(WORDED_ERROR_CODES);

/** The language the server writes its details in. */
const DETAIL_LANGUAGE = "en";

function variantOf(error: ApiErrorObject): string | undefined {
  const meta = error.meta ?? {};
  // A required text sent blank is "too short" to zod; the reader needs to hear it is missing.
  if (error.code === "too_small" && meta.origin === "string" && meta.minimum === 1) return "empty";
  const variant = error.code === "invalid_format" ? meta.format : meta.origin;
  return typeof variant === "string" && REFUSAL_VARIANTS[error.code]?.includes(variant) ? variant : undefined;
}

/** What the server says in `meta` that a message can name: limits, formats. */
function metaValues(error: ApiErrorObject): RefusalMessage["values"] {
  const values: RefusalMessage["values"] = {};
  for (const [name, value] of Object.entries(error.meta ?? {})) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
  }
  return values;
}

/**
 * The app's words for a refusal whose code it knows (the codes in common's error-codes, the
 * server's contract): for the attribute when it has its own, else for the variant, else for the
 * code. Null for any other code.
 */
export function refusalMessage(error: ApiErrorObject): RefusalMessage | null {
  if (!WORDED.has(error.code)) return null;
  const values = metaValues(error);
  const field = pointedField(error);
  if (field && REFUSAL_FIELD_WORDS[field]?.includes(error.code)) {
    return { key: `refusals.fields.${field}.${error.code}`, values };
  }
  const variant = variantOf(error);
  const key = variant ? `refusals.variants.${error.code}.${variant}` : `refusals.codes.${error.code}`;
  return { key, values };
}

/** General words that fit the status of a refusal whose code the app does not know. */
export function generalRefusalKey(status: string | number | undefined): string {
  switch (Number(status)) {
    case 400:
    case 422:
      return "refusals.general.invalid";
    case 404:
      return "refusals.general.notFound";
    case 409:
      return "refusals.general.conflict";
    case 429:
      return "refusals.general.tooMany";
    default:
      return "refusals.general.retry";
  }
}

/**
 * The sentence a person reads for a refusal, in their language: the app's words for a code it
 * knows; for another code, the server's own detail when the reader reads the server's language,
 * else general words for its status, never English to a German reader.
 */
export function refusalText(error: ApiErrorObject, translator: Pick<i18n, "t" | "language">): string {
  const known = refusalMessage(error);
  if (known) return translator.t(known.key, known.values);
  if (error.detail && translator.language === DETAIL_LANGUAGE) return error.detail;
  return translator.t(generalRefusalKey(error.status));
}
