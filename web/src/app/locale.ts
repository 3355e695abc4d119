import { COOKIES, type SupportedLocale } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, toSupportedLocale } from "../i18n/index.ts";
import { setBrowserCookie } from "./cookies.ts";
import { useRuntime } from "./runtime-context.tsx";
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
      await changeLanguage(i18n, code);
      document.documentElement.lang = code;
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
