import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, sharedPageMeta } from "../../pages/pageMeta.ts";
import type { BoardLoaderData } from "../api/opportunityLoaders.ts";

/** The board's head: every opportunity, or one creative field's; listed by search engines either way. */
export const boardMeta: MetaFunction = (args) => {
  const data = args.data as BoardLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const { t } = metaLanguage(args);
  const field = data.field?.name;
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", {
      title: field ? t("jobs.board.fieldTitle", { field }) : t("jobs.board.title"),
    }),
    description: field ? t("jobs.board.fieldLead", { field }) : t("jobs.board.lead"),
    path: args.location.pathname,
    indexed: true,
    card: "jobs",
  });
};
