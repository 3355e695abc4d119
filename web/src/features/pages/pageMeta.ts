import type { MetaDescriptor, MetaFunction } from "react-router";
import { sharedT, toSupportedLocale } from "../../i18n/index.ts";

function rootLocale(matches: readonly { id: string; data?: unknown }[]): unknown {
  const data = matches.find((m) => m.id === "root")?.data;
  return typeof data === "object" && data !== null && "locale" in data ? data.locale : undefined;
}

export interface PageMetaOptions {
  /** Translation key of the title. */
  title: string;
  /** Translation key of the search-result description. */
  description?: string;
  /** The title already names Atelier (the home page); it is used as it is. */
  standalone?: boolean;
  /** Values the title's message takes (a profile's name). */
  values?: Record<string, string>;
}

/**
 * The `meta` export of a page: its translated title (and description). The language is the root
 * loader's on the server; in the browser it is the document's, which follows the language switch.
 */
export function pageMeta({ title, description, standalone = false, values }: PageMetaOptions): MetaFunction {
  return ({ matches }) => {
    const locale = toSupportedLocale(
      typeof document === "undefined" ? rootLocale(matches) : document.documentElement.lang,
    );
    // A translator over the messages already loaded for the page (or the server).
    const t = sharedT(locale);
    const text = standalone ? t(title, values) : t("app.titleTemplate", { title: t(title, values) });
    const tags: MetaDescriptor[] = [{ title: text }];
    if (description) tags.push({ name: "description", content: t(description) });
    return tags;
  };
}
