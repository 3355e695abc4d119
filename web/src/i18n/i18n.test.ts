import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import de from "./de.json";
import en from "./en.json";
import {
  changeLanguage,
  createI18n,
  createMissingKeyReporter,
  loadTranslations,
  sharedI18n,
  sharedT,
} from "./index.ts";
import { flattenMessages, type Messages } from "./translator.ts";

function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe("messages", () => {
  it("have every key in both languages", () => {
    expect(keys(de as Messages).sort()).toEqual(keys(en as Messages).sort());
  });
});

describe("createI18n", () => {
  it("translates in the chosen language", async () => {
    await loadTranslations("de");
    const i18n = createI18n("de");
    expect(i18n.language).toBe("de");
    expect(i18n.t("titles.messages")).toBe("Nachrichten");
  });

  it("reports a key missing in every language", async () => {
    await loadTranslations("en");
    const missing = vi.fn();
    const i18n = createI18n("en", { onMissingKey: missing });
    expect(i18n.t("titles.nowhere")).toBe("titles.nowhere");
    expect(missing).toHaveBeenCalledWith("titles.nowhere", "en");
  });

  it("switches a running instance to the other language", async () => {
    await loadTranslations("en");
    const i18n = createI18n("en");
    await changeLanguage(i18n, "de");
    expect(i18n.t("settings.title")).toBe("Einstellungen");
  });
});

describe("sharedI18n", () => {
  it("is one instance per language, translating like any other", async () => {
    await loadTranslations("de");
    expect(sharedI18n("de")).toBe(sharedI18n("de"));
    expect(sharedI18n("de")).not.toBe(sharedI18n("en"));
    const t = sharedT("de");
    expect(t("titles.messages")).toBe("Nachrichten");
    expect(t("app.titleTemplate", { title: "X" })).toBe(createI18n("de").t("app.titleTemplate", { title: "X" }));
  });
});

describe("the messages, as i18next would translate them", () => {
  // The app's translator implements what the messages use; i18next, which react-i18next is made
  // for, is the reference for how that reads.
  const placeholders = (texts: string[]) =>
    Object.fromEntries(
      texts.flatMap((text) => [...text.matchAll(/\{\{-?\s*([^{}\s]+)\s*\}\}/g)].map(([, name]) => [name, `<${name}>`])),
    );

  it.each(["en", "de"] as const)("come out the same in %s, with their values and counts", async (locale) => {
    await loadTranslations(locale);
    const reference = i18next.createInstance();
    await reference.init({
      lng: locale,
      fallbackLng: "en",
      resources: { en: { translation: en }, de: { translation: de } },
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const ours = createI18n(locale);
    const table = flattenMessages((locale === "en" ? en : de) as Messages);
    const byBase = new Map<string, [string, string][]>();
    for (const [key, text] of table) {
      const base = key.replace(/_(one|other)$/, "");
      byBase.set(base, [...(byBase.get(base) ?? []), [key, text]]);
    }
    const differences = [...byBase].flatMap(([key, variants]) => {
      const values = placeholders(variants.map(([, text]) => text));
      return [undefined, 0, 1, 7].flatMap((count) => {
        const options: Record<string, string | number> = count === undefined ? values : { ...values, count };
        const expected = reference.t(key, options);
        const actual = ours.t(key, options);
        return expected === actual ? [] : [{ key, count, expected, actual }];
      });
    });
    expect(differences).toEqual([]);
    expect(byBase.size).toBeGreaterThan(500);
  });
});

describe("createMissingKeyReporter", () => {
  it("reports each key once, with its locale and the current route", () => {
    const sent: unknown[] = [];
    let route = "/jobs";
    const report = createMissingKeyReporter(
      (r) => sent.push(r),
      () => route,
    );
    report("titles.a", "de");
    route = "/clients";
    report("titles.a", "en");
    report("titles.b", "en");
    expect(sent).toEqual([
      { key: "titles.a", locale: "de", route: "/jobs" },
      { key: "titles.b", locale: "en", route: "/clients" },
    ]);
  });
});
