import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, sharedPageMeta } from "../pages/pageMeta.ts";
import type { FindLoaderData } from "./api/findLoaders.ts";

/** A find list's head: everyone, or one creative field's people; listed by search engines either way. */
export const findMeta: MetaFunction = (args) => {
  const data = args.data as FindLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const { t } = metaLanguage(args);
  const { scope } = data;
  const field = data.field?.name;
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", {
      title: field ? t(`discovery.${scope}.fieldTitle`, { field }) : t(`discovery.${scope}.title`),
    }),
    description: field ? t(`discovery.${scope}.fieldLead`, { field }) : t(`discovery.${scope}.lead`),
    path: args.location.pathname,
    indexed: true,
    card: scope,
  });
};
