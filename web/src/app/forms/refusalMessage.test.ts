import { WORDED_ERROR_CODES } from "@atelier/common/error-codes";
import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { beforeAll, describe, expect, it } from "vitest";
import de from "../../i18n/de.json";
import en from "../../i18n/en.json";
import { createI18n, loadTranslations } from "../../i18n/index.ts";
import { flattenMessages, type Messages } from "../../i18n/translator.ts";
import {
  generalRefusalKey,
  REFUSAL_FIELD_WORDS,
  REFUSAL_VARIANTS,
  refusalMessage,
  refusalText,
} from "./refusalMessage.ts";

const refusal = (code: string, more: Partial<ApiErrorObject> = {}): ApiErrorObject => ({
  status: "422",
  code,
  title: "Invalid attribute",
  detail: "The server's own English words.",
  ...more,
});

beforeAll(() => loadTranslations("de"));

describe("the words of refusals", () => {
  const every = [
    ...WORDED_ERROR_CODES.map((code) => `refusals.codes.${code}`),
    ...Object.entries(REFUSAL_VARIANTS).flatMap(([code, variants]) =>
      variants.map((variant) => `refusals.variants.${code}.${variant}`),
    ),
    ...Object.entries(REFUSAL_FIELD_WORDS).flatMap(([field, codes]) =>
      codes.map((code) => `refusals.fields.${field}.${code}`),
    ),
    ...[400, 404, 409, 429, 500].map(generalRefusalKey),
  ];

  it.each([
    ["en", en],
    ["de", de],
  ])("exist in %s for every code the profile, social and showroom endpoints answer with", (_, messages) => {
    const table = flattenMessages(messages as Messages);
    expect(every.filter((key) => !table.get(key))).toEqual([]);
  });

  it("name in their placeholders only what the server sends in meta", () => {
    const table = flattenMessages(en as Messages);
    const placeholders = every.flatMap((key) =>
      [...(table.get(key) ?? "").matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]),
    );
    expect(new Set(placeholders)).toEqual(new Set(["max", "maximum", "minimum"]));
  });
});

describe("refusalMessage", () => {
  it("answers the app's key for a code it knows, with the values of meta", () => {
    expect(refusalMessage(refusal("too_many_weblinks", { meta: { max: 10 } }))).toEqual({
      key: "refusals.codes.too_many_weblinks",
      values: { max: 10 },
    });
  });

  it("chooses the finer words by the kind of value or format the server names", () => {
    const tooLong = refusal("too_big", { meta: { maximum: 120, origin: "string" } });
    expect(refusalMessage(tooLong)?.key).toBe("refusals.variants.too_big.string");
    expect(refusalMessage(refusal("too_small", { meta: { minimum: 1, origin: "string" } }))?.key).toBe(
      "refusals.variants.too_small.empty",
    );
    expect(refusalMessage(refusal("invalid_format", { meta: { format: "url" } }))?.key).toBe(
      "refusals.variants.invalid_format.url",
    );
    expect(refusalMessage(refusal("invalid_format", { meta: { format: "cuid" } }))?.key).toBe(
      "refusals.codes.invalid_format",
    );
  });

  it("takes an attribute's own words where it has them", () => {
    const phone = refusal("invalid_format", {
      meta: { format: "regex" },
      source: { pointer: "/data/attributes/phone" },
    });
    expect(refusalMessage(phone)?.key).toBe("refusals.fields.phone.invalid_format");
  });

  it("knows nothing of codes every endpoint shares", () => {
    expect(refusalMessage(refusal("not_found", { status: "404" }))).toBeNull();
    expect(refusalMessage(refusal("conflict", { status: "409" }))).toBeNull();
  });
});

describe("refusalText", () => {
  it("says a known refusal in German, with the limit the server names", () => {
    const i18n = createI18n("de");
    expect(refusalText(refusal("last_creative_field", { status: "409" }), i18n)).toBe(
      "Dein Profil braucht mindestens einen Kreativbereich. Füge einen weiteren hinzu, bevor du diesen entfernst.",
    );
    expect(refusalText(refusal("too_big", { meta: { maximum: 120, origin: "string" } }), i18n)).toBe(
      "Verwende höchstens 120 Zeichen.",
    );
  });

  it("says an item's refusals in German as an item's, not a profile's", () => {
    const i18n = createI18n("de");
    expect(refusalText(refusal("too_many_item_skills", { meta: { max: 20 } }), i18n)).toBe(
      "Ein Projekt kann höchstens 20 Fähigkeiten zeigen.",
    );
    expect(refusalText(refusal("too_many_co_creators", { meta: { max: 20 } }), i18n)).toBe(
      "Ein Projekt kann höchstens 20 Mitwirkende nennen.",
    );
    expect(refusalText(refusal("item_changed", { status: "412" }), i18n)).toMatch(/^Dieses Projekt wurde woanders/);
  });

  it("never shows the server's English to a German reader: an unknown code gets words for its status", () => {
    const i18n = createI18n("de");
    expect(refusalText(refusal("something_new"), i18n)).toBe("Bitte prüfe diese Angabe.");
    expect(refusalText(refusal("not_found", { status: "404" }), i18n)).toBe(
      "Das gibt es nicht mehr. Bitte lade die Seite neu.",
    );
    expect(refusalText(refusal("conflict", { status: "409" }), i18n)).toBe(
      "Das hat sich inzwischen geändert. Bitte lade die Seite neu und versuche es noch einmal.",
    );
    expect(refusalText(refusal("odd", { status: "418" }), i18n)).toBe(
      "Das hat nicht geklappt. Bitte versuche es noch einmal.",
    );
  });

  it("shows an English reader the server's detail for an unknown code, else words for its status", () => {
    const i18n = createI18n("en");
    expect(refusalText(refusal("something_new"), i18n)).toBe("The server's own English words.");
    expect(refusalText(refusal("something_new", { detail: undefined, status: "429" }), i18n)).toBe(
      "Too many attempts. Please wait a moment and try again.",
    );
    expect(refusalText(refusal("duplicate_language"), i18n)).toBe("This language is on your profile already.");
    expect(refusalText(refusal("too_many_item_weblinks", { meta: { max: 5 } }), i18n)).toBe(
      "An item can have at most 5 links.",
    );
  });
});
