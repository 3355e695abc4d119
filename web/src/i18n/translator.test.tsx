import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, Trans, useTranslation } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { flattenMessages, interpolate, messageTable, Translator, type TranslatorOptions } from "./translator.ts";

const tables = new Map([
  [
    "en",
    flattenMessages({
      greeting: "Hello, {{name}}",
      inbox: { count_one: "{{count}} message", count_other: "{{count}} messages" },
      onlyEnglish: "Only in English",
      terms: "I agree to the <terms>terms</terms>",
    }),
  ],
  ["de", flattenMessages({ greeting: "Hallo, {{name}}", inbox: { count_one: "{{count}} Nachricht" } })],
]);

const translator = (options: Partial<TranslatorOptions> = {}) =>
  new Translator({ language: "en", fallbackLanguage: "en", supportedLanguages: ["en", "de"], tables, ...options });

describe("messageTable", () => {
  it("finds a message by its full key, as the flat table does, and nothing for a group or a stranger", () => {
    const messages = { a: { b: { c: "deep" }, plain: "flat" }, top: "top" };
    const table = messageTable(messages);
    for (const [key, text] of flattenMessages(messages)) expect(table.get(key)).toBe(text);
    expect(table.get("a.plain")).toBe("flat");
    expect([table.get("a"), table.get("a.b"), table.get("a.b.c.d"), table.get("nowhere.at.all")]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([table.get("constructor"), table.get("a.toString"), table.get("__proto__")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("interpolate", () => {
  it("fills placeholders, keeps one without a value, and empties one that is null", () => {
    expect(interpolate("{{a}} and {{- b}} and {{ c }}", { a: 1, b: "x", c: null })).toBe("1 and x and ");
    expect(interpolate("Hello, {{name}}", {})).toBe("Hello, {{name}}");
  });
});

describe("Translator", () => {
  it("looks nested keys up and fills their placeholders", () => {
    expect(translator().t("greeting", { name: "Ada" })).toBe("Hello, Ada");
    expect(translator({ language: "de" }).t("greeting", { name: "Ada" })).toBe("Hallo, Ada");
  });

  it("picks the plural form of the language, else the fallback's", () => {
    const en = translator();
    expect([en.t("inbox.count", { count: 1 }), en.t("inbox.count", { count: 0 })]).toEqual(["1 message", "0 messages"]);
    const de = translator({ language: "de" });
    expect([de.t("inbox.count", { count: 1 }), de.t("inbox.count", { count: 3 })]).toEqual([
      "1 Nachricht",
      "3 messages",
    ]);
  });

  it("falls back to English, then to the key, telling of a key no language has", () => {
    const missing = vi.fn();
    const de = translator({ language: "de", onMissingKey: missing });
    expect(de.t("onlyEnglish")).toBe("Only in English");
    expect(missing).not.toHaveBeenCalled();
    expect(de.t("nowhere.atAll")).toBe("nowhere.atAll");
    expect(de.t("nowhere.either", { defaultValue: "Default {{x}}", x: 1 })).toBe("Default 1");
    expect(missing.mock.calls).toEqual([
      ["nowhere.atAll", "de"],
      ["nowhere.either", "de"],
    ]);
  });

  it("says whether a key exists, with or without the fallback", () => {
    const de = translator({ language: "de" });
    expect(de.exists("greeting")).toBe(true);
    expect(de.exists("onlyEnglish")).toBe(true);
    expect(de.exists("onlyEnglish", { lng: "de", fallbackLng: false })).toBe(false);
  });

  it("gives fixed translate functions, one per language and prefix", () => {
    const en = translator();
    expect(en.getFixedT("de")("greeting", { name: "Bo" })).toBe("Hallo, Bo");
    expect(en.getFixedT(null, "translation", "inbox")("count", { count: 2 })).toBe("2 messages");
    expect(en.getFixedT("de")).toBe(en.getFixedT("de"));
  });

  it("switches language for itself and the copies react-i18next makes of it, telling its listeners", async () => {
    const en = translator();
    const copy = Object.create(Object.getPrototypeOf(en), Object.getOwnPropertyDescriptors(en)) as Translator;
    const changed = vi.fn();
    en.on("languageChanged loaded", changed);
    await copy.changeLanguage("de");
    expect([en.language, copy.language, en.t("greeting", { name: "A" })]).toEqual(["de", "de", "Hallo, A"]);
    expect(changed).toHaveBeenCalledWith("de");
    en.off("languageChanged", changed);
    await en.changeLanguage("en");
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe("with react-i18next", () => {
  const withTranslator = (instance: Translator, children: ReactNode) => (
    <I18nextProvider i18n={instance as unknown as i18n}>{children}</I18nextProvider>
  );

  function Greeting() {
    const { t, i18n } = useTranslation();
    return (
      <p lang={i18n.language}>
        {t("greeting", { name: "Ada" })}, {t("inbox.count", { count: 2 })}
      </p>
    );
  }

  it("renders useTranslation's text on the server", () => {
    expect(renderToStaticMarkup(withTranslator(translator(), <Greeting />))).toBe(
      '<p lang="en">Hello, Ada, 2 messages</p>',
    );
  });

  it("renders Trans with its components in place of the message's tags", () => {
    const html = renderToStaticMarkup(
      withTranslator(translator(), <Trans i18nKey="terms" components={{ terms: <a href="/terms">x</a> }} />),
    );
    expect(html).toBe('I agree to the <a href="/terms">terms</a>');
  });
});
