import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import { createInstance, type i18n, type ResourceKey, type TFunction } from "i18next";

type Messages = Record<string, ResourceKey>;

/** Each language is its own chunk: the browser loads the one in use (and English, the fallback). */
const bundles: Record<SupportedLocale, () => Promise<{ default: Messages }>> = {
  en: () => import("./en.json"),
  de: () => import("./de.json"),
};

const loaded = new Map<SupportedLocale, Messages>();

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return SUPPORTED_LOCALES.includes(value as SupportedLocale);
}

export function toSupportedLocale(value: unknown): SupportedLocale {
  return isSupportedLocale(value) ? value : FALLBACK_LOCALE;
}

/** Loads the messages of `locale` and of the fallback language, once per process or page. */
export async function loadTranslations(locale: SupportedLocale): Promise<void> {
  const wanted = [...new Set([locale, FALLBACK_LOCALE])].filter((l) => !loaded.has(l));
  const modules = await Promise.all(wanted.map((l) => bundles[l]()));
  wanted.forEach((l, i) => {
    // Empty while a failed chunk reloads the page (see chunk-reload.ts).
    const messages = modules[i]?.default;
    if (messages) loaded.set(l, messages);
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
 * An i18next instance over the loaded messages. It initialises synchronously, so the server can
 * render at once and the browser hydrates with the same text.
 */
export function createI18n(locale: SupportedLocale, options: CreateI18nOptions = {}): i18n {
  const instance = createInstance();
  const resources = Object.fromEntries([...loaded].map(([l, messages]) => [l, { translation: messages }]));
  // Components reach it through I18nextProvider, so no instance is installed globally across requests.
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: false },
    saveMissing: options.onMissingKey !== undefined,
    missingKeyHandler: (_lngs, _ns, key) => options.onMissingKey?.(key, instance.language),
  });
  return instance;
}

type FixedT = (key: unknown, options?: unknown, ...rest: unknown[]) => string;

/**
 * Lookups without options, memoized: i18next copies its whole configuration for every call of a
 * fixed `t` (tens of microseconds), and every server render asks for the same few hundred keys.
 * Sound only for an instance whose language and messages never change.
 */
function memoizeLookups(instance: i18n): void {
  const getFixedT = instance.getFixedT.bind(instance);
  const fixed = new Map<string, FixedT>();
  instance.getFixedT = ((...args: Parameters<i18n["getFixedT"]>) => {
    const [lng, ns, keyPrefix] = args;
    const scope = `${String(lng)}|${String(ns)}|${keyPrefix ?? ""}`;
    let memoized = fixed.get(scope);
    if (!memoized) {
      const t = getFixedT(...args) as unknown as FixedT;
      const texts = new Map<string, string>();
      memoized = Object.assign((key: unknown, options?: unknown, ...rest: unknown[]) => {
        if (typeof key !== "string" || options !== undefined || rest.length > 0) return t(key, options, ...rest);
        let text = texts.get(key);
        if (text === undefined) {
          text = t(key);
          texts.set(key, text);
        }
        return text;
      }, t);
      fixed.set(scope, memoized);
    }
    return memoized;
  }) as unknown as i18n["getFixedT"];
}

const shared = new Map<SupportedLocale, i18n>();

/**
 * One instance per language for what never switches language: the server's renders and the page
 * titles. Create it after the language's messages have loaded.
 */
export function sharedI18n(locale: SupportedLocale): i18n {
  let instance = shared.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    memoizeLookups(instance);
    shared.set(locale, instance);
  }
  return instance;
}

/** The translate function of a shared instance (see sharedI18n). */
export function sharedT(locale: SupportedLocale): TFunction {
  return sharedI18n(locale).getFixedT(locale);
}

/** Switches a running instance to another language, loading its messages first. */
export async function changeLanguage(instance: i18n, locale: SupportedLocale): Promise<void> {
  await loadTranslations(locale);
  const messages = loaded.get(locale);
  if (messages && !instance.hasResourceBundle(locale, "translation")) {
    instance.addResourceBundle(locale, "translation", messages);
  }
  await instance.changeLanguage(locale);
}
