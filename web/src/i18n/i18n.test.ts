import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it, vi } from "vitest";
import routes from "../routes.ts";
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

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function routeIds(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.file === "routes/coming-soon.tsx" && entry.id ? [entry.id] : []),
    ...routeIds(entry.children ?? []),
  ]);
}

describe("messages", () => {
  it("have every key in both languages", () => {
    expect(keys(de as Messages).sort()).toEqual(keys(en as Messages).sort());
  });

  it("name every route that shows the coming-soon page", () => {
    const ids = routeIds(routes);
    for (const messages of [en, de] as Messages[]) {
      const titles = messages.titles as Messages;
      expect(ids.filter((id) => typeof titles[id] !== "string")).toEqual([]);
    }
  });
});

describe("createI18n", () => {
  it("translates in the chosen language and falls back to English", async () => {
    await loadTranslations("de");
    const i18n = createI18n("de");
    expect(i18n.language).toBe("de");
    expect(i18n.t("titles.messages")).toBe("Nachrichten");
    i18n.addResource("en", "translation", "only.english", "Only in English");
    expect(i18n.t("only.english")).toBe("Only in English");
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

  it("looks a key without options up once, and one with options every time", async () => {
    await loadTranslations("en");
    const instance = sharedI18n("en");
    const lookup = vi.spyOn(instance, "t");
    const t = instance.getFixedT("en", "translation");
    expect([t("settings.title"), t("settings.title")]).toEqual(["Settings", "Settings"]);
    expect(instance.getFixedT("en", "translation")("settings.title")).toBe("Settings");
    expect(lookup).toHaveBeenCalledTimes(1);
    t("app.titleTemplate", { title: "A" });
    t("app.titleTemplate", { title: "B" });
    expect(lookup).toHaveBeenCalledTimes(3);
    lookup.mockRestore();
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
