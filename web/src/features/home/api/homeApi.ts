import type { FeaturedPeriodAttributes } from "@atelier/common";
import type { Document, Resource } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useDocument, useList, useStoreVersion } from "../../../api/hooks.ts";
import { listQuery, parsePaging } from "../../../api/paging.ts";
import { apiKey } from "../../../api/queries.ts";
import type { Person } from "../../../app/ui/personFacts.ts";
import { CARD_INCLUDE, PAGE_SIZE } from "../../showroom/api/showroomApi.ts";
import { ITEM_API, type Item } from "../../showroom/index.ts";

/** A featured period as the home page and /featured show it: the field, its creatives and their work. */
export type FeaturedPeriod = { id: string } & FeaturedPeriodAttributes & {
    creativeField?: { id: string; name: string } | null;
    creatives?: Person[];
    /** The featured items, one per creative, in the period's order: related, not included. */
    creationIds: string[];
  };

/** Spec 001: the explore shelves hold eight each. */
export const EXPLORE_SIZE = 8;
export const PERSON_INCLUDE = ["assigned_professions.profession", "location"] as const;
/** What a period's document includes of its relationships. */
const PERIOD_INCLUDE = ["creative_field", "creatives"];

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

/** The periods of a featured document, their field and creatives from the store, their items by id. */
function useFeaturedDocument(path: string, query: Parameters<typeof useDocument>[1]["query"] = undefined) {
  useRefetchOnLanguage(path);
  const store = useStore();
  const version = useStoreVersion();
  const document = useDocument(path, { query });
  const data = document.data?.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const periods = useMemo(() => {
    const resources: Resource[] = Array.isArray(data) ? data : data ? [data] : [];
    return resources.flatMap((resource): FeaturedPeriod[] => {
      const period = store.denormalize<Omit<FeaturedPeriod, "creationIds">>(resource.type, String(resource.id), {
        include: PERIOD_INCLUDE,
      });
      const creations = resource.relationships?.creations?.data;
      const creationIds = Array.isArray(creations) ? creations.map((ref) => String(ref.id)) : [];
      return period ? [{ ...period, creationIds }] : [];
    });
  }, [store, data, version]);
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

/**
 * A period's featured items, read with one request: the items of its creatives in its field, of
 * which those the period names are shown, in its order.
 */
export function useFeaturedWork(period: FeaturedPeriod) {
  const owners = (period.creatives ?? []).map((creative) => creative.id);
  const list = useList<Item>(
    ITEM_API.showroom,
    {
      size: PAGE_SIZE,
      filter: { with_showroom_created_by: owners, with_showroom_creative_field_ids: [period.creativeFieldId] },
      include: CARD_INCLUDE,
    },
    { enabled: period.creationIds.length > 0 && owners.length > 0 },
  );
  const byId = new Map(list.items.map((item) => [item.id, item]));
  const items = period.creationIds.flatMap((id) => byId.get(id) ?? []);
  return { ...list, items };
}
