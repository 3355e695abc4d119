import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import type { i18n, TFunction } from "i18next";
import { type Messages, type MessageTable, messageTable, Translator } from "./translator.ts";

/** Each language is its own chunk: the browser loads the one in use alone. */
const bundles: Record<SupportedLocale, () => Promise<{ default: Messages }>> = {
  en: () => import("./en.json"),
  de: () => import("./de.json"),
};

const loaded = new Map<SupportedLocale, MessageTable>();

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return SUPPORTED_LOCALES.includes(value as SupportedLocale);
}

export function toSupportedLocale(value: unknown): SupportedLocale {
  return isSupportedLocale(value) ? value : FALLBACK_LOCALE;
}

export interface LoadOptions {
  /**
   * Whether the fallback language comes too: the server renders a message missing in the language
   * in English. A page leaves it out, 30 KB less before it runs: every key is in every language (a
   * test holds it), so what the server drew from English is a key missing in both.
   */
  fallback?: boolean;
}

/** Loads the messages of `locale`, and of the fallback language unless told not to, once per process or page. */
export async function loadTranslations(locale: SupportedLocale, { fallback = true }: LoadOptions = {}): Promise<void> {
  const wanted = [...new Set([locale, ...(fallback ? [FALLBACK_LOCALE] : [])])].filter((l) => !loaded.has(l));
  const modules = await Promise.all(wanted.map((l) => bundles[l]()));
  wanted.forEach((l, i) => {
    // Empty while a failed chunk reloads the page (see chunk-reload.ts).
    const messages = modules[i]?.default;
    if (messages) loaded.set(l, messageTable(messages));
  });
}

export type MissingKeyReport = (report: { key: string; locale: string; route: string }) => void;

/** Reports each missing key at most once, however often it is rendered. */
export function createMissingKeyReporter(send: MissingKeyReport, route: () => string) {
  const reported = new Set<string>();
  return (key: string, locale: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    send({ key, locale, route: route() });
  };
}

export interface CreateI18nOptions {
  onMissingKey?: (key: string, locale: string) => void;
}

/**
 * A translator over the loaded messages, in the shape of the i18next instance react-i18next takes
 * (see Translator). It is ready at once, so the server can render immediately and the browser
 * hydrates with the same text.
 */
export function createI18n(locale: SupportedLocale, options: CreateI18nOptions = {}): i18n {
  const translator = new Translator({
    language: locale,
    fallbackLanguage: FALLBACK_LOCALE,
    supportedLanguages: SUPPORTED_LOCALES,
    tables: loaded,
    onMissingKey: options.onMissingKey,
  });
  // Components reach it through I18nextProvider, so no instance is installed globally across requests.
  return translator as unknown as i18n;
}

const shared = new Map<SupportedLocale, i18n>();

/**
 * One instance per language for what never switches language: the server's renders and the page
 * titles.
 */
export function sharedI18n(locale: SupportedLocale): i18n {
  let instance = shared.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    shared.set(locale, instance);
  }
  return instance;
}

/** The translate function of a shared instance (see sharedI18n). */
export function sharedT(locale: SupportedLocale): TFunction {
  return sharedI18n(locale).getFixedT(locale);
}

/** Switches a running instance to another language, loading its messages first. */
export async function changeLanguage(instance: i18n, locale: SupportedLocale, options?: LoadOptions): Promise<void> {
  await loadTranslations(locale, options);
  await instance.changeLanguage(locale);
}
