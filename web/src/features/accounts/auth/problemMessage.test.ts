import { beforeAll, describe, expect, it } from "vitest";
import { createI18n, loadTranslations } from "../../../i18n/index.ts";
import { problemMessage } from "./problemMessage.ts";

/** Every problem the forms find themselves, by field: each needs its sentence in both languages. */
const CLIENT_PROBLEMS: Record<string, string[]> = {
  email: ["required", "format", "tooLong"],
  password: ["required", "rules", "tooLong"],
  captcha: ["required"],
  agreed: ["required"],
  roles: ["required"],
  kind: ["required"],
  name: ["required"],
  locationId: ["required"],
  creativeFieldIds: ["required"],
};

/** Server answers the forms put into their own words. */
const SERVER_PROBLEMS: Record<string, string[]> = {
  email: ["taken"],
  password: ["unauthorized"],
  captcha: ["wrong"],
};

describe("problemMessage", () => {
  beforeAll(async () => {
    await loadTranslations("de");
  });

  it("uses the app's own words for a problem it knows", () => {
    const i18n = createI18n("de");
    expect(
      problemMessage(i18n, "email", { code: "taken", detail: "An account with this e-mail address already exists." }),
    ).toBe(
      "Ein Konto mit dieser E-Mail-Adresse gibt es schon. Melde dich stattdessen an oder setze dein Passwort zurück.",
    );
  });

  it("shows the server's words for a problem it does not know", () => {
    const i18n = createI18n("en");
    expect(problemMessage(i18n, "name", { code: "too_big", detail: "Use at most 100 characters." })).toBe(
      "Use at most 100 characters.",
    );
  });

  it("asks to check the field when nobody said more", () => {
    expect(problemMessage(createI18n("en"), "name", { code: "odd" })).toBe("Please check this field.");
    expect(problemMessage(createI18n("de"), "name", { code: "odd" })).toBe("Bitte prüfe dieses Feld.");
  });

  it.each(["en", "de"] as const)("has a sentence for every problem the forms name (%s)", (language) => {
    const i18n = createI18n(language);
    const missing = Object.entries(CLIENT_PROBLEMS).flatMap(([field, codes]) =>
      [...codes, ...(SERVER_PROBLEMS[field] ?? [])]
        .map((code) => `auth.errors.${field}.${code}`)
        .filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false })),
    );
    expect(missing).toEqual([]);
  });
});
