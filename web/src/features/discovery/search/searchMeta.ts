import type { MetaFunction } from "react-router";
import { metaLanguage, sharedPageMeta } from "../../pages/pageMeta.ts";
import { parseSiteSearch } from "./searchAddress.ts";

/** The results page's head: titled by the words searched for, and never listed by search engines. */
export const searchMeta: MetaFunction = (args) => {
  const { t } = metaLanguage(args);
  const { q } = parseSiteSearch(args.location.search);
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", { title: q ? t("search.meta.titleFor", { q }) : t("search.title") }),
    description: t("search.meta.description"),
    indexed: false,
  });
};
