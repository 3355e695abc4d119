import type { FeaturedPeriodAttributes } from "@atelier/common";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useList, useResource } from "../../../api/hooks.ts";
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
export const FEATURED_INCLUDE = ["creative_field", "creatives", "creations"] as const;

export const useExploreCreatives = () =>
  useList<Person>("/v1/creatives/explore", { size: EXPLORE_SIZE, include: PERSON_INCLUDE });

const CURRENT_FEATURED_PATH = "/v1/creative_fields/featured";
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

/** The featured period on now; `period` is null when no field is in the spotlight (the API's 404). */
export function useCurrentFeaturedPeriod() {
  useRefetchOnLanguage(CURRENT_FEATURED_PATH);
  const query = useResource<FeaturedPeriod>(CURRENT_FEATURED_PATH, { include: FEATURED_INCLUDE });
  const none = query.error instanceof ApiClientError && query.error.status === 404;
  return { ...query, isError: query.isError && !none, isPending: query.isPending && !none, period: query.data };
}

/** Featured periods, newest first: the current one, then those before it. */
export function useFeaturedPeriods(page: number, size: number) {
  useRefetchOnLanguage(FEATURED_PERIODS_PATH);
  return useList<FeaturedPeriod>(FEATURED_PERIODS_PATH, { page, size, include: FEATURED_INCLUDE });
}
