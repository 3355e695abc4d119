import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, sharedPageMeta } from "../pages/pageMeta.ts";
import type { ShowroomLoaderData } from "./api/showroomLoaders.ts";

/** The showroom's head: all items, or one creative field's; listed by search engines either way. */
export const showroomMeta: MetaFunction = (args) => {
  const data = args.data as ShowroomLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const { t } = metaLanguage(args);
  const field = data.field?.name;
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", {
      title: field ? t("showroom.list.fieldTitle", { field }) : t("showroom.list.title"),
    }),
    description: field ? t("showroom.list.fieldLead", { field }) : t("showroom.list.lead"),
    path: args.location.pathname,
    indexed: true,
    card: "showroom",
  });
};
