import type { FeaturedPeriodAttributes } from "@atelier/common";
import type { Document } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../../api/client.ts";
import { useDocument, useList, useStoreRead } from "../../../api/hooks.ts";
import { listQuery, parsePaging } from "../../../api/paging.ts";
import { apiKey } from "../../../api/queries.ts";
import type { Person } from "../../../app/ui/personFacts.ts";
import type { Item } from "../../showroom/index.ts";

/** A featured period as the home page and /featured show it: the field, its creatives and their work. */
export type FeaturedPeriod = { id: string } & FeaturedPeriodAttributes & {
    creativeField?: { id: string; name: string } | null;
    creatives?: Person[];
    creations?: Item[];
  };

/** Spec 001: the explore shelves hold eight each. */
export const EXPLORE_SIZE = 8;
export const PERSON_INCLUDE = ["assigned_professions.profession", "location"] as const;
/** What a period's document includes: its field, its creatives, and their items with their owners. */
const PERIOD_INCLUDE = ["creative_field", "creatives", "creations.owner"];

/** The list the home page's creatives shelf shows, as its hook and the server's render ask for it. */
export const EXPLORE_CREATIVES = {
  path: "/v1/creatives/explore",
  params: { size: EXPLORE_SIZE, include: PERSON_INCLUDE },
};

export const useExploreCreatives = () => useList<Person>(EXPLORE_CREATIVES.path, EXPLORE_CREATIVES.params);

export const CURRENT_FEATURED_PATH = "/v1/creative_fields/featured";
const FEATURED_PERIODS_PATH = "/v1/featured_periods";

/** The field's name comes in the request's language, so a language switch asks for it again. */
function useRefetchOnLanguage(path: string) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: apiKey(path) });
  }, [i18n.language, queryClient, path]);
}

/** The periods of a featured document with what it includes. */
function useFeaturedDocument(path: string, query?: QueryParams) {
  useRefetchOnLanguage(path);
  const document = useDocument(path, { query });
  const data = document.data?.data;
  const periods = useStoreRead(
    (store) => store.denormalizeData<FeaturedPeriod>(data, { include: PERIOD_INCLUDE }),
    [data],
  );
  return { ...document, periods };
}

/** The featured period on now, or null before the first one has started. */
export function useCurrentFeaturedPeriod() {
  const { periods, ...document } = useFeaturedDocument(CURRENT_FEATURED_PATH);
  return { ...document, period: periods[0] ?? null };
}

/** Featured periods, newest first: the one on now, then those before it. */
export function useFeaturedPeriods(page: number, size: number) {
  const result = useFeaturedDocument(FEATURED_PERIODS_PATH, listQuery({ page, size }));
  const paging = parsePaging((result.data ?? {}) as Pick<Document, "links" | "meta">, page);
  return { ...result, paging };
}
