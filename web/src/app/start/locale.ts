import { COOKIES, type SupportedLocale } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import type { i18n as I18n } from "i18next";
import { useCallback, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, loadTranslations, toSupportedLocale } from "../../i18n/index.ts";
import { setBrowserCookie } from "../preferences/cookies.ts";
import { useRuntime } from "../runtime/runtime-context.tsx";
import { currentLocaleQuery, startListNames, startListQuery, useStartList } from "./start.ts";

interface LocaleRecord {
  id: string;
  code: string;
  name: string;
  isDefault: boolean;
}

/** Lists whose names come back in the request's language. */
const LOCALIZED_LISTS = startListNames.filter((name) => name !== "locales" && name !== "settings");

/** The interface language, the languages offered, and the switch (spec 000 sections 4 and 7). */
export function useLocale() {
  const runtime = useRuntime();
  const { i18n } = useTranslation();
  const locales = useStartList<LocaleRecord>("locales");
  const locale = toSupportedLocale(i18n.language);

  const setLocale = useCallback(
    async (code: SupportedLocale) => {
      if (code === toSupportedLocale(i18n.language)) return;
      setBrowserCookie(COOKIES.locale, code);
      // Page titles take the document's language when the switch re-renders the page (see
      // useInterfaceLanguage): it changes first, once its messages are there to title with.
      await loadTranslations(code, { fallback: false });
      document.documentElement.lang = code;
      await changeLanguage(i18n, code, { fallback: false });
      const target = locales.find((l) => l.code === code);
      if (!target) return;
      try {
        // The server keeps the choice too: its cookie, and the account when signed in.
        const reply = await runtime.api.patch<Document>(`/locales/${encodeURIComponent(target.id)}`);
        runtime.store.merge(reply);
        runtime.queryClient.setQueryData(currentLocaleQuery(runtime).queryKey, reply);
      } catch {
        // The failure was already shown as an alert; the page keeps the language it switched to.
      }
      await Promise.all(
        LOCALIZED_LISTS.map((name) =>
          runtime.queryClient.invalidateQueries({ queryKey: startListQuery(runtime, name).queryKey }),
        ),
      );
    },
    [i18n, locales, runtime],
  );

  return { locale, locales, setLocale };
}

/**
 * The language the translator speaks, re-rendering the caller when it switches: the document
 * shell uses it for `<html lang>` and, by re-rendering, has React Router work out the page title
 * again in the new language.
 */
export function useInterfaceLanguage(i18n: I18n): SupportedLocale {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    [i18n],
  );
  const language = () => i18n.language;
  return toSupportedLocale(useSyncExternalStore(subscribe, language, language));
}
